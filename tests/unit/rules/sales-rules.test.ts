/**
 * The join-now page's rules (spec 001 §4 'Bundles and tariff sets', 'Per-price timers', 'Leave-page trap', 'Sale
 * event', 'Affiliate id'; §5 'Payment'; §9): tariff sets and their variants, default images, biller eligibility,
 * the sale-event id, the affiliate id, timers and money in its currency.
 */
import { describe, expect, it } from 'vitest';
import { type PriceSlot, type SlaveSite, JoinNowConfig, JoinNowTemplate, PriceSlot as PriceSlotSchema } from '../../../contracts/sales.ts';
import { affiliateOf, decodeLinkData } from '../../../domain/affiliate.ts';
import { billerDecision, eligibleBillers } from '../../../domain/billers.ts';
import { formatPrice } from '../../../domain/format.ts';
import { formatCountdown, priceTimerSeconds, secondsLeft, specialTimerIndex, trapTimerSeconds } from '../../../domain/price-timers.ts';
import { needsSaleEvent, saleEventIdOf, saleEventQuery } from '../../../domain/sale-event.ts';
import {
  billingText,
  bundlesOf,
  defaultPosition,
  periodText,
  placeOfPrice,
  priceAt,
  shownSetName,
  shownSlots,
  shownTariffs,
  toggleBundle,
} from '../../../domain/tariffs.ts';
import { validateCheckout } from '../../../domain/checkout.ts';
import { PASSWORD_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/validation.ts';

const site = (uuid: string): SlaveSite => ({ uuid, siteHost: `${uuid}.example`, siteSettings: { title: uuid, subtitle: '' } });
const slot = (uuid: string, type: number, sort: number, sites: SlaveSite[] = [], image: string | null = null): PriceSlot =>
  PriceSlotSchema.parse({
    uuid,
    type,
    sort,
    image: image ? { url: image } : null,
    price: { uuid: `p-${uuid}`, title: uuid, amount: 10, period: { unit: 'month', count: 1 }, priceSlaveSites: sites },
  });
const A = site('alpha');
const B = site('beta');
const slots = [
  slot('base-2', 1, 2),
  slot('base-1', 1, 1, [], '/own.png'),
  slot('base-special', 2, 1),
  slot('first-1', 1, 1, [A]),
  slot('second-1', 1, 1, [B]),
  slot('second-special', 3, 1, [B]),
  slot('third-1', 1, 1, [A, B]),
];
const template = JoinNowTemplate.parse({
  standardImage1: { url: '/s1.png' },
  standardImage2: { url: '/s2.png' },
  bundleImage1: { url: '/b1.png' },
});
const names = (list: PriceSlot[]) => list.map((s) => s.uuid);

describe('bundles and tariff sets', () => {
  it('offers the partner sites as bundles and shows the set their toggles pick', () => {
    let bundles = bundlesOf(slots);
    expect(bundles.map((b) => [b.uuid, b.isActive])).toEqual([
      ['alpha', false],
      ['beta', false],
    ]);
    expect(shownSetName(bundles)).toBe('base');
    bundles = toggleBundle(bundles, 'alpha');
    expect(shownSetName(bundles)).toBe('first');
    bundles = toggleBundle(bundles, 'beta');
    expect(shownSetName(bundles)).toBe('third');
    bundles = toggleBundle(bundles, 'alpha');
    expect(shownSetName(bundles)).toBe('second');
    expect(shownSetName(toggleBundle(bundles, 'beta'))).toBe('base');
    // One bundle alone, active: its set, never 'third'.
    expect(shownSetName([{ ...A, isActive: true }])).toBe('first');
  });

  it('shows the standard or the special variant, sorted, with default images by index', () => {
    const bundles = bundlesOf(slots);
    const standard = shownTariffs(slots, bundles, false, template);
    expect(names(standard)).toEqual(['base-1', 'base-2']);
    expect(standard.map((s) => s.image?.url)).toEqual(['/own.png', '/s2.png']);
    expect(names(shownTariffs(slots, bundles, true, template))).toEqual(['base-special']);
    const first = shownTariffs(slots, toggleBundle(bundles, 'alpha'), false, template);
    expect(first.map((s) => [s.uuid, s.image?.url])).toEqual([['first-1', '/b1.png']]);
    // A set without a special variant keeps its standard one rather than showing nothing.
    expect(names(shownTariffs(slots, toggleBundle(bundles, 'alpha'), true, template))).toEqual(['first-1']);
    expect(names(shownTariffs(slots, toggleBundle(bundles, 'beta'), true, template))).toEqual(['second-special']);
  });
});

describe('biller eligibility', () => {
  const billers = [
    { name: 'epoch', nameHuman: 'Epoch', isNonRecurring: false },
    { name: 'segpay', nameHuman: 'SegPay', isNonRecurring: false },
    { name: 'ccbill', nameHuman: 'CCBill', isNonRecurring: false },
    { name: 'cryptopay', nameHuman: 'Crypto (one-time)', isNonRecurring: true },
  ];
  const price = { isNonRecurring: false, slavePriceUuids: [] as string[], allowedBillers: [] as string[] };
  const eligible = (p: typeof price) => eligibleBillers(billers, p).map((b) => b.name);
  it('keeps non-recurring billers for non-recurring prices, the restricted one where allowed, and bundles to one biller', () => {
    expect(eligible(price)).toEqual(['epoch', 'segpay']);
    expect(eligible({ ...price, isNonRecurring: true })).toEqual(['epoch', 'segpay', 'cryptopay']);
    expect(eligible({ ...price, allowedBillers: ['ccbill'] })).toEqual(['epoch', 'segpay', 'ccbill']);
    expect(eligible({ ...price, slavePriceUuids: ['p-partner'] })).toEqual(['epoch']);
  });
});

describe('sale event', () => {
  it('is fetched while null or false; group 1 means none; the uuid goes out as `event`', () => {
    expect([needsSaleEvent(null), needsSaleEvent(false), needsSaleEvent('e1')]).toEqual([true, true, false]);
    expect(saleEventIdOf({ uuid: 'e1', saleEventGroup: 1 })).toBe(false);
    expect(saleEventIdOf({ uuid: 'e2', saleEventGroup: 4 })).toBe('e2');
    expect(saleEventIdOf(null)).toBe(false);
    expect([saleEventQuery('e2'), saleEventQuery(false), saleEventQuery(null)]).toEqual([{ event: 'e2' }, {}, {}]);
  });
});

describe('affiliate id', () => {
  const b64 = (value: unknown) => btoa(JSON.stringify(value));
  const query = (entries: Record<string, string>) => new URLSearchParams(entries);
  it('takes the cookie first, then aff_id, then link_data; invalid base64 or JSON is empty', () => {
    expect(affiliateOf(b64({ aff_id: 'cookie7', offer_id: 'o1' }), query({ aff_id: 'query9' }))).toEqual({ affId: 'cookie7', offerId: 'o1' });
    expect(affiliateOf(undefined, query({ aff_id: 'query9', offer_id: '12' }))).toEqual({ affId: 'query9', offerId: '12' });
    expect(affiliateOf('%%%', query({ link_data: b64({ aff_id: 42 }) }))).toEqual({ affId: '42', offerId: '' });
    expect(decodeLinkData('not base64!')).toEqual({ affId: '', offerId: '' });
    expect(decodeLinkData(btoa('{"aff_id": '))).toEqual({ affId: '', offerId: '' });
    expect(decodeLinkData(b64(['aff_id']))).toEqual({ affId: '', offerId: '' });
    expect(affiliateOf(undefined, query({ aff_id: '<script>' }))).toEqual({ affId: '', offerId: '' });
  });
});

describe('timers', () => {
  it('turns minutes into seconds for the positions that have a timer, and puts the special timer on the middle slot', () => {
    const config = JoinNowConfig.parse({
      hasTimerPricePositionOne: true,
      timerMinutesPricePositionOne: 15,
      hasTimerPricePositionThree: true,
      timerMinutesPricePositionThree: 2,
      timerMinutesPricePositionFour: 9,
      trapTimerMinutes: 10,
    });
    expect(priceTimerSeconds(config)).toEqual([900, null, 120, null]);
    expect(trapTimerSeconds(config)).toBe(600);
    expect([specialTimerIndex(1), specialTimerIndex(3), specialTimerIndex(4)]).toEqual([0, 1, 2]);
    expect([secondsLeft(100, 60, 130), secondsLeft(100, 60, 200)]).toEqual([30, 0]);
    expect([formatCountdown(65), formatCountdown(3723), formatCountdown(-4)]).toEqual(['01:05', '1:02:03', '00:00']);
  });
});

describe('money in its currency', () => {
  it('prefixes the currency symbol with the money rules', () => {
    expect([formatPrice(29.99), formatPrice(1234, 'EUR'), formatPrice(5.5, 'GBP'), formatPrice(-3, 'RUB')]).toEqual([
      '$29.99',
      '€1,234',
      '£5.50',
      '₽-3',
    ]);
  });
});

describe('the chosen tariff and how it is billed', () => {
  it('picks the middle slot first, keeps a position in a shorter set at its last slot, and none without slots', () => {
    expect([defaultPosition(4), defaultPosition(3), defaultPosition(1), defaultPosition(0)]).toEqual([2, 1, 0, null]);
    const base = shownSlots(slots, bundlesOf(slots), false);
    expect(priceAt(base, 0)?.uuid).toBe('p-base-1');
    expect(priceAt(base, 5)?.uuid).toBe('p-base-2');
    expect([priceAt([], 0), priceAt(base, null)]).toEqual([null, null]);
  });

  it('finds a kept price again: its bundles switched on, its variant and its position', () => {
    const bundles = bundlesOf(slots);
    expect(placeOfPrice(slots, bundles, 'p-third-1')).toEqual({
      bundles: bundles.map((b) => ({ ...b, isActive: true })),
      specialOn: false,
      position: 0,
    });
    expect(placeOfPrice(slots, bundles, 'p-second-special')).toMatchObject({ specialOn: true, position: 0 });
    expect(placeOfPrice(slots, bundles, 'p-base-2')?.position).toBe(1);
    expect(placeOfPrice(slots, bundles, 'p-gone')).toBeNull();
  });

  it('says how a price is billed', () => {
    expect(periodText({ unit: 'month', count: 1 })).toBe('1 month');
    expect(periodText({ unit: 'month', count: 3 })).toBe('3 months');
    expect(billingText({ period: { unit: 'year', count: 1 }, isNonRecurring: false })).toBe('every 1 year');
    expect(billingText({ period: { unit: 'day', count: 30 }, isNonRecurring: true })).toBe('for 30 days, charged once');
  });
});

describe('what the eligible billers decide', () => {
  const biller = (name: string) => ({ name, nameHuman: name, isNonRecurring: false });
  it('uses the one eligible biller, asks among several, and cannot pay with none', () => {
    expect(billerDecision([biller('epoch')])).toEqual({ kind: 'use', biller: 'epoch' });
    expect(billerDecision([biller('epoch'), biller('segpay')])).toEqual({ kind: 'ask', billers: [biller('epoch'), biller('segpay')] });
    expect(billerDecision([])).toEqual({ kind: 'none' });
  });
});

describe('the checkout form (spec 001 §5 Registration, Payment)', () => {
  it("asks a visitor for an e-mail, a password and a payment system, with the spec's messages", () => {
    expect(validateCheckout({ email: '', password: '', paymentSystem: '' }, true)).toEqual({
      email: [REQUIRED_MESSAGE],
      password: [REQUIRED_MESSAGE],
      paymentSystem: ['Payment system not selected'],
    });
    expect(validateCheckout({ email: 'nope', password: 'letters', paymentSystem: 'epoch' }, true)).toEqual({
      email: ['Correct email pattern is: name@example.com'],
      password: ['Password must contain at least one number', PASSWORD_MESSAGE],
    });
    expect(validateCheckout({ email: 'Buyer@Example.com', password: 'secret123', paymentSystem: 'epoch' }, true)).toEqual({});
  });

  it('asks a signed-in member only for the payment system', () => {
    expect(validateCheckout({ email: '', password: '', paymentSystem: 'epoch' }, false)).toEqual({});
    expect(validateCheckout({ email: '', password: '', paymentSystem: '' }, false)).toEqual({ paymentSystem: ['Payment system not selected'] });
  });
});
