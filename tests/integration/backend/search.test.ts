/**
 * GET {content}/search/{query} (spec 000 §2.3 'Search', §7): full-text search over pages, blog posts, models and
 * videos in the database, prefix matching of every word, the custom-results terms' curated set, and bad input as 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const search = async (query: string) => {
    const res = await request(backend, 'GET', urlOf('search', { query }));
    expect(res.status).toBe(200);
    return calls.search.response.parse(res.json).data;
  };
  const first = async (list: 'videos' | 'models') => {
    const res = await request(backend, 'GET', urlOf(list, {}, '?limit=1'));
    return (res.json as { items: { title: string; slug: string }[] }).items[0] ?? { title: '', slug: '' };
  };

  describe('GET /search/{query}', () => {
    it('finds blog posts and pages by a word of their text, each with publishedAt', async () => {
      const data = await search('headset');
      expect(data.blogPosts.map((p) => p.slug)).toContain('how-to-set-up-your-first-vr-headset');
      expect(data.blogPosts.every((p) => Number.isInteger(p.publishedAt) && p.publishedAt > 0)).toBe(true);
      const pages = await search('terms');
      expect(pages.pages.map((p) => p.slug)).toContain('terms-and-conditions');
      expect(pages.pages[0]?.excerpt).not.toMatch(/</);
      expect(pages.special).toBeNull();
    });

    it('matches the start of words as the visitor types, every word required', async () => {
      expect((await search('heads')).blogPosts.map((p) => p.slug)).toContain('how-to-set-up-your-first-vr-headset');
      expect((await search('headset zzzqqq')).blogPosts).toEqual([]);
    });

    it('finds models and videos by their title', async () => {
      const model = await first('models');
      const byModel = await search(model.title);
      expect(byModel.models.map((m) => m.slug)).toContain(model.slug);
      const video = await first('videos');
      const byVideo = await search(video.title);
      expect(byVideo.videos.map((v) => v.slug)).toContain(video.slug);
      expect(byVideo.videos[0]?.publishedAt).toBeGreaterThan(0);
    });

    it('answers empty groups when nothing matches, and for punctuation only', async () => {
      for (const query of ['qwxzvy', '!!!', "'&|:*"]) {
        expect(await search(query)).toEqual({ pages: [], blogPosts: [], models: [], videos: [], special: null });
      }
    });

    it('answers a custom-results term (exact, lower-cased) with the curated set of its category', async () => {
      const data = await search(' Gay ');
      expect(data.special?.list).toBe('gay');
      expect(data.special?.category.slug).toBe('romantic');
      expect(data.special?.note).not.toBe('');
      expect(data.special?.videos.length).toBeGreaterThan(0);
      expect(data.special?.videos.every((v) => v.categories.some((c) => c.slug === 'romantic'))).toBe(true);
      expect((await search('Nova Sterling')).special?.list).toBe('trans');
      expect((await search('gaya')).special).toBeNull();
    });

    it('refuses an empty or too long query with a 400 that says why', async () => {
      for (const path of [urlOf('search', { query: '   ' }), '/api/content/v1/search/', '/api/content/v1/search']) {
        const res = await request(backend, 'GET', path);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.json)).toContain('A search query is required');
      }
      const long = await request(backend, 'GET', urlOf('search', { query: 'a'.repeat(101) }));
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.json)).toContain('at most 100 characters');
      expect((await request(backend, 'GET', urlOf('search', { query: 'a'.repeat(100) }))).status).toBe(200);
    });
  });
});
