/**
 * The member's dashboard facts (spec 001 §3 'Dashboard': 'Dashboard info, info part' and 'dashboard part'; §7
 * GET {siteHost}/api/wp/user/dashboardInfo → data {info, dashboard}; §8 'Cancellation or dashboard-info error'):
 * the member's current membership on this site — who bills it, its status, its name and currency, when it was joined
 * and when it rebills — and the money figures of its rebill. The member-plus tile reads status and paymentSystem
 * (spec 001 §5 'Member-plus tile'); the dashboard's 'Membership info' shows the rest.
 *
 * Wire choices where the spec names a field but not its shape (this project's, answered by backend/routes/dashboard.ts):
 * - Money: numbers in the membership's currency units (29.99, not cents); 0 when there is none to pay.
 * - Dates (registry, expiry): unix seconds, as every other date of the site API; null when there is none (no
 *   membership; a non-recurring membership never rebills).
 * - status: the membership's status word ('active', 'canceled', 'expired', 'inactive'; spec 001 §9 codes 100, 200,
 *   300, 1), compared case-insensitively by its readers (spec 001 §4 'Membership status').
 * - paymentSystem: the biller's name ('epoch', 'segpay', 'ccbill', 'cryptopay', …); '' without a membership.
 * - periodicity: the price's period ({unit, count}, as a join-now price's); null without a membership.
 * Fields absent from an answer take the 'nothing known' value, so an upstream that leaves one out still parses.
 */
import { z } from 'zod/mini';

const text = z._default(z.string(), '');
const flag = z._default(z.boolean(), false);
const money = z._default(z.number(), 0);
const whole = z._default(z.number().check(z.int()), 0);
const seconds = z._default(z.nullable(z.number()), null);

/** 'Dashboard info, info part' (spec 001 §3). */
export const DashboardMembershipInfo = z.object({
  /** The biller of the membership ('' none). */
  paymentSystem: text,
  /** Paid once for good (never expires, never rebills). */
  isLifeTimePrice: flag,
  /** The membership's status word; 'inactive' for a member who never paid. */
  status: z._default(z.string(), 'inactive'),
  /** Charged once, never rebilled. */
  nonRecurring: flag,
  membership_uuid: z._default(z.nullable(z.string()), null),
  /** ISO currency code of the membership's money ('USD', 'EUR', 'GBP', 'RUB'). */
  membership_currency: z._default(z.string(), 'USD'),
  /** The membership's name: its price's title ('1 Month', '3 Months', …); '' none. */
  membership: text,
  /** Join date (unix seconds). */
  registry: seconds,
  /** Rebill date (unix seconds); null: it never rebills. */
  expiry: seconds,
  /** Bought as a bundle with memberships on partner sites (one payment, several sites). */
  isClassicBundle: flag,
  /** The membership may be cancelled through the easy-cancel survey (active and recurring). */
  isEasyCancel: flag,
  /** The member also holds memberships on other network sites bought separately (not in this one's bundle). */
  isSeparatedMembership: flag,
});
export type DashboardMembershipInfo = z.infer<typeof DashboardMembershipInfo>;

/** The period of the membership's price ({unit, count}); null none. */
const Periodicity = z.nullable(z.object({ unit: z.enum(['day', 'month', 'year']), count: z.number().check(z.int(), z.positive()) }));

/** 'Dashboard info, dashboard part' (spec 001 §3). */
export const DashboardFigures = z.object({
  /** What is left to pay of an accepted VIP offer (the easy-cancel upgrade path). */
  vip_offer_remaining_pay: money,
  /** The rebill amount under an accepted VIP offer. */
  vip_offer_rebill_amount: money,
  periodicity: z._default(Periodicity, null),
  /** The next rebill's amount; 0 when it never rebills. */
  rebill_amount: money,
  /** Free credit on the member's account. */
  vrb_free_credit: money,
  /** The next rebill's amount after a discount; null: no discount. */
  discounted_rebill: z._default(z.nullable(z.number()), null),
  vip_offer_paidup_months: whole,
  /** The next rebill moves the member to a cheaper plan. */
  isDowngradeEvent: flag,
  vip_offer_overall_months: whole,
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const DashboardInfo = z.object({
  info: z._default(DashboardMembershipInfo, DashboardMembershipInfo.parse({})),
  dashboard: z._default(DashboardFigures, DashboardFigures.parse({})),
});
export type DashboardInfo = z.infer<typeof DashboardInfo>;

/** GET {siteHost}/api/wp/user/dashboardInfo (Bearer): data {info, dashboard}. */
export const DashboardInfoAnswer = z.object({ data: DashboardInfo });
export type DashboardInfoAnswer = z.infer<typeof DashboardInfoAnswer>;
