/**
 * The dashboard's content API calls in the embedded backend (spec 001 §3 'Dashboard', §7 GET {content}/dashboard →
 * data.data, GET {content}/dashboard-menu → data.data.items): the seeded upcoming scenes (not released yet), the most
 * viewed videos as top scenes (more than the 5 the site shows), the easy-setup image (generated art), easy cancel
 * active; the menu with sidebar items for every dashboard page and main-area tiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { mediaRoutes } from '../../../backend/media/routes.ts';
import { stillUpcoming } from '../../../backend/routes/dashboard-page.ts';
import { calls } from '../../../contracts/calls.ts';
import { DASHBOARD_PAGES, DASHBOARD_PATH } from '../../../domain/dashboard.ts';
import { DASHBOARD_TOP_SCENES } from '../../../domain/dashboard-menu.ts';
import { onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  describe('GET {content}/dashboard', () => {
    it('answers data.data: upcoming scenes not released yet, the most viewed videos first, the easy-setup image, easy cancel active', async () => {
      const { data } = calls.publicDashboard.response.parse((await request(backend, 'GET', urlOf('publicDashboard'))).json);
      const dashboard = data.data;
      expect(dashboard.isEasyCancelActive).toBe(true);
      expect(dashboard.playaEasySetupImage).toMatchObject({ permalink: '/media/art/easy-setup.svg' });
      expect(dashboard.playaEasySetupImage?.alt).not.toBe('');
      expect(dashboard.upcomingScenes.length).toBeGreaterThanOrEqual(3);
      for (const scene of dashboard.upcomingScenes) expect(scene.type).toBe('upcoming-scene');
      const newest = ((await request(backend, 'GET', urlOf('videos', {}, '?sort=latest&limit=1'))).json as { items: { publishedAt: number }[] })
        .items[0];
      for (const scene of dashboard.upcomingScenes) expect(scene.publishedAt).toBeGreaterThan(newest?.publishedAt ?? 0);
      expect(dashboard.topScenes.length).toBeGreaterThan(DASHBOARD_TOP_SCENES);
      const popular = (
        (await request(backend, 'GET', urlOf('videos', {}, `?sort=popular&limit=${dashboard.topScenes.length}`))).json as {
          items: { id: number }[];
        }
      ).items;
      expect(dashboard.topScenes.map((v) => v.id)).toEqual(popular.map((v) => v.id));
    });
  });

  describe('GET {content}/dashboard-menu', () => {
    it('answers data.data.items: a sidebar item for every dashboard page, main-area tiles, visibility rules without guests', async () => {
      const { data } = calls.dashboardMenu.response.parse((await request(backend, 'GET', urlOf('dashboardMenu'))).json);
      const items = data.data.items;
      const sidebar = items.filter((i) => i.type === 1).map((i) => i.link);
      expect(new Set(sidebar)).toEqual(new Set([DASHBOARD_PATH, ...Object.values(DASHBOARD_PAGES).map((p) => p.path)]));
      expect(items.filter((i) => i.type === 2).length).toBeGreaterThanOrEqual(2);
      for (const item of items) expect(item.visibilityRule, item.label).not.toContain('guest');
      const ruleOf = (path: string) => items.find((i) => i.link === path)?.visibilityRule;
      expect(ruleOf(DASHBOARD_PAGES.easyCancel.path)).toEqual(['member']);
      expect(ruleOf(DASHBOARD_PAGES.upgradeSubscription.path)).toEqual(['member']);
    });
  });
});

describe('easy-setup art', () => {
  const app = mediaRoutes({ clipsDir: '/nonexistent', vrDir: '/nonexistent', siteName: 'Demo' });
  it('draws the VR app easy setup as SVG', async () => {
    const res = await app.request('/media/art/easy-setup.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"/);
    expect(svg).toContain('Easy setup in 3 steps');
  });
});

describe('upcoming scenes stay upcoming', () => {
  const DAY = 86_400;
  const scene = (id: string, publishedAt: number) => ({
    type: 'upcoming-scene',
    id,
    title: id,
    text: '',
    link: '',
    image: null,
    resolution: '8K',
    duration: 0,
    starring: '',
    publishedAt,
    isInNewTab: true,
  });

  it('keeps dates still to come; once the first has passed, moves all on by whole days so the first comes within a day', () => {
    const scenes = [scene('a', 10 * DAY), scene('b', 13 * DAY)];
    expect(stillUpcoming(scenes, 9 * DAY)).toEqual(scenes);
    const moved = stillUpcoming(scenes, 20 * DAY + 3600);
    expect(moved.map((s) => s.publishedAt)).toEqual([21 * DAY, 24 * DAY]);
    expect(stillUpcoming(scenes, 10 * DAY).map((s) => s.publishedAt)).toEqual([11 * DAY, 14 * DAY]);
    expect(stillUpcoming([], 5)).toEqual([]);
  });
});
