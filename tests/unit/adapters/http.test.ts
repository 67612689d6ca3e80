/** HTTP client policy (spec 000 §7 intro, §8 first rows, §9 timeout), driven by a fake fetch. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HttpDeps, createHttpClient } from '../../../adapters/http.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { type Scripted, fakeFetch, json } from './fake-fetch.ts';

const maintenanceOk = { data: { isActive: false } };
const userOk = { status: { code: 2, message: '' }, data: { item: null } };

function setup(script: Scripted[], held: { atoken: string | null; rtoken: string | null } = { atoken: 'A1', rtoken: 'R1' }) {
  const f = fakeFetch(...script);
  const tokens = { ...held };
  const log = memoryLogger();
  const refresh = vi.fn(async () => {
    tokens.atoken = 'A2';
    tokens.rtoken = 'R2';
    return true;
  });
  const onForcedLogout = vi.fn();
  const navigate = vi.fn();
  const deps: HttpDeps = {
    fetch: f.fetch,
    baseUrl: { site: 'https://site.test', content: 'https://cdn.test/api/content/v1' },
    sessionTokens: { read: () => ({ ...tokens }) },
    refresh,
    onForcedLogout,
    navigate,
    log,
  };
  return { http: createHttpClient(deps), ...f, log, refresh, onForcedLogout, navigate, tokens };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('builds the URL from the upstream base, encoded path params and the defined query values', async () => {
    const t = setup([json({ items: [], pages: 0 })], { atoken: null, rtoken: null });
    await t.http.call('modelVideos', { params: { modelId: 7 }, query: { page: 2, limit: 12, sort: undefined } });
    await t.http.call('video', { params: { slug: 'a b/c' } });
    expect(t.requests[0]?.url).toBe('https://cdn.test/api/content/v1/videos/include/7?page=2&limit=12');
    expect(t.requests[1]?.url).toBe('https://cdn.test/api/content/v1/videos/a%20b%2Fc');
  });

  it('carries the bearer token and JSON content type on logged-in calls', async () => {
    const t = setup([json(userOk)]);
    const r = await t.http.call('userInfo');
    expect(r.ok).toBe(true);
    expect(t.requests[0]?.headers.authorization).toBe('Bearer A1');
    expect(t.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends no Authorization header when no token is held', async () => {
    const t = setup([json(maintenanceOk)], { atoken: null, rtoken: null });
    await t.http.call('maintenance');
    expect(t.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the body as JSON with the call method', async () => {
    const t = setup([json({ status: { code: 200 } })], { atoken: null, rtoken: null });
    await t.http.call('logout', { body: { refresh_token: 'R1' } });
    expect(t.requests[0]).toMatchObject({ method: 'POST', body: { refresh_token: 'R1' } });
    expect(t.requests[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('401: refresh and retry once', () => {
  it('refreshes and retries with the new token when HTTP 401 and a refresh token is held', async () => {
    const t = setup([json({ status: { code: 401, message: 'expired' } }, 401), json(userOk)]);
    const r = await t.http.call('userInfo');
    expect(r.ok).toBe(true);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.requests.map((q) => q.headers.authorization)).toEqual(['Bearer A1', 'Bearer A2']);
    expect(t.onForcedLogout).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('treats a 200 body whose status.code is 401 the same way', async () => {
    const t = setup([json({ status: { code: 401, message: 'Unauthenticated' } }), json(userOk)]);
    const r = await t.http.call('userInfo');
    expect(r.ok).toBe(true);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.requests).toHaveLength(2);
  });

  it('logs out and goes to /login/ when the retry answers 401 again', async () => {
    const t = setup([json({}, 401)]);
    const r = await t.http.call('favoriteVideoIds');
    expect(r).toMatchObject({ ok: false, reason: 'unauthorized', status: 401 });
    expect(t.requests).toHaveLength(2);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.onForcedLogout).toHaveBeenCalledTimes(1);
    expect(t.navigate).toHaveBeenCalledWith('/login/');
  });

  it('logs out and goes to /login/ when the refresh fails, without retrying', async () => {
    const t = setup([json({}, 401)]);
    t.refresh.mockResolvedValueOnce(false);
    const r = await t.http.call('favoriteVideoIds');
    expect(r).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(t.requests).toHaveLength(1);
    expect(t.onForcedLogout).toHaveBeenCalledTimes(1);
    expect(t.navigate).toHaveBeenCalledWith('/login/');
  });

  it('logs out when the refresh throws, and does not throw itself', async () => {
    const t = setup([json({ status: { code: 401, message: '' } })]);
    t.refresh.mockRejectedValueOnce(new Error('boom'));
    const r = await t.http.call('userInfo');
    expect(r).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(t.navigate).toHaveBeenCalledWith('/login/');
  });

  it('never takes the refresh path for refresh-token itself', async () => {
    const t = setup([json({ status: { code: 401, message: 'Token expired' } }, 401)]);
    const r = await t.http.call('refreshToken', { body: { refresh_token: 'R1' } });
    expect(r).toMatchObject({ ok: false, reason: 'unauthorized', message: 'Token expired' });
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.onForcedLogout).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('returns a 401 to the caller untouched with noAuthRetry (login with a wrong password)', async () => {
    const t = setup([json({ status: { code: 401, message: 'Wrong password' } }, 401)]);
    const r = await t.http.call('login', { body: { email: 'a@b.cd', password: 'x' }, noAuthRetry: true });
    expect(r).toMatchObject({ ok: false, reason: 'unauthorized', message: 'Wrong password' });
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('does not log a guest out or navigate when a call answers 401 and no token is held', async () => {
    const t = setup([json({}, 401)], { atoken: null, rtoken: null });
    const r = await t.http.call('userInfo');
    expect(r).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.onForcedLogout).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe('other statuses', () => {
  it('goes to /404/ on an HTTP 404', async () => {
    const t = setup([json({ message: 'nope' }, 404)]);
    const r = await t.http.call('video', { params: { slug: 'missing' } });
    expect(r).toMatchObject({ ok: false, reason: 'not-found', status: 404 });
    expect(t.navigate).toHaveBeenCalledWith('/404/');
  });

  it('returns a 404 to the caller without navigating when asked to', async () => {
    const t = setup([json({}, 404)]);
    const r = await t.http.call('video', { params: { slug: 'missing' }, passNotFound: true });
    expect(r).toMatchObject({ ok: false, reason: 'not-found' });
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('logs out and goes to /login/ on HTTP 465', async () => {
    const t = setup([json({ status: { code: 465, message: 'Logged in elsewhere' } }, 465)]);
    const r = await t.http.call('userInfo');
    expect(r).toMatchObject({ ok: false, reason: 'logged-out', status: 465 });
    expect(t.onForcedLogout).toHaveBeenCalledTimes(1);
    expect(t.navigate).toHaveBeenCalledWith('/login/');
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('returns a refusal (4xx) with its body, logged with the call name as a warning: an ordinary answer, no console error', async () => {
    const errors = { status: { code: 422, message: 'Invalid' }, errors: { email: ['bad'] } };
    const t = setup([json(errors, 422)]);
    const r = await t.http.call('maintenance');
    expect(r).toMatchObject({ ok: false, reason: 'http', status: 422, body: errors });
    expect(t.log.entries.map((e) => [e.level, e.msg])).toEqual([['warn', '[maintenance] HTTP 422']]);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('returns an upstream failure (5xx) with its body, logged with the call name as an error', async () => {
    const t = setup([json({ status: { code: 503, message: 'Down' } }, 503)]);
    const r = await t.http.call('maintenance');
    expect(r).toMatchObject({ ok: false, reason: 'http', status: 503 });
    expect(t.log.entries.map((e) => [e.level, e.msg])).toEqual([['error', '[maintenance] HTTP 503']]);
  });

  it('reports a body that does not match the contract as a parse failure, logged', async () => {
    const t = setup([json({ data: { isActive: 'yes' } })]);
    const r = await t.http.call('maintenance');
    expect(r).toMatchObject({ ok: false, reason: 'parse', status: 200 });
    expect(t.log.entries.some((e) => e.level === 'error' && e.msg.includes('maintenance'))).toBe(true);
  });

  it('reports a network error without throwing, logged', async () => {
    const t = setup([new TypeError('fetch failed')]);
    const r = await t.http.call('digest');
    expect(r).toMatchObject({ ok: false, reason: 'network', status: null, message: 'fetch failed' });
    expect(t.log.entries.some((e) => e.msg.includes('digest'))).toBe(true);
  });
});

describe('timeout', () => {
  it('gives up after 15 s with reason timeout, logged', async () => {
    vi.useFakeTimers();
    const t = setup(['hang']);
    let settled: unknown;
    const pending = t.http.call('digest').then((r) => {
      settled = r;
      return r;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout', status: null });
    expect(t.log.entries.some((e) => e.level === 'error' && e.msg.includes('digest'))).toBe(true);
  });

  it('a caller abort is not a timeout and is not logged as an error', async () => {
    const t = setup(['hang']);
    const ctl = new AbortController();
    const pending = t.http.call('digest', { signal: ctl.signal });
    ctl.abort();
    expect(await pending).toMatchObject({ ok: false, reason: 'network', message: 'Request aborted' });
    expect(t.log.entries).toHaveLength(0);
  });
});
