/**
 * The join-now page's calls (spec 001 §3 'Join-now template', 'Join-now config', 'Price slot (tariff)', 'Sale event',
 * 'Biller (payment system)'; §7 'Join-now and sales', 'Checkout and payment'). Where the spec leaves a field's shape
 * open (a price's amount, period and currency; a bundled site's identity), the shape here is this project's, and the
 * reference backend answers it.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';

/** An image of the template: `{url}` (spec 001 §3 'each with url'). */
export const TemplateImage = z.object({ url: z.string().check(z.minLength(1)), alt: z._default(z.string(), '') });
export type TemplateImage = z.infer<typeof TemplateImage>;

const optionalImage = z._default(z.nullable(TemplateImage), null);

/** GET {siteHost}/api/join-now-template: data. */
export const JoinNowTemplate = z.object({
  benefits: z._default(z.array(z.object({ title: z.string(), text: z._default(z.string(), '') })), []),
  winnerLogos: z._default(z.array(TemplateImage), []),
  standardImage1: optionalImage,
  standardImage2: optionalImage,
  standardImage3: optionalImage,
  bundleImage1: optionalImage,
  bundleImage2: optionalImage,
  bundleImage3: optionalImage,
});
export type JoinNowTemplate = z.infer<typeof JoinNowTemplate>;
export const JoinNowTemplateAnswer = z.object({ data: JoinNowTemplate });
export const emptyJoinNowTemplate: JoinNowTemplate = JoinNowTemplate.parse({});

const minutes = z._default(z.number().check(z.int(), z.nonnegative()), 0);
const flag = z._default(z.boolean(), false);

/** GET {siteHost}/api/join-now-config: data (spec 001 §3 'Join-now config'). */
export const JoinNowConfig = z.object({
  comments: z._default(z.array(z.object({ text: z._default(z.nullable(z.string()), null), author: z._default(z.string(), '') })), []),
  trapTimerMinutes: minutes,
  isTrapPositionBackBtn: flag,
  isTrapPositionTop: flag,
  isTrapPositionLeft: flag,
  isTrapPositionRight: flag,
  hasTimerPricePositionOne: flag,
  hasTimerPricePositionTwo: flag,
  hasTimerPricePositionThree: flag,
  hasTimerPricePositionFour: flag,
  timerMinutesPricePositionOne: minutes,
  timerMinutesPricePositionTwo: minutes,
  timerMinutesPricePositionThree: minutes,
  timerMinutesPricePositionFour: minutes,
});
export type JoinNowConfig = z.infer<typeof JoinNowConfig>;
export const JoinNowConfigAnswer = z.object({ data: JoinNowConfig });
export const emptyJoinNowConfig: JoinNowConfig = JoinNowConfig.parse({});

/** A partner (sister) site a price is bundled with: the bundle the buyer may toggle (spec 001 §3 'Bundle'). */
export const SlaveSite = z.object({
  uuid: z.string().check(z.minLength(1)),
  siteHost: z.string().check(z.minLength(1)),
  siteSettings: z.object({ title: z.string(), subtitle: z._default(z.string(), '') }),
});
export type SlaveSite = z.infer<typeof SlaveSite>;

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'RUB'] as const;
export const PERIOD_UNITS = ['day', 'month', 'year'] as const;

/** A price (spec 001 §3 'Price slot': priceUuid, slavePriceUuids, priceSlaveSites, fakeTimer, specialTimer, piCode, …). */
export const Price = z.object({
  uuid: z.string().check(z.minLength(1)),
  /** The plan's name, e.g. '1 Month'. */
  title: z.string(),
  amount: z.number().check(z.nonnegative()),
  /** The price before the discount; null: none shown. */
  oldAmount: z._default(z.nullable(z.number().check(z.nonnegative())), null),
  currency: z._default(z.enum(CURRENCIES), 'USD'),
  period: z.object({ unit: z.enum(PERIOD_UNITS), count: z.number().check(z.int(), z.positive()) }),
  /** Charged once, never rebilled: only non-recurring billers may take it (spec 001 §5 'Payment'). */
  isNonRecurring: flag,
  priceSlaveSites: z._default(z.array(SlaveSite), []),
  slavePriceUuids: z._default(z.array(z.string()), []),
  fakeTimer: z._default(z.nullable(z.number()), null),
  specialTimer: z._default(z.nullable(z.object({ duration: z.number().check(z.nonnegative()) })), null),
  piCode: z._default(z.nullable(z.string()), null),
  customPaymentUrl: z._default(z.nullable(z.string()), null),
  segPayTiCode: z._default(z.nullable(z.string()), null),
  /** The biller this price may name although it is excluded by default (spec 001 §5 'unless explicitly allowed'). */
  allowedBillers: z._default(z.array(z.string()), []),
});
export type Price = z.infer<typeof Price>;

export { STANDARD_SLOT_TYPE } from './slot-type.ts';

export const PriceSlot = z.object({
  uuid: z.string().check(z.minLength(1)),
  type: z.number().check(z.int()),
  sort: z._default(z.number(), 0),
  image: optionalImage,
  /** A badge over the slot, e.g. 'Best value'. */
  label: z._default(z.string(), ''),
  price: Price,
});
export type PriceSlot = z.infer<typeof PriceSlot>;

/** GET {siteHost}/api/price-slots?event=…: data, the list of price slots. */
export const PriceSlotsAnswer = z.object({ data: z.array(PriceSlot) });

