/** List filters and paging of GET /videos, /videos/include/{modelId} and /models (spec 000 §7 'Content', §9 page size 12). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import type { Video } from '../../../contracts/content-api.ts';
import { isCustomVideo } from '../../../contracts/guards.ts';
import { request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const videos = async (query: string) => {
    const res = await request(backend, 'GET', urlOf('videos', {}, query));
    expect(res.status).toBe(200);
    return calls.videos.response.parse(res.json);
  };
  const models = async (query: string) => {
    const res = await request(backend, 'GET', urlOf('models', {}, query));
    expect(res.status).toBe(200);
    return calls.models.response.parse(res.json);
  };
  const onlyVideos = (items: unknown[]) => items as Video[];

  describe('GET /videos', () => {
    it('pages by 12 by default, newest first, pages = ceil(total / limit)', async () => {
      const first = await videos('');
      expect(first.items).toHaveLength(12);
      expect(first.pages).toBe(Math.ceil(156 / 12));
      const dates = onlyVideos(first.items).map((v) => v.publishedAt);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const last = await videos(`?page=${first.pages}`);
      expect(last.items.length).toBe(156 - 12 * (first.pages - 1));
      expect((await videos(`?page=${first.pages + 1}`)).items).toEqual([]);
    });

    it('pages do not overlap', async () => {
      const a = onlyVideos((await videos('?limit=5&page=1')).items).map((v) => v.id);
      const b = onlyVideos((await videos('?limit=5&page=2')).items).map((v) => v.id);
      expect(a).toHaveLength(5);
      expect(b.filter((id) => a.includes(id))).toEqual([]);
      expect((await videos('?limit=5')).pages).toBe(Math.ceil(156 / 5));
    });

    it('sort=popular differs from sort=latest', async () => {
      const popular = onlyVideos((await videos('?sort=popular')).items).map((v) => v.id);
      const latest = onlyVideos((await videos('?sort=latest')).items).map((v) => v.id);
      expect(popular).not.toEqual(latest);
    });

    it('free=1 lists only the free videos, compilation=1 only the compilations, tag only the tagged ones', async () => {
      const free = onlyVideos((await videos('?free=1&limit=100')).items);
      expect(free.length).toBeGreaterThanOrEqual(12);
      const all = onlyVideos((await videos('?limit=100')).items);
      expect(free.length).toBeLessThan(all.length);
      const compilations = onlyVideos((await videos('?compilation=1&limit=100')).items);
      expect(compilations.length).toBeGreaterThanOrEqual(10);
      expect(compilations.map((v) => v.id).filter((id) => free.some((f) => f.id === id))).toEqual([]);
      const pov = onlyVideos((await videos('?tag=pov&limit=100')).items);
      expect(pov.length).toBeGreaterThan(5);
      expect(pov.every((v) => v.tags.some((t) => t.slug === 'pov'))).toBe(true);
    });

    it('video tags and model tags are listed, each with several items, and found by slug', async () => {
      const videoTags = calls.videoTags.response.parse((await request(backend, 'GET', urlOf('videoTags'))).json).items;
      const modelTags = calls.modelTags.response.parse((await request(backend, 'GET', urlOf('modelTags'))).json).items;
      expect(videoTags.length).toBeGreaterThanOrEqual(6);
      expect(modelTags.length).toBeGreaterThanOrEqual(6);
      for (const tag of modelTags) expect((await models(`?tag=${tag.slug}&limit=100`)).items.length).toBeGreaterThan(1);
      const one = await request(backend, 'GET', urlOf('modelTag', { slug: 'redhead' }));
      expect(calls.modelTag.response.parse(one.json).item.label).toBe('Redhead');
      expect((await request(backend, 'GET', urlOf('videoTag', { slug: 'nothing-here' }))).status).toBe(404);
    });

    it('filters by category slug; "all" means no filter', async () => {
      const romantic = await videos('?category=romantic&limit=100');
      expect(romantic.items.length).toBeGreaterThan(0);
      expect(onlyVideos(romantic.items).every((v) => v.categories.some((c) => c.slug === 'romantic'))).toBe(true);
      expect(romantic.pages).toBe(1);
      expect((await videos('?category=all')).pages).toBe(13);
      expect(await videos('?category=no-such-category')).toEqual({ items: [], pages: 0 });
    });

    it("accepts the 404 screen's call: no custom items, latest first, bonus-video category key 0 (spec 000 §2.4)", async () => {
      const latest = await videos('?show_custom_video=0&sort=latest&category=0&limit=6');
      expect(latest.items).toHaveLength(6);
      expect(latest.items.filter(isCustomVideo)).toEqual([]);
      expect(latest.items).toEqual((await videos('?sort=latest&limit=6')).items);
    });

    it('filters by models (ids or slugs)', async () => {
      const byId = onlyVideos((await videos('?models=3&limit=100')).items);
      expect(byId.length).toBeGreaterThan(0);
      expect(byId.every((v) => v.models.some((m) => m.id === 3))).toBe(true);
      const slug = byId[0]?.models.find((m) => m.id === 3)?.slug ?? '';
      expect(onlyVideos((await videos(`?models=${slug}&limit=100`)).items).map((v) => v.id)).toEqual(byId.map((v) => v.id));
    });

    it('show_custom_video=1 mixes upcoming scenes in; without it there are none', async () => {
      const mixed = await videos('?show_custom_video=1');
      const custom = mixed.items.filter(isCustomVideo);
      expect(custom.length).toBeGreaterThan(0);
      expect(custom.every((c) => c.type === 'upcoming-scene')).toBe(true);
      expect(mixed.items).toHaveLength(12);
      expect((await videos('')).items.filter(isCustomVideo)).toEqual([]);
      // Every real video still appears exactly once across the mixed pages.
      const seen: number[] = [];
      for (let page = 1; page <= mixed.pages; page++) {
        for (const item of (await videos(`?show_custom_video=1&page=${page}`)).items) if (!isCustomVideo(item)) seen.push(item.id);
      }
      expect(new Set(seen).size).toBe(156);
      expect(seen).toHaveLength(156);
    });
  });

  describe('GET /videos/include/{modelId}', () => {
    it("lists the model's videos newest first", async () => {
      const res = await request(backend, 'GET', urlOf('modelVideos', { modelId: 7 }, '?limit=100'));
      const list = calls.modelVideos.response.parse(res.json);
      const items = onlyVideos(list.items);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((v) => v.models.some((m) => m.id === 7))).toBe(true);
      const dates = items.map((v) => v.publishedAt);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('unknown model → 404', async () => {
      const res = await request(backend, 'GET', urlOf('modelVideos', { modelId: 9999 }));
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ status: { code: 404, message: 'Not found' } });
    });
  });

  describe('GET /models', () => {
    it('pages by 12 over 60 models', async () => {
      const list = await models('');
      expect(list.items).toHaveLength(12);
      expect(list.pages).toBe(5);
    });

    it('letter filters by first letter of the name; all = every model', async () => {
      const all = await models('?letter=all&limit=100');
      expect(all.items).toHaveLength(60);
      const letter = all.items[0]?.title[0] ?? 'A';
      const some = await models(`?letter=${letter.toLowerCase()}&limit=100`);
      expect(some.items.length).toBeGreaterThan(0);
      expect(some.items.every((m) => m.title.startsWith(letter))).toBe(true);
      expect(some.items.length).toBe(all.items.filter((m) => m.title.startsWith(letter)).length);
    });

    it('tag filters by tag slug', async () => {
      const list = await models('?tag=redhead&limit=100');
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((m) => m.tags.some((t) => t.slug === 'redhead'))).toBe(true);
    });

    it('sort=name orders alphabetically, order=desc reverses', async () => {
      const asc = (await models('?sort=name&limit=100')).items.map((m) => m.title);
      expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = (await models('?sort=name&order=desc&limit=100')).items.map((m) => m.title);
      expect(desc).toEqual([...asc].reverse());
    });

    it('model information starts with Career Status', async () => {
      const list = await models('?limit=100');
      expect(list.items.every((m) => m.modelInformation[0]?.label === 'Career Status')).toBe(true);
      expect(list.items.filter((m) => m.modelInformation[0]?.value === 'Active').length).toBeGreaterThan(50);
    });
  });

  describe('single items', () => {
    it('video by slug has sources, downloads and seo', async () => {
      const list = await videos('?limit=1');
      const slug = onlyVideos(list.items)[0]?.slug ?? '';
      const { item } = calls.video.response.parse((await request(backend, 'GET', urlOf('video', { slug }))).json);
      expect(item.slug).toBe(slug);
      expect(item.videoPlayerSources.trailer.length).toBeGreaterThan(0);
      expect(item.videoPlayerSources.full.length).toBeGreaterThan(0);
      expect(item.downLoadVideoListForFront.length).toBeGreaterThan(0);
      expect(item.seoParams.ogParams?.enabled).toBe(true);
      const similar = calls.similarVideos.response.parse((await request(backend, 'GET', urlOf('similarVideos', { slug }))).json);
      expect(similar.item.length).toBeGreaterThan(0);
      expect(similar.item.some((v) => v.slug === slug)).toBe(false);
    });

    it('unknown slugs → 404 Not found', async () => {
      for (const url of [
        urlOf('video', { slug: 'no-such-video' }),
        urlOf('similarVideos', { slug: 'no-such-video' }),
        urlOf('model', { slug: 'no-such-model' }),
        urlOf('similarModels', { slug: 'no-such-model' }),
        urlOf('category', { slug: 'no-such-category' }),
        urlOf('category', { slug: 'vr-cam-girls' }),
        urlOf('page', { slug: 'no-such-page' }),
        '/api/content/v1/no-such-route',
      ]) {
        const res = await request(backend, 'GET', url);
        expect(res.status, url).toBe(404);
        expect(res.json).toEqual({ status: { code: 404, message: 'Not found' } });
      }
    });

    it('every legal and static page is served', async () => {
      for (const slug of [
        'terms-and-conditions',
        'privacy-policy',
        'cookie-policy',
        'ca-privacy-rights',
        'usc-2257',
        'complaints-policy',
        'faq',
        'contact',
        'about',
      ]) {
        const res = await request(backend, 'GET', urlOf('page', { slug }));
        expect(res.status, slug).toBe(200);
        const { item } = calls.page.response.parse(res.json);
        expect(item.title).not.toBe('');
        expect(item.text).not.toBe('');
      }
    });
  });
});
