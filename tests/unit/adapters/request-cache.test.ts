import { describe, expect, it, vi } from 'vitest';
import { FAILURE_SECONDS } from '../../../adapters/deadline.ts';
import { createHttpClient } from '../../../adapters/http.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { createRequestCache } from '../../../adapters/request-cache.ts';
import { LIVE_SECONDS } from '../../../contracts/calls.ts';

const digest = { digest: {} };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function client(cache = createRequestCache(), atoken: string | null = null, answer: () => Promise<Response> = async () => json(digest)) {
  const fetch = vi.fn(answer);
  const http = createHttpClient({
    fetch,
    baseUrl: { site: 'http://site', content: 'http://content' },
    sessionTokens: { read: () => ({ atoken, rtoken: null }) },
    refresh: async () => false,
    onForcedLogout: () => {},
    navigate: () => {},
    log: memoryLogger(),
    cache,
  });
  return { http, fetch };
}

describe('request cache (spec 000 §9: size 150, time 300)', () => {
  it('answers a repeated public GET without calling the upstream again', async () => {
    const { http, fetch } = client();
    expect((await http.call('digest')).ok).toBe(true);
    expect((await http.call('digest')).ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('calls again once the entry is older than 300 s', async () => {
    let now = 0;
    const { http, fetch } = client(createRequestCache({ now: () => now }));
    await http.call('digest');
    now = 299_000;
    await http.call('digest');
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 301_000;
    await http.call('digest');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 150 entries, dropping the least recently used', () => {
    const cache = createRequestCache();
    for (let i = 0; i < 151; i++) cache.set(`k${i}`, i);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe(1);
    expect(cache.get('k150')).toBe(150);
  });

  it('never caches calls that carry the user token', async () => {
    const fetch = vi.fn(async () => json({ status: { code: 2, message: 'OK' }, data: { item: null } }));
    const http = createHttpClient({
      fetch,
      baseUrl: { site: 'http://site', content: 'http://content' },
      sessionTokens: { read: () => ({ atoken: 'a', rtoken: 'r' }) },
      refresh: async () => false,
      onForcedLogout: () => {},
      navigate: () => {},
      log: memoryLogger(),
      cache: createRequestCache(),
    });
    await http.call('userInfo');
    await http.call('userInfo');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('merges identical calls in flight into one, across the clients that share the cache', async () => {
    const cache = createRequestCache();
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const slow = async () => {
      await gate;
      return json(digest);
    };
    const one = client(cache, null, slow);
    const two = client(cache, null, slow);
    const answers = Promise.all([one.http.call('digest'), one.http.call('digest'), two.http.call('digest')]);
    release();
    expect((await answers).map((a) => a.ok)).toEqual([true, true, true]);
    expect(one.fetch.mock.calls.length + two.fetch.mock.calls.length).toBe(1);
  });

  it('serves a stale answer at once while one call fetches the new one (stale-while-revalidate)', async () => {
    let now = 0;
    let version = 1;
    const { http, fetch } = client(createRequestCache({ now: () => now }), null, async () =>
      json({ digest: { freeVideoCategoryKey: `v${version}` } }),
    );
    await http.call('digest');
    now = 301_000;
    version = 2;
    const stale = await http.call('digest');
    expect(stale.ok && stale.data.digest.freeVideoCategoryKey).toBe('v1');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 0));
    const fresh = await http.call('digest');
    expect(fresh.ok && fresh.data.digest.freeVideoCategoryKey).toBe('v2');
    expect(fetch).toHaveBeenCalledTimes(2);
    // Past twice its lifetime an entry is gone: the caller waits for the upstream.
    now += 700_000;
    await http.call('digest');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps a live answer (the cam rooms) 10 s only and never serves it stale, so each 30 s refresh step reaches the provider', async () => {
    let now = 0;
    let status = 'PUBLIC';
    const fetch = vi.fn(async () => json({ pageItems: [{ id: 'r1', modelId: 'm1', modelNickname: 'a', broadcastStatus: status }], totalCount: 1 }));
    const http = createHttpClient({
      fetch,
      baseUrl: { site: 'http://site', content: 'http://content', camProvider: 'http://cams' },
      sessionTokens: { read: () => ({ atoken: null, rtoken: null }) },
      refresh: async () => false,
      onForcedLogout: () => {},
      navigate: () => {},
      log: memoryLogger(),
      cache: createRequestCache({ now: () => now }),
    });
    const statusOf = async () => {
      const r = await http.call('camBroadcasts');
      return r.ok ? r.data.pageItems[0]?.broadcastStatus : 'failed';
    };
    expect(await statusOf()).toBe('PUBLIC');
    now = (LIVE_SECONDS - 1) * 1000;
    status = 'PRIVATE_SHOW';
    expect(await statusOf()).toBe('PUBLIC');
    expect(fetch).toHaveBeenCalledTimes(1);
    // Past its 10 s the caller waits for the provider's answer (a stale one would show a room's old status).
    now = (LIVE_SECONDS + 1) * 1000;
    expect(await statusOf()).toBe('PRIVATE_SHOW');
    now += 30_000;
    status = 'AWAY';
    expect(await statusOf()).toBe('AWAY');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps a failing upstream’s answer 5 s (not a 404), so a down upstream is not called by every request', async () => {
    let now = 0;
    const { http, fetch } = client(createRequestCache({ now: () => now }), null, async () => new Response('down', { status: 503 }));
    expect((await http.call('digest')).ok).toBe(false);
    expect((await http.call('digest')).ok).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    now = FAILURE_SECONDS * 1000 + 1;
    await http.call('digest');
    expect(fetch).toHaveBeenCalledTimes(2);
    const missing = client(createRequestCache(), null, async () => new Response('{}', { status: 404 }));
    await missing.http.call('page', { params: { slug: 'x' }, passNotFound: true });
    await missing.http.call('page', { params: { slug: 'x' }, passNotFound: true });
    expect(missing.fetch).toHaveBeenCalledTimes(2);
  });
});
