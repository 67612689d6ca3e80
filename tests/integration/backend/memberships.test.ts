/**
 * The member's memberships and their cancellation in the reference backend (spec 001 §2 'Member dashboard' Membership
 * info; §3 'Membership list item'; §4 'Membership status', 'Dashboard and cancellation'; §7 membership-cancel; §9
 * canceled 200; contracts/memberships.ts): the list of this site's and the network's memberships by sort; a
 * cancellation of the member's own active recurring membership here makes it canceled with access until its rebill
 * date, the account canceled and the next token refresh usc 200; every other cancellation is refused with a clear
 * message and changes nothing.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { ALREADY_CANCELED_MESSAGE, EXTERNAL_MESSAGE, MEMBERSHIP_NOT_FOUND_MESSAGE, canceledMessage } from '../../../backend/routes/memberships.ts';
import { BASE_TIME, DAY } from '../../../backend/seed/constants.ts';
import { calls } from '../../../contracts/calls.ts';
import { fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

/** Seeded memberships (seed/users.ts buildMemberships): active@demo.test's here, cancel@demo.test's here and on LumenAR. */
const ACTIVE_HERE = 'membership-demo-1';
const CANCELED_HERE = 'membership-demo-4';
const CANCEL_HERE = 'membership-demo-6';
const CANCEL_LUMEN = 'membership-demo-7';
const NOW_MS = (BASE_TIME + DAY) * 1000;

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend(() => NOW_MS);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const listOf = async (atoken: string) => {
    const res = await request(backend, 'GET', urlOf('memberships'), { token: atoken });
    expect(res.status).toBe(200);
    return calls.memberships.response.parse(res.json).data.items;
  };
  const cancel = (atoken: string, body: unknown) => request(backend, 'POST', urlOf('cancelMembership'), { token: atoken, body });
  const messageOf = (json: unknown) => (json as { status: { message: string } }).status.message;

  describe('the memberships list', () => {
    it('needs a valid token', async () => {
      expect((await request(backend, 'GET', urlOf('memberships'))).status).toBe(401);
      expect((await request(backend, 'POST', urlOf('cancelMembership'), { body: { membershipUuid: CANCEL_HERE } })).status).toBe(401);
    });

    it('lists this site’s membership first, then the network’s, each with name, status, active flag and site', async () => {
      const items = await listOf((await loginAs(backend, 'active@demo.test')).atoken);
      expect(items.map((m) => [m.membership.name, m.membership.sort, m.status, m.membership.isActive, m.isExternalSite, m.siteName])).toEqual([
        ['1 Month', 1, 'active', true, false, ''],
        ['MidnightVR membership', 2, 'active', true, true, 'MidnightVR'],
      ]);
      expect(items[0]?.uuid).toBe(ACTIVE_HERE);
    });

    it('is empty for a member with none', async () => {
      expect(await listOf((await loginAs(backend, 'trial@demo.test')).atoken)).toEqual([]);
    });
  });

  describe('cancellation', () => {
    it('refuses another member’s membership, an unknown one, another site’s and a malformed body, changing nothing', async () => {
      const { atoken } = await loginAs(backend, 'cancel@demo.test');
      const before = await fingerprint(backend.db);
      const foreign = await cancel(atoken, { membershipUuid: ACTIVE_HERE });
      expect([foreign.status, messageOf(foreign.json)]).toEqual([404, MEMBERSHIP_NOT_FOUND_MESSAGE]);
      const unknown = await cancel(atoken, { membershipUuid: 'no-such-membership' });
      expect([unknown.status, messageOf(unknown.json)]).toEqual([404, MEMBERSHIP_NOT_FOUND_MESSAGE]);
      const external = await cancel(atoken, { membershipUuid: CANCEL_LUMEN });
      expect(external.status).toBe(422);
      expect(messageOf(external.json)).toContain(EXTERNAL_MESSAGE);
      expect((await cancel(atoken, { membershipUuid: '' })).status).toBe(422);
      expect((await cancel(atoken, {})).status).toBe(422);
      expect((await cancel(atoken, { membershipUuid: 'x'.repeat(101) })).status).toBe(422);
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('refuses an already canceled membership with 409', async () => {
      const { atoken } = await loginAs(backend, 'canceled@demo.test');
      const res = await cancel(atoken, { membershipUuid: CANCELED_HERE });
      expect([res.status, messageOf(res.json)]).toEqual([409, ALREADY_CANCELED_MESSAGE]);
    });

    it('cancels the member’s own: canceled until the rebill date, the account canceled, the next token usc 200', async () => {
      const { atoken, rtoken } = await loginAs(backend, 'cancel@demo.test');
      expect(decodeJwt(atoken).usc).toBe(100);
      // The seed's renewal dates are days after the day it was seeded (seed/users.ts): a year, and a year and 5 days.
      const rebillOf = async (uuid: string) =>
        Number((await backend.db.query<{ rebill_at: number }>('SELECT rebill_at FROM memberships WHERE uuid = $1', [uuid]))[0]?.rebill_at ?? 0);
      const [rebill, lumenRebill] = [await rebillOf(CANCEL_HERE), await rebillOf(CANCEL_LUMEN)];
      expect(lumenRebill - rebill).toBe(5 * DAY);
      const res = await cancel(atoken, { membershipUuid: CANCEL_HERE });
      expect(res.status).toBe(200);
      const answer = calls.cancelMembership.response.parse(res.json);
      expect(answer.data).toEqual({ membershipUuid: CANCEL_HERE, status: 'canceled', accessUntil: rebill });
      expect(answer.status.message).toBe(canceledMessage(rebill));
      expect(answer.status.message).toMatch(/^Your membership has been canceled\. You keep access until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);

      const items = await listOf(atoken);
      expect(items.map((m) => [m.uuid, m.status, m.membership.isActive, m.expiry])).toEqual([
        [CANCEL_HERE, 'canceled', true, rebill],
        [CANCEL_LUMEN, 'active', true, lumenRebill],
      ]);
      const info = calls.dashboardInfo.response.parse((await request(backend, 'GET', urlOf('dashboardInfo'), { token: atoken })).json).data;
      expect([info.info.status, info.info.expiry, info.info.isEasyCancel, info.dashboard.rebill_amount]).toEqual(['canceled', rebill, false, 0]);

      const refreshed = calls.refreshToken.response.parse(
        (await request(backend, 'POST', urlOf('refreshToken'), { body: { refresh_token: rtoken } })).json,
      ).data?.token;
      expect(decodeJwt(refreshed?.atoken ?? '').usc).toBe(200);
      const user = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: refreshed?.atoken })).json);
      expect(user.data?.item?.status).toBe('canceled');

      const twice = await cancel(atoken, { membershipUuid: CANCEL_HERE });
      expect([twice.status, messageOf(twice.json)]).toEqual([409, ALREADY_CANCELED_MESSAGE]);
    });
  });
});
