/** GET {content}/ad-banner/{place} (spec 000 §2.3 'Ad banner', §3, §7): every place the site asks for has its banners. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { AD_BANNER_ROUTES, CAM_BANNER_PLACE } from '../../../domain/ad-banner.ts';
import { request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const banners = async (place: string) => {
    const res = await request(backend, 'GET', urlOf('adBanner', { place }));
    expect(res.status).toBe(200);
    return calls.adBanner.response.parse(res.json).data;
  };

  describe('GET /ad-banner/{place}', () => {
    it('serves weighted banners of both types, each at a position, for every place the site asks for', async () => {
      for (const place of [...AD_BANNER_ROUTES, CAM_BANNER_PLACE]) {
        const items = await banners(place);
        expect(items.length, place).toBeGreaterThan(1);
        expect(new Set(items.map((b) => b.type)), place).toEqual(new Set([1, 3]));
        for (const b of items) {
          expect(b.weight, place).toBeGreaterThan(0);
          expect(b.middle || b.bottom, place).toBe(true);
          const desktop = b.type === 1 ? b.iframesDesktop.length : b.imagesDesktop.length + (b.videoDesktop ? 1 : 0);
          const mobile = b.type === 1 ? b.iframesMobile.length : b.imagesMobile.length + (b.videoMobile ? 1 : 0);
          expect(desktop * mobile, `${place} #${b.id} has both variants`).toBeGreaterThan(0);
        }
      }
    });

    it('gives the middle and the bottom a banner on each place, and a video banner with its still image', async () => {
      const items = await banners('videos');
      expect(items.some((b) => b.middle)).toBe(true);
      expect(items.some((b) => b.bottom)).toBe(true);
      const video = items.find((b) => b.videoDesktop);
      expect(video?.imagesDesktop[0]?.image.permalink).toMatch(/^\/media\/art\/banner\//);
    });

    it('answers an empty list for a place without banners', async () => {
      expect(await banners('login')).toEqual([]);
      expect(await banners('constructor')).toEqual([]);
    });
  });
});
