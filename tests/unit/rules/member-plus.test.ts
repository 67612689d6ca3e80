/**
 * Member-plus rules (spec 001 §5 'Member-plus tile', §4 'Member-plus payment flow', §2 'Fallback checkout page'): the
 * tile opens the offer only when every condition holds, and works as a link otherwise; the fallback page; the
 * payment-URL request of a price.
 */
import { describe, expect, it } from 'vitest';
import type { MemberPlusPrice } from '../../../contracts/member-plus.ts';
import { guestFlags } from '../../../domain/membership.ts';
import {
  MEMBER_PLUS_BILLERS,
  isMemberPlusMember,
  isMemberPlusTile,
  memberPlusFallbackUrl,
  offerPriceText,
  opensMemberPlus,
  paymentUrlQueryOf,
} from '../../../domain/member-plus.ts';

const tile = { id: 1, type: 'member-plus', name: 'Bonus', slug: 'bonus', memberPlus: true, priceUuid: 'mp-1' };
const member = { ...guestFlags, loggedIn: true, active: true, activeOrExpired: true };
const expired = { ...guestFlags, loggedIn: true, expired: true, activeOrExpired: true };
const benefits = { ...guestFlags, loggedIn: true, inactive: true, inactiveWithBenefits: true };
const dashboard = { status: 'active', paymentSystem: 'epoch' };

describe('member-plus tile', () => {
  it('opens the offer for an active or expired member or an inactive one with benefits, paying by a card biller', () => {
    for (const flags of [member, expired, benefits]) expect(opensMemberPlus(tile, flags, dashboard)).toBe(true);
    expect(opensMemberPlus(tile, member, { status: 'Canceled', paymentSystem: 'segpay' })).toBe(true);
    expect(MEMBER_PLUS_BILLERS).toEqual(['epoch', 'segpay']);
  });

  it('works as a link when any condition fails', () => {
    const inactive = { ...guestFlags, loggedIn: true, inactive: true };
    expect(opensMemberPlus(tile, guestFlags, dashboard)).toBe(false);
    expect(opensMemberPlus(tile, { ...member, loggedIn: false }, dashboard)).toBe(false);
    expect(opensMemberPlus(tile, inactive, dashboard)).toBe(false);
    // Not a custom category (no type), memberPlus off, no priceUuid.
    const { type: _, ...standard } = tile;
    expect(opensMemberPlus(standard, member, dashboard)).toBe(false);
    expect(opensMemberPlus({ ...tile, memberPlus: false }, member, dashboard)).toBe(false);
    expect(opensMemberPlus({ ...tile, priceUuid: '' }, member, dashboard)).toBe(false);
    expect(opensMemberPlus({ ...tile, priceUuid: null }, member, dashboard)).toBe(false);
    // The dashboard: status 'expired' in any case, another biller, or unknown.
    expect(opensMemberPlus(tile, member, { status: 'EXPIRED', paymentSystem: 'epoch' })).toBe(false);
    expect(opensMemberPlus(tile, member, { status: 'active', paymentSystem: 'ccbill' })).toBe(false);
    expect(opensMemberPlus(tile, member, { status: 'active', paymentSystem: 'cryptopay' })).toBe(false);
    expect(opensMemberPlus(tile, member, null)).toBe(false);
  });
});

describe('member-plus payment', () => {
  it('falls back to {siteUrl}/join-now/, or this site’s join-now page when the site is unknown', () => {
    expect(memberPlusFallbackUrl('https://midnightvr.test')).toBe('https://midnightvr.test/join-now/');
    expect(memberPlusFallbackUrl('https://midnightvr.test/')).toBe('https://midnightvr.test/join-now/');
    expect(memberPlusFallbackUrl(null)).toBe('/join-now/');
  });

  it('asks for the payment URL with the price’s piCode and site and the member’s payment system', () => {
    const price = {
      piCode: 'MP-1',
      site: { url: 'https://midnightvr.test', returnUrl: 'https://midnightvr.test/members/', segpayPackageId: 'sp-1' },
    } as MemberPlusPrice;
    expect(paymentUrlQueryOf(price, 'segpay')).toEqual({
      piCode: 'MP-1',
      siteUrl: 'https://midnightvr.test',
      returnUrl: 'https://midnightvr.test/members/',
      paymentSystem: 'segpay',
      segpayPackageId: 'sp-1',
    });
  });
});

describe('member-plus tile parts', () => {
  it('knows the member kinds and the tiles of §5', () => {
    expect([member, expired, benefits].map(isMemberPlusMember)).toEqual([true, true, true]);
    expect([guestFlags, { ...guestFlags, loggedIn: true, inactive: true }, { ...member, loggedIn: false }].map(isMemberPlusMember)).toEqual([
      false,
      false,
      false,
    ]);
    expect(isMemberPlusTile(tile)).toBe(true);
    expect(
      [
        { ...tile, memberPlus: false },
        { ...tile, priceUuid: '' },
        { ...tile, priceUuid: null },
      ].map(isMemberPlusTile),
    ).toEqual([false, false, false]);
  });

  it('words the offer’s price with the money rules', () => {
    expect(offerPriceText({ amount: 9.99, currency: 'USD', period: { unit: 'month', count: 1 } })).toBe('$9.99 every month');
    expect(offerPriceText({ amount: 1200, currency: 'EUR', period: { unit: 'month', count: 3 } })).toBe('€1,200 every 3 months');
    expect(offerPriceText({ amount: 19.5, currency: 'GBP', period: { unit: 'year', count: 1 } })).toBe('£19.50 every year');
  });
});
