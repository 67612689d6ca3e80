/**
 * The content adapter's favourites page calls (spec 001 §7 POST {content}/videos/favorite with a filter, GET
 * …/user/favorite-models with query parameters; §9 12 per page, models 'desc'): media on the content host; null when a
 * call fails (the page keeps its default), never a throw.
 */
import { describe, expect, it } from 'vitest';
import { createContentApi } from '../../../adapters/content-api.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const sanitizer = async () => serverSanitizer();
const HOST = 'https://cdn.test';
const video = { id: 3, slug: 'sunset', title: 'Sunset', publishedAt: 1, poster: { alt: '', permalink: '/media/art/video/3.svg' } };
const model = { id: 7, slug: 'ava', title: 'Ava', featuredImage: { alt: '', permalink: '/media/art/model/7.svg' } };

describe('favourites page calls', () => {
  it('asks a page of 12 videos with a filter and of models newest first, media on the content host', async () => {
    const h = harness([
      json({ data: { items: [video], page: 2, pages: 2, total: 13 } }),
      json({ data: { models: { items: [model], page: 1, pages: 1, total: 1 } } }),
    ]);
    const api = createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });
    const videos = await api.favoriteVideosPage(2);
    expect(h.requests[0]).toMatchObject({ method: 'POST', url: 'https://cdn.test/api/content/v1/videos/favorite', body: { page: 2, limit: 12 } });
    expect([videos?.total, videos?.pages, videos?.items[0]?.poster.permalink]).toEqual([13, 2, `${HOST}/media/art/video/3.svg`]);
    const models = await api.favoriteModelsPage(1);
    expect(h.requests[1]?.url).toBe('https://cdn.test/api/content/v1/user/favorite-models?page=1&limit=12&order=desc');
    expect(models?.items[0]?.featuredImage.permalink).toBe(`${HOST}/media/art/model/7.svg`);
  });

  it('gives null when a call fails', async () => {
    const h = harness([json({}, 500), new Error('offline')]);
    const api = createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });
    expect(await api.favoriteVideosPage(1)).toBeNull();
    expect(await api.favoriteModelsPage(1)).toBeNull();
  });
});
