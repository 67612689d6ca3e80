/**
 * The 'Membership info' page's display of the member's facts (spec 001 §2 'Member dashboard' Membership info; §3
 * 'Dashboard' info part, dashboard part and 'Membership list item'; §4 'Membership status'; §9 status codes and
 * currency display): every field as a label and a text, and which membership may be cancelled here.
 *
 * - Money: the currency's symbol as the prefix (USD $, EUR €, GBP £, RUB ₽; any other code as 'CODE '), ',' thousands,
 *   '.' decimals, 2 decimals, whole numbers without decimals, the minus after the prefix (rules/format.ts formatMoney).
 * - Dates: 'MMMM D, YYYY' in UTC (rules/format.ts formatDate), '—' when there is none.
 * - Flags: 'Yes' / 'No'. Status words compared case-insensitively, shown capitalised ('Active', 'Canceled', …).
 * - Periodicity: '1 month', '3 months', '1 year'.
 */
import type { DashboardFigures, DashboardInfo, DashboardMembershipInfo } from '../contracts/dashboard.ts';
import type { MembershipListItem } from '../contracts/memberships.ts';
import { CURRENCY_SYMBOLS, formatDate, formatMoney } from './format.ts';

export const NONE = '—';
/** Said where the member's dashboard info could not be had (the call failed, logged). */
export const NO_INFO_TEXT = 'Your membership details could not be loaded. Please try again later.';
export const YES = 'Yes';
export const NO = 'No';
/** The mark of a membership on another network site (spec 001 §2 'on other network sites, marked isExternalSite'). */
export const OTHER_SITE_MARK = 'Other network site';
export const THIS_SITE_MARK = 'This site';

export const yesNo = (flag: boolean): string => (flag ? YES : NO);

