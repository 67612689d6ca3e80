/**
 * Member-plus rules (spec 001 §5 'Member-plus tile', §4 'Member-plus payment flow', §2 'Fallback checkout page'):
 * when a category tile opens the member-plus offer instead of working as a link, the payment-URL request a price
 * makes, and the fallback checkout page when no payment URL can be had.
 */
import { isCustomCategory } from '../contracts/guards.ts';
import type { MemberPlusPaymentUrlQuery, MemberPlusPrice } from '../contracts/member-plus.ts';
import type { MembershipFlags } from './membership.ts';
import { JOIN_PATH } from './constants.ts';
import { formatPrice } from './format.ts';

/** 'the payment system is one of two specific card payment providers' (§5): the two card billers. */
export const MEMBER_PLUS_BILLERS: readonly string[] = ['epoch', 'segpay'];

export const isMemberPlusBiller = (paymentSystem: string): boolean => MEMBER_PLUS_BILLERS.includes(paymentSystem);

/** The dashboard facts the tile reads (spec 001 §3 'Dashboard info, info part': status, paymentSystem); null: not known. */
export type MemberPlusDashboard = { status: string; paymentSystem: string } | null;

/** The member kinds of §5: a logged-in active or expired member, or an inactive member with benefits. */
export function isMemberPlusMember(flags: Pick<MembershipFlags, 'loggedIn' | 'activeOrExpired' | 'inactiveWithBenefits'>): boolean {
  return flags.loggedIn && (flags.activeOrExpired || flags.inactiveWithBenefits);
}

/** A tile that may open the offer (§5): a custom category with memberPlus and a priceUuid. */
export function isMemberPlusTile(category: object): boolean {
  return isCustomCategory(category) && category.memberPlus === true && Boolean(category.priceUuid);
}

/** The price of the offer in words (spec 001 §9 money rules, rules/format.ts): '$9.99 every month', '$19.99 every 3 months'. */
export function offerPriceText(price: Pick<MemberPlusPrice, 'amount' | 'currency' | 'period'>): string {
  const { unit, count } = price.period;
  return `${formatPrice(price.amount, price.currency)} every ${count === 1 ? unit : `${count} ${unit}s`}`;
}

/**
 * Whether a click on the tile opens the member-plus offer (§5 'Member-plus tile'): a logged-in user; a custom category
 * with memberPlus and a priceUuid; an active or expired member or an inactive member with benefits; a dashboard
 * status other than 'expired' (any case); a card biller. Otherwise the tile works as a normal link. Unknown dashboard
 * facts say no: the payment system could not be checked.
 */
export function opensMemberPlus(
  category: object,
  flags: Pick<MembershipFlags, 'loggedIn' | 'activeOrExpired' | 'inactiveWithBenefits'>,
  dashboard: MemberPlusDashboard,
): boolean {
  if (!isMemberPlusTile(category) || !isMemberPlusMember(flags)) return false;
  if (!dashboard || dashboard.status.toLowerCase() === 'expired') return false;
  return isMemberPlusBiller(dashboard.paymentSystem);
}

/**
 * The fallback checkout page (§2, §4 step 3, §8): `{siteUrl}/join-now/` of the price's partner site; this site's
 * join-now page when the price itself could not be had (its site is unknown then).
 */
export function memberPlusFallbackUrl(siteUrl: string | null | undefined): string {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${JOIN_PATH}` : JOIN_PATH;
}

/** The payment-URL request of a price (§4 step 3): piCode, siteUrl, returnUrl, paymentSystem and segpayPackageId. */
export function paymentUrlQueryOf(price: MemberPlusPrice, paymentSystem: string): MemberPlusPaymentUrlQuery {
  return {
    piCode: price.piCode,
    siteUrl: price.site.url,
    returnUrl: price.site.returnUrl,
    paymentSystem,
    segpayPackageId: price.site.segpayPackageId,
  };
}
