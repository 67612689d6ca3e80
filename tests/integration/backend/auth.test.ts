/** Login, refresh rotation, logout revocation, claims, user info and favourites (spec 000 §4, §6, §7, §9). */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { demoAccounts } from '../../../backend/auth/demo-accounts.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  /** A controllable clock (ms), starting at real time. */
  let clock = Date.now();
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const refresh = (rtoken: string) => request(backend, 'POST', urlOf('refreshToken'), { body: { refresh_token: rtoken } });

  describe('login', () => {
    it.each(demoAccounts.map((a) => [a.email, a] as const))('%s logs in with claims sub, exp, usc, partners, vra', async (_email, account) => {
      const nowSeconds = Math.floor(clock / 1000);
      const { atoken, rtoken } = await loginAs(backend, account.email);
      expect(rtoken.length).toBeGreaterThan(20);
      const claims = decodeJwt(atoken);
      expect(claims.usc).toBe(account.usc);
      expect(claims.partners).toEqual([]);
      expect(claims.vra).toEqual(account.roles);
      expect(typeof claims.sub).toBe('string');
      expect(claims.exp).toBe(nowSeconds + 15 * 60);
      const info = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: atoken })).json);
      expect(info.status.code).toBe(2);
      expect(info.data?.item?.email).toBe(account.email);
      expect(info.data?.item?.uuid).toBe(claims.sub);
      expect(info.data?.item?.status).toBe(account.status);
      expect(info.data?.item?.isTrial).toBe(account.isTrial);
      expect(info.data?.item?.hasBenefits).toBe(account.hasBenefits);
      expect(info.data?.item?.roles).toEqual(account.roles);
    });

    it('accepts the e-mail in any case', async () => {
      await expect(loginAs(backend, 'Active@Demo.Test')).resolves.toBeTruthy();
    });

    it('wrong password or unknown e-mail → 401 Invalid email or password', async () => {
      for (const body of [
        { email: 'active@demo.test', password: 'wrong-password' },
        { email: 'nobody@demo.test', password: 'demo1234' },
      ]) {
        const res = await request(backend, 'POST', urlOf('login'), { body });
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ status: { code: 401, message: 'Invalid email or password' } });
      }
    });
  });

  describe('refresh and logout', () => {
    it('refresh rotates: the new pair works; the old token repeated within 30 s gets that same pair, later 419', async () => {
      const first = await loginAs(backend, 'active@demo.test');
      const res = await refresh(first.rtoken);
      expect(res.status).toBe(200);
      const answer = calls.refreshToken.response.parse(res.json);
      expect(answer.status.code).toBe(200);
      const next = answer.data?.token;
      expect(next?.rtoken).toBeTruthy();
      expect(next?.rtoken).not.toBe(first.rtoken);
      const start = clock;
      try {
        clock = start + 30_000;
        const repeat = calls.refreshToken.response.parse((await refresh(first.rtoken)).json);
        expect(repeat.status.code).toBe(200);
        expect(repeat.data?.token).toEqual(next);
        clock = start + 31_000;
        const late = calls.refreshToken.response.parse((await refresh(first.rtoken)).json);
        expect(late.status.code).toBe(419);
        expect(late.data).toBeNull();
      } finally {
        clock = start;
      }
      // The late repeat was a copy's (issue 38, finding 10): the new refresh token ends with it; the access token
      // it came with lasts its 15 minutes.
      const info = await request(backend, 'GET', urlOf('userInfo'), { token: next?.atoken });
      expect(info.status).toBe(200);
      expect(calls.refreshToken.response.parse((await refresh(next?.rtoken ?? '')).json).status.code).toBe(419);
    });

    it('concurrent refreshes with one token all get the same new pair (no overlapping rotation logs anyone out)', async () => {
      const first = await loginAs(backend, 'canceled@demo.test');
      const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(first.rtoken)));
      const pairs = answers.map((res) => calls.refreshToken.response.parse(res.json));
      expect(pairs.map((a) => a.status.code)).toEqual(Array(6).fill(200));
      const [one] = pairs;
      for (const pair of pairs) expect(pair.data?.token).toEqual(one?.data?.token);
      expect(calls.refreshToken.response.parse((await refresh(one?.data?.token?.rtoken ?? '')).json).status.code).toBe(200);
    });

    it('logout with the new token: a repeat of the old one within the grace window is 419, not a way back in', async () => {
      const first = await loginAs(backend, 'inactive@demo.test');
      const next = calls.refreshToken.response.parse((await refresh(first.rtoken)).json).data?.token;
      await request(backend, 'POST', urlOf('logout'), { body: { refresh_token: next?.rtoken } });
      expect(calls.refreshToken.response.parse((await refresh(first.rtoken)).json).status.code).toBe(419);
    });

    it('logout with the old token just after a rotation also ends the pair that rotation gave out', async () => {
      const first = await loginAs(backend, 'benefits@demo.test');
      const next = calls.refreshToken.response.parse((await refresh(first.rtoken)).json).data?.token;
      await request(backend, 'POST', urlOf('logout'), { body: { refresh_token: first.rtoken } });
      expect(calls.refreshToken.response.parse((await refresh(next?.rtoken ?? '')).json).status.code).toBe(419);
      expect(calls.refreshToken.response.parse((await refresh(first.rtoken)).json).status.code).toBe(419);
    });

    it('unknown refresh token → status 401 with a message, HTTP 200', async () => {
      const res = await refresh('not-a-real-token');
      expect(res.status).toBe(200);
      const answer = calls.refreshToken.response.parse(res.json);
      expect(answer.status.code).toBe(401);
      expect(answer.status.message).not.toBe('');
      expect(answer.data).toBeNull();
    });

    it('logout revokes the refresh token', async () => {
      const tokens = await loginAs(backend, 'expired@demo.test');
      const res = await request(backend, 'POST', urlOf('logout'), { body: { refresh_token: tokens.rtoken }, token: tokens.atoken });
      expect(res.status).toBe(200);
      expect(calls.logout.response.parse(res.json).status.code).toBe(200);
      const answer = calls.refreshToken.response.parse((await refresh(tokens.rtoken)).json);
      expect(answer.status.code).toBe(419);
      expect(answer.data?.token ?? null).toBeNull();
    });

    it('access tokens expire after 15 minutes; refresh tokens after 720000 s', async () => {
      const tokens = await loginAs(backend, 'trial@demo.test');
      const start = clock;
      try {
        clock = start + 15 * 60 * 1000 + 1000;
        expect((await request(backend, 'GET', urlOf('userInfo'), { token: tokens.atoken })).status).toBe(401);
        clock = start + 720_000 * 1000 + 1000;
        const answer = calls.refreshToken.response.parse((await refresh(tokens.rtoken)).json);
        expect(answer.status.code).toBe(419);
      } finally {
        clock = start;
      }
    });
  });

  describe('bearer-protected calls', () => {
    it('user info without, or with a bad, token → 401', async () => {
      for (const token of [undefined, 'garbage', `${(await loginAs(backend, 'active@demo.test')).atoken}x`]) {
        const res = await request(backend, 'GET', urlOf('userInfo'), { token });
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ status: { code: 401, message: 'You are not authenticated.' } });
      }
    });

    it('a token signed with another secret is refused', async () => {
      const realSub = String(decodeJwt((await loginAs(backend, 'active@demo.test')).atoken).sub);
      const other = await tokenWithOtherSecret(realSub);
      expect((await request(backend, 'GET', urlOf('userInfo'), { token: other })).status).toBe(401);
    });

    it('favourite ids need a bearer token and reflect adds and removals', async () => {
      expect((await request(backend, 'GET', urlOf('favoriteVideoIds'))).status).toBe(401);
      expect((await request(backend, 'GET', urlOf('favoriteModelIds'))).status).toBe(401);
      const { atoken } = await loginAs(backend, 'active@demo.test');
      const before = calls.favoriteVideoIds.response.parse((await request(backend, 'GET', urlOf('favoriteVideoIds'), { token: atoken })).json);
      expect(before.data.favorites).toEqual([150, 142, 120]);
      const added = await request(backend, 'PUT', '/api/account/favorites/7', { token: atoken });
      expect(added.status).toBe(200);
      expect(calls.favoriteVideoIds.response.parse(added.json).data.favorites).toContain(7);
      await request(backend, 'DELETE', '/api/account/favorites/7', { token: atoken });
      const after = calls.favoriteVideoIds.response.parse((await request(backend, 'GET', urlOf('favoriteVideoIds'), { token: atoken })).json);
      expect(after.data.favorites).toEqual([150, 142, 120]);
      const models = calls.favoriteModelIds.response.parse((await request(backend, 'GET', urlOf('favoriteModelIds'), { token: atoken })).json);
      expect(models.data.ids).toEqual([1, 5]);
      const addedModel = await request(backend, 'POST', '/api/content/v1/user/favorite-models/9', { token: atoken });
      expect(calls.favoriteModelIds.response.parse(addedModel.json).data.ids).toContain(9);
      const removedModel = await request(backend, 'DELETE', '/api/content/v1/user/favorite-models/9', { token: atoken });
      expect(calls.favoriteModelIds.response.parse(removedModel.json).data.ids).toEqual([1, 5]);
    });
  });

  async function tokenWithOtherSecret(sub: string): Promise<string> {
    const { SignJWT } = await import('jose');
    return new SignJWT({ usc: 100, partners: [], vra: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret'));
  }
});
