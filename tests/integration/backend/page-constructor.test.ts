/** The page-constructor call of the embedded backend (spec 000 §2.2 promotional landing pages, '/{slug} page constructor'). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { CONSTRUCTOR_ONLY_SLUGS, PROMO_PAGE_SLUGS } from '../../../backend/seed/promo-pages.ts';
import { calls } from '../../../contracts/calls.ts';
import { ErrorBody } from '../../../contracts/common.ts';
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

  const get = async (slug: string) => request(backend, 'GET', urlOf('pageConstructor', { slug }));

  describe('page constructor', () => {
    it('serves every promo page and both scent pages with all five section kinds, rails resolved to cards', async () => {
      const ids = new Set<number>();
      for (const slug of [...PROMO_PAGE_SLUGS, ...CONSTRUCTOR_ONLY_SLUGS]) {
        const res = await get(slug);
        expect(res.status, slug).toBe(200);
        const { item } = calls.pageConstructor.response.parse(res.json);
        expect(item.slug).toBe(slug);
        ids.add(item.id);
        expect(item.seoParams.metaDescription, slug).not.toBe('');
        expect(item.sections.map((s) => s.type).sort(), slug).toEqual(['cta', 'hero', 'modelRail', 'text', 'videoRail']);
        for (const s of item.sections) {
          if (s.type === 'videoRail') expect(s.videos.length, `${slug} videos`).toBeGreaterThanOrEqual(4);
          if (s.type === 'modelRail') expect(s.models.length, `${slug} models`).toBeGreaterThanOrEqual(4);
        }
      }
      expect(ids.size).toBe(PROMO_PAGE_SLUGS.length + CONSTRUCTOR_ONLY_SLUGS.length);
    });

    it('names the scent pages as scent-themed', async () => {
      for (const slug of CONSTRUCTOR_ONLY_SLUGS) {
        const { item } = calls.pageConstructor.response.parse((await get(slug)).json);
        expect(item.title).toMatch(/^Scent of the /);
      }
    });

    it('answers an unknown slug with 404 and a slug that cannot be one with 400, both with a message', async () => {
      const unknown = await get('no-such-page');
      expect(unknown.status).toBe(404);
      expect(ErrorBody.parse(unknown.json).status.message).toBe('Not found');
      for (const slug of ['Tour', 'bad_slug', '-tour', 'x'.repeat(81), '%E2%9C%93']) {
        const bad = await get(slug);
        expect(bad.status, slug).toBe(400);
        expect(ErrorBody.parse(bad.json).status.message, slug).toBe('Bad slug: use 1 to 80 lower-case letters, digits and inner hyphens.');
      }
    });
  });
});
