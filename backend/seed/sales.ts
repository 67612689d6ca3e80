/**
 * The join-now page's seed (spec 001 §3): the template (benefits, winner logos, default images), the config
 * (testimonials, one without text; the leave-page trap on the back button and the top edge, 10 minutes; timers on
 * the first and third price positions), the billers (epoch, segpay, ccbill restricted, a non-recurring crypto biller),
 * the current sale event, and the price slots: the base set (four standard prices, one non-recurring, and three
 * special ones the trap switches on), a set for each of the two partner sites and one for both.
 */
import { offerYear } from './demo-calendar.ts';
import type { PromoTimer } from '../../contracts/promo-timer.ts';
import type { Biller, JoinNowConfig, JoinNowTemplate, Price, PriceSlot, SaleEvent, SlaveSite } from '../../contracts/sales.ts';

const art = (slug: string) => ({ url: `/media/art/promo/${slug}.svg`, alt: '' });

export const buildJoinNowTemplate = (): JoinNowTemplate => ({
  benefits: [
    { title: 'Every scene in 8K VR', text: 'Stream or download in the quality your headset plays best.' },
    { title: 'New scenes every week', text: 'Fresh releases every week, all included.' },
    { title: 'Works on every headset', text: 'Quest, Pico, Vision Pro, PSVR and the browser.' },
    { title: 'Discreet billing', text: 'A neutral name on your statement.' },
    { title: 'Cancel any time', text: 'Two clicks in your dashboard.' },
    { title: 'Live VR cams', text: 'Meet the models live in VR.' },
  ],
  winnerLogos: [1, 2, 3, 4].map((n) => ({ url: `/media/art/promo/award-${n}.svg`, alt: `VR award ${2022 + n}` })),
  standardImage1: art('plan-1'),
  standardImage2: art('plan-2'),
  standardImage3: art('plan-3'),
  bundleImage1: art('bundle-1'),
  bundleImage2: art('bundle-2'),
  bundleImage3: art('bundle-3'),
});

export const buildJoinNowConfig = (): JoinNowConfig => ({
  comments: [
    { text: 'The depth in these scenes is unreal. Worth every cent.', author: 'Mark, Quest 3' },
    { text: 'Cancelled another site for this one: better quality, fairer price.', author: 'Jonas, Pico 4' },
    { text: null, author: 'empty' },
    { text: 'Support answered in ten minutes on a Sunday.', author: 'Ravi, Vision Pro' },
    { text: 'The AI-engine scenes in passthrough are something else.', author: 'Leo, Quest 3' },
  ],
  trapTimerMinutes: 10,
  isTrapPositionBackBtn: true,
  isTrapPositionTop: true,
  isTrapPositionLeft: false,
  isTrapPositionRight: false,
  hasTimerPricePositionOne: true,
  hasTimerPricePositionTwo: false,
  hasTimerPricePositionThree: true,
  hasTimerPricePositionFour: false,
  timerMinutesPricePositionOne: 15,
  timerMinutesPricePositionTwo: 0,
  timerMinutesPricePositionThree: 30,
  timerMinutesPricePositionFour: 0,
});

export const buildBillers = (): Biller[] => [
  { name: 'epoch', nameHuman: 'Epoch (card)', isNonRecurring: false },
  { name: 'segpay', nameHuman: 'SegPay (card)', isNonRecurring: false },
  { name: 'ccbill', nameHuman: 'CCBill (card)', isNonRecurring: false },
  { name: 'cryptopay', nameHuman: 'Crypto, one-time', isNonRecurring: true },
];

/** The sale running on the demo: no end date, so it is always current. */
export const buildSaleEvent = (): SaleEvent => ({
  uuid: 'sale-velvet-week',
  saleEventGroup: 3,
  userRegionCode: 'US',
  title: 'Velvet Week',
  endsAt: null,
});

const PARTNERS: SlaveSite[] = [
  { uuid: 'partner-midnight', siteHost: 'midnightvr.test', siteSettings: { title: 'MidnightVR', subtitle: 'VR videos after dark' } },
  { uuid: 'partner-lumen', siteHost: 'lumenar.test', siteSettings: { title: 'LumenAR', subtitle: 'AR scenes in your room' } },
];

