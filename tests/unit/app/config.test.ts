import { describe, expect, it } from 'vitest';
import { DATABASE_NEEDS_SECRET, WORKERS_NEED_DATABASE, loadConfig } from '../../../app/config/env.ts';

const SECRET = 'a-secret-of-32-characters-000000';
import { sitePresets } from '../../../app/config/sites.ts';

describe('site configuration (spec 000 §1)', () => {
  it('runs embedded with the dark VelvetVR preset when nothing is set', () => {
    const config = loadConfig({});
    expect(config.embedded).toBe(true);
    expect(config.public).toMatchObject({
      siteName: 'VelvetVR',
      theme: 'dark',
      acronym: 'VR',
      camSectionLabel: 'VR Cam Girls',
      siteUrl: 'http://localhost:3000',
    });
    expect(config.public.contentApiUrl).toBe('/api/content/v1');
  });

  it('takes the acronym from the site name and the cam label from the sibling', () => {
    expect(loadConfig({ SITE: 'lumen' }).public).toMatchObject({ acronym: 'AR', theme: 'light' });
    expect(loadConfig({ SITE: 'midnight' }).public.theme).toBe('darkest');
    expect(loadConfig({ SITE: 'harbor' }).public.camSectionLabel).toBe('VR Cam Boys');
    expect(loadConfig({ SITE: 'velvet', THEME: 'light' }).public.theme).toBe('light');
  });

  it("sets the footer's 'Founded in' year (2021 or 2022) and the e-mail greeting per sibling, greeting on exactly one", () => {
    const siblings = Object.keys(sitePresets).map((SITE) => loadConfig({ SITE }).public);
    for (const site of siblings) expect([2021, 2022]).toContain(site.foundedIn);
    expect(new Set(siblings.map((site) => site.foundedIn))).toEqual(new Set([2021, 2022]));
    expect(siblings.filter((site) => site.emailGreeting)).toHaveLength(1);
  });

  it("takes the content admin's origin from CONTENT_ADMIN_URL, by default the embedded stand-in at {site}/_admin (spec 000 §6)", () => {
    expect(loadConfig({}).public.contentAdminUrl).toBe('http://localhost:3000/_admin');
    expect(loadConfig({ PUBLIC_URL: 'https://velvetvr.test' }).public.contentAdminUrl).toBe('https://velvetvr.test/_admin');
    expect(loadConfig({ CONTENT_ADMIN_URL: 'https://cms.example.test/admin/' }).public.contentAdminUrl).toBe('https://cms.example.test/admin');
    expect(() => loadConfig({ CONTENT_ADMIN_URL: 'not a url' })).toThrow(/CONTENT_ADMIN_URL/);
  });

  it('calls the member-plus service on the site’s own /api/member-plus when embedded, else at MEMBER_PLUS_API_URL (spec 001 §7)', () => {
    expect(loadConfig({}).public.memberPlusApiUrl).toBe('/api/member-plus');
    const upstreams = { SITE_API_URL: 'https://site.example', CONTENT_API_URL: 'https://content.example/api/content/v1' };
    expect(loadConfig({ ...upstreams, MEMBER_PLUS_API_URL: 'https://plus.example/' }).public.memberPlusApiUrl).toBe('https://plus.example');
    expect(() => loadConfig({ MEMBER_PLUS_API_URL: 'not a url' })).toThrow(/MEMBER_PLUS_API_URL/);
  });

  it('points at real upstreams when both API URLs are set, and refuses half a configuration', () => {
    const config = loadConfig({ SITE_API_URL: 'https://site.example/', CONTENT_API_URL: 'https://content.example/api/content/v1' });
    expect(config.embedded).toBe(false);
    expect(config.public.siteApiUrl).toBe('https://site.example');
    expect(() => loadConfig({ SITE_API_URL: 'https://site.example' })).toThrow(/both/);
    expect(() => loadConfig({ SITE: 'nope' })).toThrow();
    expect(() => loadConfig({ PORT: 'abc' })).toThrow();
  });

  it('runs one process unless WORKERS says more; more than one in embedded mode needs a shared DATABASE_URL', () => {
    expect(loadConfig({}).env.WORKERS).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(WORKERS_NEED_DATABASE);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db.example/site', JWT_SECRET: SECRET }).env.WORKERS).toBe(2);
    expect(loadConfig({ WORKERS: '2', SITE_API_URL: 'https://site.example', CONTENT_API_URL: 'https://content.example' }).env.WORKERS).toBe(2);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow();
  });

  it('refuses a shared database without JWT_SECRET, and a secret shorter than 16 characters', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/site' })).toThrow(DATABASE_NEEDS_SECRET);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/site', JWT_SECRET: '' })).toThrow(DATABASE_NEEDS_SECRET);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow();
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/site', JWT_SECRET: SECRET }).env.JWT_SECRET).toBe(SECRET);
    // PGlite (the demo) makes its own into the data folder; upstream mode signs nothing.
    expect(loadConfig({}).env.JWT_SECRET).toBeUndefined();
  });
});
