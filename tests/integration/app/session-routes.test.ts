/**
 * The site server's session endpoints: the refresh token lives in an HttpOnly cookie that only they read.
 * The real routes over the embedded backend (PGlite in memory), in-process.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_MAX_AGE_S } from '../../../adapters/session/known-device.ts';
import { createRefreshFlights } from '../../../adapters/session/refresh-flights.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { sessionRoutes } from '../../../app/server/session-routes.ts';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { SESSION_PATHS } from '../../../contracts/session.ts';
import { seededPglite } from '../backend/helpers.ts';
import { TEST_DEV_SECRET, devHeaders } from '../../support/dev-secret.ts';

let backend: Backend;
let refreshCalls = 0;

beforeAll(async () => {
  backend = await createBackend({
    db: pgliteDb(await seededPglite()),
    jwtSecret: 'session-routes-secret-0123456789',
    devCalls: true,
    devSecret: TEST_DEV_SECRET,
  });
}, 120_000);
afterAll(async () => {
  await backend?.db.close();
});

function site(publicUrl = 'http://site.test') {
  const app = new Hono();
  app.route(
    '/',
    sessionRoutes({
      upstreamFetch: async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === '/api/v1/auth/refresh-token') refreshCalls++;
        return backend.app.fetch(request);
      },
      upstreamBase: { site: 'http://embedded', content: 'http://embedded/api/content/v1' },
      config: loadConfig({ PUBLIC_URL: publicUrl }).public,
      log: memoryLogger(),
      refreshFlights: createRefreshFlights(),
    }),
  );
  return app;
}

const origin = 'http://site.test';
const post = (app: Hono, path: string, init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) =>
  app.fetch(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
      body: JSON.stringify(init.body ?? {}),
    }),
  );

/** name → the Set-Cookie line that sets it. */
const setCookies = (res: Response) => new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
const cookieValue = (line: string | undefined) => line?.slice(line.indexOf('=') + 1, line.indexOf(';')) ?? '';

async function signIn(app: Hono) {
  const res = await post(app, SESSION_PATHS.login, { body: { email: 'active@demo.test', password: 'demo1234' } });
  const cookies = setCookies(res);
  return { res, body: await res.json(), atoken: cookieValue(cookies.get('atoken')), rtoken: cookieValue(cookies.get('rtoken')), cookies };
}

