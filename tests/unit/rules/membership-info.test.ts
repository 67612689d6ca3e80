/**
 * The 'Membership info' fields as shown (spec 001 §3 'Dashboard' info and dashboard parts, 'Membership list item'; §4
 * 'Membership status'; §9 currency display and symbols): every field's format, and which membership offers 'Cancel'.
 */
import { describe, expect, it } from 'vitest';
import type { DashboardInfo } from '../../../contracts/dashboard.ts';
import type { MembershipListItem } from '../../../contracts/memberships.ts';
import {
  NONE,
  OTHER_SITE_MARK,
  asCanceled,
  canCancel,
  currencyPrefix,
  currencyText,
  dateText,
  formatAmount,
  hasVipOffer,
  isStatus,
  membershipInfoRows,
  membershipSiteText,
  paymentSystemName,
  periodicityText,
  rebillDateText,
  rebillLabel,
  statusWord,
  vipMonthsText,
  yesNo,
} from '../../../domain/membership-info.ts';

/** 2026-11-19T00:00:00Z and 2026-05-18T00:00:00Z. */
const NOV_19 = Date.UTC(2026, 10, 19) / 1000;
const MAY_18 = Date.UTC(2026, 4, 18) / 1000;

const base: DashboardInfo = {
  info: {
    paymentSystem: 'epoch',
    isLifeTimePrice: false,
    status: 'active',
    nonRecurring: false,
    membership_uuid: 'm-1',
    membership_currency: 'USD',
    membership: '1 Month',
    registry: MAY_18,
    expiry: NOV_19,
    isClassicBundle: false,
    isEasyCancel: true,
    isSeparatedMembership: true,
  },
  dashboard: {
    vip_offer_remaining_pay: 0,
    vip_offer_rebill_amount: 0,
    periodicity: { unit: 'month', count: 1 },
    rebill_amount: 29.99,
    vrb_free_credit: 0,
    discounted_rebill: null,
    vip_offer_paidup_months: 0,
    isDowngradeEvent: false,
    vip_offer_overall_months: 0,
  },
};

const item = (over: Partial<MembershipListItem> = {}): MembershipListItem => ({
  uuid: 'm-1',
  membership: { name: '1 Month', sort: 1, isActive: true },
  status: 'active',
  isExternalSite: false,
  siteName: '',
  nonRecurring: false,
  expiry: NOV_19,
  ...over,
});

const valuesOf = (info: DashboardInfo) => Object.fromEntries(membershipInfoRows(info).map((r) => [r.label, r.value]));

describe('money in the membership’s currency (§9)', () => {
  it('prefixes the currency’s symbol, groups thousands with commas, shows 2 decimals, whole numbers without', () => {
    expect(formatAmount(29.99, 'USD')).toBe('$29.99');
    expect(formatAmount(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatAmount(1_000_000, 'USD')).toBe('$1,000,000');
    expect(formatAmount(30, 'EUR')).toBe('€30');
    expect(formatAmount(19.9, 'GBP')).toBe('£19.90');
    expect(formatAmount(2500, 'RUB')).toBe('₽2,500');
    expect(formatAmount(0, 'USD')).toBe('$0');
  });

  it('puts the minus sign after the prefix', () => {
    expect(formatAmount(-5, 'USD')).toBe('$-5');
    expect(formatAmount(-1234.56, 'EUR')).toBe('€-1,234.56');
  });

  it('takes the code case-insensitively; a code the spec does not name is its own prefix', () => {
    expect(currencyPrefix('usd')).toBe('$');
    expect(formatAmount(10, 'CHF')).toBe('CHF 10');
    expect(currencyText('USD')).toBe('USD ($)');
    expect(currencyText('eur')).toBe('EUR (€)');
    expect(currencyText('CHF')).toBe('CHF');
    expect(currencyText('')).toBe(NONE);
  });
});

describe('the other formats', () => {
  it('names the payment system', () => {
    expect(['epoch', 'segpay', 'ccbill', 'cryptopay', 'EPOCH', 'paygate', ''].map(paymentSystemName)).toEqual([
      'Epoch',
      'SegPay',
      'CCBill',
      'CryptoPay',
      'Epoch',
      'Paygate',
      NONE,
    ]);
  });

  it('shows flags as Yes / No and status words capitalised, compared case-insensitively (§4)', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
    expect(['active', 'CANCELED', 'Expired', 'inactive', ''].map(statusWord)).toEqual(['Active', 'Canceled', 'Expired', 'Inactive', NONE]);
    expect([isStatus('EXPIRED', 'expired'), isStatus(' active ', 'active'), isStatus('active', 'canceled')]).toEqual([true, true, false]);
  });

  it('shows dates as “November 19, 2026” in UTC, none as a dash', () => {
    expect(dateText(NOV_19)).toBe('November 19, 2026');
    expect(dateText(MAY_18)).toBe('May 18, 2026');
    expect(dateText(null)).toBe(NONE);
  });

  it('shows the periodicity as “1 month”, “3 months”, “1 year”', () => {
    expect(periodicityText({ unit: 'month', count: 1 })).toBe('1 month');
    expect(periodicityText({ unit: 'month', count: 3 })).toBe('3 months');
    expect(periodicityText({ unit: 'year', count: 1 })).toBe('1 year');
    expect(periodicityText({ unit: 'day', count: 30 })).toBe('30 days');
    expect(periodicityText(null)).toBe(NONE);
  });

  it('labels the rebill date “Access until” once canceled; a lifetime or one-time membership never rebills', () => {
    expect(rebillLabel({ status: 'active' })).toBe('Rebill date');
    expect(rebillLabel({ status: 'Canceled' })).toBe('Access until');
    expect(rebillDateText(base.info)).toBe('November 19, 2026');
    expect(rebillDateText({ ...base.info, expiry: null, nonRecurring: true })).toBe('Never');
    expect(rebillDateText({ ...base.info, expiry: null, isLifeTimePrice: true })).toBe('Never');
    expect(rebillDateText({ ...base.info, expiry: null, membership_uuid: null })).toBe(NONE);
  });

  it('shows the VIP offer’s figures only when there is one', () => {
    expect(hasVipOffer(base.dashboard)).toBe(false);
    expect(hasVipOffer({ ...base.dashboard, vip_offer_overall_months: 6 })).toBe(true);
    expect(vipMonthsText(2, 6)).toBe('2 of 6 months');
    expect(vipMonthsText(1, 1)).toBe('1 of 1 month');
  });
});

