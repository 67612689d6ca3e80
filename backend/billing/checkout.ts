/**
 * What the checkout calls and the sandbox billers share: the price a payment is for (looked up, never
 * taken from the browser), the biller it may use (rules/billers.ts), the
 * memberships an approval creates, the biller's hosted page of a payment, and the postback: its signature
 * (HMAC-SHA256 with the backend's key, so a forged or altered postback is refused) and what it does, the same for the
 * hosted pages' decisions and POST /api/billing/postback. A member-plus price's payment (payments.member_plus,
 * routes/member-plus.ts) goes the same way: its approval makes the one membership on the price's partner site.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { MemberPlusPrice } from '../../contracts/member-plus.ts';
import type { Biller, PostbackBody, Price, PriceSlot } from '../../contracts/sales.ts';
import { STANDARD_SLOT_TYPE } from '../../contracts/slot-type.ts';
import { type BackendContext, nowSeconds } from '../context.ts';
import { getSetting } from '../repo/catalogue.ts';
import { ApiError, errorBody, notFound } from '../http/errors.ts';
import { memberPlusPriceByUuid } from '../repo/member-plus.ts';
import { type NewMembership, type PaymentRow, approvePayment, createPayment, declinePayment, paymentByUuid } from '../repo/payments.ts';
import { activeSiteMembership, endReplacedMembership } from '../repo/upgrades.ts';
import { eligibleBillers } from '../rules/billers.ts';

/** Every price slot on sale, the sale event's included. */
async function slotsOnSale(ctx: BackendContext): Promise<PriceSlot[]> {
  const slots = await getSetting<{ regular: PriceSlot[]; sale: PriceSlot[] }>(ctx.db, 'priceSlots');
  return [...(slots?.regular ?? []), ...(slots?.sale ?? [])];
}

/** Every price on sale, the sale event's included. */
export async function priceByUuid(ctx: BackendContext, uuid: string): Promise<Price | undefined> {
  return (await slotsOnSale(ctx)).find((slot) => slot.price.uuid === uuid)?.price;
}

/**
 * The special prices (a slot's type other than 1, spec 001 §3, §9): the ones the leave-page trap switches on, sold only
 * with its offer (auth/leave-offer.ts).
 */
export async function specialPriceUuids(ctx: BackendContext): Promise<string[]> {
  return (await slotsOnSale(ctx)).filter((slot) => slot.type !== STANDARD_SLOT_TYPE).map((slot) => slot.price.uuid);
}

export async function billers(ctx: BackendContext): Promise<Biller[]> {
  return (await getSetting<Biller[]>(ctx.db, 'billers')) ?? [];
}

/** The messages of a refused checkout, by field (spec 001 §3 'errors.data'). */
export type CheckoutProblem = { field: 'priceUuid' | 'slavePriceUuids' | 'paymentSystem'; message: string };

/**
 * The price and biller of a checkout, and whether the price is a special one (sold only with the leave-page offer:
 * routes/checkout.ts), or what is wrong with them: an unknown price, bundles or biller are refused.
 */
export async function checkoutOf(
  ctx: BackendContext,
  q: { priceUuid: string; slavePriceUuids: string[]; paymentSystem: string },
): Promise<{ price: Price; biller: Biller; special: boolean } | CheckoutProblem> {
  const slot = (await slotsOnSale(ctx)).find((s) => s.price.uuid === q.priceUuid);
  if (!slot) return { field: 'priceUuid', message: 'This price is not on sale.' };
  const price = slot.price;
  const same = q.slavePriceUuids.length === price.slavePriceUuids.length && q.slavePriceUuids.every((u) => price.slavePriceUuids.includes(u));
  if (!same) return { field: 'slavePriceUuids', message: 'These bundles do not belong to this price.' };
  const biller = eligibleBillers(await billers(ctx), price).find((b) => b.name === q.paymentSystem);
  if (!biller) return { field: 'paymentSystem', message: 'This payment method cannot take this price.' };
  return { price, biller, special: slot.type !== STANDARD_SLOT_TYPE };
}

