/**
 * The server render's deadline in the HTTP client (the first byte within 1 s whatever the upstreams do):
 * a GET still waiting at the deadline gives the render its failure; a cached one goes on and fills the request cache
 * for the next render (its loss is never cached); calls that change state (login, refresh-token, logout) are never cut.
 * Driven by a simulated clock: every upstream answers after a set delay.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDER_DEADLINE_MS } from '../../../adapters/constants.ts';
import { createHttpClient } from '../../../adapters/http.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { type RequestCache, createRequestCache } from '../../../adapters/request-cache.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { createSvgLoader } from '../../../adapters/svg.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const digest = { digest: { freeVideoCategoryKey: 'fresh' } };
const user = { status: { code: 2, message: '' }, data: { item: null } };
const tokens = { status: { code: 200, message: '' }, data: { token: { atoken: 'A2', rtoken: 'R2' } } };

/** An upstream that answers `answer()` after `ms`, or never (`Infinity`); `heeds`: whether it stops when aborted. */
function upstream(ms: number, answer: () => Response, heeds = true) {
  const seen: { url: string; signal?: AbortSignal }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), signal: init?.signal ?? undefined });
    return new Promise<Response>((resolve, reject) => {
      if (Number.isFinite(ms)) setTimeout(() => resolve(answer()), ms);
      if (heeds) init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, seen };
}

/** A render's deadline: aborts RENDER_DEADLINE_MS from now (on the simulated clock). */
function renderDeadline(): AbortSignal {
  const ctl = new AbortController();
  setTimeout(() => ctl.abort(), RENDER_DEADLINE_MS);
  return ctl.signal;
}

/** One render's client over `fetch`; without `deadline`, the browser's. */
function client(
  fetch: typeof globalThis.fetch,
  opts: {
    cache?: RequestCache;
    deadline?: AbortSignal;
    held?: { atoken: string | null; rtoken: string | null };
    refresh?: () => Promise<boolean>;
  } = {},
) {
  const log = memoryLogger();
  const held = opts.held ?? { atoken: null, rtoken: null };
  const http = createHttpClient({
    fetch,
    baseUrl: { site: 'http://site', content: 'http://content' },
    sessionTokens: { read: () => held },
    refresh: opts.refresh ?? (async () => false),
    onForcedLogout: () => {},
    navigate: () => {},
    log,
    cache: opts.cache,
    deadline: opts.deadline,
  });
  return { http, log };
}

/** The promise's result and when it came (simulated ms), or undefined while it is pending. */
function watch<T>(promise: Promise<T>) {
  const state: { value?: T; at?: number } = {};
  const start = Date.now();
  void promise.then((value) => {
    state.value = value;
    state.at = Date.now() - start;
  });
  return state;
}

