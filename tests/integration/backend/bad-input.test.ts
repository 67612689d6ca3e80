/** Bad input never gives a 500 and never changes a record: 4xx with a message in the ErrorBody shape (contracts/common.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { ErrorBody } from '../../../contracts/common.ts';
import { fingerprint, loginAs, request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let atoken = '';
  let before: Record<string, string>;

  beforeAll(async () => {
    backend = await freshBackend();
    atoken = (await loginAs(backend, 'active@demo.test')).atoken;
    before = await fingerprint(backend.db);
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  interface Case {
    name: string;
    method: string;
    url: string;
    body?: unknown;
    rawBody?: string | Uint8Array;
    contentType?: string;
    auth?: boolean;
    status: number;
  }

  const login = urlOf('login');
  const refresh = urlOf('refreshToken');
  const logout = urlOf('logout');

  const cases: Case[] = [
    { name: 'login: malformed JSON', method: 'POST', url: login, rawBody: '{"email": "active@demo.test", ', status: 400 },
    { name: 'login: empty body', method: 'POST', url: login, rawBody: '', status: 400 },
    { name: 'login: JSON array', method: 'POST', url: login, body: [1, 2], status: 422 },
    { name: 'login: missing password', method: 'POST', url: login, body: { email: 'active@demo.test' }, status: 422 },
    { name: 'login: missing email', method: 'POST', url: login, body: { password: 'demo1234' }, status: 422 },
    { name: 'login: wrong types', method: 'POST', url: login, body: { email: 42, password: true }, status: 422 },
    { name: 'login: empty fields', method: 'POST', url: login, body: { email: ' ', password: '' }, status: 422 },
    { name: 'login: password too long', method: 'POST', url: login, body: { email: 'active@demo.test', password: 'x'.repeat(51) }, status: 422 },
    { name: 'login: wrong password', method: 'POST', url: login, body: { email: 'active@demo.test', password: 'nope1234' }, status: 401 },
    { name: 'refresh: malformed JSON', method: 'POST', url: refresh, rawBody: 'refresh_token=abc', status: 400 },
    { name: 'refresh: missing token', method: 'POST', url: refresh, body: {}, status: 422 },
    { name: 'refresh: wrong type', method: 'POST', url: refresh, body: { refresh_token: 123 }, status: 422 },
    { name: 'logout: missing token', method: 'POST', url: logout, body: { refreshToken: 'camelCase' }, auth: true, status: 422 },
    { name: 'logout: malformed JSON', method: 'POST', url: logout, rawBody: '{', auth: true, status: 400 },
    ...['Videos', 'a_b', 'x'.repeat(61), '%3Cscript%3E'].map((place) => ({
      name: `ad banner: place=${place.slice(0, 20)}`,
      method: 'GET',
      url: urlOf('adBanner', { place: decodeURIComponent(place) }),
      status: 422,
    })),
    ...['0', '-3', '99999999', 'abc', '1.5', ''].map((page) => ({
      name: `videos: page=${page}`,
      method: 'GET',
      url: urlOf('videos', {}, `?page=${page}`),
      status: 422,
    })),
    ...['0', '-3', '99999999', 'abc'].map((page) => ({
      name: `models: page=${page}`,
      method: 'GET',
      url: urlOf('models', {}, `?page=${page}`),
      status: 422,
    })),
    { name: 'videos: limit=1000', method: 'GET', url: urlOf('videos', {}, '?limit=1000'), status: 422 },
    { name: 'videos: sort=random', method: 'GET', url: urlOf('videos', {}, '?sort=random'), status: 422 },
    { name: 'videos: show_custom_video=2', method: 'GET', url: urlOf('videos', {}, '?show_custom_video=2'), status: 422 },
    { name: 'videos: free=yes', method: 'GET', url: urlOf('videos', {}, '?free=yes'), status: 422 },
    { name: 'videos: compilation=2', method: 'GET', url: urlOf('videos', {}, '?compilation=2'), status: 422 },
    { name: 'models: letter=ab', method: 'GET', url: urlOf('models', {}, '?letter=ab'), status: 422 },
    { name: 'models: sort=random', method: 'GET', url: urlOf('models', {}, '?sort=random'), status: 422 },
    { name: 'model videos: id abc', method: 'GET', url: '/api/content/v1/videos/include/abc', status: 422 },
    { name: 'model videos: page=abc', method: 'GET', url: urlOf('modelVideos', { modelId: 1 }, '?page=abc'), status: 422 },
    { name: 'video: unknown slug', method: 'GET', url: urlOf('video', { slug: "x' OR 1=1 --" }), status: 404 },
    { name: 'model: unknown slug', method: 'GET', url: urlOf('model', { slug: 'nobody' }), status: 404 },
    { name: 'favourite video: unknown id', method: 'PUT', url: '/api/account/favorites/99999', auth: true, status: 404 },
    { name: 'favourite video: id abc', method: 'PUT', url: '/api/account/favorites/abc', auth: true, status: 422 },
    { name: 'favourite video: no token', method: 'PUT', url: '/api/account/favorites/5', status: 401 },
    { name: 'favourite model: id -1', method: 'POST', url: '/api/content/v1/user/favorite-models/-1', auth: true, status: 422 },
    { name: 'favourite model: unknown id', method: 'POST', url: '/api/content/v1/user/favorite-models/4242', auth: true, status: 404 },
    { name: 'favourite model: no token', method: 'DELETE', url: '/api/content/v1/user/favorite-models/1', status: 401 },
    // NUL bytes and text that is not UTF-8 are 400s (PostgreSQL refuses NUL: it was a 500), JSON calls take
    // only application/json, and a body over the limit is a 413.
    { name: 'video: NUL in the slug', method: 'GET', url: '/api/content/v1/videos/sunset%00loft', status: 400 },
    { name: 'video: slug not UTF-8', method: 'GET', url: '/api/content/v1/videos/%FF%FE', status: 400 },
    { name: 'videos: NUL in a filter', method: 'GET', url: urlOf('videos', {}, '?sort=latest%00'), status: 400 },
    { name: 'models: NUL in a filter name', method: 'GET', url: urlOf('models', {}, '?le%00tter=a'), status: 400 },
    {
      name: 'login: NUL in the e-mail',
      method: 'POST',
      url: login,
      rawBody: '{"email":"active\\u0000@demo.test","password":"demo1234"}',
      status: 400,
    },
    {
      name: 'login: raw NUL in the body',
      method: 'POST',
      url: login,
      rawBody: '{"email":"active\u0000@demo.test","password":"demo1234"}',
      status: 400,
    },
    { name: 'login: body not UTF-8', method: 'POST', url: login, rawBody: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400 },
    {
      name: 'login: text/plain body',
      method: 'POST',
      url: login,
      rawBody: '{"email":"active@demo.test","password":"demo1234"}',
      contentType: 'text/plain',
      status: 415,
    },
    {
      name: 'login: form body',
      method: 'POST',
      url: login,
      rawBody: 'email=a&password=b',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
    },
    { name: 'login: body over 64 KB', method: 'POST', url: login, rawBody: `{"email":"${'a'.repeat(70_000)}","password":"x"}`, status: 413 },
  ];

  describe('bad input', () => {
    it.each(cases.map((c) => [c.name, c] as const))('%s → 4xx with a message', async (_name, c) => {
      const res = await request(backend, c.method, c.url, {
        body: c.body,
        rawBody: c.rawBody,
        contentType: c.contentType,
        token: c.auth ? atoken : undefined,
      });
      expect(res.status).toBe(c.status);
      const body = ErrorBody.parse(res.json);
      expect(body.status.code).toBe(c.status);
      expect(body.status.message.length).toBeGreaterThan(3);
      if (c.status === 422) expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
    });

    it('stops reading a body without Content-Length once it passes the limit (413)', async () => {
      let sent = 0;
      const chunk = new Uint8Array(16 * 1024).fill(0x61);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          // 50 MB if nobody stopped reading.
          if (sent >= 50 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await backend.app.request(login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(sent).toBeLessThan(256 * 1024);
    });

    it('a page beyond the last (within bounds) is an empty list, not an error', async () => {
      const res = await request(backend, 'GET', urlOf('videos', {}, '?page=10000'));
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ items: [], pages: 13 });
    });

    it('names the missing field in the 422 answer', async () => {
      const res = await request(backend, 'POST', login, { body: { email: 'active@demo.test' } });
      const body = ErrorBody.parse(res.json);
      expect(body.errors?.password).toEqual(['password is required']);
    });

    it('left every record unchanged', async () => {
      expect(await fingerprint(backend.db)).toEqual(before);
    });
  });
});