/** The rebill date of a period started at `now` (unix seconds): calendar months and years, days of 86400 s. */
export function rebillAt(now: number, period: Price['period']): number {
  if (period.unit === 'day') return now + period.count * 86_400;
  const date = new Date(now * 1000);
  if (period.unit === 'month') date.setUTCMonth(date.getUTCMonth() + period.count);
  else date.setUTCFullYear(date.getUTCFullYear() + period.count);
  return Math.floor(date.getTime() / 1000);
}

/** The memberships a price buys: this site's, and one on each partner site it is bundled with. */
export function membershipsFor(price: Price, paymentSystem: string, now: number): NewMembership[] {
  const rebill = price.isNonRecurring ? null : rebillAt(now, price.period);
  const base = { payment_system: paymentSystem, is_non_recurring: price.isNonRecurring, rebill_at: rebill, currency: price.currency };
  return [
    { ...base, uuid: randomUUID(), site_host: '', price_uuid: price.uuid, amount_cents: Math.round(price.amount * 100) },
    ...price.priceSlaveSites.map((site, i) => ({
      ...base,
      uuid: randomUUID(),
      site_host: site.siteHost,
      price_uuid: price.slavePriceUuids[i] ?? `${price.uuid}-on-${site.uuid}`,
      amount_cents: 0,
    })),
  ];
}

/** The one membership a member-plus price buys: on its partner site (an external site's, like a bundle's), at its price. */
export function memberPlusMembership(price: MemberPlusPrice, paymentSystem: string, now: number): NewMembership {
  return {
    uuid: randomUUID(),
    site_host: new URL(price.site.url).host,
    price_uuid: price.uuid,
    payment_system: paymentSystem,
    is_non_recurring: false,
    rebill_at: rebillAt(now, price.period),
    amount_cents: Math.round(price.amount * 100),
    currency: price.currency,
  };
}

/** The memberships a payment buys; undefined when its price is no longer on sale. */
async function membershipsOfPayment(ctx: BackendContext, payment: PaymentRow, now: number): Promise<NewMembership[] | undefined> {
  if (payment.tokens > 0) return [];
  if (payment.member_plus) {
    const offer = await memberPlusPriceByUuid(ctx.db, payment.price_uuid);
    return offer && [memberPlusMembership(offer, payment.payment_system, now)];
  }
  const price = await priceByUuid(ctx, payment.price_uuid);
  return price && membershipsFor(price, payment.payment_system, now);
}

const signed = (p: Omit<PostbackBody, 'signature'>) =>
  `postback:${p.biller}:${p.paymentUuid}:${p.transactionId}:${p.status}:${p.amountCents}:${p.currency}`;

/** The signature a biller puts on its postback (the shared secret: the backend's key). */
export const signPostback = (ctx: BackendContext, p: Omit<PostbackBody, 'signature'>): string =>
  createHmac('sha256', ctx.jwtKey).update(signed(p)).digest('hex');

