/**
 * The checkout's calls on the site host (spec 001 §4 'Checkout flow', §7 'Checkout and payment', §8):
 *   POST /api/account          {email, password, isReceiveUpdates, paymentSystem, priceUuid, slavePriceUuids,
 *                               affiliateId, offerId} → data.paymentUrl: the new (inactive) account's payment at the
 *                               biller's hosted page
 *   POST /api/payment/url      (Bearer) {userUuid, paymentSystem, priceUuid, slavePriceUuids} → data.paymentUrl; a
 *                               special price only with the visitor's leave-page offer (cookies leave-offer and
 *                               offer-visitor), as for the sign-up
 *   GET  /api/payment/status/{uuid} (Bearer) → where the buyer's own payment stands (the e-mail and tariff to keep
 *                               after a decline); 401 without a session, 404 for anyone else's payment
 *   POST /api/billing/postback {biller, paymentUuid, transactionId, status, amountCents, currency, signature}: the
 *                               biller's word; signed, for a known payment, its amount and biller; the first decides
 * A refused checkout answers 422 {status, errors: {title, data: {field: [messages]}}}: the e-mail and password rules'
 * messages, a taken e-mail, and a price, bundle or biller the browser made up; a base plan for a member who has an
 * active one answers 409 with the reason (only an upgrade offer may replace it: repo/upgrades.ts). A special price
 * (the leave-page trap's) is sold only inside the trap's window to the visitor it opened for (issue 38, finding 8):
 * without the visitor's unexpired leave-page offer naming it (its two cookies: auth/leave-offer.ts) the sign-up and
 * the payment URL answer 403 'This offer has expired.' under `offer`, before any account or payment is made.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LEAVE_OFFER_COOKIE, OFFER_EXPIRED_MESSAGE, OFFER_REFUSAL_FIELD, OFFER_VISITOR_COOKIE } from '../../contracts/leave-offer.ts';
import {
  CheckoutErrorBody,
  PaymentStatusAnswer,
  PaymentUrlAnswer,
  PaymentUrlBody,
  PostbackAnswer,
  PostbackBody,
  SignUpBody,
} from '../../contracts/sales.ts';
import { verifyLeaveOffer } from '../auth/leave-offer.ts';
import { hashPassword } from '../auth/passwords.ts';
import { rateLimitedFor, recordRateEvent, takenSignUpKeys, tooManyRequestsMessage } from '../auth/rate-limits.ts';
import { requireUser } from '../auth/session.ts';
import { applyPostback, checkoutOf, startPayment } from '../billing/checkout.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { notFound } from '../http/errors.ts';
import { jsonBody, slugParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { createBuyer, paymentByUuid } from '../repo/payments.ts';
import { planChangeOf } from '../repo/upgrades.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED } from '../rules/billers.ts';
import { accountEmail, signUpErrors } from '../rules/sign-up.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists. Log in to buy with it.';

const refused = (c: Context, title: string, data: Record<string, string[]>, status: 403 | 409 | 422 | 429 = 422) =>
  send(c, CheckoutErrorBody, { status: { code: status, message: title }, errors: { title, data } }, status);

/**
 * A special price's refusal (403 under `offer`) unless the caller's leave-page offer is valid, unexpired, theirs and
 * names the price; null for a standard price, or a special one with its offer.
 */
async function offerRefusal(c: Context, ctx: BackendContext, checkout: { price: { uuid: string }; special: boolean }) {
  if (!checkout.special) return null;
  const offer = await verifyLeaveOffer(ctx.jwtKey, getCookie(c, LEAVE_OFFER_COOKIE), getCookie(c, OFFER_VISITOR_COOKIE), ctx.now());
  if (offer?.prices.includes(checkout.price.uuid)) return null;
  return refused(c, OFFER_EXPIRED_MESSAGE, { [OFFER_REFUSAL_FIELD]: [OFFER_EXPIRED_MESSAGE] }, 403);
}

export const checkoutRoutes: RouteModule = (app, ctx) => {
  app.post('/api/account', async (c) => {
    const body = await jsonBody(c, SignUpBody);
    const email = accountEmail(body.email);
    const data = signUpErrors(body);
    if (Object.keys(data).length > 0) return refused(c, 'Please check the marked fields.', data);
    const checkout = await checkoutOf(ctx, body);
    if ('field' in checkout) return refused(c, checkout.message, { [checkout.field]: [checkout.message] });
    const noOffer = await offerRefusal(c, ctx, checkout);
    if (noOffer) return noOffer;
    // A taken e-mail's refusal says the account exists: an address gets few of them (auth/rate-limits.ts).
    const now = nowSeconds(ctx);
    const takenKeys = takenSignUpKeys(clientAddress(c));
    const wait = await rateLimitedFor(ctx.db, takenKeys, now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return refused(c, tooManyRequestsMessage(wait), {}, 429);
    }
    const uuid = randomUUID();
    const created = await createBuyer(ctx.db, {
      uuid,
      email,
      passwordHash: await hashPassword(body.password),
      affiliateId: body.affiliateId || null,
      receivesUpdates: body.isReceiveUpdates,
      now,
    });
    if (!created) {
      await recordRateEvent(ctx.db, takenKeys, now);
      return refused(c, EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
    }
    return send(c, PaymentUrlAnswer, { data: { paymentUrl: await startPayment(ctx, uuid, checkout, body.slavePriceUuids) } });
  });

  app.post('/api/payment/url', async (c) => {
    const user = await requireUser(c, ctx);
    const body = await jsonBody(c, PaymentUrlBody);
    if (body.userUuid !== user.uuid)
      return refused(c, 'This payment is for another account.', { userUuid: ['This payment is for another account.'] });
    if (!body.paymentSystem) return refused(c, PAYMENT_SYSTEM_NOT_SELECTED, { paymentSystem: [PAYMENT_SYSTEM_NOT_SELECTED] });
    const checkout = await checkoutOf(ctx, body);
    if ('field' in checkout) return refused(c, checkout.message, { [checkout.field]: [checkout.message] });
    const noOffer = await offerRefusal(c, ctx, checkout);
    if (noOffer) return noOffer;
    // A second base plan beside an active one is refused; an upgrade names the plan it replaces (repo/upgrades.ts).
    const change = await planChangeOf(ctx, user.uuid, checkout.price.uuid);
    if ('refused' in change) return refused(c, change.refused, {}, 409);
    const paymentUrl = await startPayment(ctx, user.uuid, checkout, body.slavePriceUuids, { replaces: change.replaces });
    return send(c, PaymentUrlAnswer, { data: { paymentUrl } });
  });

  app.get('/api/payment/status/:uuid', async (c) => {
    const user = await requireUser(c, ctx);
    const payment = await paymentByUuid(ctx.db, slugParam(c, 'uuid'));
    // Another buyer's payment is not there for this caller: its e-mail is theirs.
    if (!payment || payment.user_uuid !== user.uuid) throw notFound();
    return send(c, PaymentStatusAnswer, {
      data: {
        status: payment.status,
        email: payment.email,
        priceUuid: payment.price_uuid,
        slavePriceUuids: payment.slave_price_uuids,
        paymentSystem: payment.payment_system,
        message: payment.message,
      },
    });
  });

  app.post('/api/billing/postback', async (c) => {
    const body = await jsonBody(c, PostbackBody);
    return send(c, PostbackAnswer, { data: { applied: await applyPostback(ctx, body) } });
  });
};