beforeAll(async () => {
  // The client imports its call table on the first call, in real time: done here, before the clock is simulated.
  await client(async () => json(digest)).http.call('digest');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the render deadline', () => {
  it('gives a call slower than the deadline its failure at the deadline, logged once as a warning naming the call', async () => {
    const slow = upstream(5_000, () => json(digest));
    const { http, log } = client(slow.fetch, { cache: createRequestCache(), deadline: renderDeadline() });
    const result = watch(http.call('digest'));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS - 1);
    expect(result.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toMatchObject({ ok: false, reason: 'deadline', status: null });
    expect(result.at).toBe(RENDER_DEADLINE_MS);
    expect(log.entries).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringContaining('[digest]') })]);
    // The call itself went on: nothing aborted it.
    expect(slow.seen[0]?.signal?.aborted).toBe(false);
  });

  it('gives the answer itself when it comes first, and logs nothing', async () => {
    const quick = upstream(100, () => json(digest));
    const { http, log } = client(quick.fetch, { cache: createRequestCache(), deadline: renderDeadline() });
    const result = watch(http.call('digest'));
    await vi.advanceTimersByTimeAsync(100);
    expect(result.value).toMatchObject({ ok: true });
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(log.entries).toHaveLength(0);
  });

  it('lets a cached GET that lost the race fill the cache: the next render gets the answer without calling again', async () => {
    const cache = createRequestCache();
    const slow = upstream(2_000, () => json(digest));
    const first = client(slow.fetch, { cache, deadline: renderDeadline() });
    const lost = watch(first.http.call('digest'));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(lost.value).toMatchObject({ ok: false, reason: 'deadline' });
    await vi.advanceTimersByTimeAsync(2_000);
    const next = client(slow.fetch, { cache, deadline: renderDeadline() });
    const result = watch(next.http.call('digest'));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toMatchObject({ ok: true, data: digest });
    expect(slow.calls).toHaveBeenCalledTimes(1);
    expect(next.log.entries).toHaveLength(0);
  });

  it('never caches a loss: a render that comes while the call is in flight joins it and gets its answer', async () => {
    const cache = createRequestCache();
    // The upstream answers 500 ms after the first render's deadline, before the second render's.
    const slow = upstream(RENDER_DEADLINE_MS + 500, () => json(digest));
    void client(slow.fetch, { cache, deadline: renderDeadline() }).http.call('digest');
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS + 100);
    const result = watch(client(slow.fetch, { cache, deadline: renderDeadline() }).http.call('digest'));
    await vi.advanceTimersByTimeAsync(500);
    expect(result.value).toMatchObject({ ok: true, data: digest });
    expect(slow.calls).toHaveBeenCalledTimes(1);
  });

  it('still serves an answer already in the cache once the deadline has passed', async () => {
    const cache = createRequestCache();
    const quick = upstream(10, () => json(digest));
    await Promise.all([client(quick.fetch, { cache }).http.call('digest'), vi.advanceTimersByTimeAsync(10)]);
    const ctl = new AbortController();
    ctl.abort();
    const { http, log } = client(quick.fetch, { cache, deadline: ctl.signal });
    expect(await http.call('digest')).toMatchObject({ ok: true, data: digest });
    expect(log.entries).toHaveLength(0);
  });

  it('stops a GET the cache does not keep (it carries the token) at the deadline: its request is aborted', async () => {
    const slow = upstream(5_000, () => json(user));
    const { http, log } = client(slow.fetch, { deadline: renderDeadline(), held: { atoken: 'A1', rtoken: 'R1' } });
    const result = watch(http.call('userInfo'));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(result.value).toMatchObject({ ok: false, reason: 'deadline' });
    expect(slow.seen[0]?.signal?.aborted).toBe(true);
    expect(log.entries).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringContaining('[userInfo]') })]);
  });

  it('stops waiting at the deadline even over a fetch that does not heed its signal (the embedded in-process one)', async () => {
    const deaf = upstream(Number.POSITIVE_INFINITY, () => json(user), false);
    const { http } = client(deaf.fetch, { deadline: renderDeadline(), held: { atoken: 'A1', rtoken: 'R1' } });
    const result = watch(http.call('userInfo'));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(result.value).toMatchObject({ ok: false, reason: 'deadline' });
  });

  it('waits for a token refresh a GET started (the page must carry the new tokens), then makes no retry past the deadline', async () => {
    const unauthorized = upstream(100, () => json({ status: { code: 401, message: 'expired' } }, 401));
    const refresh = vi.fn(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 2_000)));
    const { http } = client(unauthorized.fetch, { deadline: renderDeadline(), held: { atoken: 'A1', rtoken: 'R1' }, refresh });
    const result = watch(http.call('userInfo'));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(result.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(result.value).toMatchObject({ ok: false, reason: 'deadline' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(unauthorized.calls).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['login', { email: 'a@b.cd', password: 'secret' }],
    ['refreshToken', { refresh_token: 'R1' }],
  ] as const)('never cuts %s: it answers after the deadline', async (name, body) => {
    const slow = upstream(3_000, () => json(tokens));
    const { http, log } = client(slow.fetch, { cache: createRequestCache(), deadline: renderDeadline() });
    const result = watch(http.call(name, { body, noAuthRetry: true }));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(result.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(result.value).toMatchObject({ ok: true });
    expect(slow.seen[0]?.signal?.aborted).toBe(false);
    expect(log.entries).toHaveLength(0);
  });

  it('is absent in the browser: a slow call is waited for up to the 15 s timeout', async () => {
    const slow = upstream(5_000, () => json(digest));
    const { http } = client(slow.fetch, { cache: createRequestCache() });
    const result = watch(http.call('digest'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(result.value).toMatchObject({ ok: true });
  });
});

describe('the render deadline over the logo loads', () => {
  const sanitizer = async () => serverSanitizer();
  const logo = () => new Response('<svg viewBox="0 0 1 1"></svg>');

  it("gives '' at the deadline, logged, while the load goes on and fills the cache for the next render", async () => {
    const cache = createRequestCache();
    const slow = upstream(2_000, logo);
    const log = memoryLogger();
    const load = createSvgLoader({ fetch: slow.fetch, base: 'http://content', log, sanitizer, cache, deadline: renderDeadline() });
    const first = watch(load('/logo.svg'));
    await vi.advanceTimersByTimeAsync(RENDER_DEADLINE_MS);
    expect(first.value).toBe('');
    expect(log.entries).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringContaining('http://content/logo.svg') })]);
    await vi.advanceTimersByTimeAsync(2_000);
    const next = createSvgLoader({ fetch: slow.fetch, base: 'http://content', log, sanitizer, cache, deadline: renderDeadline() });
    expect(await next('/logo.svg')).toBe('<svg viewBox="0 0 1 1"></svg>');
    expect(slow.calls).toHaveBeenCalledTimes(1);
  });

  it('merges the loads of renders that wait for the same logo into one', async () => {
    const cache = createRequestCache();
    const slow = upstream(300, logo);
    const loader = () =>
      createSvgLoader({ fetch: slow.fetch, base: 'http://content', log: memoryLogger(), sanitizer, cache, deadline: renderDeadline() });
    const both = Promise.all([loader()('/logo.svg'), loader()('/logo.svg')]);
    await vi.advanceTimersByTimeAsync(300);
    expect(await both).toEqual(['<svg viewBox="0 0 1 1"></svg>', '<svg viewBox="0 0 1 1"></svg>']);
    expect(slow.calls).toHaveBeenCalledTimes(1);
  });
});