export function postbackSigned(ctx: BackendContext, p: PostbackBody): boolean {
  const expected = Buffer.from(signPostback(ctx, p), 'hex');
  const given = Buffer.from(p.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The biller's hosted page of a payment. */
export const paymentPagePath = (biller: string, paymentUuid: string) => `/billing/${biller}/pay/${paymentUuid}/`;

/**
 * A pending payment of a price at its biller for a buyer (a join-now price with its bundles, a member-plus price, a
 * token pack): the URL of the biller's hosted page for it. `replaces`: the membership an upgrade replaces
 * (repo/upgrades.ts planChangeOf).
 */
export async function startPayment(
  ctx: BackendContext,
  userUuid: string,
  checkout: { price: { uuid: string; amount: number; currency: string }; biller: { name: string } },
  slavePriceUuids: string[],
  { memberPlus = false, tokens = 0, replaces = null }: { memberPlus?: boolean; tokens?: number; replaces?: string | null } = {},
): Promise<string> {
  const uuid = randomUUID();
  await createPayment(ctx.db, {
    uuid,
    user_uuid: userUuid,
    price_uuid: checkout.price.uuid,
    slave_price_uuids: slavePriceUuids,
    payment_system: checkout.biller.name,
    amount_cents: Math.round(checkout.price.amount * 100),
    currency: checkout.price.currency,
    created_at: nowSeconds(ctx),
    member_plus: memberPlus,
    tokens,
    replaces,
  });
  return `${ctx.publicUrl}${paymentPagePath(checkout.biller.name, uuid)}`;
}

/** A return URL on this site as an absolute URL (a path of the site, or a URL on its origin); null for any other. */
function onThisSite(ctx: BackendContext, returnUrl: string): string | null {
  if (/^\/(?![/\\])/.test(returnUrl)) return `${ctx.publicUrl}${returnUrl}`;
  try {
    const url = new URL(returnUrl);
    return url.origin === new URL(ctx.publicUrl).origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where the biller sends the buyer back, with `payment={uuid}` for the page to tell how it went: after a join-now
 * payment to /payment/ when approved, to /join-now/ when declined (the page keeps the tariff and the e-mail); after a
 * member-plus payment, either way, to its price's returnUrl when that is on this site, else to /payment/ (never to
 * another site: the returnUrl is the service's, but only this site reads the outcome); after a token pack's, either
 * way, to /tokens/.
 */
export async function returnUrlOf(ctx: BackendContext, payment: PaymentRow, status: PostbackBody['status']): Promise<string> {
  let back = `${ctx.publicUrl}${status === 'approved' ? '/payment/' : '/join-now/'}`;
  if (payment.tokens > 0) back = `${ctx.publicUrl}/tokens/`;
  if (payment.member_plus) {
    const offer = await memberPlusPriceByUuid(ctx.db, payment.price_uuid);
    back = (offer && onThisSite(ctx, offer.site.returnUrl)) || `${ctx.publicUrl}/payment/`;
  }
  return `${back}${back.includes('?') ? '&' : '?'}payment=${encodeURIComponent(payment.uuid)}`;
}

/** Applies a biller's postback; throws the refusal (403 unsigned, 404 unknown payment, 422 not this payment's). */
export async function applyPostback(ctx: BackendContext, body: PostbackBody): Promise<boolean> {
  if (!postbackSigned(ctx, body)) throw new ApiError(403, errorBody(403, 'The postback signature does not match.'));
  const payment = await paymentByUuid(ctx.db, body.paymentUuid);
  if (!payment) throw notFound();
  if (payment.payment_system !== body.biller || payment.amount_cents !== body.amountCents || payment.currency !== body.currency) {
    throw new ApiError(422, errorBody(422, 'The postback does not match its payment.'));
  }
  const now = nowSeconds(ctx);
  if (body.status === 'declined') return declinePayment(ctx.db, payment.uuid, body.transactionId, now, 'Your card was declined. No money was taken.');
  const memberships = await membershipsOfPayment(ctx, payment, now);
  if (!memberships) throw new ApiError(422, errorBody(422, 'The postback’s price is no longer on sale.'));
  const approved = await approvePayment(ctx.db, payment.uuid, body.transactionId, now, memberships);
  // An upgrade's new plan replaces the one it names (repo/upgrades.ts); no other payment ends a plan.
  if (approved && payment.replaces) await endReplacedMembership(ctx.db, payment.user_uuid, payment.replaces, now);
  // A token pack's tokens reach the buyer's open cam tabs now, not at their next page.
  if (approved && payment.tokens > 0) await ctx.cams.balanceChanged(payment.user_uuid);
  return approved;
}

/**
 * Why a pending payment may not be taken now, '' when it may: a base plan of this site (not an upgrade, a member-plus
 * price or a token pack) for a buyer who has an active membership here since it was started (another tab's payment
 * went through first). The biller's page refuses it before any money is taken.
 */
export async function paymentBlocked(ctx: BackendContext, payment: PaymentRow): Promise<string> {
  if (payment.member_plus || payment.tokens > 0 || payment.replaces) return '';
  return (await activeSiteMembership(ctx.db, payment.user_uuid)) ? 'Your account has an active membership already. Nothing was charged.' : '';
}