/** The billers' names as members know them (spec 001 §3 'Biller'); another one capitalised, none '—'. */
const BILLER_NAMES: Record<string, string> = { epoch: 'Epoch', segpay: 'SegPay', ccbill: 'CCBill', cryptopay: 'CryptoPay' };
export function paymentSystemName(paymentSystem: string): string {
  const key = paymentSystem.trim().toLowerCase();
  if (!key) return NONE;
  return BILLER_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** A status word shown capitalised ('ACTIVE', 'active' → 'Active'); none '—'. */
export function statusWord(status: string): string {
  const word = status.trim().toLowerCase();
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : NONE;
}

/** Compared case-insensitively (spec 001 §4 'Membership status'). */
export const isStatus = (status: string, word: 'active' | 'canceled' | 'expired' | 'inactive'): boolean => status.trim().toLowerCase() === word;

/** The symbol of a currency code (§9), or the code and a space for one the spec does not name. */
export function currencyPrefix(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code in CURRENCY_SYMBOLS ? CURRENCY_SYMBOLS[code as keyof typeof CURRENCY_SYMBOLS] : `${code} `;
}

/** An amount in the membership's currency: '$1,234.50', '€30', '$-5' (§9 currency display). */
export const formatAmount = (amount: number, currency: string): string => formatMoney(amount, currencyPrefix(currency));

/** The membership's currency as shown: 'USD ($)'. */
export function currencyText(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code in CURRENCY_SYMBOLS ? `${code} (${CURRENCY_SYMBOLS[code as keyof typeof CURRENCY_SYMBOLS]})` : code || NONE;
}

/** A date of the dashboard (unix seconds) as 'November 19, 2026'; '—' none. */
export const dateText = (unixSec: number | null): string => (unixSec === null ? NONE : formatDate(unixSec, 'MMMM D, YYYY'));

/** The price's period: '1 month', '3 months', '1 year'; '—' none. */
export function periodicityText(periodicity: DashboardFigures['periodicity']): string {
  if (!periodicity) return NONE;
  return `${periodicity.count} ${periodicity.unit}${periodicity.count === 1 ? '' : 's'}`;
}

export type InfoRow = { key: string; label: string; value: string };

/** Whether an accepted VIP offer is on the membership (any of its figures). */
export const hasVipOffer = (d: DashboardFigures): boolean =>
  d.vip_offer_overall_months > 0 || d.vip_offer_rebill_amount > 0 || d.vip_offer_remaining_pay > 0;

/** The rebill date's label: a canceled membership no longer rebills, it gives access until then. */
export const rebillLabel = (info: Pick<DashboardMembershipInfo, 'status'>): string =>
  isStatus(info.status, 'canceled') ? 'Access until' : 'Rebill date';

/** The rebill date's text: the date, 'Never' for a lifetime or non-recurring membership without one. */
export function rebillDateText(info: Pick<DashboardMembershipInfo, 'expiry' | 'isLifeTimePrice' | 'nonRecurring' | 'membership_uuid'>): string {
  if (info.expiry !== null) return dateText(info.expiry);
  return info.membership_uuid !== null && (info.isLifeTimePrice || info.nonRecurring) ? 'Never' : NONE;
}

/** Every field of §3's info and dashboard parts, in the page's order, as label and text. */
export function membershipInfoRows({ info, dashboard: d }: DashboardInfo): InfoRow[] {
  const money = (amount: number) => formatAmount(amount, info.membership_currency);
  const rows: InfoRow[] = [
    { key: 'membership', label: 'Membership', value: info.membership || NONE },
    { key: 'status', label: 'Status', value: statusWord(info.status) },
    { key: 'paymentSystem', label: 'Payment system', value: paymentSystemName(info.paymentSystem) },
    { key: 'currency', label: 'Currency', value: currencyText(info.membership_currency) },
    { key: 'registry', label: 'Join date', value: dateText(info.registry) },
    { key: 'expiry', label: rebillLabel(info), value: rebillDateText(info) },
    { key: 'periodicity', label: 'Periodicity', value: periodicityText(d.periodicity) },
    { key: 'rebillAmount', label: 'Rebill amount', value: d.rebill_amount > 0 ? money(d.rebill_amount) : NONE },
    { key: 'discountedRebill', label: 'Discounted rebill', value: d.discounted_rebill === null ? NONE : money(d.discounted_rebill) },
    { key: 'freeCredit', label: 'Free credit', value: money(d.vrb_free_credit) },
    { key: 'lifetime', label: 'Lifetime membership', value: yesNo(info.isLifeTimePrice) },
    { key: 'nonRecurring', label: 'Non-recurring', value: yesNo(info.nonRecurring) },
    { key: 'classicBundle', label: 'Classic bundle', value: yesNo(info.isClassicBundle) },
    { key: 'easyCancel', label: 'Easy cancel', value: yesNo(info.isEasyCancel) },
    { key: 'separatedMembership', label: 'Separated membership', value: yesNo(info.isSeparatedMembership) },
  ];
  const vip: InfoRow[] = hasVipOffer(d)
    ? [
        { key: 'vipRebill', label: 'VIP offer rebill amount', value: money(d.vip_offer_rebill_amount) },
        { key: 'vipRemaining', label: 'VIP offer remaining to pay', value: money(d.vip_offer_remaining_pay) },
        { key: 'vipMonths', label: 'VIP offer months paid', value: vipMonthsText(d.vip_offer_paidup_months, d.vip_offer_overall_months) },
      ]
    : [{ key: 'vipOffer', label: 'VIP offer', value: NONE }];
  return [...rows, ...vip, { key: 'downgrade', label: 'Downgrade at next rebill', value: yesNo(d.isDowngradeEvent) }];
}

/** '2 of 6 months', '1 of 1 month'. */
export const vipMonthsText = (paid: number, overall: number): string => `${paid} of ${overall} month${overall === 1 ? '' : 's'}`;

/** A listed membership's site: 'This site', or 'Other network site (LumenAR)'. */
export const membershipSiteText = (item: Pick<MembershipListItem, 'isExternalSite' | 'siteName'>): string =>
  item.isExternalSite ? (item.siteName ? `${OTHER_SITE_MARK} (${item.siteName})` : OTHER_SITE_MARK) : THIS_SITE_MARK;

/**
 * Whether 'Cancel' is offered for a listed membership: one of this site's (another network site's is cancelled
 * there), active and recurring (a canceled, expired or one-time membership has nothing to cancel).
 */
export const canCancel = (item: Pick<MembershipListItem, 'isExternalSite' | 'status' | 'nonRecurring'>): boolean =>
  !item.isExternalSite && isStatus(item.status, 'active') && !item.nonRecurring;

/** A listed membership after its cancellation: canceled, still giving access until its rebill date. */
export const asCanceled = (item: MembershipListItem): MembershipListItem => ({ ...item, status: 'canceled' });
