/**
 * The member's dashboard facts in the reference backend (spec 001 §3 'Dashboard', §7 GET /api/wp/user/dashboardInfo;
 * contracts/dashboard.ts): the current membership on this site — its biller, status, name, currency, join and rebill
 * dates — and its rebill figures; a member without one gets the 'nothing known' answer with their account's status;
 * no answer without a valid token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const infoOf = async (email: string) => {
    const { atoken } = await loginAs(backend, email);
    const res = await request(backend, 'GET', urlOf('dashboardInfo'), { token: atoken });
    expect(res.status).toBe(200);
    return calls.dashboardInfo.response.parse(res.json).data;
  };

  describe('dashboard info', () => {
    it('needs a valid token', async () => {
      expect((await request(backend, 'GET', urlOf('dashboardInfo'))).status).toBe(401);
      expect((await request(backend, 'GET', urlOf('dashboardInfo'), { token: 'not-a-token' })).status).toBe(401);
    });

    it('describes the active member’s monthly Epoch membership: its dates in seconds, its rebill in dollars', async () => {
      const { info, dashboard } = await infoOf('active@demo.test');
      expect(info).toMatchObject({
        paymentSystem: 'epoch',
        status: 'active',
        nonRecurring: false,
        isLifeTimePrice: false,
        membership: '1 Month',
        membership_currency: 'USD',
        isClassicBundle: false,
        // A MidnightVR membership bought separately (seed/users.ts buildMemberships).
        isSeparatedMembership: true,
        isEasyCancel: true,
      });
      expect(info.membership_uuid).toBeTruthy();
      expect(info.expiry ?? 0).toBeGreaterThan(info.registry ?? Number.POSITIVE_INFINITY);
      expect(dashboard).toMatchObject({
        periodicity: { unit: 'month', count: 1 },
        rebill_amount: 29.99,
        discounted_rebill: null,
        isDowngradeEvent: false,
      });
    });

    it('names each member’s biller; a canceled membership rebills nothing', async () => {
      expect((await infoOf('admin@demo.test')).info.paymentSystem).toBe('segpay');
      expect((await infoOf('verified@demo.test')).info.paymentSystem).toBe('ccbill');
      const canceled = await infoOf('canceled@demo.test');
      expect([canceled.info.status, canceled.info.isEasyCancel, canceled.dashboard.rebill_amount]).toEqual(['canceled', false, 0]);
    });

    it('answers the account’s status and nothing else for a member with no membership here', async () => {
      const { info, dashboard } = await infoOf('trial@demo.test');
      expect(info).toMatchObject({ paymentSystem: '', status: 'active', membership_uuid: null, registry: null, expiry: null });
      expect(dashboard.rebill_amount).toBe(0);
      expect((await infoOf('expired@demo.test')).info.status).toBe('expired');
    });
  });
});
