import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../adapters/http.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { createRequestCache } from '../../../adapters/request-cache.ts';

const digest = { digest: {} };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function client(cache = createRequestCache(), atoken: string | null = null) {
  const fetch = vi.fn(async () => json(digest));
  const http = createHttpClient({
    fetch,
    baseUrl: { site: 'http://site', content: 'http://content' },
    tokens: { read: () => ({ atoken, rtoken: null }) },
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
      tokens: { read: () => ({ atoken: 'a', rtoken: 'r' }) },
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
});
