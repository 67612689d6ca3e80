/**
 * The member's upgrade offers and the easy-cancel upgrade URL (spec 001 §2 'Upgrade subscription', §4 'Dashboard and
 * cancellation'; contracts/upgrade.ts): the offers are join-now prices (settings 'upgradeOffers', built by
 * seed/easy-cancel.ts), the rules say which price may move to which offer. The upgrade URL of a membership is a
 * pending payment of its best offer (the longest plan a rule allows) at the sandbox biller, made like the checkout's
 * (billing/checkout.ts startPayment).
 */
import type { Price, PriceSlot } from '../../contracts/sales.ts';
import type { UpgradeOffers } from '../../contracts/upgrade.ts';
import { billers, priceByUuid, startPayment } from '../billing/checkout.ts';
import type { BackendContext } from '../context.ts';
import { eligibleBillers } from '../rules/billers.ts';
import { monthsOf } from '../rules/periods.ts';
import { getSetting } from './catalogue.ts';
import { upgradeSettings } from './upgrades.ts';

type Membership = { uuid: string; price_uuid: string; payment_system: string };

/** The user's memberships on this site, the latest joined first (the dashboard's current one is the first). */
const siteMemberships = (ctx: BackendContext, userUuid: string) =>
  ctx.db.query<Membership>(
    `SELECT uuid, price_uuid, payment_system FROM memberships WHERE user_uuid = $1 AND site_host = '' ORDER BY joined_at DESC, uuid`,
    [userUuid],
  );

const pricesOf = async (ctx: BackendContext, uuids: readonly string[]): Promise<Price[]> =>
  (await Promise.all(uuids.map((uuid) => priceByUuid(ctx, uuid)))).filter((p): p is Price => p !== undefined);

/** The join-now badge of each price ('Best value', …). */
async function labels(ctx: BackendContext): Promise<Map<string, string>> {
  const slots = await getSetting<{ regular: PriceSlot[] }>(ctx.db, 'priceSlots');
  return new Map((slots?.regular ?? []).map((slot) => [slot.price.uuid, slot.label]));
}

/** The member's current membership and price here, and the offers of the site. */
export async function upgradeOffersOf(ctx: BackendContext, userUuid: string): Promise<UpgradeOffers> {
  const [[current], settings] = await Promise.all([siteMemberships(ctx, userUuid), upgradeSettings(ctx)]);
  const [offers, badges] = await Promise.all([pricesOf(ctx, settings.offers), labels(ctx)]);
  return {
    membershipUuid: current?.uuid ?? null,
    priceUuid: current?.price_uuid ?? null,
    offers: offers.map((p) => ({
      priceUuid: p.uuid,
      title: p.title,
      amount: p.amount,
      currency: p.currency,
      period: p.period,
      label: badges.get(p.uuid) ?? '',
    })),
  };
}

/**
 * The payment URL of a membership's best upgrade offer: undefined when the membership is not one of the user's on
 * this site, null when its price has no offer (or no biller takes it).
 */
export async function upgradePaymentUrl(ctx: BackendContext, userUuid: string, membershipUuid: string): Promise<string | null | undefined> {
  const membership = (await siteMemberships(ctx, userUuid)).find((m) => m.uuid === membershipUuid);
  if (!membership) return undefined;
  const { rules } = await upgradeSettings(ctx);
  const targets = await pricesOf(
    ctx,
    rules.filter((r) => r.fromPriceUuid === membership.price_uuid).map((r) => r.toPriceUuid),
  );
  const [best] = targets.sort((a, b) => monthsOf(b.period) - monthsOf(a.period));
  if (!best) return null;
  const eligible = eligibleBillers(await billers(ctx), best);
  const biller = eligible.find((b) => b.name === membership.payment_system) ?? eligible[0];
  if (!biller) return null;
  return startPayment(ctx, userUuid, { price: best, biller }, [], { replaces: membership.uuid });
}
