/**
 * The cam token is for the cam provider only (issue 38, finding 2). The `vrlive_token` of GET /api/vrlive/user-info
 * (audience 'vrlive', 1 hour) used to pass the site's bearer check, which never looked at the audience: with it the
 * member's dashboard info, favourites and memberships answered 200, and partner-code → partner-token minted a new
 * refreshable session — even after a password change had ended every other session. Now the site's verifier takes
 * only its own access tokens (issuer, audience and type), the cam provider only cam tokens, and a password change or
 * a logout ends the member's cam tokens too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { SANDBOX_APP_PATH, SANDBOX_CLIENT_ID } from '../../../backend/auth/partner-apps.ts';
import { MESSAGES } from '../../../backend/cams/cam-rules.ts';
import { CamRefusal } from '../../../backend/cams/world-api.ts';
import { calls } from '../../../contracts/calls.ts';
import { TEST_PUBLIC_URL, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

const REDIRECT = `${TEST_PUBLIC_URL}${SANDBOX_APP_PATH}`;

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
    backend.cams.setFrozen(true);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  /** The member's cam token, as the cam area gets it with the member's access token. */
  const camTokenOf = async (atoken: string): Promise<string> => {
    const res = await request(backend, 'GET', urlOf('camUserInfo'), { token: atoken });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const token = (calls.camUserInfo.response.parse(res.json).data as Record<string, unknown> | null)?.vrlive_token;
    expect(typeof token).toBe('string');
    return String(token);
  };

  /** The cam provider's sign-in with a token: the user it signed in, or the provider's refusal message. */
  const camLogin = async (token: string): Promise<{ userId: string } | { refused: string }> => {
    const conn = backend.cams.connect(() => {});
    try {
      const { userId } = await conn.call('auth.login', { token });
      return { userId };
    } catch (err) {
      if (err instanceof CamRefusal) return { refused: err.message };
      throw err;
    } finally {
      conn.close();
    }
  };

  const siteCalls = (token: string) => ({
    dashboardInfo: () => request(backend, 'GET', urlOf('dashboardInfo'), { token }),
    favourites: () => request(backend, 'GET', urlOf('favoriteVideoIds'), { token }),
    memberships: () => request(backend, 'GET', urlOf('memberships'), { token }),
    partnerCode: () => request(backend, 'POST', urlOf('partnerCode'), { token, body: { clientId: SANDBOX_CLIENT_ID, redirectUri: REDIRECT } }),
  });

  describe("a member's cam token", () => {
    let atoken: string;
    let camToken: string;
    let uuid: string;
    beforeAll(async () => {
      ({ atoken } = await loginAs(backend, 'active@demo.test'));
      camToken = await camTokenOf(atoken);
      uuid = String((await backend.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'active@demo.test'"))[0]?.uuid);
    });

    it('is refused by the site: dashboard info, favourites, memberships and the cam user info answer 401', async () => {
      const withCam = siteCalls(camToken);
      expect((await withCam.dashboardInfo()).status).toBe(401);
      expect((await withCam.favourites()).status).toBe(401);
      expect((await withCam.memberships()).status).toBe(401);
      // Nor does it buy itself a fresh cam token (an hour more) or read the balance.
      expect((await request(backend, 'GET', urlOf('camUserInfo'), { token: camToken })).status).toBe(401);
    });

    it('cannot ask for a partner code, so it mints no session through partner-token', async () => {
      const asked = await siteCalls(camToken).partnerCode();
      expect(asked.status).toBe(401);
      expect(calls.partnerCode.response.parse(asked.json).data ?? null).toBeNull();
      // Before the fix the code it got was exchanged for a new refreshable pair; there is no code to exchange now.
      const exchanged = await request(backend, 'POST', urlOf('partnerToken'), {
        body: {
          clientId: SANDBOX_CLIENT_ID,
          code: String((asked.json as { data?: { code?: unknown } | null }).data?.code ?? ''),
          redirectUri: REDIRECT,
        },
      });
      expect(exchanged.status).not.toBe(200);
    });

    it("leaves the member's own access token working, partner login included", async () => {
      const own = siteCalls(atoken);
      expect((await own.dashboardInfo()).status).toBe(200);
      expect((await own.favourites()).status).toBe(200);
      expect((await own.memberships()).status).toBe(200);
      const asked = await own.partnerCode();
      expect(asked.status).toBe(200);
      const code = calls.partnerCode.response.parse(asked.json).data?.code ?? '';
      const exchanged = await request(backend, 'POST', urlOf('partnerToken'), { body: { clientId: SANDBOX_CLIENT_ID, code, redirectUri: REDIRECT } });
      expect(exchanged.status).toBe(200);
    });

    it('is accepted by the cam provider, which refuses the site access token', async () => {
      expect(await camLogin(camToken)).toEqual({ userId: uuid });
      expect(await camLogin(atoken)).toEqual({ refused: MESSAGES.invalidToken });
    });
  });

  describe('ends with the session', () => {
    const passwordForm = (password: string, next: string) => {
      const form = new FormData();
      form.append('password', password);
      form.append('new_password', next);
      form.append('new_password_confirmation', next);
      return form;
    };

    it("a password change ends the member's cam tokens; a new one works", async () => {
      const mine = await loginAs(backend, 'password@demo.test');
      const old = await camTokenOf(mine.atoken);
      expect(await camLogin(old)).toHaveProperty('userId');
      const res = await backend.app.request(urlOf('changePassword'), {
        method: 'POST',
        headers: { authorization: `Bearer ${mine.atoken}`, cookie: `rtoken=${encodeURIComponent(mine.rtoken)}` },
        body: passwordForm('demo1234', 'fresh9876'),
      });
      expect(res.status).toBe(200);
      expect(await camLogin(old)).toEqual({ refused: MESSAGES.invalidToken });
      // The session that changed the password stays signed in and gets a cam token that works.
      expect(await camLogin(await camTokenOf(mine.atoken))).toHaveProperty('userId');
    });

    it("a logout ends the member's cam tokens", async () => {
      const session = await loginAs(backend, 'camtips@demo.test');
      const old = await camTokenOf(session.atoken);
      expect(await camLogin(old)).toHaveProperty('userId');
      const out = await request(backend, 'POST', urlOf('logout'), { body: { refresh_token: session.rtoken } });
      expect(out.status).toBe(200);
      expect(await camLogin(old)).toEqual({ refused: MESSAGES.invalidToken });
    });

    it('a logout with a token that is not live ends nothing', async () => {
      const session = await loginAs(backend, 'camspy@demo.test');
      const camToken = await camTokenOf(session.atoken);
      const out = await request(backend, 'POST', urlOf('logout'), { body: { refresh_token: 'not-a-refresh-token' } });
      expect(out.status).toBe(200);
      expect(await camLogin(camToken)).toHaveProperty('userId');
    });
  });
});
