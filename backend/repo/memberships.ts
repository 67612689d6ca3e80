/**
 * The member's memberships as the dashboard lists them, and their cancellation (spec 001 §2 'Member dashboard'
 * Membership info; §3 'Membership list item'; §4 'Dashboard and cancellation'; contracts/memberships.ts).
 *
 * - The list: this site's memberships (site_host '') first, then the network's other sites' by site name; each named
 *   by its price (a join-now price's or a member-plus price's title), its site named by the network's partner list
 *   (the bundles' partner sites and the member-plus offers' sites; the host when none names it).
 * - A membership gives access while active, or while canceled and its paid period still runs (until rebill_at).
 * - Cancelling an active recurring membership of this site: it becomes canceled (status 200), keeps rebill_at as the
 *   end of its access and never rebills; the account's status becomes canceled too (the next token refresh carries
 *   usc 200: backend/auth/session.ts issues usc from the account) unless another active membership here remains.
 */
import type { MemberPlusPrice } from '../../contracts/member-plus.ts';
import type { MembershipListItem } from '../../contracts/memberships.ts';
import type { PriceSlot } from '../../contracts/sales.ts';
import { MEMBERSHIP_STATUS } from '../../contracts/access-claims.ts';
import { statusText } from '../auth/demo-accounts.ts';
import { type BackendContext, nowSeconds } from '../context.ts';
import { getSetting } from './catalogue.ts';

type Row = {
  uuid: string;
  user_uuid: string;
  site_host: string;
  price_uuid: string;
  status_code: number;
  is_non_recurring: boolean;
  joined_at: number;
  rebill_at: number | null;
};

/** Whether a membership gives access at `now` (unix seconds). */
export function givesAccess(m: Pick<Row, 'status_code' | 'rebill_at'>, now: number): boolean {
  if (m.status_code === MEMBERSHIP_STATUS.active) return true;
  return m.status_code === MEMBERSHIP_STATUS.canceled && (m.rebill_at === null || m.rebill_at > now);
}

/** The names the network gives its sites (by host) and its prices (by uuid). */
async function networkNames(ctx: BackendContext): Promise<{ sites: Map<string, string>; prices: Map<string, string> }> {
  const slots = await getSetting<{ regular: PriceSlot[]; sale: PriceSlot[] }>(ctx.db, 'priceSlots');
  const offers = (await getSetting<MemberPlusPrice[]>(ctx.db, 'memberPlusPrices')) ?? [];
  const sites = new Map<string, string>();
  const prices = new Map<string, string>();
  for (const slot of [...(slots?.regular ?? []), ...(slots?.sale ?? [])]) {
    prices.set(slot.price.uuid, slot.price.title);
    for (const site of slot.price.priceSlaveSites) sites.set(site.siteHost, site.siteSettings.title);
  }
  for (const offer of offers) {
    prices.set(offer.uuid, offer.title);
    const host = URL.canParse(offer.site.url) ? new URL(offer.site.url).host : '';
    if (host && !sites.has(host)) sites.set(host, offer.title.replace(/\s*Member Plus$/i, '') || host);
  }
  return { sites, prices };
}

const rowsOf = (ctx: BackendContext, userUuid: string) =>
  ctx.db.query<Row>(
    `SELECT uuid, user_uuid, site_host, price_uuid, status_code, is_non_recurring, joined_at, rebill_at
     FROM memberships WHERE user_uuid = $1 ORDER BY joined_at, uuid`,
    [userUuid],
  );

export async function membershipListOf(ctx: BackendContext, userUuid: string): Promise<MembershipListItem[]> {
  const [rows, names] = await Promise.all([rowsOf(ctx, userUuid), networkNames(ctx)]);
  const now = nowSeconds(ctx);
  const siteName = (m: Row) => (m.site_host === '' ? '' : (names.sites.get(m.site_host) ?? m.site_host));
  const ordered = [
    ...rows.filter((m) => m.site_host === ''),
    ...rows.filter((m) => m.site_host !== '').sort((a, b) => siteName(a).localeCompare(siteName(b))),
  ];
  return ordered.map((m, i) => ({
    uuid: m.uuid,
    membership: {
      name: names.prices.get(m.price_uuid) ?? (m.site_host === '' ? 'Membership' : `${siteName(m)} membership`),
      sort: i + 1,
      isActive: givesAccess(m, now),
    },
    status: statusText(m.status_code),
    isExternalSite: m.site_host !== '',
    siteName: siteName(m),
    nonRecurring: m.is_non_recurring,
    expiry: m.rebill_at,
  }));
}

/** Why a cancellation is refused (routes/memberships.ts turns each into its status and message). */
export type CancelRefusal = 'notFound' | 'external' | 'alreadyCanceled' | 'notActive' | 'nonRecurring';
export type CancelResult = { ok: true; accessUntil: number | null } | { ok: false; refusal: CancelRefusal };

/** Cancels the user's own membership by uuid (another user's is 'notFound': nothing tells it exists). */
export async function cancelMembership(ctx: BackendContext, userUuid: string, membershipUuid: string): Promise<CancelResult> {
  const [m] = await ctx.db.query<Row>(
    `SELECT uuid, user_uuid, site_host, price_uuid, status_code, is_non_recurring, joined_at, rebill_at
     FROM memberships WHERE uuid = $1 AND user_uuid = $2`,
    [membershipUuid, userUuid],
  );
  if (!m) return { ok: false, refusal: 'notFound' };
  if (m.site_host !== '') return { ok: false, refusal: 'external' };
  if (m.status_code === MEMBERSHIP_STATUS.canceled) return { ok: false, refusal: 'alreadyCanceled' };
  if (m.status_code !== MEMBERSHIP_STATUS.active) return { ok: false, refusal: 'notActive' };
  if (m.is_non_recurring) return { ok: false, refusal: 'nonRecurring' };
  // One statement: the membership only if it is still active (a concurrent cancel finds it done), then the account
  // unless another active membership of this site remains.
  const [done] = await ctx.db.query<{ rebill_at: number | null }>(
    `WITH m AS (
       UPDATE memberships SET status_code = $3 WHERE uuid = $1 AND user_uuid = $2 AND status_code = $4 RETURNING rebill_at, user_uuid
     ), u AS (
       UPDATE users SET status_code = $3, status = 'canceled'
       WHERE uuid IN (SELECT user_uuid FROM m) AND status_code = $4
         AND NOT EXISTS (
           SELECT 1 FROM memberships o WHERE o.user_uuid = $2 AND o.site_host = '' AND o.uuid <> $1 AND o.status_code = $4
         )
       RETURNING uuid
     )
     SELECT rebill_at FROM m`,
    [membershipUuid, userUuid, MEMBERSHIP_STATUS.canceled, MEMBERSHIP_STATUS.active],
  );
  if (!done) return { ok: false, refusal: 'alreadyCanceled' };
  return { ok: true, accessUntil: done.rebill_at };
}
