/**
 * The member-plus service of the reference backend (spec 001 §4 'Member-plus payment flow', §7 {memberPlus}
 * calls, §8): the seeded prices by id (404 for an unknown one), the payment URL of a signed-in member at a card
 * biller's hosted page — approving it with the test card makes the membership on the price's partner site (an external
 * site's, marked member-plus) and leaves the member's status here alone; the buyer comes back to the price's return
 * URL when it is on this site, else to /payment/ —, refusals (no token, an unknown piCode, another site, a biller that
 * is not a card biller) changing nothing, and the member's memberships and member-plus status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { signPostback } from '../../../backend/billing/checkout.ts';
import { TEST_CARDS } from '../../../backend/routes/billing.ts';
import { CARD_BILLERS_MESSAGE, OTHER_SITE_MESSAGE, UNKNOWN_OFFER_MESSAGE } from '../../../backend/routes/member-plus.ts';
import { MEMBER_PLUS_TILE_PRICE } from '../../../backend/seed/member-plus.ts';
import { calls } from '../../../contracts/calls.ts';
import { ErrorBody } from '../../../contracts/common.ts';
import type { PostbackBody } from '../../../contracts/sales.ts';
import { TEST_PUBLIC_URL, fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

const MIDNIGHT = { piCode: 'MP-MIDNIGHTVR-1M', siteUrl: 'https://midnightvr.test', segpayPackageId: 'sp-midnightvr-1m' };
const LUMEN = { piCode: 'MP-LUMENAR-3M', siteUrl: 'https://lumenar.test', returnUrl: '/videos/', segpayPackageId: 'sp-lumenar-3m' };

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const askPaymentUrl = (q: Record<string, string>, token?: string) =>
    request(backend, 'GET', urlOf('memberPlusPaymentUrl', {}, `?${new URLSearchParams(q)}`), { token });
  /** A member's payment URL for an offer: the hosted page's path and the payment's uuid. */
  const paymentPage = async (q: Record<string, string>, token: string) => {
    const res = await askPaymentUrl(q, token);
    expect(res.status).toBe(200);
    const url = new URL(calls.memberPlusPaymentUrl.response.parse(res.json).data.paymentUrl);
    expect(url.origin).toBe(TEST_PUBLIC_URL);
    return { path: url.pathname, uuid: url.pathname.split('/').at(-2) ?? '' };
  };
  const pay = (path: string, card: string) =>
    backend.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card, expiry: '12/39', cvc: '123' }).toString(),
    });
  const membershipsOf = async (token: string) =>
    calls.memberPlusAggregate.response.parse((await request(backend, 'GET', urlOf('memberPlusAggregate'), { token })).json).data.memberships;
  const userStatus = async (email: string) =>
    (await backend.db.query<{ status_code: number }>('SELECT status_code FROM users WHERE email = $1', [email]))[0]?.status_code;
  const refusedField = (res: { status: number; json: unknown }) => {
    expect(res.status).toBe(422);
    const body = ErrorBody.parse(res.json);
    return [Object.keys(body.errors ?? {}), body.status.message];
  };

  describe('prices', () => {
    it('answers a seeded price by its id: the partner site, the piCode and the pop-up’s media', async () => {
      const res = await request(backend, 'GET', urlOf('memberPlusPrice', { id: MEMBER_PLUS_TILE_PRICE }));
      expect(res.status).toBe(200);
      const { data } = calls.memberPlusPrice.response.parse(res.json);
      expect([data.piCode, data.customPaymentUrl, data.site.url]).toEqual([MIDNIGHT.piCode, null, MIDNIGHT.siteUrl]);
      expect(data.popup.mainImage).toMatch(/^\/media\/art\/promo\/[a-z0-9-]+\.svg$/);
      expect(data.popup.videoLink).toMatch(/^\/media\/clips\/preview-\d\.webm$/);
      const custom = calls.memberPlusPrice.response.parse((await request(backend, 'GET', urlOf('memberPlusPrice', { id: 'mp-harbor-1m' }))).json);
      expect(custom.data.customPaymentUrl).toMatch(/^https:\/\/harborvrguys\.test\//);
    });

    it('answers 404 in the ErrorBody shape for an unknown id', async () => {
      const res = await request(backend, 'GET', urlOf('memberPlusPrice', { id: 'no-such-price' }));
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.json).status.code).toBe(404);
    });
  });

  describe('the payment URL', () => {
    it('refuses a request without a valid token, an unknown offer, another site and a biller that is not a card biller, creating nothing', async () => {
      const { atoken } = await loginAs(backend, 'active@demo.test');
      const before = await fingerprint(backend.db);
      const q = { ...MIDNIGHT, paymentSystem: 'epoch' };
      expect((await askPaymentUrl(q)).status).toBe(401);
      expect((await askPaymentUrl(q, 'not-a-token')).status).toBe(401);
      expect(refusedField(await askPaymentUrl({ ...q, piCode: 'MP-FREE' }, atoken))).toEqual([
        ['piCode'],
        expect.stringContaining(UNKNOWN_OFFER_MESSAGE),
      ]);
      expect(refusedField(await askPaymentUrl({ ...q, siteUrl: 'https://lumenar.test' }, atoken))).toEqual([
        ['siteUrl'],
        expect.stringContaining(OTHER_SITE_MESSAGE),
      ]);
      for (const paymentSystem of ['ccbill', 'cryptopay', '']) {
        expect(refusedField(await askPaymentUrl({ ...q, paymentSystem }, atoken))).toEqual([
          ['paymentSystem'],
          expect.stringContaining(CARD_BILLERS_MESSAGE),
        ]);
      }
      expect((await askPaymentUrl({ paymentSystem: 'epoch' }, atoken)).status).toBe(422);
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('approved with the test card: the membership on the partner site, the status here unchanged, back to /payment/', async () => {
      const { atoken } = await loginAs(backend, 'expired@demo.test');
      const { path, uuid } = await paymentPage({ ...MIDNIGHT, paymentSystem: 'epoch', returnUrl: 'https://evil.test/' }, atoken);
      expect(path).toBe(`/billing/epoch/pay/${uuid}/`);
      const page = await backend.app.request(path);
      expect([page.status, (await page.text()).includes('9.99 USD')]).toEqual([200, true]);
      const paid = await pay(path, TEST_CARDS.approve);
      expect(paid.status).toBe(303);
      // The price's returnUrl is on the partner site: the buyer comes back to this site's payment page, never elsewhere.
      expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/payment/?payment=${uuid}`);
      const asked = await request(backend, 'GET', urlOf('paymentStatus', { uuid }), { token: atoken });
      expect(calls.paymentStatus.response.parse(asked.json).data.status).toBe('approved');
      expect(await userStatus('expired@demo.test')).toBe(300);

      const memberships = await membershipsOf(atoken);
      expect(memberships).toHaveLength(1);
      const [membership] = memberships;
      expect(membership).toMatchObject({
        siteHost: 'midnightvr.test',
        isExternalSite: true,
        isMemberPlus: true,
        priceUuid: MEMBER_PLUS_TILE_PRICE,
        paymentSystem: 'epoch',
        status: 100,
        isActive: true,
      });
      // One month on: a calendar month after the approval.
      expect((membership?.rebillAt ?? 0) - (membership?.joinedAt ?? 0)).toBeGreaterThanOrEqual(28 * 86_400);
      const status = calls.memberPlusStatus.response.parse((await request(backend, 'GET', urlOf('memberPlusStatus'), { token: atoken })).json);
      expect(status.data).toEqual({ isMemberPlus: true, activeSites: ['midnightvr.test'], nextRebillAt: membership?.rebillAt });
    });

    it('through the signed postback as well; declined at the hosted page, back to the price’s return URL on this site', async () => {
      const { atoken } = await loginAs(backend, 'benefits@demo.test');
      const approved = await paymentPage({ ...LUMEN, paymentSystem: 'segpay' }, atoken);
      const fields: Omit<PostbackBody, 'signature'> = {
        biller: 'segpay',
        paymentUuid: approved.uuid,
        transactionId: 'tx-member-plus-1',
        status: 'approved',
        amountCents: 1999,
        currency: 'USD',
      };
      const posted = await request(backend, 'POST', '/api/billing/postback', { body: { ...fields, signature: signPostback(backend.ctx, fields) } });
      expect(posted.json).toEqual({ data: { applied: true } });
      expect(await userStatus('benefits@demo.test')).toBe(1);
      const [lumen] = await membershipsOf(atoken);
      expect([lumen?.siteHost, lumen?.isExternalSite, lumen?.isMemberPlus]).toEqual(['lumenar.test', true, true]);
      expect((lumen?.rebillAt ?? 0) - (lumen?.joinedAt ?? 0)).toBeGreaterThanOrEqual(89 * 86_400);

      const declined = await paymentPage({ ...LUMEN, paymentSystem: 'epoch' }, atoken);
      const back = await pay(declined.path, TEST_CARDS.decline);
      expect(back.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/videos/?payment=${declined.uuid}`);
      expect(await membershipsOf(atoken)).toHaveLength(1);
    });
  });

  describe('memberships and status', () => {
    it('need the member’s token, and are empty for a member with none', async () => {
      expect((await request(backend, 'GET', urlOf('memberPlusAggregate'))).status).toBe(401);
      expect((await request(backend, 'GET', urlOf('memberPlusStatus'))).status).toBe(401);
      const { atoken } = await loginAs(backend, 'trial@demo.test');
      expect((await request(backend, 'GET', urlOf('memberPlusAggregate'), { token: atoken })).json).toEqual({ data: { memberships: [] } });
      expect((await request(backend, 'GET', urlOf('memberPlusStatus'), { token: atoken })).json).toEqual({
        data: { isMemberPlus: false, activeSites: [], nextRebillAt: null },
      });
    });
  });
});
