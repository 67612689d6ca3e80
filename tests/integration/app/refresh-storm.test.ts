/**
 * A refresh storm: fifty server renders at once, all from one visitor whose access token has expired.
 * They make exactly one upstream refresh, and every page is rendered signed in, with the same new pair of cookies.
 * The renders are the real SSR entry over the embedded backend (PGlite in memory), in-process. And a refresh slower
 * than the render's deadline: the page is a guest's in time, the session is not ended, the browser finishes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { RENDER_DEADLINE_MS } from '../../../adapters/constants.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { createRefreshFlights } from '../../../adapters/session/refresh-flights.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { render } from '../../../app/server/entry.tsx';
import { sessionRoutes } from '../../../app/server/session-routes.ts';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { SESSION_PATHS } from '../../../contracts/session.ts';
import { loginAs, seededPglite } from '../backend/helpers.ts';

const STORM = 50;
let backend: Backend;
let refreshCalls = 0;

beforeAll(async () => {
  backend = await createBackend({ db: pgliteDb(await seededPglite()), jwtSecret: 'storm-test-secret-0123456789' });
}, 120_000);
afterAll(async () => {
  await backend?.db.close();
});

const upstreamFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  if (new URL(request.url).pathname === '/api/v1/auth/refresh-token') refreshCalls++;
  return backend.app.fetch(request);
};

describe('a refresh storm', () => {
  it(`${STORM} concurrent renders with an expired access token: 1 upstream refresh, ${STORM} signed-in pages, one new pair`, async () => {
    const { rtoken } = await loginAs(backend, 'active@demo.test');
    const config = loadConfig({}).public;
    const renders = Array.from({ length: STORM }, () =>
      render({
        request: new Request('http://site.test/videos/', { headers: { cookie: `atoken=expired.access.token; rtoken=${rtoken}` } }),
        config,
        upstreamFetch,
        upstreamBase: { site: 'http://embedded', content: 'http://embedded/api/content/v1' },
        manifest: { routes: {} },
        log: memoryLogger(),
        nonce: 'storm',
      }).then(async (res) => ({ status: res.status, html: await res.text(), cookies: res.headers.getSetCookie() })),
    );
    const pages = await Promise.all(renders);
    expect(refreshCalls).toBe(1);
    expect(pages.filter((p) => p.status !== 200)).toEqual([]);
    expect(pages.filter((p) => !p.html.includes('Log Out')).length).toBe(0);
    const pairs = new Set(
      pages.map((p) =>
        p.cookies
          .filter((c) => /^(a|r)token=/.test(c))
          .map((c) => c.split(';')[0])
          .join(' '),
      ),
    );
    expect(pairs.size).toBe(1);
    expect([...pairs][0]).toMatch(/^atoken=[^;]+ rtoken=[^;]+$/);
    // The refresh token, old or new, is in an HttpOnly cookie and nowhere in the page a script could read.
    const rotated = [...pairs][0]?.match(/rtoken=([^ ]+)/)?.[1] ?? '';
    expect(pages[0]?.cookies.find((c) => c.startsWith('rtoken='))).toMatch(/; HttpOnly/);
    expect(pages.filter((p) => p.html.includes(rtoken) || p.html.includes(rotated))).toEqual([]);
  }, 120_000);
});

/** How long the slow site API takes to refresh: far past the render's deadline. */
const SLOW_REFRESH_MS = 4000;

describe('a refresh slower than the render deadline', () => {
  it("renders a guest's page in time, keeps the cookies, and the browser's refresh joins the same upstream call", async () => {
    const { rtoken } = await loginAs(backend, 'active@demo.test');
    const refreshFlights = createRefreshFlights();
    let slowRefreshes = 0;
    // The site API's refresh answers after 4 s; everything else at once.
    const slowFetch: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/api/v1/auth/refresh-token') {
        slowRefreshes++;
        await new Promise((done) => setTimeout(done, SLOW_REFRESH_MS));
      }
      return backend.app.fetch(request);
    };
    const upstreamBase = { site: 'http://embedded', content: 'http://embedded/api/content/v1' };
    const config = loadConfig({}).public;
    const cookie = `atoken=expired.access.token; rtoken=${rtoken}`;
    const started = performance.now();
    const res = await render({
      request: new Request('http://site.test/videos/', { headers: { cookie } }),
      config,
      upstreamFetch: slowFetch,
      upstreamBase,
      manifest: { routes: {} },
      log: memoryLogger(),
      nonce: 'slow',
      refreshFlights,
    });
    const waited = performance.now() - started;
    const html = await res.text();
    // Answered at the deadline, not when the refresh did: well before it, with room for a busy machine's scheduling.
    expect(waited).toBeLessThan((RENDER_DEADLINE_MS + SLOW_REFRESH_MS) / 2);
    expect(res.status).toBe(200);
    expect(html).toContain('Log In');
    // Not a logout: no cookie deleted, no redirect to /login/.
    expect(res.headers.getSetCookie()).toEqual([]);

    // The page's script then refreshes through the site server, which joins the refresh still in flight.
    const endpoint = new Hono().route('/', sessionRoutes({ upstreamFetch: slowFetch, upstreamBase, config, log: memoryLogger(), refreshFlights }));
    const refreshed = await endpoint.fetch(
      new Request(`http://site.test${SESSION_PATHS.refresh}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{}',
      }),
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().some((c) => c.startsWith('rtoken=') && c.includes('HttpOnly'))).toBe(true);
    expect(slowRefreshes).toBe(1);
  }, 30_000);
});
