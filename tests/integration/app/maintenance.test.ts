/**
 * The maintenance flag (spec 000 §2.4 'Maintenance page', §7 GET /api/maintenance): while isActive is on every page
 * is the maintenance screen, answered 503 with Retry-After and never stored by a cache; off again, pages come back.
 * The real SSR entry over the embedded backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { createRequestCache } from '../../../adapters/request-cache.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { render } from '../../../app/server/entry.tsx';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { putSetting } from '../../../backend/repo/catalogue.ts';
import { seededPglite } from '../backend/helpers.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await createBackend({ db: pgliteDb(await seededPglite()), jwtSecret: 'maintenance-test-secret-0123456789' });
}, 120_000);
afterAll(async () => {
  await backend?.db.close();
});

async function page(path: string) {
  const res = await render({
    request: new Request(`http://site.test${path}`),
    config: loadConfig({}).public,
    upstreamFetch: async (input, init) => backend.app.fetch(new Request(input, init)),
    upstreamBase: { site: 'http://embedded', content: 'http://embedded/api/content/v1' },
    manifest: { routes: {} },
    log: memoryLogger(),
    nonce: 'maintenance',
    cache: createRequestCache(),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), cacheControl: res.headers.get('cache-control'), html: await res.text() };
}

describe('the maintenance flag', () => {
  it('off: pages answer as usual', async () => {
    const res = await page('/videos/');
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('Website Maintenance');
  });

  it('on: every page is the maintenance screen with 503, Retry-After and no-store', async () => {
    await putSetting(backend.db, 'maintenance', { isActive: true });
    try {
      for (const path of ['/', '/videos/', '/models/', '/login/']) {
        const res = await page(path);
        expect(res.status, path).toBe(503);
        expect(Number(res.retryAfter), path).toBeGreaterThan(0);
        expect(res.cacheControl, path).toContain('no-store');
        expect(res.html, path).toContain('Website Maintenance');
        expect(res.html, path).toContain('We`ll be back Shortly!');
      }
    } finally {
      await putSetting(backend.db, 'maintenance', { isActive: false });
    }
    expect((await page('/')).status).toBe(200);
  });
});
