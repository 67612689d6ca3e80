/**
 * Layouts of video and model lists and the other video lists (spec 000 §2.1 layout cookies, §2.2, §2.4): a switch to
 * the list layout is kept across a reload and the server renders it (a plain fetch with the cookie gets it);
 * /500-scenes/ lands on the compilations page (301 for a request without JavaScript); /free/'s cards link with
 * isVideoFromFreePage=1; a video tag's page lists that tag's videos.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
});

const ready = async () => {
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
};

/** The page's HTML as a request without JavaScript gets it, with the returning visitor's cookies and `extra`. */
const plainHtml = async (path: string, extra = '') => {
  const res = await fetch(`${run.site.url}${path}`, {
    headers: { cookie: `age_verified_18=1; cookie_consent=accepted${extra ? `; ${extra}` : ''}` },
  });
  expect(res.status).toBe(200);
  return res.text();
};

const layoutCookie = async (name: string) => (await context.cookies(run.site.url)).find((c) => c.name === name);

describe('layouts', () => {
  it('/videos/: List shows Quality, Duration and the description, is kept across a reload and server-rendered', async () => {
    await page.goto(`${run.site.url}/videos/`);
    await ready();
    const group = page.getByRole('group', { name: 'Video layout' });
    expect(await group.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('Quality:').count()).toBe(0);
    await group.getByRole('button', { name: 'List' }).click();
    await page.getByText('Quality:').first().waitFor();
    expect(await page.getByText('Duration:', { exact: true }).count()).toBeGreaterThan(0);

    const cookie = await layoutCookie('videosLayoutType');
    expect(cookie?.value).toBe('list');
    expect(cookie?.path).toBe('/');
    // Kept for a year (a day's leeway).
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);

    await page.reload();
    await ready();
    expect(await page.getByRole('group', { name: 'Video layout' }).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('Quality:').count()).toBeGreaterThan(0);

    const html = await plainHtml('/videos/', 'videosLayoutType=list');
    expect(html).toContain('Quality:');
    expect(html).toContain('cat-grid--list');
    expect(await plainHtml('/videos/')).not.toContain('Quality:');
  });

  it('Simple shows the titles alone', async () => {
    await page.goto(`${run.site.url}/videos/`);
    await ready();
    await page.getByRole('group', { name: 'Video layout' }).getByRole('button', { name: 'Simple' }).click();
    await page.locator('.cat-grid--simple').waitFor();
    expect(await page.getByText('Quality:').count()).toBe(0);
    expect((await layoutCookie('videosLayoutType'))?.value).toBe('simple');
  });

  it("/models/: List shows 'About {model}'s' and its information, kept across a reload and server-rendered", async () => {
    await page.goto(`${run.site.url}/models/`);
    await ready();
    const group = page.getByRole('group', { name: 'Model layout' });
    await group.getByRole('button', { name: 'List' }).click();
    const about = page.getByRole('heading', { level: 4, name: /^About .+'s$/ }).first();
    await about.waitFor();
    expect((await layoutCookie('modelsLayoutType'))?.value).toBe('list');

    await page.reload();
    await ready();
    expect(await page.getByRole('group', { name: 'Model layout' }).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('heading', { level: 4, name: /^About .+'s$/ }).count()).toBeGreaterThan(0);

    const html = await plainHtml('/models/', 'modelsLayoutType=list');
    expect(html).toMatch(/<h4>About .+?(&#x27;|')s<\/h4>/);
    expect(await plainHtml('/models/')).not.toContain('cat-model-card-about');
  });
});

describe('the other video lists', () => {
  it('/500-scenes/ lands on the compilations page; a request without JavaScript gets a 301', async () => {
    const res = await fetch(`${run.site.url}/500-scenes/`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', run.site.url).pathname).toBe('/vr-porn-compilations/');
    await page.goto(`${run.site.url}/500-scenes/`);
    await ready();
    expect(new URL(page.url()).pathname).toBe('/vr-porn-compilations/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Compilations/);
    expect(await page.locator('main .cat-card').count()).toBeGreaterThan(0);
  });

  it("/free/'s cards link to their videos with isVideoFromFreePage=1", async () => {
    await page.goto(`${run.site.url}/free/`);
    await ready();
    const hrefs = await page.locator('main .cat-card-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/videos\/[^/]+\/\?isVideoFromFreePage=1$/);
  });

  it("a video tag's page lists that tag's videos", async () => {
    const tags = (await (await fetch(`${run.site.url}/api/content/v1/video-tags?limit=1`)).json()) as { items: { slug: string; label: string }[] };
    const tag = tags.items[0];
    expect(tag).toBeDefined();
    if (!tag) return;
    const tagged = (await (await fetch(`${run.site.url}/api/content/v1/videos?tag=${tag.slug}&limit=100`)).json()) as { items: { slug: string }[] };
    const slugs = new Set(tagged.items.map((v) => v.slug));
    expect(slugs.size).toBeGreaterThan(0);
    await page.goto(`${run.site.url}/videos/tag/${tag.slug}/`);
    await ready();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(tag.label);
    const hrefs = await page.locator('main .cat-card-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(Math.min(12, slugs.size));
    for (const href of hrefs) expect(slugs.has(href.split('/')[2] ?? '')).toBe(true);
  });
});
