/**
 * The member-plus service ({memberPlus}; spec 001 §2 'Member-plus offer', §3 'Site (for a member-plus payment URL)',
 * 'Member-plus category tile and price', §4 'Member-plus payment flow', §7 'Checkout and payment', §8): a custom
 * category tile with memberPlus names a price (priceUuid) of this service; the price says which partner site it buys
 * a membership on and what its pop-up shows; the service makes the payment URL at a card biller for it.
 * Where the spec leaves a shape open ('and more not shown', the aggregate and status answers 'not shown'), the shape
 * here is this project's, and the reference backend (backend/routes/member-plus.ts) answers it.
 */
import { z } from 'zod/mini';
import { Price } from './sales.ts';

const text = z._default(z.string(), '');

/**
 * The partner site a price buys on (spec 001 §3 'Site (for a member-plus payment URL)'): its origin ('https://…', no
 * trailing slash; the fallback checkout page is `{url}/join-now/`), where the biller sends the buyer back, and the
 * SegPay package of the price there ('' when it has none). All three go into the payment-URL request.
 */
export const MemberPlusSite = z.object({
  url: z.string().check(z.minLength(1)),
  returnUrl: text,
  segpayPackageId: text,
});
export type MemberPlusSite = z.infer<typeof MemberPlusSite>;

/**
 * The offer's pop-up (spec 001 §2 'Member-plus offer': video, small image, main image, middle-layer image and their
 * mobile variants; 'and more not shown': its title, text and button text). Media are paths on the content host or
 * absolute URLs; '' = none.
 */
export const MemberPlusPopup = z.object({
  title: text,
  text,
  buttonText: z._default(z.string(), 'Get Member Plus'),
  videoLink: text,
  smallImage: text,
  mainImage: text,
  mobileMainImage: text,
  middleLayerImage: text,
  mobileMiddleLayerImage: text,
});
export type MemberPlusPopup = z.infer<typeof MemberPlusPopup>;

/**
 * GET {memberPlus}/api/v1/member-plus-prices/{id}: data. Amount, currency and period as a join-now price's
 * (contracts/sales.ts). `piCode` identifies the price at the service's billing (sent back with the payment-URL
 * request); a `customPaymentUrl` is used as it is, with no payment-URL request (spec 001 §4 step 2).
 */
export const MemberPlusPrice = z.object({
  uuid: z.string().check(z.minLength(1)),
  title: z.string(),
  amount: Price.shape.amount,
  currency: Price.shape.currency,
  period: Price.shape.period,
  piCode: text,
  customPaymentUrl: z._default(z.nullable(z.string()), null),
  site: MemberPlusSite,
  popup: z._default(MemberPlusPopup, MemberPlusPopup.parse({})),
});
export type MemberPlusPrice = z.infer<typeof MemberPlusPrice>;
export const MemberPlusPriceAnswer = z.object({ data: MemberPlusPrice });

/** GET {memberPlus}/api/v1/memberships/payment-url: the query of spec 001 §4 step 3 (Bearer: the buyer). */
export const MemberPlusPaymentUrlQuery = z.object({
  piCode: z.string().check(z.minLength(1), z.maxLength(100)),
  siteUrl: z.string().check(z.maxLength(300)),
  returnUrl: z._default(z.string().check(z.maxLength(1000)), ''),
  paymentSystem: z.string().check(z.maxLength(40)),
  segpayPackageId: z._default(z.string().check(z.maxLength(100)), ''),
});
export type MemberPlusPaymentUrlQuery = z.infer<typeof MemberPlusPaymentUrlQuery>;

/** Its answer: the biller's hosted payment page, used on HTTP 200 only (spec 001 §4 step 3, §8). */
export const MemberPlusPaymentUrlAnswer = z.object({ data: z.object({ paymentUrl: z.string().check(z.minLength(1)) }) });

/**
 * One of the member's memberships across the network (GET …/memberships/aggregate, 'not shown' in the spec): on this
 * site (siteHost '') or on another network site (isExternalSite: a bundle's or a member-plus one), with its status
 * code (spec 001 §9: inactive 1, active 100, canceled 200, expired 300) and whether it gives access now.
 */
export const MemberPlusMembership = z.object({
  uuid: z.string(),
  siteHost: z.string(),
  isExternalSite: z.boolean(),
  /** Bought through the member-plus service (a member-plus price's payment), not with a join-now bundle. */
  isMemberPlus: z.boolean(),
  priceUuid: z.string(),
  paymentSystem: z.string(),
  status: z.number().check(z.int()),
  isActive: z.boolean(),
  /** Unix seconds; rebillAt null: never rebilled (a non-recurring price). */
  joinedAt: z.number(),
  rebillAt: z.nullable(z.number()),
});
export type MemberPlusMembership = z.infer<typeof MemberPlusMembership>;
export const MemberPlusAggregateAnswer = z.object({ data: z.object({ memberships: z.array(MemberPlusMembership) }) });

/**
 * GET …/memberships/status ('not shown' in the spec): the member's member-plus standing in one glance — whether they
 * hold an active member-plus membership, the hosts of the network sites they are active on (this site's '' left out),
 * and the nearest rebill date of those (unix seconds; null: none).
 */
export const MemberPlusStatus = z.object({
  isMemberPlus: z.boolean(),
  activeSites: z.array(z.string()),
  nextRebillAt: z.nullable(z.number()),
});
export type MemberPlusStatus = z.infer<typeof MemberPlusStatus>;
export const MemberPlusStatusAnswer = z.object({ data: MemberPlusStatus });
