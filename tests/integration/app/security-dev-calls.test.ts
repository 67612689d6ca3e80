/**
 * Issue 38, finding 1 (developer and simulator calls open to anyone on `npm start`): embedded mode served them whatever
 * NODE_ENV said, to anybody. With no credentials a guest asked a reset for favorites@demo.test, read the link from
 * `GET /api/dev/outbox?to=…` and set a new password (the account taken over); `/_dev/mail/` listed every link, cacheable;
 * `POST /api/cam-provider/_sim/balance` set any member's balance, `POST /api/dev/maintenance` took the site down.
 * Now they are served only where the site turns them on (development, the test runner, DEV_TOOLS=on: off in a
 * production build), and then only to a signed-in administrator or with the test runner's secret; never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { createRequestCache } from '../../../adapters/request-cache.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { devTools } from '../../../app/server/embedded.ts';
import { render } from '../../../app/server/entry.tsx';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { DEV_SECRET_HEADER } from '../../../backend/http/dev-access.ts';
import { TEST_DEV_SECRET } from '../../support/dev-secret.ts';
import { loginAs, seededPglite } from '../backend/helpers.ts';

/** The developer calls of the backend, as a guest's requests (no credentials) would make them. */
const DEV_CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/dev/outbox?to=favorites%40demo.test'],
  ['POST', '/api/dev/maintenance', { isActive: true }],
  ['GET', '/api/dev/affiliate-hits'],
  ['POST', '/api/cam-provider/_sim/balance', { email: 'active@demo.test', balance: 2_000_000_000 }],
  ['POST', '/api/cam-provider/_sim/freeze', { on: true }],
  ['GET', '/api/cam-provider/_sim/state'],
];

describe('the developer calls', () => {
  let backend: Backend;
  let members: { admin: string; active: string };
  beforeAll(async () => {
    backend = await createBackend({
      db: pgliteDb(await seededPglite()),
      jwtSecret: 'dev-calls-secret-0123456789abcdef',
      devCalls: true,
      devSecret: TEST_DEV_SECRET,
      camsRealTime: false,
    });
    members = { admin: (await loginAs(backend, 'admin@demo.test')).atoken, active: (await loginAs(backend, 'active@demo.test')).atoken };
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
    await backend?.db.close();
  });

  const ask = async ([method, path, body]: (typeof DEV_CALLS)[number], headers: Record<string, string> = {}) => {
    const res = await backend.app.request(path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, cache: res.headers.get('cache-control') };
  };

  it('answer a guest, a member and a wrong secret 404, as an unknown path', async () => {
    await backend.app.request('/api/wp/auth/restorePassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'favorites@demo.test' }),
    });
    for (const call of DEV_CALLS) {
      expect({ call: call[1], ...(await ask(call)) }).toMatchObject({ status: 404 });
      expect({ call: call[1], ...(await ask(call, { authorization: `Bearer ${members.active}` })) }).toMatchObject({ status: 404 });
      expect({ call: call[1], ...(await ask(call, { [DEV_SECRET_HEADER]: 'guessed-secret-guessed-secret-00' })) }).toMatchObject({ status: 404 });
    }
  });

  it("answer an administrator and the test runner's secret, never cacheable", async () => {
    for (const call of DEV_CALLS.filter(([method]) => method === 'GET')) {
      expect({ call: call[1], ...(await ask(call, { authorization: `Bearer ${members.admin}` })) }).toEqual({
        call: call[1],
        status: 200,
        cache: 'no-store',
      });
      expect({ call: call[1], ...(await ask(call, { [DEV_SECRET_HEADER]: TEST_DEV_SECRET })) }).toEqual({
        call: call[1],
        status: 200,
        cache: 'no-store',
      });
    }
  });

  it("answer nobody where the site has them off, not even an administrator or the secret's holder", async () => {
    const off = await createBackend({
      db: backend.db,
      jwtSecret: 'dev-calls-secret-0123456789abcdef',
      seed: false,
      devSecret: TEST_DEV_SECRET,
      camsRealTime: false,
    });
    try {
      for (const call of DEV_CALLS) {
        const res = await off.app.request(call[1], {
          method: call[0],
          headers: { [DEV_SECRET_HEADER]: TEST_DEV_SECRET, authorization: `Bearer ${members.admin}` },
        });
        expect({ call: call[1], status: res.status }).toEqual({ call: call[1], status: 404 });
      }
    } finally {
      await off.close();
    }
  });

  it('the site turns them on in development, for DEV_TOOLS=on, and in no production build by default', () => {
    expect(devTools(loadConfig({}))).toBe(false);
    expect(devTools(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(devTools(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(devTools(loadConfig({ DEV_TOOLS: 'on' }))).toBe(true);
    expect(devTools(loadConfig({ NODE_ENV: 'development', DEV_TOOLS: 'off' }))).toBe(false);
  });

  it('/_dev/mail/ lists the mails to a signed-in administrator only; anybody else gets the 404 screen', async () => {
    const page = async (cookie: string) => {
      const res = await render({
        request: new Request('http://site.test/_dev/mail/', { headers: { cookie: `age_verified_18=1; cookie_consent=accepted${cookie}` } }),
        config: loadConfig({}).public,
        upstreamFetch: async (input, init) => backend.app.fetch(new Request(input, init)),
        upstreamBase: { site: 'http://embedded', content: 'http://embedded/api/content/v1' },
        manifest: { routes: {} },
        log: memoryLogger(),
        nonce: 'dev-mail',
        cache: createRequestCache(),
      });
      return { status: res.status, html: await res.text() };
    };
    const guest = await page('');
    expect(guest.status).toBe(404);
    expect(guest.html).not.toContain('/reset-password/');
    const member = await page(`; atoken=${members.active}`);
    expect(member.status).toBe(404);
    const admin = await page(`; atoken=${members.admin}`);
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('favorites@demo.test');
  });
});