describe('POST /session/login/', () => {
  it('sets the refresh token HttpOnly and answers only the access token', async () => {
    const { res, body, atoken, rtoken, cookies } = await signIn(site());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ atoken });
    expect(rtoken.length).toBeGreaterThan(20);
    expect(cookies.get('rtoken')).toMatch(/; HttpOnly/);
    expect(cookies.get('atoken')).not.toMatch(/HttpOnly/);
    expect(cookies.get('rtoken')).toMatch(/SameSite=Lax/);
    expect(cookies.get('rtoken')).not.toMatch(/Secure/);
  });

  it('marks both cookies Secure when the site is served over https', async () => {
    const { cookies } = await signIn(site('https://site.test'));
    expect(cookies.get('rtoken')).toMatch(/; Secure/);
    expect(cookies.get('atoken')).toMatch(/; Secure/);
    expect(cookies.get(KNOWN_DEVICE_COOKIE)).toMatch(/; Secure/);
  });

  it("answers a wrong password with the site API's message and no cookie", async () => {
    const res = await post(site(), SESSION_PATHS.login, { body: { email: 'active@demo.test', password: 'wrongpass1' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toContain('Invalid email or password');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a post from another site, and a body that is not JSON (login CSRF)', async () => {
    const app = site();
    const body = { email: 'active@demo.test', password: 'demo1234' };
    expect((await post(app, SESSION_PATHS.login, { body, headers: { origin: 'https://evil.test' } })).status).toBe(403);
    expect((await post(app, SESSION_PATHS.login, { body, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const plain = await post(app, SESSION_PATHS.login, { body, headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(plain.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /session/refresh/', () => {
  it('reads the HttpOnly cookie and rotates the pair', async () => {
    const app = site();
    const first = await signIn(app);
    const res = await post(app, SESSION_PATHS.refresh, { cookie: `atoken=${first.atoken}; rtoken=${first.rtoken}` });
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(await res.json()).toEqual({ atoken: cookieValue(cookies.get('atoken')) });
    expect(cookieValue(cookies.get('rtoken'))).not.toBe(first.rtoken);
    expect(cookies.get('rtoken')).toMatch(/HttpOnly/);
  });

  it('eight tabs at once with the same cookie: one upstream refresh, the same new pair for all', async () => {
    const app = site();
    const first = await signIn(app);
    const before = refreshCalls;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(app, SESSION_PATHS.refresh, { cookie: `atoken=${first.atoken}; rtoken=${first.rtoken}` })),
    );
    expect(refreshCalls - before).toBe(1);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => cookieValue(setCookies(r).get('rtoken')))).size).toBe(1);
  });

  it('without a refresh token, or with a dead one, answers 401 with the message to show', async () => {
    const app = site();
    const none = await post(app, SESSION_PATHS.refresh);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Your session expired. Please, refresh the page.' });
    const dead = await post(app, SESSION_PATHS.refresh, { cookie: 'atoken=x; rtoken=not-a-refresh-token' });
    expect(dead.status).toBe(401);
  });
});

describe('POST /session/logout/', () => {
  it('deletes both cookies and ends the refresh token upstream', async () => {
    const app = site();
    const first = await signIn(app);
    const cookie = `atoken=${first.atoken}; rtoken=${first.rtoken}`;
    const res = await post(app, SESSION_PATHS.logout, { cookie });
    expect(res.status).toBe(204);
    const cookies = setCookies(res);
    for (const name of ['atoken', 'rtoken']) expect(cookies.get(name)).toMatch(/Max-Age=0/);
    // Past the rotation's grace window nothing is shared: the ended token cannot refresh.
    expect((await post(site(), SESSION_PATHS.refresh, { cookie })).status).toBe(401);
  });
});

/** The newest e-mail the backend sent to this address (its outbox, a developer call). */
async function lastMail(to: string): Promise<string> {
  const res = await backend.app.fetch(new Request(`http://embedded/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: devHeaders() }));
  const body = (await res.json()) as { data: { items: { text: string }[] } };
  return body.data.items[0]?.text ?? '';
}

describe('a blocked account (001 §2 Unblock)', () => {
  it('passes the 423 and allowResendEmail through, with no cookie', async () => {
    const app = site();
    let res: Response | undefined;
    for (let i = 0; i < 11; i++) {
      res = await post(app, SESSION_PATHS.login, {
        body: { email: 'App@demo.test', password: 'wrongpass1' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
    }
    expect(res?.status).toBe(423);
    const body = (await res?.json()) as { message: string; allowResendEmail?: boolean };
    expect(body.allowResendEmail).toBe(true);
    expect(body.message.length).toBeGreaterThan(0);
    expect(res?.headers.getSetCookie()).toEqual([]);
  });
});

describe('the known-device cookie (issue 38, finding 6: strangers could lock the owner out)', () => {
  const login = (app: Hono, password: string, address: string, cookie?: string) =>
    post(app, SESSION_PATHS.login, { body: { email: 'canceled@demo.test', password }, headers: { 'x-forwarded-for': address }, cookie });

  it("is set HttpOnly by a sign-in and sent with the next login: strangers' failures then block them, not this browser", async () => {
    const app = site();
    const first = await login(app, 'demo1234', '192.0.2.60');
    expect(first.status).toBe(200);
    const line = setCookies(first).get(KNOWN_DEVICE_COOKIE);
    expect(line).toMatch(new RegExp(`; Max-Age=${KNOWN_DEVICE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; HttpOnly$`));
    const device = `${KNOWN_DEVICE_COOKIE}=${cookieValue(line)}`;
    // Never in the answer the page's script reads.
    expect(Object.keys((await first.json()) as object)).toEqual(['atoken']);

    let stranger: Response | undefined;
    for (let i = 0; i < 10; i++) stranger = await login(app, `wrongpass${i}`, `10.0.2.${i}`);
    expect(stranger?.status).toBe(423);
    expect((await login(app, 'demo1234', '10.0.2.3')).status).toBe(423);
    expect((await login(app, 'demo1234', '192.0.2.61')).status).toBe(423);

    // This browser: signed in, from anywhere, and the cookie renewed; a logout leaves it.
    const owner = await login(app, 'demo1234', '192.0.2.62', device);
    expect(owner.status).toBe(200);
    const cookies = setCookies(owner);
    expect(cookies.get(KNOWN_DEVICE_COOKIE)).toMatch(/; HttpOnly/);
    const out = await post(app, SESSION_PATHS.logout, {
      cookie: `atoken=${cookieValue(cookies.get('atoken'))}; rtoken=${cookieValue(cookies.get('rtoken'))}`,
    });
    expect(setCookies(out).has(KNOWN_DEVICE_COOKIE)).toBe(false);
    expect((await login(app, 'demo1234', '192.0.2.62', `${KNOWN_DEVICE_COOKIE}=${cookieValue(cookies.get(KNOWN_DEVICE_COOKIE))}`)).status).toBe(200);
  });
});

describe('POST /session/login-code/', () => {
  it('asks for a code with {email}, then signs in with it: the refresh token HttpOnly, only the access token answered', async () => {
    const app = site();
    const asked = await post(app, SESSION_PATHS.loginCode, { body: { email: ' Verified@Demo.test ' } });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ sent: true });
    expect(asked.headers.getSetCookie()).toEqual([]);
    const code = /\b(\d{6})\b/.exec(await lastMail('verified@demo.test'))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const res = await post(app, SESSION_PATHS.loginCode, { body: { email: 'verified@demo.test', code } });
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(await res.json()).toEqual({ atoken: cookieValue(cookies.get('atoken')) });
    expect(cookies.get('rtoken')).toMatch(/; HttpOnly/);
    // The browser that proved the mailbox is a known device from then on.
    expect(cookies.get(KNOWN_DEVICE_COOKIE)).toMatch(/; HttpOnly/);
    expect(cookieValue(cookies.get('rtoken')).length).toBeGreaterThan(20);
  });

  it('answers a wrong code 401 with errors.code, a malformed one 400, and sets no cookie', async () => {
    const app = site();
    await post(app, SESSION_PATHS.loginCode, { body: { email: 'expired@demo.test' } });
    const wrong = await post(app, SESSION_PATHS.loginCode, { body: { email: 'expired@demo.test', code: '000000' } });
    expect(wrong.status).toBe(401);
    const body = (await wrong.json()) as { message: string; errors?: { code?: string[] } };
    expect(body.errors?.code?.length).toBeGreaterThan(0);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const malformed = await post(app, SESSION_PATHS.loginCode, { body: { email: 'expired@demo.test', code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { errors?: { code?: string[] } }).errors?.code).toEqual(['The code is 6 digits']);
  });

  it('refuses a post from another site and a body that is not JSON', async () => {
    const app = site();
    const body = { email: 'active@demo.test', code: '123456' };
    expect((await post(app, SESSION_PATHS.loginCode, { body, headers: { origin: 'https://evil.test' } })).status).toBe(403);
    expect((await post(app, SESSION_PATHS.loginCode, { body, headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});

describe('POST /login/ without JavaScript, for a blocked account', () => {
  it('goes back to the form with the message, the e-mail and allowResendEmail=1, never the password', async () => {
    const app = site();
    const token = 'f'.repeat(43);
    const postForm = (address: string) =>
      app.fetch(
        new Request(`${origin}/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: `form_token=${token}`, 'x-forwarded-for': address },
          body: new URLSearchParams({ email: 'renew@demo.test', password: 'wrongpass1', form_token: token }).toString(),
        }),
      );
    let res: Response | undefined;
    for (let i = 0; i < 11; i++) res = await postForm(`10.0.1.${i}`);
    expect(res?.status).toBe(303);
    const back = new URL(res?.headers.get('location') ?? '', origin);
    expect(back.pathname).toBe('/login/');
    expect(back.searchParams.get('allowResendEmail')).toBe('1');
    expect(back.searchParams.get('email')).toBe('renew@demo.test');
    expect(back.searchParams.get('error')?.length).toBeGreaterThan(0);
    expect(back.search).not.toContain('wrongpass1');
    expect(res?.headers.getSetCookie()).toEqual([]);

    // 'Resend unblock e-mail' without JavaScript: the same form's post with intent=unblock, back with the notice's flag.
    const before = await lastMail('renew@demo.test');
    const resend = await app.fetch(
      new Request(`${origin}/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: `form_token=${token}` },
        body: new URLSearchParams({ email: 'renew@demo.test', intent: 'unblock', form_token: token }).toString(),
      }),
    );
    expect(resend.status).toBe(303);
    const sent = new URL(resend.headers.get('location') ?? '', origin);
    expect(Object.fromEntries(sent.searchParams)).toEqual({ email: 'renew@demo.test', unblockSent: '1' });
    expect(await lastMail('renew@demo.test')).not.toBe(before);
  });
});
