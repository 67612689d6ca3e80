/**
 * Live cam token packs on the reference backend (spec 002 §3.7, §4.8, §5): the packs by sort, a pack's
 * payment at a biller that may sell it, the biller's approval crediting the tokens once (a repeated postback credits
 * nothing) without touching the buyer's status or memberships, a decline crediting nothing, and the buyer sent back to
 * /tokens/. On PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { signPostback } from '../../../backend/billing/checkout.ts';
import { balanceOf } from '../../../backend/cams/billing.ts';
import { signCamToken } from '../../../backend/cams/cam-token.ts';
import type { CamPushedEvent } from '../../../contracts/cam-channel.ts';
import { TEST_CARDS } from '../../../backend/routes/billing.ts';
import { calls } from '../../../contracts/calls.ts';
import type { PostbackBody } from '../../../contracts/sales.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let token: string;
  let uuid: string;
  beforeAll(async () => {
    backend = await freshBackend();
    token = (await loginAs(backend, 'active@demo.test')).atoken;
    [{ uuid } = { uuid: '' }] = await backend.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'active@demo.test'");
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const buy = (body: Record<string, unknown>, auth: string | undefined = token) =>
    request(backend, 'POST', urlOf('tokenPaymentUrl'), { body, ...(auth ? { token: auth } : {}) });
  const PACK_500 = { priceUuid: 'tokens-500-normal', itemCode: 'TK500', isNonRecurring: true, paymentSystem: 'epoch' };
  const memberships = () => backend.db.query('SELECT uuid, status_code FROM memberships WHERE user_uuid = $1 ORDER BY uuid', [uuid]);
  const statusCode = async () => (await backend.db.query<{ status_code: number }>('SELECT status_code FROM users WHERE uuid = $1', [uuid]))[0];

  describe('the packs', () => {
    it('lists eight packs by sort, four of them quick-buy, each with an icon', async () => {
      const res = await request(backend, 'GET', urlOf('tokenTariffs'));
      const items = calls.tokenTariffs.response.parse(res.json).data.items;
      expect(items.map((t) => t.normalPrice.tokenAmount)).toEqual([100, 200, 500, 1000, 2500, 5000, 10000, 25000]);
      expect(items.filter((t) => t.isQuickBuy).map((t) => t.imageToken)).toEqual(['100', '500', '1000', '2500']);
      const icon = await backend.app.request('/i/token-icons/tokens-500.svg');
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      expect((await backend.app.request('/i/token-icons/tokens-7.svg')).status).toBe(404);
    });
  });

  describe('buying a pack', () => {
    it('refuses a guest, an unknown pack, a biller the pack is not sold by, and no biller', async () => {
      expect((await buy(PACK_500, '')).status).toBe(401);
      expect((await buy({ ...PACK_500, priceUuid: 'tokens-3-normal' })).status).toBe(422);
      // 5 000 tokens carry no ti-code: the restricted card biller cannot sell them; a recurring pack not by the one-time biller.
      expect((await buy({ priceUuid: 'tokens-5000-normal', itemCode: 'TK5000', isNonRecurring: false, paymentSystem: 'ccbill' })).status).toBe(422);
      expect((await buy({ priceUuid: 'tokens-200-normal', itemCode: 'TK200', isNonRecurring: false, paymentSystem: 'cryptopay' })).status).toBe(422);
      // A pack on a special price is sold at it, not at the normal one.
      expect((await buy({ priceUuid: 'tokens-2500-normal', itemCode: 'TK2500', isNonRecurring: false, paymentSystem: 'epoch' })).status).toBe(422);
      const none = await buy({ ...PACK_500, paymentSystem: '' });
      expect(none.status).toBe(422);
      expect(JSON.stringify(none.json)).toContain('Payment system not selected');
    });

    it("credits the tokens once on approval (told once to the buyer's open cam tab), leaves the status and memberships alone", async () => {
      const before = await balanceOf(backend.db, uuid);
      // The buyer's cam tab, signed in to the provider: the credit reaches it without a reload.
      const told: CamPushedEvent[] = [];
      const camTab = backend.cams.connect((event) => told.push(event));
      await camTab.call('auth.login', { token: await signCamToken(backend.ctx.jwtKey, { uuid, name: 'active', generation: 0 }, Date.now()) });
      const [ownMemberships, ownStatus] = [await memberships(), await statusCode()];
      const res = await buy(PACK_500);
      expect(res.status).toBe(200);
      const url = new URL(calls.tokenPaymentUrl.response.parse(res.json).data.paymentUrl ?? '');
      const payment = url.pathname.split('/').at(-2) ?? '';
      const fields: Omit<PostbackBody, 'signature'> = {
        biller: 'epoch',
        paymentUuid: payment,
        transactionId: `tx-tokens-${payment}`,
        status: 'approved',
        amountCents: 3999,
        currency: 'USD',
      };
      const post = (body: Omit<PostbackBody, 'signature'>) =>
        request(backend, 'POST', '/api/billing/postback', { body: { ...body, signature: signPostback(backend.ctx, body) } });
      expect((await post(fields)).status).toBe(200);
      expect(await balanceOf(backend.db, uuid)).toBe(before + 500);
      // The biller says it again: nothing more.
      await post(fields);
      await post({ ...fields, transactionId: 'tx-other', status: 'declined' });
      expect(await balanceOf(backend.db, uuid)).toBe(before + 500);
      expect(told.filter((e) => e.event === 'balanceChanged').map((e) => e.data)).toEqual([{ balance: before + 500 }]);
      camTab.close();
      expect(await memberships()).toEqual(ownMemberships);
      expect(await statusCode()).toEqual(ownStatus);
      const [ledger] = await backend.db.query<{ delta: number; reason: string }>('SELECT delta, reason FROM cam_ledger WHERE ref = $1', [payment]);
      expect(ledger).toEqual({ delta: 500, reason: 'purchase' });
    });

    it('pays on the hosted page: the approving card credits and comes back to /tokens/, the declining one credits nothing', async () => {
      const pay = async (card: string) => {
        const url = new URL(calls.tokenPaymentUrl.response.parse((await buy(PACK_500)).json).data.paymentUrl ?? '');
        return backend.app.request(url.pathname, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ card, expiry: '12/39', cvc: '123' }).toString(),
        });
      };
      const before = await balanceOf(backend.db, uuid);
      const declined = await pay(TEST_CARDS.decline);
      expect(declined.headers.get('location')).toMatch(/\/tokens\/\?payment=/);
      expect(await balanceOf(backend.db, uuid)).toBe(before);
      const approved = await pay(TEST_CARDS.approve);
      expect(approved.headers.get('location')).toMatch(/\/tokens\/\?payment=/);
      expect(await balanceOf(backend.db, uuid)).toBe(before + 500);
    });
  });
});