/** GET {siteHost}/api/current-sale-event?event=… and {saleEventEndPoint}: data (spec 001 §3 'Sale event'). */
export const SaleEvent = z.object({
  uuid: z.string(),
  saleEventGroup: z.number().check(z.int()),
  userRegionCode: z._default(z.string(), ''),
  title: z._default(z.string(), ''),
  /** When the sale ends (unix seconds); null: open-ended. */
  endsAt: z._default(z.nullable(z.number()), null),
});
export type SaleEvent = z.infer<typeof SaleEvent>;
export const SaleEventAnswer = z.object({ data: z.nullable(SaleEvent) });

/** GET {siteHost}/api/memberships/billers: data (spec 001 §3 'Biller'). */
export const Biller = z.object({ name: z.string().check(z.minLength(1)), nameHuman: z.string(), isNonRecurring: flag });
export type Biller = z.infer<typeof Biller>;
export const BillersAnswer = z.object({ data: z.array(Biller) });

const uuidField = z.string().check(z.minLength(1), z.maxLength(100));
const slaveUuids = z._default(z.array(uuidField).check(z.maxLength(4)), []);

/**
 * POST {siteHost}/api/account: the sign-up of the checkout form (spec 001 §3 'Registration submit': email, password,
 * isReceiveUpdates, paymentSystem and the selected tariff), with the visitor's affiliate.
 */
export const SignUpBody = z.object({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(200)),
  isReceiveUpdates: z.boolean(),
  paymentSystem: z.string().check(z.maxLength(40)),
  priceUuid: uuidField,
  slavePriceUuids: slaveUuids,
  affiliateId: z._default(z.string().check(z.maxLength(64)), ''),
  offerId: z._default(z.string().check(z.maxLength(64)), ''),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

/**
 * POST {siteHost}/api/join-now/leave-offer (no body): the leave-page trap opened for this visitor (spec 001 §4
 * 'Leave-page trap'; contracts/leave-offer.ts). data: the special price uuids the offer sells and the seconds it lasts
 * from now (the trap's timer: trapTimerMinutes × 60 for a new offer, what is left of the visitor's running one). The
 * signed offer itself is set as an HttpOnly cookie; a special price's sign-up or payment URL needs it.
 */
export const LeaveOfferAnswer = z.object({
  data: z.object({
    priceUuids: z.array(z.string()),
    seconds: z.number().check(z.int(), z.nonnegative()),
  }),
});
export type LeaveOffer = z.infer<typeof LeaveOfferAnswer>['data'];

/**
 * POST {siteHost}/api/payment/url (Bearer): a signed-in member's payment (spec 001 §4 'Checkout flow' step 3). A
 * special price (the leave-page trap's) is refused, 403 with the reason under `offer`, unless the visitor's unexpired
 * leave-page offer for it comes with the call (its cookies, contracts/leave-offer.ts); the sign-up's likewise.
 */
export const PaymentUrlBody = z.object({
  userUuid: uuidField,
  paymentSystem: z.string().check(z.maxLength(40)),
  priceUuid: uuidField,
  slavePriceUuids: slaveUuids,
});
export type PaymentUrlBody = z.infer<typeof PaymentUrlBody>;

/** Both answers: data.paymentUrl, the biller's hosted page (spec 001 §3 'Account creation / payment URL response'). */
export const PaymentUrlAnswer = z.object({ data: z.object({ paymentUrl: z._default(z.nullable(z.string()), null) }) });

/** Their error body: errors.title and errors.data, the messages by field (spec 001 §3, §8). */
export const CheckoutErrorBody = z.object({
  status: Status,
  errors: z.object({ title: z.string(), data: z._default(z.record(z.string(), z.array(z.string())), {}) }),
});
export type CheckoutErrorBody = z.infer<typeof CheckoutErrorBody>;

export const PAYMENT_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * GET {siteHost}/api/payment/status/{uuid}: where a payment stands when the buyer comes back from the biller (the
 * join-now page keeps their tariff and e-mail after a decline; the payment page signs them in after an approval).
 */
export const PaymentStatusAnswer = z.object({
  data: z.object({
    status: z.enum(PAYMENT_STATUSES),
    email: z.string(),
    priceUuid: z.string(),
    slavePriceUuids: z.array(z.string()),
    paymentSystem: z.string(),
    /** Why the biller declined, in the buyer's words; '' otherwise. */
    message: z._default(z.string(), ''),
  }),
});
export type PaymentStatus = z.infer<typeof PaymentStatusAnswer>['data'];

/** POST {siteHost}/api/billing/postback: a biller's word on a payment, signed with the shared secret (HMAC-SHA256). */
export const PostbackBody = z.object({
  biller: z.string().check(z.maxLength(40)),
  paymentUuid: uuidField,
  transactionId: uuidField,
  status: z.enum(['approved', 'declined']),
  amountCents: z.number().check(z.int(), z.nonnegative()),
  currency: z.enum(CURRENCIES),
  signature: z.string().check(z.maxLength(128)),
});
export type PostbackBody = z.infer<typeof PostbackBody>;
export const PostbackAnswer = z.object({ data: z.object({ applied: z.boolean() }) });

/**
 * What the sign-up and payment-URL calls come to (spec 001 §4 'Checkout flow', §8): the payment URL (null when the
 * answer lacks it: 'Payment url not found'), or the refusal `{title, data}`: the server's errors.title (or the call's
 * message) and its messages by field.
 */
export type PaymentUrlOutcome = { ok: true; paymentUrl: string | null } | { ok: false; title: string; data: Record<string, string[]> };
