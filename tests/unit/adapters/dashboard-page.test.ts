/**
 * The dashboard's public content and menu through the content API client (spec 001 §7 GET {content}/dashboard →
 * data.data, GET {content}/dashboard-menu → data.data.items; §8 'most content fetches fail: errors swallowed; empty
 * defaults'): images on the content host, defaults filled in, and the empty defaults (logged) when a call fails or its
 * answer breaks the contract.
 */
import { describe, expect, it } from 'vitest';
import { createContentApi } from '../../../adapters/content-api.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { emptyPublicDashboard } from '../../../contracts/dashboard-page.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const sanitizer = async () => serverSanitizer();
const HOST = 'https://cdn.test';
const api = (h: ReturnType<typeof harness>) => createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });

describe('public dashboard', () => {
  it('reads data.data with the images on the content host', async () => {
    const upcoming = {
      type: 'upcoming-scene',
      id: 'upcoming-1',
      title: 'Soon',
      image: { permalink: '/media/art/video/157.svg', alt: 'Soon' },
      publishedAt: 10,
    };
    const h = harness([
      json({
        data: {
          data: {
            upcomingScenes: [upcoming],
            topScenes: [],
            playaEasySetupImage: { permalink: '/media/art/easy-setup.svg' },
            isEasyCancelActive: true,
          },
        },
      }),
    ]);
    const dashboard = await api(h).publicDashboard();
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/dashboard');
    expect(dashboard.isEasyCancelActive).toBe(true);
    expect(dashboard.playaEasySetupImage).toEqual({ permalink: `${HOST}/media/art/easy-setup.svg`, alt: '' });
    expect(dashboard.upcomingScenes[0]).toMatchObject({ id: 'upcoming-1', title: 'Soon', image: { permalink: `${HOST}/media/art/video/157.svg` } });
    expect(dashboard.topScenes).toEqual([]);
  });

  it('fills in what the answer leaves out: nothing to show, easy cancel not offered', async () => {
    const h = harness([json({ data: { data: {} } })]);
    expect(await api(h).publicDashboard()).toEqual({ upcomingScenes: [], topScenes: [], playaEasySetupImage: null, isEasyCancelActive: false });
  });

  it('gives the empty dashboard when the call fails or the answer breaks the contract, and logs it', async () => {
    for (const answer of [json({}, 500), json({ data: { data: { isEasyCancelActive: 'yes' } } }), json({ data: {} })]) {
      const h = harness([answer]);
      expect(await api(h).publicDashboard()).toEqual(emptyPublicDashboard);
      expect(h.log.entries.some((e) => e.level === 'error' && e.msg.includes('publicDashboard'))).toBe(true);
    }
  });
});

describe('dashboard menu', () => {
  it('reads data.data.items with the defaults filled in and images on the content host; an unknown icon draws none', async () => {
    const h = harness([
      json({
        data: {
          data: {
            items: [
              { id: 1, label: 'Your Dashboard', link: '/main-dashboard/', type: 1, sort: 1, icon: 'home' },
              {
                label: 'Get the VR App',
                link: '/app/',
                type: 2,
                icon: 'rocket',
                image: { permalink: '/media/art/icon/app.svg' },
                visibilityRule: ['member'],
              },
            ],
          },
        },
      }),
    ]);
    const items = await api(h).dashboardMenu();
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/dashboard-menu');
    expect(items[0]).toEqual({
      id: 1,
      label: 'Your Dashboard',
      link: '/main-dashboard/',
      type: 1,
      sort: 1,
      icon: 'home',
      image: null,
      description: '',
      isInNewTab: false,
      visibilityRule: ['member', 'expiredMember', 'inactive'],
    });
    expect(items[1]).toMatchObject({ icon: null, image: { permalink: `${HOST}/media/art/icon/app.svg`, alt: '' }, visibilityRule: ['member'] });
  });

  it('gives none when the call fails or the answer breaks the contract, and logs it', async () => {
    for (const answer of [json({}, 503), json({ data: { data: { items: [{ label: '', link: '/', type: 1 }] } } }), json({ data: { items: [] } })]) {
      const h = harness([answer]);
      expect(await api(h).dashboardMenu()).toEqual([]);
      expect(h.log.entries.some((e) => e.level === 'error' && e.msg.includes('dashboardMenu'))).toBe(true);
    }
  });
});
