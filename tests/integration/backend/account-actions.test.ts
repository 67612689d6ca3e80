/**
 * Account actions: login by code, password reset, blocked account → resend → unblock link, e-mail change,
 * account removal, their rate limits, and the outbox the e-mails go to. The clock is the backend's (no sleeping).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { CODE_SECONDS, CODE_TRIES, RESET_SECONDS } from '../../../backend/auth/account-figures.ts';
import { BLOCKED_MESSAGE } from '../../../backend/auth/guarded-login.ts';
import { ACCOUNT_LIMIT } from '../../../backend/auth/login-limits.ts';
import { CODE_FAILURE_ACCOUNT_LIMIT, MAIL_ACCOUNT_LIMIT, MAIL_ADDRESS_LIMIT } from '../../../backend/auth/rate-limits.ts';
import {
  CODE_INVALID_MESSAGE,
  CODE_SENT_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LINK_INVALID_MESSAGE,
  RESET_SENT_MESSAGE,
  UNBLOCK_SENT_MESSAGE,
} from '../../../backend/routes/account-actions.ts';
import { type CallName, calls } from '../../../contracts/calls.ts';
import { EMAIL_MESSAGE, PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE, PASSWORD_NUMBER_MESSAGE } from '../../../contracts/password-rules.ts';
import { TEST_PUBLIC_URL, loginAs, mailedCode, mailedToken, mailsTo, onEachDatabase, setupTimeout, urlOf } from './helpers.ts';
import { devHeaders } from '../../support/dev-secret.ts';

onEachDatabase((freshBackend) => {
  let clock = Date.now();
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  /** Each test its own address, so the per-address limits of one do not reach another. */
  let addressNo = 0;
  const nextAddress = () => `198.51.100.${++addressNo}`;

  const call = async (name: CallName, body: unknown, opts: { token?: string; address?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': opts.address ?? nextAddress() };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await backend.app.request(urlOf(name), { method: calls[name].method, headers, body: JSON.stringify(body) });
    const json: unknown = await res.json();
    // Every answer, refusals included, has its call's shape.
    const parsed = calls[name].response.safeParse(json);
    expect(parsed.success, JSON.stringify(json)).toBe(true);
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0), json: json as Record<string, unknown> };
  };
  const login = (email: string, password: string, address?: string) => call('login', { email, password }, { address });
  const refresh = (rtoken: string) => call('refreshToken', { refresh_token: rtoken });

  describe('login by code', () => {
    it('a code asked for by e-mail signs in once, like a login; unknown e-mails get the same answer and no mail', async () => {
      const asked = await call('authCode', { email: 'Active@Demo.test' });
      expect(asked).toMatchObject({ status: 200, json: { status: { code: 200, message: CODE_SENT_MESSAGE } } });
      const unknown = await call('authCode', { email: 'nobody@demo.test' });
      expect(unknown.json).toEqual(asked.json);
      expect(await mailsTo(backend, 'nobody@demo.test')).toEqual([]);
      const [mail] = await mailsTo(backend, 'active@demo.test');
      expect(mail?.subject).toBe('Your login code');
      const code = await mailedCode(backend, 'active@demo.test');
      const signedIn = await call('authCode', { email: 'active@demo.test', code });
      expect(signedIn.status).toBe(200);
      const tokens = calls.authCode.response.parse(signedIn.json).data?.token;
      expect(tokens?.atoken).toBeTruthy();
      expect((await refresh(tokens?.rtoken ?? '')).status).toBe(200);
      const again = await call('authCode', { email: 'active@demo.test', code });
      expect(again).toMatchObject({
        status: 401,
        json: { status: { code: 401, message: CODE_INVALID_MESSAGE }, errors: { code: [CODE_INVALID_MESSAGE] } },
      });
      expect((await call('authCode', { email: 'nobody@demo.test', code })).json).toEqual(again.json);
    });

    it(`a code is spent after ${CODE_TRIES} wrong tries, and expires after ${CODE_SECONDS / 60} minutes`, async () => {
      clock += 3600_000;
      await call('authCode', { email: 'admin@demo.test' });
      const code = await mailedCode(backend, 'admin@demo.test');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < CODE_TRIES; i++) expect((await call('authCode', { email: 'admin@demo.test', code: wrong })).status).toBe(401);
      expect((await call('authCode', { email: 'admin@demo.test', code })).status).toBe(401);

      await call('authCode', { email: 'admin@demo.test' });
      const late = await mailedCode(backend, 'admin@demo.test');
      clock += CODE_SECONDS * 1000;
      expect((await call('authCode', { email: 'admin@demo.test', code: late })).status).toBe(401);

      await call('authCode', { email: 'admin@demo.test' });
      const inTime = await mailedCode(backend, 'admin@demo.test');
      clock += (CODE_SECONDS - 1) * 1000;
      expect((await call('authCode', { email: 'admin@demo.test', code: inTime })).status).toBe(200);
    });

    it('a bad code is 422 with the field error', async () => {
      const res = await call('authCode', { email: 'admin@demo.test', code: '12ab' });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ code: ['code: The code is 6 digits'] });
    });

    it(`code requests: ${MAIL_ACCOUNT_LIMIT.failures} per account in ${MAIL_ACCOUNT_LIMIT.windowSeconds / 60} minutes, then 429 with Retry-After`, async () => {
      clock += 3600_000;
      for (let i = 0; i < MAIL_ACCOUNT_LIMIT.failures; i++) expect((await call('authCode', { email: 'expired@demo.test' })).status).toBe(200);
      const refused = await call('authCode', { email: 'expired@demo.test' });
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(MAIL_ACCOUNT_LIMIT.windowSeconds);
      expect(refused.json.status).toEqual({ code: 429, message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/) });
      // Unknown e-mails are limited the same way (nothing tells them apart).
      for (let i = 0; i < MAIL_ACCOUNT_LIMIT.failures; i++) await call('authCode', { email: 'nobody2@demo.test' });
      expect((await call('authCode', { email: 'nobody2@demo.test' })).status).toBe(429);
      clock += (refused.retryAfter + 1) * 1000;
      expect((await call('authCode', { email: 'expired@demo.test' })).status).toBe(200);
    });

    it(`code sign-ins: ${CODE_FAILURE_ACCOUNT_LIMIT.failures} failures per account, then 429 even for the right code`, async () => {
      clock += 3600_000;
      await call('authCode', { email: 'expired@demo.test' });
      const code = await mailedCode(backend, 'expired@demo.test');
      const wrong = code === '000000' ? '000001' : '000000';
      // Fresh codes keep coming (a code has 5 tries), from many addresses: the account's count is what stops it.
      for (let i = 0; i < CODE_FAILURE_ACCOUNT_LIMIT.failures; i++) await call('authCode', { email: 'expired@demo.test', code: wrong });
      const refused = await call('authCode', { email: 'expired@demo.test', code });
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeGreaterThan(0);
    });
  });

  describe('password reset', () => {
    it('restore → mail → check → reset: the new password works, the old one and every refresh token do not', async () => {
      clock += 3600_000;
      const before = await loginAs(backend, 'inactive@demo.test');
      const asked = await call('restorePassword', { email: 'inactive@demo.test' });
      expect(asked).toMatchObject({ status: 200, json: { status: { code: 200, message: RESET_SENT_MESSAGE } } });
      expect((await call('restorePassword', { email: 'nobody@demo.test' })).json).toEqual(asked.json);
      const [mail] = await mailsTo(backend, 'inactive@demo.test');
      expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/reset-password/?token=`);
      const token = await mailedToken(backend, 'inactive@demo.test', '/reset-password/');

      expect((await call('checkResetToken', { token })).json).toEqual({
        status: { code: 200, message: 'OK' },
        data: { valid: true, email: 'i***e@demo.test' },
      });
      const unknown = await call('checkResetToken', { token: 'nope' });
      expect(unknown).toMatchObject({ status: 200, json: { status: { code: 410, message: LINK_INVALID_MESSAGE }, data: { valid: false } } });

      // The password rules, with their exact messages, under the field; the token is not spent by a refusal.
      const cases: [string, string[]][] = [
        ['short1', [PASSWORD_MESSAGE]],
        ['lettersonly', [PASSWORD_NUMBER_MESSAGE, PASSWORD_MESSAGE]],
        ['12345678', [PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE]],
        ['with&amp1', [PASSWORD_MESSAGE]],
        ['with"quote1', [PASSWORD_MESSAGE]],
        ['with space1', [PASSWORD_MESSAGE]],
        [`a1${'x'.repeat(49)}`, [PASSWORD_MESSAGE]],
      ];
      for (const [password, errors] of cases) {
        const res = await call('resetPassword', { token, password });
        expect(res.status, password).toBe(422);
        expect(res.json.errors).toEqual({ password: errors });
        expect((res.json.status as { code: number }).code).toBe(422);
      }

      const done = await call('resetPassword', { token, password: 'newpass123' });
      expect(done).toMatchObject({ status: 200, json: { status: { code: 200 } } });
      expect(calls.refreshToken.response.parse((await refresh(before.rtoken)).json).status.code).toBe(419);
      expect((await login('inactive@demo.test', 'demo1234')).status).toBe(401);
      expect((await login('inactive@demo.test', 'newpass123')).status).toBe(200);
      // Single use.
      const again = await call('resetPassword', { token, password: 'other1234' });
      expect(again).toMatchObject({
        status: 410,
        json: { status: { code: 410, message: LINK_INVALID_MESSAGE }, errors: { token: [LINK_INVALID_MESSAGE] } },
      });
      expect((await call('checkResetToken', { token })).json).toMatchObject({ data: { valid: false } });
    });

    it(`a reset link expires after ${RESET_SECONDS / 3600} hour`, async () => {
      clock += 3600_000;
      await call('restorePassword', { email: 'inactive@demo.test' });
      const token = await mailedToken(backend, 'inactive@demo.test', '/reset-password/');
      clock += RESET_SECONDS * 1000;
      expect((await call('checkResetToken', { token })).json).toMatchObject({ data: { valid: false } });
      expect((await call('resetPassword', { token, password: 'late1234' })).status).toBe(410);
    });

    it(`reset e-mails from one address: ${MAIL_ADDRESS_LIMIT.failures} an hour, whichever e-mails, then 429`, async () => {
      clock += 3600_000;
      const address = nextAddress();
      for (let i = 0; i < MAIL_ADDRESS_LIMIT.failures; i++)
        expect((await call('restorePassword', { email: `x${i}@demo.test` }, { address })).status).toBe(200);
      const refused = await call('restorePassword', { email: 'inactive@demo.test' }, { address });
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeLessThanOrEqual(MAIL_ADDRESS_LIMIT.windowSeconds);
      expect((await call('restorePassword', { email: 'inactive@demo.test' })).status).toBe(200);
    });
  });

  describe('blocked account', () => {
    it('failed logins block it → resend unblock e-mail → the link unblocks → the login works', async () => {
      clock += 3600_000;
      for (let i = 0; i < ACCOUNT_LIMIT.failures; i++) await login('benefits@demo.test', 'wrong-pass');
      const blocked = await login('benefits@demo.test', 'demo1234');
      expect(blocked).toMatchObject({ status: 423, json: { status: { code: 423, message: BLOCKED_MESSAGE }, data: { allowResendEmail: true } } });
      // The block sent the first unblock e-mail; the resend sends another (the same answer for anybody).
      expect(await mailsTo(backend, 'benefits@demo.test')).toHaveLength(1);
      const resent = await call('resendUnblockEmail', { email: 'benefits@demo.test' });
      expect(resent).toMatchObject({ status: 200, json: { status: { code: 200, message: UNBLOCK_SENT_MESSAGE } } });
      expect((await call('resendUnblockEmail', { email: 'nobody@demo.test' })).json).toEqual(resent.json);
      expect(await mailsTo(backend, 'benefits@demo.test')).toHaveLength(2);
      // Removal is behind the same block.
      expect((await call('initAccountRemoval', { email: 'benefits@demo.test', password: 'demo1234' })).json).toMatchObject({
        status: { code: 423 },
        data: { allowResendEmail: true },
      });

      const token = await mailedToken(backend, 'benefits@demo.test', '/api/wp/auth/unblock');
      const followed = await backend.app.request(`/api/wp/auth/unblock?token=${encodeURIComponent(token)}`);
      expect(followed.status).toBe(303);
      expect(followed.headers.get('location')).toBe('/login/?unblocked=1');
      expect((await login('benefits@demo.test', 'demo1234')).status).toBe(200);
      const reused = await backend.app.request(`/api/wp/auth/unblock?token=${encodeURIComponent(token)}`);
      expect(reused.headers.get('location')).toBe('/login/?unblocked=0');
    });

    it('an account that is not blocked gets no unblock e-mail', async () => {
      await call('resendUnblockEmail', { email: 'trial@demo.test' });
      expect(await mailsTo(backend, 'trial@demo.test')).toEqual([]);
    });
  });

  describe('e-mail change', () => {
    it('request (bearer) → link to the new address → confirm: the login takes the new e-mail only', async () => {
      clock += 3600_000;
      const { atoken } = await loginAs(backend, 'trial@demo.test');
      expect((await call('requestChangeEmail', { email: 'trial2@demo.test' })).status).toBe(401);
      expect((await call('requestChangeEmail', { email: 'not-an-email' }, { token: atoken })).json.errors).toEqual({ email: [EMAIL_MESSAGE] });
      expect((await call('requestChangeEmail', { email: 'active@demo.test' }, { token: atoken })).json.errors).toEqual({
        email: [EMAIL_TAKEN_MESSAGE],
      });
      const asked = await call('requestChangeEmail', { email: 'Trial2@Demo.test' }, { token: atoken });
      expect(asked.status).toBe(200);
      const token = await mailedToken(backend, 'trial2@demo.test', '/email-change/');
      const done = await call('confirmChangeEmail', { token });
      expect(done.json).toEqual({ status: { code: 200, message: 'Your e-mail address has been changed.' }, data: { email: 'trial2@demo.test' } });
      expect((await login('trial@demo.test', 'demo1234')).status).toBe(401);
      expect((await login('trial2@demo.test', 'demo1234')).status).toBe(200);
      expect((await call('confirmChangeEmail', { token })).status).toBe(410);
    });

    it('an address taken between the request and the confirmation → 422 under email', async () => {
      const admin = await loginAs(backend, 'admin@demo.test');
      const expired = await loginAs(backend, 'expired@demo.test');
      await call('requestChangeEmail', { email: 'shared@demo.test' }, { token: admin.atoken });
      await call('requestChangeEmail', { email: 'shared@demo.test' }, { token: expired.atoken });
      const [second, first] = await mailsTo(backend, 'shared@demo.test');
      const tokenOf = (text = '') => decodeURIComponent(/token=([\w%-]+)/.exec(text)?.[1] ?? '');
      expect((await call('confirmChangeEmail', { token: tokenOf(first?.text) })).status).toBe(200);
      const taken = await call('confirmChangeEmail', { token: tokenOf(second?.text) });
      expect(taken.status).toBe(422);
      expect(taken.json.errors).toEqual({ email: [EMAIL_TAKEN_MESSAGE] });
    });
  });

  describe('account removal', () => {
    it('credentials → confirmation link → removed: the login fails, the refresh token no longer refreshes', async () => {
      clock += 3600_000;
      const session = await loginAs(backend, 'canceled@demo.test');
      const wrong = await call('initAccountRemoval', { email: 'canceled@demo.test', password: 'wrong-pass' });
      expect(wrong).toMatchObject({ status: 401, json: { status: { code: 401, message: 'Invalid email or password' } } });
      expect(await mailsTo(backend, 'canceled@demo.test')).toEqual([]);
      expect((await call('initAccountRemoval', { email: 'canceled@demo.test', password: 'demo1234' })).status).toBe(200);
      const token = await mailedToken(backend, 'canceled@demo.test', '/account-removal/');
      expect((await call('removeAccount', { token: 'nope' })).status).toBe(410);
      expect((await call('removeAccount', { token })).json).toEqual({
        status: { code: 200, message: 'Your account has been removed.' },
        data: { email: 'canceled@demo.test' },
      });
      expect((await login('canceled@demo.test', 'demo1234')).status).toBe(401);
      expect(calls.refreshToken.response.parse((await refresh(session.rtoken)).json).status.code).toBe(401);
      const info = await backend.app.request(urlOf('userInfo'), { headers: { authorization: `Bearer ${session.atoken}` } });
      expect(info.status).toBe(401);
      expect((await call('removeAccount', { token })).status).toBe(410);
    });
  });

  describe('outbox', () => {
    it('lists the mails newest first, for one address or all, with links on the public URL', async () => {
      const res = await backend.app.request('/api/dev/outbox?limit=3', { headers: devHeaders() });
      const { items } = calls.devOutbox.response.parse(await res.json()).data;
      expect(items).toHaveLength(3);
      expect(items.map((m) => m.id)).toEqual([...items.map((m) => m.id)].sort((a, b) => b - a));
      expect((await backend.app.request('/api/dev/outbox?limit=0', { headers: devHeaders() })).status).toBe(422);
    });

    it('answers 404 unless the backend serves developer calls (the site runs embedded)', async () => {
      const plain = await createBackend({ db: backend.db, jwtSecret: 'test-secret', seed: false });
      expect((await plain.app.request('/api/dev/outbox', { headers: devHeaders() })).status).toBe(404);
    });
  });
});
