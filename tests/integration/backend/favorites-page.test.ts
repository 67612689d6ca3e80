/**
 * The dashboard's favourites page calls in the reference backend (spec 001 §7; §9 12 per page, models 'desc';
 * contracts/favorites-page.ts): the caller's own lists a page at a time, newest first, with their size; no answer
 * without a token; a bad filter is a 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let token: string;
  beforeAll(async () => {
    backend = await freshBackend();
    token = (await loginAs(backend, 'favorites@demo.test')).atoken;
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const videosPage = async (page: number) => {
    const res = await request(backend, 'POST', urlOf('favoriteVideosPage'), { body: { page, limit: 12 }, token });
    expect(res.status).toBe(200);
    return calls.favoriteVideosPage.response.parse(res.json).data;
  };

  describe('favourite videos', () => {
    it('lists 12 on page 1 and 3 on page 2, newest first, with the total', async () => {
      const first = await videosPage(1);
      expect([first.items.length, first.page, first.pages, first.total]).toEqual([12, 1, 2, 15]);
      expect(first.items.map((v) => v.id).slice(0, 3)).toEqual([100, 99, 98]);
      const second = await videosPage(2);
      expect([second.items.map((v) => v.id), second.pages]).toEqual([[88, 87, 86], 2]);
      expect((await videosPage(3)).items).toEqual([]);
    });

    it('GET answers the first page as data.data', async () => {
      const res = await request(backend, 'GET', urlOf('favoriteVideosFirst'), { token });
      expect(res.status).toBe(200);
      expect(calls.favoriteVideosFirst.response.parse(res.json).data.data).toHaveLength(12);
    });

    it("is the caller's own, and needs a token", async () => {
      const other = (await loginAs(backend, 'active@demo.test')).atoken;
      const res = await request(backend, 'POST', urlOf('favoriteVideosPage'), { body: { page: 1 }, token: other });
      expect(calls.favoriteVideosPage.response.parse(res.json).data.total).toBe(3);
      expect((await request(backend, 'POST', urlOf('favoriteVideosPage'), { body: { page: 1 } })).status).toBe(401);
      expect((await request(backend, 'GET', urlOf('favoriteModels'))).status).toBe(401);
    });

    it('refuses a bad filter with 422', async () => {
      expect((await request(backend, 'POST', urlOf('favoriteVideosPage'), { body: { page: 0 }, token })).status).toBe(422);
      expect((await request(backend, 'POST', urlOf('favoriteVideosPage'), { body: { limit: 'all' }, token })).status).toBe(422);
    });

    it('a removed favourite leaves the list, and the next one moves up', async () => {
      const t = (await loginAs(backend, 'favorites@demo.test')).atoken;
      expect((await request(backend, 'DELETE', urlOf('removeFavoriteVideo', { videoId: 100 }), { token: t })).status).toBe(200);
      const first = await videosPage(1);
      expect([first.items[0]?.id, first.items.at(-1)?.id, first.total]).toEqual([99, 88, 14]);
      expect((await request(backend, 'PUT', urlOf('addFavoriteVideo', { videoId: 100 }), { token: t })).status).toBe(200);
    });
  });

  describe('favourite models', () => {
    it("sorts by when they were added, 'desc' by default", async () => {
      const res = await request(backend, 'GET', urlOf('favoriteModels', {}, '?page=1&limit=12'), { token });
      const models = calls.favoriteModels.response.parse(res.json).data.models;
      expect([models.items.map((m) => m.id), models.total, models.pages]).toEqual([[10, 20, 30], 3, 1]);
      const asc = await request(backend, 'GET', urlOf('favoriteModels', {}, '?order=asc'), { token });
      expect(calls.favoriteModels.response.parse(asc.json).data.models.items.map((m) => m.id)).toEqual([30, 20, 10]);
      expect((await request(backend, 'GET', urlOf('favoriteModels', {}, '?order=sideways'), { token })).status).toBe(422);
    });
  });
});