describe('every field of the info and dashboard parts', () => {
  it('formats an active monthly membership', () => {
    expect(valuesOf(base)).toEqual({
      Membership: '1 Month',
      Status: 'Active',
      'Payment system': 'Epoch',
      Currency: 'USD ($)',
      'Join date': 'May 18, 2026',
      'Rebill date': 'November 19, 2026',
      Periodicity: '1 month',
      'Rebill amount': '$29.99',
      'Discounted rebill': NONE,
      'Free credit': '$0',
      'Lifetime membership': 'No',
      'Non-recurring': 'No',
      'Classic bundle': 'No',
      'Easy cancel': 'Yes',
      'Separated membership': 'Yes',
      'VIP offer': NONE,
      'Downgrade at next rebill': 'No',
    });
  });

  it('formats a canceled euro membership with a VIP offer, a discount, free credit and a downgrade', () => {
    const values = valuesOf({
      info: { ...base.info, status: 'canceled', membership_currency: 'EUR', isEasyCancel: false, isClassicBundle: true },
      dashboard: {
        ...base.dashboard,
        periodicity: { unit: 'year', count: 1 },
        rebill_amount: 0,
        discounted_rebill: 1199.5,
        vrb_free_credit: 15,
        vip_offer_rebill_amount: 9.99,
        vip_offer_remaining_pay: 39.96,
        vip_offer_paidup_months: 2,
        vip_offer_overall_months: 6,
        isDowngradeEvent: true,
      },
    });
    expect(values).toMatchObject({
      Status: 'Canceled',
      Currency: 'EUR (€)',
      'Access until': 'November 19, 2026',
      Periodicity: '1 year',
      'Rebill amount': NONE,
      'Discounted rebill': '€1,199.50',
      'Free credit': '€15',
      'Classic bundle': 'Yes',
      'Easy cancel': 'No',
      'VIP offer rebill amount': '€9.99',
      'VIP offer remaining to pay': '€39.96',
      'VIP offer months paid': '2 of 6 months',
      'Downgrade at next rebill': 'Yes',
    });
    expect(values['Rebill date']).toBeUndefined();
    expect(values['VIP offer']).toBeUndefined();
  });

  it('formats a member without a membership', () => {
    const values = valuesOf({
      info: { ...base.info, paymentSystem: '', status: 'inactive', membership_uuid: null, membership: '', registry: null, expiry: null },
      dashboard: { ...base.dashboard, periodicity: null, rebill_amount: 0 },
    });
    expect(values).toMatchObject({
      Membership: NONE,
      Status: 'Inactive',
      'Payment system': NONE,
      'Join date': NONE,
      'Rebill date': NONE,
      Periodicity: NONE,
    });
  });
});

describe('the memberships list', () => {
  it('marks a membership of another network site, with its site’s name', () => {
    expect(membershipSiteText(item())).toBe('This site');
    expect(membershipSiteText(item({ isExternalSite: true, siteName: 'LumenAR' }))).toBe(`${OTHER_SITE_MARK} (LumenAR)`);
    expect(membershipSiteText(item({ isExternalSite: true }))).toBe(OTHER_SITE_MARK);
  });

  it('offers Cancel for this site’s active recurring memberships only', () => {
    expect(canCancel(item())).toBe(true);
    expect(canCancel(item({ status: 'ACTIVE' }))).toBe(true);
    expect(canCancel(item({ isExternalSite: true }))).toBe(false);
    expect(canCancel(item({ status: 'canceled' }))).toBe(false);
    expect(canCancel(item({ status: 'expired' }))).toBe(false);
    expect(canCancel(item({ nonRecurring: true }))).toBe(false);
    expect(canCancel(asCanceled(item()))).toBe(false);
    expect(asCanceled(item()).membership.isActive).toBe(true);
  });
});
