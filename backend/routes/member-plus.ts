/**
 * The member-plus service ({memberPlus}; embedded under /api/member-plus; contracts/member-plus.ts; spec 001 §4
 * 'Member-plus payment flow', §7 'Checkout and payment'):
 *   GET …/api/v1/member-plus-prices/{id}          → data: the price (seed/member-plus.ts); 404 unknown
 *   GET …/api/v1/memberships/payment-url (Bearer) ?piCode&siteUrl&returnUrl&paymentSystem&segpayPackageId
 *                                                 → data.paymentUrl: a new pending payment of the price for the
 *                                                   member at the sandbox biller's hosted page (routes/billing.ts);
 *                                                   422 for an unknown piCode, another site's URL, or a biller that is
 *                                                   not one of the two card billers; 401 without a valid token
 *   GET …/api/v1/memberships/aggregate (Bearer)   → data.memberships: the member's, this site's and the network's
 *   GET …/api/v1/memberships/status (Bearer)      → data: {isMemberPlus, activeSites, nextRebillAt}
 * The price is looked up by its piCode, never taken from the request: the amount, the partner site and the return
 * are the price's own (a returnUrl sent along is not followed; billing/checkout.ts returnUrlOf decides). Approving the
 * hosted page makes the membership on the price's partner site (billing/checkout.ts applyPostback).
 */
import type { Context } from 'hono';
import { embeddedBasePath } from '../../contracts/calls.ts';
import {
  type MemberPlusMembership,
  MemberPlusAggregateAnswer,
  MemberPlusPaymentUrlAnswer,
  MemberPlusPaymentUrlQuery,
  MemberPlusPriceAnswer,
  MemberPlusStatusAnswer,
} from '../../contracts/member-plus.ts';
import { MEMBERSHIP_STATUS } from '../../contracts/access-claims.ts';
import { requireUser } from '../auth/session.ts';
import { startPayment } from '../billing/checkout.ts';
import type { BackendContext, RouteModule } from '../context.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { query, slugParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { memberPlusPriceByPiCode, memberPlusPriceByUuid, membershipsOfUser } from '../repo/member-plus.ts';

const base = `${embeddedBasePath.memberPlus}/api/v1`;

/** The member-plus service takes payments through the two card billers only (spec 001 §5 'Member-plus tile'). */
const MEMBER_PLUS_BILLERS: readonly string[] = ['epoch', 'segpay'];

export const UNKNOWN_OFFER_MESSAGE = 'This member-plus offer is unknown.';
export const OTHER_SITE_MESSAGE = 'This member-plus offer is for another site.';
export const CARD_BILLERS_MESSAGE = `Member-plus offers are paid by card: ${MEMBER_PLUS_BILLERS.join(' or ')}.`;

const sameSite = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** A membership gives access while active or canceled (the period paid for runs on); spec 001 §9 status codes. */
const givesAccess = (status: number) => status === MEMBERSHIP_STATUS.active || status === MEMBERSHIP_STATUS.canceled;

async function membershipsOf(c: Context, ctx: BackendContext): Promise<MemberPlusMembership[]> {
  const user = await requireUser(c, ctx);
  return (await membershipsOfUser(ctx.db, user.uuid)).map((m) => ({
    uuid: m.uuid,
    siteHost: m.site_host,
    isExternalSite: m.site_host !== '',
    isMemberPlus: m.member_plus,
    priceUuid: m.price_uuid,
    paymentSystem: m.payment_system,
    status: m.status_code,
    isActive: givesAccess(m.status_code),
    joinedAt: m.joined_at,
    rebillAt: m.rebill_at,
  }));
}

export const memberPlusRoutes: RouteModule = (app, ctx) => {
  app.get(`${base}/member-plus-prices/:id`, async (c) => {
    const price = await memberPlusPriceByUuid(ctx.db, slugParam(c, 'id'));
    if (!price) throw notFound();
    return send(c, MemberPlusPriceAnswer, { data: price });
  });

  app.get(`${base}/memberships/payment-url`, async (c) => {
    const user = await requireUser(c, ctx);
    const q = query(c, MemberPlusPaymentUrlQuery);
    const price = await memberPlusPriceByPiCode(ctx.db, q.piCode);
    if (!price) throw invalidField('piCode', UNKNOWN_OFFER_MESSAGE);
    if (!sameSite(q.siteUrl, price.site.url)) throw invalidField('siteUrl', OTHER_SITE_MESSAGE);
    if (!MEMBER_PLUS_BILLERS.includes(q.paymentSystem)) throw invalidField('paymentSystem', CARD_BILLERS_MESSAGE);
    const paymentUrl = await startPayment(ctx, user.uuid, { price, biller: { name: q.paymentSystem } }, [], { memberPlus: true });
    return send(c, MemberPlusPaymentUrlAnswer, { data: { paymentUrl } });
  });

  app.get(`${base}/memberships/aggregate`, async (c) => send(c, MemberPlusAggregateAnswer, { data: { memberships: await membershipsOf(c, ctx) } }));

  app.get(`${base}/memberships/status`, async (c) => {
    const active = (await membershipsOf(c, ctx)).filter((m) => m.isActive);
    const network = active.filter((m) => m.isExternalSite);
    const rebills = network.flatMap((m) => (m.rebillAt === null ? [] : [m.rebillAt]));
    return send(c, MemberPlusStatusAnswer, {
      data: {
        isMemberPlus: active.some((m) => m.isMemberPlus),
        activeSites: [...new Set(network.map((m) => m.siteHost))],
        nextRebillAt: rebills.length > 0 ? Math.min(...rebills) : null,
      },
    });
  });
};
