/**
 * Age verification in the embedded backend (spec 000 §4 'Age verification', §7): provider sessions and the sandbox
 * provider's buttons, the status poll, the verification report, the two questions, token kinds, refusal cancelling.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const signIn = async (email: string) => {
    const tokens = await loginAs(backend, email);
    return { ...tokens, uuid: String(decodeJwt(tokens.atoken).sub), kind: decodeJwt(tokens.atoken).kind };
  };
  const openSession = async (atoken: string, body?: unknown) => {
    const res = await request(backend, 'POST', urlOf('ageVerificationSession'), { token: atoken, body });
    expect(res.status).toBe(200);
    return calls.ageVerificationSession.response.parse(res.json).data;
  };
  const press = (url: string, outcome: string) => backend.app.request(`${url}${outcome}/`, { method: 'POST' });
  const statusOf = async (atoken: string, sessionId: string) =>
    calls.ageVerificationStatus.response.parse((await request(backend, 'GET', urlOf('ageVerificationStatus', { sessionId }), { token: atoken })).json)
      .data.status;
  const ask = async (atoken: string, uuid: string) => ({
    must: (await request(backend, 'GET', urlOf('mustPassVerification', { userId: uuid }), { token: atoken })).json,
    has: (await request(backend, 'GET', urlOf('hasVerification', { userId: uuid }), { token: atoken })).json,
  });

  describe('token kinds and the two questions', () => {
    it.each([
      ['unverified@demo.test', 'verify', true, false],
      ['unverified-strict@demo.test', 'verify-only', true, false],
      ['renew@demo.test', 'renew', false, false],
      ['verified@demo.test', 'verified', true, true],
      ['app@demo.test', 'verified-app', true, true],
      ['active@demo.test', undefined, false, false],
      ['canceled@demo.test', undefined, false, false],
    ])('%s: kind %s, must pass %s, has %s', async (email, kind, must, has) => {
      const me = await signIn(email);
      expect(me.kind).toBe(kind);
      expect(await ask(me.atoken, me.uuid)).toEqual({ must: { isUserMustPassVerification: must }, has: { isUserHasVerification: has } });
    });

    it("another user's uuid is 403, no token 401", async () => {
      const me = await signIn('active@demo.test');
      const other = await signIn('unverified@demo.test');
      for (const name of ['mustPassVerification', 'hasVerification'] as const) {
        expect((await request(backend, 'GET', urlOf(name, { userId: other.uuid }), { token: me.atoken })).status).toBe(403);
        expect((await request(backend, 'GET', urlOf(name, { userId: me.uuid }))).status).toBe(401);
      }
      const report = await request(backend, 'POST', urlOf('reportVerification', { userId: other.uuid }), {
        token: me.atoken,
        body: { isVerified: true },
      });
      expect(report.status).toBe(403);
    });
  });

  describe('the sandbox provider', () => {
    it('a session starts pending; its page has the four buttons; another user cannot read it', async () => {
      const me = await signIn('unverified@demo.test');
      const { sessionId, url } = await openSession(me.atoken);
      expect(url).toBe(`/sandbox-id/verify/${sessionId}/`);
      expect(await statusOf(me.atoken, sessionId)).toBe('pending');
      const page = await (await backend.app.request(url)).text();
      for (const label of ['Approve', 'Refuse', 'Fail', 'Take a long time']) expect(page).toContain(`>${label}</button>`);
      const other = await signIn('active@demo.test');
      expect((await request(backend, 'GET', urlOf('ageVerificationStatus', { sessionId }), { token: other.atoken })).status).toBe(404);
    });

    it("'Take a long time' stays pending and sends back to the return path with the sessionId", async () => {
      const me = await signIn('unverified@demo.test');
      const { sessionId, url } = await openSession(me.atoken, { returnUrl: '/age-verification/' });
      const res = await press(url, 'wait');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/age-verification/?sessionId=${sessionId}`);
      expect(await statusOf(me.atoken, sessionId)).toBe('pending');
    });

    it('a return URL of another origin is replaced by /age-verification/', async () => {
      const me = await signIn('unverified@demo.test');
      for (const returnUrl of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
        const { sessionId, url } = await openSession(me.atoken, { returnUrl });
        expect((await press(url, 'fail')).headers.get('location')).toBe(`/age-verification/?sessionId=${sessionId}`);
        expect(await statusOf(me.atoken, sessionId)).toBe('failed');
      }
    });

    it('isVerified true without an approved session is refused (422) and verifies nothing', async () => {
      const me = await signIn('unverified-strict@demo.test');
      const res = await request(backend, 'POST', urlOf('reportVerification', { userId: me.uuid }), { token: me.atoken, body: { isVerified: true } });
      expect(res.status).toBe(422);
      expect((await ask(me.atoken, me.uuid)).has).toEqual({ isUserHasVerification: false });
    });

    it('Approve → approved; the report verifies the account and the refreshed token carries kind verified', async () => {
      const me = await signIn('unverified@demo.test');
      const { sessionId, url } = await openSession(me.atoken);
      expect((await press(url, 'approve')).status).toBe(303);
      expect(await statusOf(me.atoken, sessionId)).toBe('approved');
      // A second press changes nothing.
      await press(url, 'refuse');
      expect(await statusOf(me.atoken, sessionId)).toBe('approved');
      const report = await request(backend, 'POST', urlOf('reportVerification', { userId: me.uuid }), {
        token: me.atoken,
        body: { isVerified: true },
      });
      expect(report.status).toBe(201);
      expect(calls.reportVerification.response.safeParse(report.json).success).toBe(true);
      expect((await ask(me.atoken, me.uuid)).has).toEqual({ isUserHasVerification: true });
      const refreshed = calls.refreshToken.response.parse(
        (await request(backend, 'POST', urlOf('refreshToken'), { body: { refresh_token: me.rtoken } })).json,
      );
      expect(decodeJwt(refreshed.data?.token?.atoken ?? '').kind).toBe('verified');
    });

    it('Refuse → refused and the membership is canceled (usc 200)', async () => {
      const me = await signIn('unverified-strict@demo.test');
      const { sessionId, url } = await openSession(me.atoken);
      await press(url, 'refuse');
      expect(await statusOf(me.atoken, sessionId)).toBe('refused');
      const again = await signIn('unverified-strict@demo.test');
      expect(decodeJwt(again.atoken).usc).toBe(200);
      const info = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: again.atoken })).json);
      expect(info.data?.item?.status).toBe('canceled');
    });

    it('unknown session or outcome: 404', async () => {
      expect((await backend.app.request('/sandbox-id/verify/nope/')).status).toBe(404);
      expect((await backend.app.request('/sandbox-id/verify/nope/approve/', { method: 'POST' })).status).toBe(404);
      const me = await signIn('active@demo.test');
      const { url } = await openSession(me.atoken);
      expect((await backend.app.request(`${url}constructor/`, { method: 'POST' })).status).toBe(404);
    });
  });
});
