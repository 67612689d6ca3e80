/**
 * A refresh storm (issue 7): fifty server renders at once, all from one visitor whose access token has expired.
 * They make exactly one upstream refresh, and every page is rendered signed in, with the same new pair of cookies.
 * The renders are the real SSR entry over the embedded backend (PGlite in memory), in-process.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { render } from '../../../app/server/entry.tsx';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { loginAs } from '../backend/helpers.ts';

const STORM = 50;
let backend: Backend;
let refreshCalls = 0;

beforeAll(async () => {
  backend = await createBackend({ db: pgliteDb(await PGlite.create()), jwtSecret: 'storm-test-secret-0123456789' });
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
