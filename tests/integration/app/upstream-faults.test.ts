/**
 * A failing upstream is not a 404: a video page whose content call fails (5xx, no answer, an answer that
 * breaks its contract) answers 503 with Retry-After and the 'try again' screen; only the upstream's own 404 sends
 * the visitor to the 404 page. The real SSR entry over the embedded backend, with faults injected into its fetch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAILURE_SECONDS } from '../../../adapters/deadline.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { render } from '../../../app/server/entry.tsx';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { seededPglite } from '../backend/helpers.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await createBackend({ db: pgliteDb(await seededPglite()), jwtSecret: 'faults-test-secret-0123456789' });
}, 120_000);
afterAll(async () => {
  await backend?.db.close();
});

type Fault = (request: Request) => Promise<Response> | null;

async function page(path: string, fault: Fault) {
  const upstreamFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    return (await fault(request)) ?? backend.app.fetch(request);
  };
  const res = await render({
    request: new Request(`http://site.test${path}`),
    config: loadConfig({}).public,
    upstreamFetch,
    upstreamBase: { site: 'http://embedded', content: 'http://embedded/api/content/v1' },
    manifest: { routes: {} },
    log: memoryLogger(),
    nonce: 'faults',
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), location: res.headers.get('location'), html: await res.text() };
}

const onVideo =
  (answer: () => Promise<Response>): Fault =>
  (request) =>
    /\/api\/content\/v1\/videos\/[a-z0-9-]+$/.test(new URL(request.url).pathname) ? answer() : null;

describe('a video page whose upstream fails', () => {
  const slug = 'neon-balcony-getaway';
  const faults: [string, Fault][] = [
    ['answers 500', onVideo(async () => new Response('{"status":{"code":500,"message":"boom"}}', { status: 500 }))],
    ['answers garbage', onVideo(async () => new Response('<html>not json</html>', { status: 200 }))],
    ['is down', onVideo(() => Promise.reject(new TypeError('fetch failed')))],
  ];
  for (const [name, fault] of faults) {
    it(`${name}: 503 with Retry-After and 'try again', not a 404`, async () => {
      const res = await page(`/videos/${slug}/`, fault);
      expect(res.status).toBe(503);
      expect(Number(res.retryAfter)).toBeGreaterThan(0);
      expect(res.html).toContain('Uh-oh... Something went wrong.');
      expect(res.html).toContain('Try again');
      expect(res.html).not.toContain('404: Page not found');
    });
  }

  it('answers its own 404: the 404 page, as before', async () => {
    const res = await page('/videos/no-such-video/', () => null);
    expect(res.status).toBe(307);
    expect(res.location).toMatch(/\/404\/\?slug=no-such-video$/);
  });

  it('keeps the failure 5 s (the upstream is not called by every request), then works again once the upstream does', async () => {
    let calls = 0;
    const counting = onVideo(async () => {
      calls++;
      return new Response('', { status: 502 });
    });
    const other = 'summer-lighthouse-serenade';
    expect((await page(`/videos/${other}/`, counting)).status).toBe(503);
    expect((await page(`/videos/${other}/`, counting)).status).toBe(503);
    expect(calls).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (FAILURE_SECONDS + 1) * 1000);
      const res = await page(`/videos/${other}/`, () => null);
      expect(res.status).toBe(200);
      expect(res.html).toContain('Summer Lighthouse Serenade');
    } finally {
      vi.useRealTimers();
    }
  });
});
