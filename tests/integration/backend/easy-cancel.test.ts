/**
 * Easy cancel and upgrade subscription in the reference backend (spec 001 §2, §3 'Easy cancel', §4 'Dashboard and
 * cancellation', §7, §8; contracts/easy-cancel.ts, contracts/upgrade.ts): the questions by sort, the settings, the
 * upgrade URL (a sandbox biller's payment page for the caller's own membership only), the feedback (stored, the
 * membership canceled, the URL to go to) and its refusals (a question unanswered, another's or an unknown membership,
 * twice), which change nothing; the upgrade offers and rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { signPostback } from '../../../backend/billing/checkout.ts';
import { ANSWER_EVERY_QUESTION } from '../../../backend/rules/easy-cancel-survey.ts';
import { fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let member: { atoken: string };
  let membershipUuid = '';
  beforeAll(async () => {
    backend = await freshBackend();
    member = await loginAs(backend, 'easycancel@demo.test');
    const info = await request(backend, 'GET', urlOf('dashboardInfo'), { token: member.atoken });
    membershipUuid = calls.dashboardInfo.response.parse(info.json).data.info.membership_uuid ?? '';
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const questions = async () =>
    calls.easyCancelQuestions.response.parse((await request(backend, 'GET', urlOf('easyCancelQuestions'), { token: member.atoken })).json).data;
  const allAnswers = async () => (await questions()).map((q) => ({ questionId: q.id, answerId: q.answers.at(-1)?.id ?? 0 }));
  const send = (body: unknown, token = member.atoken) => request(backend, 'POST', urlOf('easyCancelFeedback'), { body, token });

  describe('easy cancel', () => {
    it('needs a member: no questions, settings, URL or feedback without a valid token', async () => {
      expect((await request(backend, 'GET', urlOf('easyCancelQuestions'))).status).toBe(401);
      expect((await request(backend, 'GET', urlOf('easyCancelSettings'))).status).toBe(401);
      expect((await request(backend, 'GET', urlOf('easyCancelUpgradeUrl', {}, `?membershipUuid=${membershipUuid}`))).status).toBe(401);
      expect((await request(backend, 'POST', urlOf('easyCancelFeedback'), { body: {} })).status).toBe(401);
    });

    it('lists the questions and their answers by sort, and the settings', async () => {
      const list = await questions();
      expect(list.map((q) => q.sort)).toEqual([10, 20, 30, 40]);
      expect(list[0]?.text).toBe('Why are you cancelling?');
      for (const q of list) expect(q.answers.map((a) => a.sort)).toEqual([...q.answers.map((a) => a.sort)].sort((a, b) => a - b));
      expect(list[0]?.answers.map((a) => a.text)).toEqual([
        'It costs too much',
        'Not enough new scenes',
        'I do not have time to watch',
        'Technical problems with my headset',
        'Something else',
      ]);
      const settings = await request(backend, 'GET', urlOf('easyCancelSettings'), { token: member.atoken });
      expect(calls.easyCancelSettings.response.parse(settings.json).data).toMatchObject({
        isCommentAllowed: true,
        submitText: 'Cancel my membership',
      });
    });

    it('answers the upgrade URL of the caller’s own membership: a sandbox biller’s payment page of the 1-year plan', async () => {
      const res = await request(backend, 'GET', urlOf('easyCancelUpgradeUrl', {}, `?membershipUuid=${membershipUuid}`), { token: member.atoken });
      expect(res.status).toBe(200);
      const url = calls.easyCancelUpgradeUrl.response.parse(res.json).url ?? '';
      expect(url).toMatch(/\/billing\/epoch\/pay\/[\w-]+\/$/);
      const [payment] = await backend.db.query<{ price_uuid: string }>('SELECT price_uuid FROM payments WHERE uuid = $1', [url.split('/').at(-2)]);
      expect(payment?.price_uuid).toBe('price-base-1y');
      const other = await loginAs(backend, 'active@demo.test');
      const refused = await request(backend, 'GET', urlOf('easyCancelUpgradeUrl', {}, `?membershipUuid=${membershipUuid}`), { token: other.atoken });
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.json)).toContain('This membership is not one of yours.');
    });

    it('refuses a survey with a question unanswered, another question’s answer, or a membership not the caller’s: nothing changes', async () => {
      const answers = await allAnswers();
      const other = await loginAs(backend, 'active@demo.test');
      const before = await fingerprint(backend.db);
      const missing = await send({ membershipUuid, answers: answers.slice(1), comment: '' });
      expect([missing.status, JSON.stringify(missing.json)]).toEqual([422, expect.stringContaining(ANSWER_EVERY_QUESTION)]);
      const swapped = answers.map((a, i) => ({ ...a, answerId: answers[(i + 1) % answers.length]?.answerId ?? 0 }));
      expect((await send({ membershipUuid, answers: swapped })).status).toBe(422);
      expect((await send({ membershipUuid, answers: [...answers, answers[0]] })).status).toBe(422);
      const unknown = await send({ membershipUuid: 'membership-nobody', answers });
      expect([unknown.status, JSON.stringify(unknown.json)]).toEqual([404, expect.stringContaining('This membership is not one of yours.')]);
      expect((await send({ membershipUuid, answers }, other.atoken)).status).toBe(404);
      expect((await send({ membershipUuid, answers: 'all of them' })).status).toBe(422);
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('stores the feedback, cancels the membership (access until its rebill date) and answers the URL; a second time is refused', async () => {
      const answers = await allAnswers();
      const res = await send({ membershipUuid, answers, comment: '  Too busy this summer.  ' });
      expect(res.status).toBe(200);
      expect(calls.easyCancelFeedback.response.parse(res.json).data.url).toBe('/main-dashboard/membership-info/');
      const [stored] = await backend.db.query<{ answers: unknown; comment: string }>(
        'SELECT answers, comment FROM easy_cancel_feedback WHERE membership_uuid = $1',
        [membershipUuid],
      );
      expect(stored).toEqual({ answers, comment: '  Too busy this summer.  ' });
      const info = calls.dashboardInfo.response.parse((await request(backend, 'GET', urlOf('dashboardInfo'), { token: member.atoken })).json).data;
      expect([info.info.status, info.info.isEasyCancel]).toEqual(['canceled', false]);
      expect(info.info.expiry).toBeGreaterThan(0);
      const [user] = await backend.db.query<{ status_code: number }>("SELECT status_code FROM users WHERE email = 'easycancel@demo.test'");
      expect(user?.status_code).toBe(200);
      const again = await send({ membershipUuid, answers });
      expect([again.status, JSON.stringify(again.json)]).toEqual([409, expect.stringContaining('already canceled')]);
    });
  });

  describe('upgrade subscription', () => {
    it('answers the member’s price and the offers, and the rules from each recurring base price to cheaper-per-month longer plans', async () => {
      const { atoken } = await loginAs(backend, 'active@demo.test');
      const offers = calls.upgradeOffers.response.parse((await request(backend, 'GET', urlOf('upgradeOffers'), { token: atoken })).json).data;
      expect(offers.priceUuid).toBe('price-base-1m');
      expect(offers.offers.map((o) => [o.priceUuid, o.title, o.amount])).toEqual([
        ['price-base-1m', '1 Month', 29.99],
        ['price-base-3m', '3 Months', 59.99],
        ['price-base-1y', '1 Year', 99],
      ]);
      const rules = calls.priceUpgradeRules.response.parse((await request(backend, 'GET', urlOf('priceUpgradeRules'))).json);
      expect(rules.filter((r) => r.fromPriceUuid === 'price-base-1m')).toEqual([
        { fromPriceUuid: 'price-base-1m', toPriceUuid: 'price-base-3m', priceDifference: 30 },
        { fromPriceUuid: 'price-base-1m', toPriceUuid: 'price-base-1y', priceDifference: 69.01 },
      ]);
      expect(rules.filter((r) => r.fromPriceUuid === 'price-base-1y')).toEqual([]);
      expect((await request(backend, 'GET', urlOf('upgradeOffers'))).status).toBe(401);
    });

    it('buying an offer through the checkout’s payment URL replaces the member’s plan once the biller approves', async () => {
      // A monthly member: the rules let 1 Month move to 3 Months.
      const { atoken } = await loginAs(backend, 'verified@demo.test');
      const [user] = await backend.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'verified@demo.test'");
      const before = calls.dashboardInfo.response.parse((await request(backend, 'GET', urlOf('dashboardInfo'), { token: atoken })).json).data.info;
      const asked = await request(backend, 'POST', urlOf('paymentUrl'), {
        body: { userUuid: user?.uuid, paymentSystem: 'segpay', priceUuid: 'price-base-3m', slavePriceUuids: [] },
        token: atoken,
      });
      const paymentUrl = calls.paymentUrl.response.parse(asked.json).data.paymentUrl ?? '';
      const fields = {
        biller: 'segpay',
        paymentUuid: paymentUrl.split('/').at(-2) ?? '',
        transactionId: 'tx-upgrade-1',
        status: 'approved' as const,
        amountCents: 5999,
        currency: 'USD' as const,
      };
      const posted = await request(backend, 'POST', '/api/billing/postback', { body: { ...fields, signature: signPostback(backend.ctx, fields) } });
      expect(posted.status).toBe(200);
      const after = calls.dashboardInfo.response.parse((await request(backend, 'GET', urlOf('dashboardInfo'), { token: atoken })).json).data.info;
      expect([after.membership, after.status, after.membership_uuid === before.membership_uuid]).toEqual(['3 Months', 'active', false]);
      const [old] = await backend.db.query<{ status_code: number }>('SELECT status_code FROM memberships WHERE uuid = $1', [before.membership_uuid]);
      expect(old?.status_code).toBe(300);
    });
  });
});
