/**
 * What a payment for a plan of this site does to the buyer's plan (spec 001 §6: the Join Now purchase is for viewers
 * who are not active members; §2 'Upgrade subscription'). With an active membership here, the price a price-upgrade
 * rule lets its price move to replaces it (the upgrade page, the easy-cancel upgrade link: the payment names the membership it replaces) and any
 * other price is refused; without one, a price buys a plan beside what the buyer had (a canceled plan keeps the paid
 * time it has left). When a payment that replaces a membership is approved, that membership stops — status expired
 * (300), its access end set to now — so only the new one renews; no other payment ends a plan. A member-plus payment
 * buys on a partner site and replaces nothing here.
 */
import { MEMBERSHIP_STATUS } from '../../contracts/access-claims.ts';
import type { PriceUpgradeRule } from '../../contracts/upgrade.ts';
import type { BackendContext } from '../context.ts';
import type { Db } from '../db/db.ts';
import { getSetting } from './catalogue.ts';

export type UpgradeSettings = { offers: string[]; rules: PriceUpgradeRule[] };

export async function upgradeSettings(ctx: BackendContext): Promise<UpgradeSettings> {
  return (await getSetting<UpgradeSettings>(ctx.db, 'upgradeOffers')) ?? { offers: [], rules: [] };
}

/** The refusal of a second base plan (409). */
export const ACTIVE_PLAN_MESSAGE = 'You already have an active membership. To change your plan, upgrade it from your dashboard.';

/** The user's active membership of this site, the latest joined; undefined when none. */
export async function activeSiteMembership(db: Db, userUuid: string): Promise<{ uuid: string; price_uuid: string } | undefined> {
  const [row] = await db.query<{ uuid: string; price_uuid: string }>(
    `SELECT uuid, price_uuid FROM memberships WHERE user_uuid = $1 AND site_host = '' AND status_code = $2 ORDER BY joined_at DESC, uuid LIMIT 1`,
    [userUuid, MEMBERSHIP_STATUS.active],
  );
  return row;
}

/** What buying `priceUuid` does: the membership it replaces (null: none), or why it is refused. */
export async function planChangeOf(
  ctx: BackendContext,
  userUuid: string,
  priceUuid: string,
): Promise<{ replaces: string | null } | { refused: string }> {
  const active = await activeSiteMembership(ctx.db, userUuid);
  if (!active) return { replaces: null };
  const { rules } = await upgradeSettings(ctx);
  const upgrade = rules.some((r) => r.fromPriceUuid === active.price_uuid && r.toPriceUuid === priceUuid);
  return upgrade ? { replaces: active.uuid } : { refused: ACTIVE_PLAN_MESSAGE };
}

/** Ends the membership a payment replaces while it is still active or canceled; whether it did. */
export async function endReplacedMembership(db: Db, userUuid: string, membershipUuid: string, now: number): Promise<boolean> {
  const rows = await db.query<{ uuid: string }>(
    `UPDATE memberships SET status_code = $4, rebill_at = LEAST(COALESCE(rebill_at, $3), $3)
     WHERE user_uuid = $1 AND uuid = $2 AND site_host = '' AND status_code IN ($5, $6)
     RETURNING uuid`,
    [userUuid, membershipUuid, now, MEMBERSHIP_STATUS.expired, MEMBERSHIP_STATUS.active, MEMBERSHIP_STATUS.canceled],
  );
  return rows.length > 0;
}
