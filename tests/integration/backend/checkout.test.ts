/**
 * Checkout through the sandbox billers ('Sandbox billers', 'Bad input'; spec 001 §4 'Checkout
 * flow', §5, §8): the sign-up's messages under their fields, prices, bundles and billers the browser made up refused,
 * the hosted page's three test cards (approve, decline, 3-D Secure) deciding the payment through the signed postback,
 * the memberships an approval creates (the partner sites' too), and forged, mismatched and repeated postbacks
 * changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { signPostback } from '../../../backend/billing/checkout.ts';
import { TEST_CARDS } from '../../../backend/routes/billing.ts';
import { EMAIL_TAKEN_MESSAGE } from '../../../backend/routes/checkout.ts';
import { ACTIVE_PLAN_MESSAGE } from '../../../backend/repo/upgrades.ts';
import { calls } from '../../../contracts/calls.ts';
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, PASSWORD_NUMBER_MESSAGE } from '../../../contracts/password-rules.ts';
import { CheckoutErrorBody, type PostbackBody } from '../../../contracts/sales.ts';
import { fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  let buyers = 0;
  const signUp = (over: Record<string, unknown> = {}) =>
    request(backend, 'POST', urlOf('signUp'), {
      body: {
        email: `buyer${++buyers}@demo.test`,
        password: 'buyer1234',
        isReceiveUpdates: true,
        paymentSystem: 'epoch',
        priceUuid: 'price-base-1m',
        ...over,
      },
    });
  const refusal = (res: { status: number; json: unknown }) => {
    expect(res.status).toBe(422);
    return CheckoutErrorBody.parse(res.json).errors;
  };
  /** A new buyer's hosted payment page (its path on the site's origin). */
  const paymentPage = async (over: Record<string, unknown> = {}) => {
    const res = await signUp(over);
    expect(res.status).toBe(200);
    const url = new URL(calls.signUp.response.parse(res.json).data.paymentUrl ?? '');
    return { path: url.pathname, uuid: url.pathname.split('/').at(-2) ?? '' };
  };
  const pay = (path: string, fields: Record<string, string>) =>
    backend.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const card = (number: string) => ({ card: number, expiry: '12/39', cvc: '123' });
  /** Where a payment stands, as its buyer (signed in with the buyers' password) asks. */
  const status = async (uuid: string) => {
    const [buyer] = await backend.db.query<{ email: string }>(
      'SELECT users.email FROM payments JOIN users ON users.uuid = payments.user_uuid WHERE payments.uuid = $1',
      [uuid],
    );
    const { atoken } = await loginAs(backend, buyer?.email ?? '', 'buyer1234');
    return calls.paymentStatus.response.parse((await request(backend, 'GET', urlOf('paymentStatus', { uuid }), { token: atoken })).json).data;
  };
  const userOf = async (uuid: string) =>
    (
      await backend.db.query<{ status_code: number; affiliate_id: string | null }>(
        'SELECT users.status_code, users.affiliate_id FROM payments JOIN users ON users.uuid = payments.user_uuid WHERE payments.uuid = $1',
        [uuid],
      )
    )[0];
  const membershipsOf = (uuid: string) =>
    backend.db.query<{ site_host: string; rebill_at: number | null }>(
      'SELECT m.site_host, m.rebill_at FROM memberships m JOIN payments p ON p.user_uuid = m.user_uuid WHERE p.uuid = $1 ORDER BY m.site_host',
      [uuid],
    );

  describe('the sign-up', () => {
    it('puts the rules’ messages under their fields, and a taken e-mail under the e-mail', async () => {
      const empty = refusal(await signUp({ email: '', password: '', paymentSystem: '' }));
      expect(empty.data).toEqual({
        email: ['This field is required'],
        password: ['This field is required'],
        paymentSystem: ['Payment system not selected'],
      });
      const bad = refusal(await signUp({ email: 'not-an-email', password: 'lettersonly' }));
      expect(bad.data.email).toEqual([EMAIL_MESSAGE]);
      expect(bad.data.password).toEqual([PASSWORD_NUMBER_MESSAGE, PASSWORD_MESSAGE]);
      const taken = refusal(await signUp({ email: 'Active@Demo.Test' }));
      expect(taken.data.email).toEqual([EMAIL_TAKEN_MESSAGE]);
    });

    it('refuses prices, bundles and billers the browser made up, creating nothing', async () => {
      const before = await fingerprint(backend.db);
      expect(Object.keys(refusal(await signUp({ priceUuid: 'price-free' })).data)).toEqual(['priceUuid']);
      expect(Object.keys(refusal(await signUp({ priceUuid: 'price-first-1m', slavePriceUuids: [] })).data)).toEqual(['slavePriceUuids']);
      expect(Object.keys(refusal(await signUp({ slavePriceUuids: ['price-base-1m-on-partner-lumen'] })).data)).toEqual(['slavePriceUuids']);
      expect(Object.keys(refusal(await signUp({ paymentSystem: 'freepay' })).data)).toEqual(['paymentSystem']);
      // A recurring price never goes to the one-time biller, nor to the restricted one; a bundle only through epoch.
      expect(Object.keys(refusal(await signUp({ paymentSystem: 'cryptopay' })).data)).toEqual(['paymentSystem']);
      expect(Object.keys(refusal(await signUp({ paymentSystem: 'ccbill' })).data)).toEqual(['paymentSystem']);
      const bundle = { priceUuid: 'price-first-1m', slavePriceUuids: ['price-first-1m-on-partner-midnight'] };
      expect(Object.keys(refusal(await signUp({ ...bundle, paymentSystem: 'segpay' })).data)).toEqual(['paymentSystem']);
      expect(await fingerprint(backend.db)).toEqual(before);
    });
  });

  describe('a member’s plan (spec 001 §6: Join Now is for viewers without an active membership)', () => {
    /** A signed-in member's payment URL call for a price of this site, as the join-now checkout makes it. */
    const signedIn = async (email: string, password = 'demo1234') => {
      const { atoken } = await loginAs(backend, email, password);
      const [user] = await backend.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [email]);
      return (priceUuid: string) =>
        request(backend, 'POST', urlOf('paymentUrl'), {
          body: { userUuid: user?.uuid, paymentSystem: 'epoch', priceUuid, slavePriceUuids: [] },
          token: atoken,
        });
    };
    const askAs = async (email: string, priceUuid: string, password = 'demo1234') => (await signedIn(email, password))(priceUuid);
    const plansOf = (email: string) =>
      backend.db.query<{ price_uuid: string; status_code: number; rebill_at: number | null }>(
        `SELECT m.price_uuid, m.status_code, m.rebill_at FROM memberships m JOIN users u ON u.uuid = m.user_uuid
         WHERE u.email = $1 AND m.site_host = '' ORDER BY m.joined_at, m.uuid`,
        [email],
      );

    it('refuses an active member a second base plan with 409 and the reason, and leaves the plan they paid for as it was', async () => {
      const ask = await signedIn('admin@demo.test');
      const before = await fingerprint(backend.db);
      // A 1-year member: 1 Month (a shorter plan, no upgrade rule) and the same plan again are both refused.
      for (const priceUuid of ['price-base-1m', 'price-base-1y']) {
        const refused = await ask(priceUuid);
        expect([refused.status, CheckoutErrorBody.parse(refused.json).errors.title]).toEqual([409, ACTIVE_PLAN_MESSAGE]);
      }
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('lets a canceled member buy again without ending the paid time their canceled plan has left', async () => {
      const [canceled] = await plansOf('canceled@demo.test');
      const asked = await askAs('canceled@demo.test', 'price-base-1m');
      expect(asked.status).toBe(200);
      const path = new URL(calls.paymentUrl.response.parse(asked.json).data.paymentUrl ?? '').pathname;
      expect((await pay(path, card(TEST_CARDS.approve))).status).toBe(303);
      expect(await plansOf('canceled@demo.test')).toEqual([canceled, expect.objectContaining({ price_uuid: 'price-base-1m', status_code: 100 })]);
    });

    it('takes one of two payments started side by side (two tabs): the other’s page refuses it before charging, and says why', async () => {
      const first = await paymentPage({ email: 'twotabs@demo.test', password: 'buyer1234' });
      const asked = await askAs('twotabs@demo.test', 'price-base-3m', 'buyer1234');
      expect(asked.status).toBe(200);
      const second = new URL(calls.paymentUrl.response.parse(asked.json).data.paymentUrl ?? '').pathname;
      expect((await pay(first.path, card(TEST_CARDS.approve))).status).toBe(303);
      const refused = await pay(second, card(TEST_CARDS.approve));
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain('Your account has an active membership already. Nothing was charged.');
      expect((await status(second.split('/').at(-2) ?? '')).status).toBe('declined');
      expect((await plansOf('twotabs@demo.test')).map((m) => [m.price_uuid, m.status_code])).toEqual([['price-base-1m', 100]]);
    });
  });

  it('tells where a payment stands to its buyer only: 401 without a session, 404 for another account', async () => {
    const { uuid } = await paymentPage();
    expect((await request(backend, 'GET', urlOf('paymentStatus', { uuid }))).status).toBe(401);
    const other = await loginAs(backend, 'active@demo.test');
    expect((await request(backend, 'GET', urlOf('paymentStatus', { uuid }), { token: other.atoken })).status).toBe(404);
    expect((await status(uuid)).status).toBe('pending');
  });

  describe('the hosted payment page', () => {
    it('approves with the approving card: an active member with this site’s and the partner site’s memberships', async () => {
      const { path, uuid } = await paymentPage({
        priceUuid: 'price-first-1m',
        slavePriceUuids: ['price-first-1m-on-partner-midnight'],
        affiliateId: 'aff42',
      });
      const form = await backend.app.request(path);
      expect(form.status).toBe(200);
      expect(await form.text()).toContain('39.99 USD');
      const paid = await pay(path, card(TEST_CARDS.approve));
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toMatch(new RegExp(`/payment/\\?payment=${uuid}$`));
      expect((await status(uuid)).status).toBe('approved');
      expect(await userOf(uuid)).toEqual({ status_code: 100, affiliate_id: 'aff42' });
      const memberships = await membershipsOf(uuid);
      expect(memberships.map((m) => m.site_host)).toEqual(['', 'midnightvr.test']);
      expect(memberships.every((m) => (m.rebill_at ?? 0) > Date.now() / 1000 + 27 * 86_400)).toBe(true);
      // Paid: the page cannot be paid again.
      expect((await pay(path, card(TEST_CARDS.approve))).status).toBe(404);
    });

    it('declines with the declining card: back to join-now, the e-mail and tariff kept, the account still inactive', async () => {
      const { path, uuid } = await paymentPage({ priceUuid: 'price-base-3m', paymentSystem: 'segpay' });
      const declined = await pay(path, card(TEST_CARDS.decline));
      expect(declined.headers.get('location')).toMatch(new RegExp(`/join-now/\\?payment=${uuid}$`));
      const s = await status(uuid);
      expect([s.status, s.priceUuid, s.paymentSystem, s.email]).toEqual(['declined', 'price-base-3m', 'segpay', `buyer${buyers}@demo.test`]);
      expect(s.message).toMatch(/declined/);
      expect((await userOf(uuid))?.status_code).toBe(1);
      expect(await membershipsOf(uuid)).toEqual([]);
    });

    it('asks for 3-D Secure with its card, approving on confirm and declining on cancel', async () => {
      for (const [decision, outcome] of [
        ['confirm', 'approved'],
        ['cancel', 'declined'],
      ] as const) {
        const { path, uuid } = await paymentPage();
        const asked = await pay(path, card(TEST_CARDS.secure));
        expect(asked.headers.get('location')).toBe(path.replace('/pay/', '/3ds/'));
        expect(await (await backend.app.request(path.replace('/pay/', '/3ds/'))).text()).toContain('Confirm payment');
        await pay(path.replace('/pay/', '/3ds/'), { decision });
        expect((await status(uuid)).status).toBe(outcome);
      }
    });

    it('shows the form again with the message for a card it cannot charge, the payment still pending', async () => {
      const { path, uuid } = await paymentPage();
      for (const fields of [
        card('1234'),
        { ...card(TEST_CARDS.approve), expiry: '01/20' },
        { ...card(TEST_CARDS.approve), cvc: 'x' },
        card('5555555555554444'),
      ]) {
        const res = await pay(path, fields);
        expect(res.status).toBe(400);
        expect(await res.text()).toMatch(/role="alert">[^<]+</);
      }
      expect((await status(uuid)).status).toBe('pending');
    });

    it('lets a signed-in member pay through /api/payment/url, for their own account only', async () => {
      const tokens = await loginAs(backend, 'expired@demo.test');
      const [me] = await backend.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'expired@demo.test'");
      const [other] = await backend.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'active@demo.test'");
      const ask = (userUuid: string | undefined) =>
        request(backend, 'POST', urlOf('paymentUrl'), {
          body: { userUuid, paymentSystem: 'epoch', priceUuid: 'price-base-1y' },
          token: tokens.atoken,
        });
      expect(refusal(await ask(other?.uuid)).data).toHaveProperty('userUuid');
      const mine = calls.paymentUrl.response.parse((await ask(me?.uuid)).json).data.paymentUrl ?? '';
      expect(mine).toMatch(/\/billing\/epoch\/pay\/[0-9a-f-]+\/$/);
      expect(
        (await request(backend, 'POST', urlOf('paymentUrl'), { body: { userUuid: me?.uuid, paymentSystem: 'epoch', priceUuid: 'price-base-1y' } }))
          .status,
      ).toBe(401);
    });
  });

  describe('postbacks', () => {
    it('refuse a bad signature, an unknown payment and a wrong amount; a replay or a second word changes nothing', async () => {
      const { uuid } = await paymentPage();
      const ctx = backend.ctx;
      const fields: Omit<PostbackBody, 'signature'> = {
        biller: 'epoch',
        paymentUuid: uuid,
        transactionId: 'tx-1',
        status: 'approved',
        amountCents: 2999,
        currency: 'USD',
      };
      const post = (body: PostbackBody) => request(backend, 'POST', '/api/billing/postback', { body });
      const before = await fingerprint(backend.db);
      expect((await post({ ...fields, signature: 'ab'.repeat(32) })).status).toBe(403);
      expect((await post({ ...fields, amountCents: 1, signature: signPostback(ctx, fields) })).status).toBe(403);
      const unknown = { ...fields, paymentUuid: 'no-such-payment' };
      expect((await post({ ...unknown, signature: signPostback(ctx, unknown) })).status).toBe(404);
      const cheaper = { ...fields, amountCents: 1 };
      expect((await post({ ...cheaper, signature: signPostback(ctx, cheaper) })).status).toBe(422);
      const otherBiller = { ...fields, biller: 'segpay' };
      expect((await post({ ...otherBiller, signature: signPostback(ctx, otherBiller) })).status).toBe(422);
      expect(await fingerprint(backend.db)).toEqual(before);
      const applied = async (body: Omit<PostbackBody, 'signature'>) =>
        ((await post({ ...body, signature: signPostback(ctx, body) })).json as { data: { applied: boolean } }).data.applied;
      expect(await applied(fields)).toBe(true);
      const after = await fingerprint(backend.db);
      expect(await applied(fields)).toBe(false);
      expect(await applied({ ...fields, transactionId: 'tx-2', status: 'declined' })).toBe(false);
      expect(await fingerprint(backend.db)).toEqual(after);
      expect((await status(uuid)).status).toBe('approved');
    });
  });
});
