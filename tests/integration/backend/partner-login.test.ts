/**
 * The partner app login's codes (/playalogin/; backend/routes/partner-login.ts): only registered redirect URIs, a code
 * single use, live 60 s, bound to user + client + redirect URI, and a reused code revoking the pair it gave. The
 * clock is the backend's (no sleeping).
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { PARTNER_CODE_SECONDS, SANDBOX_APP_PATH, SANDBOX_CLIENT_ID, sandboxPartnerApps } from '../../../backend/auth/partner-apps.ts';
import { PARTNER_CODE_ACCOUNT_LIMIT } from '../../../backend/auth/rate-limits.ts';
import {
  APP_NOT_REGISTERED_MESSAGE,
  PARTNER_CODE_INVALID_MESSAGE,
  PARTNER_CODE_MISMATCH_MESSAGE,
  PARTNER_CODE_REUSED_MESSAGE,
} from '../../../backend/routes/partner-login.ts';
import { type CallName, calls } from '../../../contracts/calls.ts';
import { TEST_PUBLIC_URL, loginAs, onEachDatabase, setupTimeout, urlOf } from './helpers.ts';

const REDIRECT = `${TEST_PUBLIC_URL}${SANDBOX_APP_PATH}`;

describe('sandbox partner apps', () => {
  it('registers the sandbox app on the public URL, and on 127.0.0.1 too for a localhost one', () => {
    expect(sandboxPartnerApps('https://site.test/')[0]?.redirectUris).toEqual(['https://site.test/partner-sandbox/playa/']);
    expect(sandboxPartnerApps('http://localhost:3410')[0]?.redirectUris).toEqual([
      'http://localhost:3410/partner-sandbox/playa/',
      'http://127.0.0.1:3410/partner-sandbox/playa/',
    ]);
  });
});

onEachDatabase((freshBackend) => {
  let clock = Date.now();
  let backend: Backend;
  let active: { atoken: string; rtoken: string };
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
    active = await loginAs(backend, 'active@demo.test');
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  let addressNo = 0;
  const call = async (name: CallName, opts: { body?: unknown; token?: string; query?: string } = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${++addressNo}` };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await backend.app.request(urlOf(name, {}, opts.query ?? ''), {
      method: calls[name].method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const json: unknown = await res.json();
    const parsed = calls[name].response.safeParse(json);
    expect(parsed.success, JSON.stringify(json)).toBe(true);
    return { status: res.status, json: json as { status: { message: string }; data?: Record<string, unknown> | null } };
  };
  const askCode = async (token = active.atoken, body: unknown = { clientId: SANDBOX_CLIENT_ID, redirectUri: REDIRECT }) => {
    const res = await call('partnerCode', { body, token });
    return { ...res, code: (res.json.data?.code as string | undefined) ?? '' };
  };
  const pairOf = (res: { json: { data?: Record<string, unknown> | null } }) => res.json.data?.token as { atoken: string; rtoken: string };
  const exchange = (code: string, over: Record<string, string> = {}) =>
    call('partnerToken', { body: { clientId: SANDBOX_CLIENT_ID, code, redirectUri: REDIRECT, ...over } });
  const refresh = (rtoken: string) => call('refreshToken', { body: { refresh_token: rtoken } });

  it('names the app of a registered redirect URI, and refuses any other', async () => {
    const known = await call('partnerApp', { query: `?redirect_uri=${encodeURIComponent(REDIRECT)}` });
    expect(known).toMatchObject({ status: 200, json: { data: { clientId: SANDBOX_CLIENT_ID, name: 'PLAYA', redirectUri: REDIRECT } } });
    for (const uri of ['https://evil.test/partner-sandbox/playa/', `${REDIRECT}x`, `${TEST_PUBLIC_URL}/partner-sandbox/playa`]) {
      const unknown = await call('partnerApp', { query: `?redirect_uri=${encodeURIComponent(uri)}` });
      expect(unknown).toMatchObject({ status: 404, json: { status: { message: APP_NOT_REGISTERED_MESSAGE } } });
    }
    expect((await call('partnerApp')).status).toBe(422);
  });

  it('gives a code only to a signed-in viewer, for a registered client and redirect URI', async () => {
    expect((await askCode('')).status).toBe(401);
    const other = await askCode(active.atoken, { clientId: SANDBOX_CLIENT_ID, redirectUri: 'https://evil.test/cb' });
    expect(other).toMatchObject({ status: 400, json: { status: { message: APP_NOT_REGISTERED_MESSAGE } } });
    const wrongClient = await askCode(active.atoken, { clientId: 'someone-else', redirectUri: REDIRECT });
    expect(wrongClient.status).toBe(400);
    const ok = await askCode();
    expect(ok.status).toBe(200);
    expect(ok.json.data?.expiresIn).toBe(PARTNER_CODE_SECONDS);
  });

  it('a code gives a fresh pair of its user once; its refresh token is a family of its own', async () => {
    const { code } = await askCode();
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const token = pairOf(first);
    expect(decodeJwt(token.atoken).sub).toBe(decodeJwt(active.atoken).sub);
    expect(token.rtoken).not.toBe(active.rtoken);
    expect((await call('userInfo', { token: token.atoken })).json.data?.item).toMatchObject({ email: 'active@demo.test' });
    // The site's own session is untouched by the app's pair.
    expect((await refresh(token.rtoken)).json.data?.token).toBeTruthy();
  });

  it('a second use is refused and revokes the pair the first use gave (rotated since, too)', async () => {
    const { code } = await askCode();
    const first = await exchange(code);
    const { rtoken } = pairOf(first);
    clock += 60_000; // past the refresh grace window, so the rotated token's successor is its own
    const rotated = pairOf(await refresh(rtoken));
    expect(rotated.rtoken).toBeTruthy();
    const second = await exchange(code);
    expect(second).toMatchObject({ status: 400, json: { status: { message: PARTNER_CODE_REUSED_MESSAGE } } });
    expect((await refresh(rotated.rtoken)).json.data?.token).toBeFalsy();
    // The site's own session lives on.
    const site = await loginAs(backend, 'active@demo.test');
    expect((await refresh(site.rtoken)).json.data?.token).toBeTruthy();
  });

  it('expires after 60 s', async () => {
    const { code } = await askCode();
    clock += (PARTNER_CODE_SECONDS + 1) * 1000;
    expect(await exchange(code)).toMatchObject({ status: 400, json: { status: { message: PARTNER_CODE_INVALID_MESSAGE } } });
  });

  it('is bound to its client and redirect URI; a mismatch does not spend it', async () => {
    const { code } = await askCode();
    expect(await exchange(code, { clientId: 'other-app' })).toMatchObject({
      status: 400,
      json: { status: { message: PARTNER_CODE_MISMATCH_MESSAGE } },
    });
    expect(await exchange(code, { redirectUri: 'https://evil.test/cb' })).toMatchObject({
      status: 400,
      json: { status: { message: PARTNER_CODE_MISMATCH_MESSAGE } },
    });
    expect(await exchange('not-a-code')).toMatchObject({ status: 400, json: { status: { message: PARTNER_CODE_INVALID_MESSAGE } } });
    expect((await exchange(code)).status).toBe(200);
  });

  it('limits the codes an account asks for', async () => {
    const { atoken } = await loginAs(backend, 'trial@demo.test');
    for (let i = 0; i < PARTNER_CODE_ACCOUNT_LIMIT.failures; i++) expect((await askCode(atoken)).status).toBe(200);
    expect((await askCode(atoken)).status).toBe(429);
  });

  it('the sandbox app page exchanges the code and says who signed in, echoing the state; a reused code is refused', async () => {
    const { code } = await askCode();
    const page = await backend.app.request(`https://site.test${SANDBOX_APP_PATH}?code=${encodeURIComponent(code)}&state=xyz`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Signed in to PLAYA as active@demo.test');
    expect(html).toContain('xyz');
    const again = await backend.app.request(`https://site.test${SANDBOX_APP_PATH}?code=${encodeURIComponent(code)}&state=xyz`);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(PARTNER_CODE_REUSED_MESSAGE);
    const start = await (await backend.app.request(`https://site.test${SANDBOX_APP_PATH}`)).text();
    expect(start).toContain(`/playalogin/?redirect_uri=${encodeURIComponent(REDIRECT)}&#38;state=`);
  });
});