type Plan = {
  key: string;
  title: string;
  amount: number;
  oldAmount: number | null;
  unit: Price['period']['unit'];
  count: number;
  nonRecurring?: boolean;
  label?: string;
};
const STANDARD: Plan[] = [
  { key: '1m', title: '1 Month', amount: 29.99, oldAmount: 39.99, unit: 'month', count: 1 },
  { key: '3m', title: '3 Months', amount: 59.99, oldAmount: 89.97, unit: 'month', count: 3, label: 'Most popular' },
  { key: '1y', title: '1 Year', amount: 99, oldAmount: 359.88, unit: 'year', count: 1, label: 'Best value' },
  { key: '30d', title: '30 Days, no rebill', amount: 34.99, oldAmount: null, unit: 'day', count: 30, nonRecurring: true },
];
const SPECIAL: Plan[] = [
  { key: '1m-special', title: '1 Month', amount: 19.99, oldAmount: 39.99, unit: 'month', count: 1 },
  { key: '3m-special', title: '3 Months', amount: 44.99, oldAmount: 89.97, unit: 'month', count: 3, label: 'Leaving offer' },
  { key: '1y-special', title: '1 Year', amount: 79, oldAmount: 359.88, unit: 'year', count: 1, label: 'Best value' },
];
/** A bundle adds this much per partner site to the plan's price. */
const BUNDLE_SURCHARGE = 10;

function slotOf(plan: Plan, set: string, sites: SlaveSite[], type: number, sort: number, discount: number): PriceSlot {
  const amount = Math.round((plan.amount + BUNDLE_SURCHARGE * sites.length) * discount * 100) / 100;
  const priceUuid = `price-${set}-${plan.key}`;
  return {
    uuid: `slot-${set}-${plan.key}`,
    type,
    sort,
    image: null,
    label: plan.label ?? '',
    price: {
      uuid: priceUuid,
      title: plan.title,
      amount,
      oldAmount: plan.oldAmount === null ? null : plan.oldAmount + BUNDLE_SURCHARGE * sites.length,
      currency: 'USD',
      period: { unit: plan.unit, count: plan.count },
      isNonRecurring: plan.nonRecurring ?? false,
      priceSlaveSites: sites,
      slavePriceUuids: sites.map((site) => `${priceUuid}-on-${site.uuid}`),
      fakeTimer: null,
      specialTimer: type === 1 ? null : { duration: 900 },
      piCode: null,
      customPaymentUrl: null,
      segPayTiCode: null,
      allowedBillers: [],
    },
  };
}

/** Every set's slots; `discount` scales the prices (the sale event's). */
function slots(discount: number): PriceSlot[] {
  const sets: [string, SlaveSite[]][] = [
    ['base', []],
    ['first', PARTNERS.slice(0, 1)],
    ['second', PARTNERS.slice(1, 2)],
    ['third', PARTNERS],
  ];
  return sets.flatMap(([set, sites]) => [
    ...(set === 'base' ? STANDARD : STANDARD.slice(0, 3)).map((plan, i) => slotOf(plan, set, sites, 1, (i + 1) * 10, discount)),
    ...(set === 'base' ? SPECIAL : []).map((plan, i) => slotOf(plan, set, sites, 2, (i + 1) * 10, discount)),
  ]);
}

/** The price slots without a sale event, and during the seeded sale (20 % off). */
export const buildPriceSlots = () => ({
  regular: slots(1),
  sale: slots(0.8).map((s) => ({ ...s, uuid: `${s.uuid}-sale`, price: { ...s.price, uuid: `${s.price.uuid}-sale` } })),
});

/**
 * The promo countdown banner's promotion (spec 001 §3 'Promo timer'): a year-end offer, to the last day of the year
 * the demo is seeded in (demo-calendar.ts), with generated art for the three widths.
 */
export const buildPromoTimer = (day: number): PromoTimer => ({
  dateEnd: `${offerYear(day)}-12-31`,
  isCheatTimer: false,
  imageMobile: { url: '/media/art/promo-timer/year-end-mobile.svg' },
  imageTablet: { url: '/media/art/promo-timer/year-end-tablet.svg' },
  imageDesktop: { url: '/media/art/promo-timer/year-end-desktop.svg' },
  mainDescription: 'Year-end offer: save 50% on a 1-year membership',
  link: '/join-now/',
});
