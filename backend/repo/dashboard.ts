/**
 * The member's dashboard facts (spec 001 §3 'Dashboard', contracts/dashboard.ts), worked out from their memberships:
 * the current one on this site (site_host '', the latest joined), its price (the join-now prices, the sale's
 * included) for its name and period, and the network memberships beside it (a bundle's, bought with it, or bought
 * separately, like a member-plus one). A member with no membership here gets the 'nothing known' figures and their
 * account's status.
 */
import type { DashboardFigures, DashboardInfo, DashboardMembershipInfo } from '../../contracts/dashboard.ts';
import { MEMBERSHIP_STATUS } from '../../contracts/access-claims.ts';
import { statusText } from '../auth/demo-accounts.ts';
import { priceByUuid } from '../billing/checkout.ts';
import type { BackendContext } from '../context.ts';
import type { UserRecord } from './users.ts';

type Row = {
  uuid: string;
  payment_uuid: string | null;
  site_host: string;
  price_uuid: string;
  payment_system: string;
  status_code: number;
  is_non_recurring: boolean;
  joined_at: number;
  rebill_at: number | null;
  amount_cents: number;
  currency: string;
};

const noFigures: DashboardFigures = {
  vip_offer_remaining_pay: 0,
  vip_offer_rebill_amount: 0,
  periodicity: null,
  rebill_amount: 0,
  vrb_free_credit: 0,
  discounted_rebill: null,
  vip_offer_paidup_months: 0,
  isDowngradeEvent: false,
  vip_offer_overall_months: 0,
};

export async function dashboardInfoOf(ctx: BackendContext, user: UserRecord): Promise<DashboardInfo> {
  const rows = await ctx.db.query<Row>(
    `SELECT uuid, payment_uuid, site_host, price_uuid, payment_system, status_code, is_non_recurring, joined_at, rebill_at,
            amount_cents, currency
     FROM memberships WHERE user_uuid = $1
     ORDER BY joined_at DESC, uuid`,
    [user.uuid],
  );
  const current = rows.find((m) => m.site_host === '');
  const network = rows.filter((m) => m.site_host !== '');
  const bundled = (m: Row) => current?.payment_uuid != null && m.payment_uuid === current.payment_uuid;
  if (!current) {
    const info: DashboardMembershipInfo = {
      paymentSystem: '',
      isLifeTimePrice: false,
      status: user.status,
      nonRecurring: false,
      membership_uuid: null,
      membership_currency: 'USD',
      membership: '',
      registry: null,
      expiry: null,
      isClassicBundle: false,
      isEasyCancel: false,
      isSeparatedMembership: network.length > 0,
    };
    return { info, dashboard: noFigures };
  }
  const price = await priceByUuid(ctx, current.price_uuid);
  const rebills = current.status_code === MEMBERSHIP_STATUS.active && !current.is_non_recurring;
  return {
    info: {
      paymentSystem: current.payment_system,
      // The join-now prices are all for a period: none is for good.
      isLifeTimePrice: false,
      status: statusText(current.status_code),
      nonRecurring: current.is_non_recurring,
      membership_uuid: current.uuid,
      membership_currency: current.currency,
      membership: price?.title ?? '',
      registry: current.joined_at,
      expiry: current.rebill_at,
      isClassicBundle: network.some(bundled),
      isEasyCancel: rebills,
      isSeparatedMembership: network.some((m) => !bundled(m)),
    },
    dashboard: {
      ...noFigures,
      periodicity: price?.period ?? null,
      rebill_amount: rebills ? current.amount_cents / 100 : 0,
    },
  };
}
