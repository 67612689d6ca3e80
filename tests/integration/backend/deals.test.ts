/**
 * The deals of the embedded backend (spec 001 §2 'Deals', 'Maintenance deals carousel', §3 'Deal', §7 'Deals'): the
 * seeded deals and slides, their generated art, and the developer call that switches the maintenance flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { mediaRoutes } from '../../../backend/media/routes.ts';
import { calls } from '../../../contracts/calls.ts';
import { DEAL_VARIANTS } from '../../../contracts/deals.ts';
import { discountPercent } from '../../../domain/deals.ts';
import { request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  describe('GET {content}/deals', () => {
    it('answers data.items: at least 8 partner deals covering the variants, timers, texts and stickers', async () => {
      const { data } = calls.deals.response.parse((await request(backend, 'GET', urlOf('deals'))).json);
      const deals = data.items;
      expect(deals.length).toBeGreaterThanOrEqual(8);
      expect(new Set(deals.map((d) => d.variant))).toEqual(new Set(DEAL_VARIANTS));
      const timers = new Set(deals.map((d) => d.timer));
      for (const timer of [0, 90, 2700, 7200]) expect(timers.has(timer), `timer ${timer}`).toBe(true);
      expect(deals.filter((d) => d.type === 'maintenance').length).toBeGreaterThanOrEqual(4);
      expect(deals.some((d) => d.type !== 'maintenance')).toBe(true);
      expect(deals.some((d) => discountPercent(d.oldPrice, d.newPrice) === 0)).toBe(true);
      expect(deals.some((d) => discountPercent(d.oldPrice, d.newPrice) > 0)).toBe(true);
      expect(deals.some((d) => d.image?.alt === '')).toBe(true);
      for (const deal of deals) {
        expect(deal.notificationTexts.length, deal.title).toBeGreaterThanOrEqual(1);
        expect(deal.notificationTexts.length, deal.title).toBeLessThanOrEqual(3);
        expect(deal.btnLink).toMatch(/^https:\/\/[a-z-]+\.example\/$/);
        expect(deal.image?.permalink).toMatch(/^\/media\/art\/deal\/\d+\.svg$/);
      }
      expect(deals.some((d) => d.notificationTexts.length >= 2)).toBe(true);
    });
  });

  describe('GET {content}/deal-sliders', () => {
    it('answers data.items: slides for mobile and for desktop', async () => {
      const { data } = calls.dealSliders.response.parse((await request(backend, 'GET', urlOf('dealSliders'))).json);
      expect(data.items.filter((s) => s.type === 'mobile').length).toBeGreaterThanOrEqual(2);
      expect(data.items.filter((s) => s.type === 'desktop').length).toBeGreaterThanOrEqual(2);
      for (const slide of data.items) expect(slide.image.permalink).toMatch(new RegExp(`^/media/art/deal-slide/\\d+-${slide.type}\\.svg$`));
    });
  });

  describe('POST /api/dev/maintenance (a developer call)', () => {
    it('switches the flag GET /api/maintenance answers', async () => {
      expect((await request(backend, 'GET', urlOf('maintenance'))).json).toEqual({ data: { isActive: false } });
      expect((await request(backend, 'POST', '/api/dev/maintenance', { body: { isActive: true } })).json).toEqual({ data: { isActive: true } });
      expect((await request(backend, 'GET', urlOf('maintenance'))).json).toEqual({ data: { isActive: true } });
      await request(backend, 'POST', '/api/dev/maintenance', { body: { isActive: false } });
      expect((await request(backend, 'GET', urlOf('maintenance'))).json).toEqual({ data: { isActive: false } });
    });

    it('refuses a body without the flag', async () => {
      expect((await request(backend, 'POST', '/api/dev/maintenance', { body: { isActive: 'yes' } })).status).toBe(422);
    });
  });
});

describe('deal art', () => {
  const app = mediaRoutes({ clipsDir: '/nonexistent', vrDir: '/nonexistent', siteName: 'Demo' });
  it('draws each deal and each slide as SVG, 404 for anything else', async () => {
    for (const path of ['/media/art/deal/1.svg', '/media/art/deal-slide/2-desktop.svg', '/media/art/deal-slide/5-mobile.svg']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
    for (const path of ['/media/art/deal/0.svg', '/media/art/deal/x.svg', '/media/art/deal-slide/2-tablet.svg', '/media/art/deal-slide/2.svg']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
