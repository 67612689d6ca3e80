/**
 * Upgrade subscription (spec 001 §2 'Member dashboard' upgrade subscription: 'upgrade offers and price-upgrade rules;
 * their display is not shown'; §7 'Dashboard and account'):
 *   GET {siteHost}/api/memberships/service/upgrade-offers (Bearer) → data: the member's current price and the offers
 *       (the path is not shown in the spec: this project's)
 *   GET {siteHost}/api/memberships/service/price-upgrade-rules     → the whole body: the rules
 *
 * Wire choices (this project's; backend/routes/upgrade.ts answers them):
 * - An offer is a join-now price one may move to: its price uuid, title, amount, currency and period.
 * - A rule says a member on price `fromPriceUuid` may upgrade to the offer `toPriceUuid`, and what the offer costs more
 *   per billing than the current price (`priceDifference`, in the currency's units; so the current price is the
 *   offer's amount less it). An offer without a rule from the member's price is not for them.
 * Buying an offer goes through the checkout's payment URL (POST /api/payment/url with the offer's price uuid).
 */
import { z } from 'zod/mini';
import { CURRENCIES, PERIOD_UNITS } from './sales.ts';

export const UpgradeOffer = z.object({
  priceUuid: z.string().check(z.minLength(1)),
  title: z.string(),
  amount: z.number().check(z.nonnegative()),
  currency: z._default(z.enum(CURRENCIES), 'USD'),
  period: z.object({ unit: z.enum(PERIOD_UNITS), count: z.number().check(z.int(), z.positive()) }),
  /** A badge over the offer, e.g. 'Best value' ('' none). */
  label: z._default(z.string(), ''),
});
export type UpgradeOffer = z.infer<typeof UpgradeOffer>;

export const UpgradeOffers = z.object({
  /** The member's current membership on this site and its price; null without one. */
  membershipUuid: z._default(z.nullable(z.string()), null),
  priceUuid: z._default(z.nullable(z.string()), null),
  offers: z._default(z.array(UpgradeOffer), []),
});
export type UpgradeOffers = z.infer<typeof UpgradeOffers>;
export const emptyUpgradeOffers: UpgradeOffers = UpgradeOffers.parse({});

export const UpgradeOffersAnswer = z.object({ data: UpgradeOffers });

export const PriceUpgradeRule = z.object({
  fromPriceUuid: z.string().check(z.minLength(1)),
  toPriceUuid: z.string().check(z.minLength(1)),
  /** What the offer costs more per billing than the current price (negative: less). */
  priceDifference: z.number(),
});
export type PriceUpgradeRule = z.infer<typeof PriceUpgradeRule>;

/** GET price-upgrade-rules: the whole body (§7), the list of rules. */
export const PriceUpgradeRules = z.array(PriceUpgradeRule);
