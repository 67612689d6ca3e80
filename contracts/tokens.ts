/**
 * Token packs for the live cams (spec 002 §2.5, §3.7 'Token tariff', §4.8 'Token pack purchase', §5 'Token tariffs, by
 * biller', §7 GET {siteHost}/api/{provider}/join-now/prices).
 *
 * §3.7 states two shapes of a tariff (the tariff list's and the quick-buy display's); the reference backend answers one
 * that carries both: a price has the quick-buy fields (priceAmount, tokenAmount, topDescription, nonRecurringPrice as a
 * boolean, the payment-provider item code, the price UUID) and the tariff list's per-biller codes (the specific card
 * biller's ti-code, the default biller's pi-code). The path of the payment-URL call is not shown by the spec: it is
 * this project's (`POST {siteHost}/api/{provider}/tokens/payment-url`).
 */
import { z } from 'zod/mini';

/** One price of a pack (normal, or special while a discount runs). */
export const TokenPackPrice = z.object({
  priceUuid: z.string().check(z.minLength(1)),
  /** The payment provider's item code. */
  itemCode: z.string(),
  /** Dollars. */
  priceAmount: z.number().check(z.nonnegative()),
  tokenAmount: z.number().check(z.int(), z.positive()),
  /** The badge ('Popular', 'Best value'); '' for none. */
  topDescription: z._default(z.string(), ''),
  nonRecurringPrice: z._default(z.boolean(), false),
  /** The specific card biller's ti-code ('' when that biller cannot sell it). */
  ccbillTiCode: z._default(z.string(), ''),
  /** The default biller's pi-code ('' when missing). */
  epochPiCode: z._default(z.string(), ''),
});
export type TokenPackPrice = z.infer<typeof TokenPackPrice>;

/** A token tariff (pack), §3.7. */
export const TokenTariff = z.object({
  sort: z.number(),
  /** The icon's name: /i/token-icons/tokens-{imageToken}.svg. */
  imageToken: z.string().check(z.regex(/^[\w-]+$/)),
  isQuickBuy: z._default(z.boolean(), false),
  normalPrice: TokenPackPrice,
  specialPrice: z._default(z.nullable(TokenPackPrice), null),
});
export type TokenTariff = z.infer<typeof TokenTariff>;

/** GET {siteHost}/api/{provider}/join-now/prices: `data.items`. */
export const TokenTariffsAnswer = z.object({ data: z.object({ items: z.array(TokenTariff) }) });

/** POST {siteHost}/api/{provider}/tokens/payment-url: what choosing a pack sends with the chosen biller (§4.8 step 1). */
export const TokenPaymentUrlBody = z.object({
  priceUuid: z.string().check(z.minLength(1), z.maxLength(100)),
  itemCode: z.string().check(z.maxLength(100)),
  isNonRecurring: z.boolean(),
  paymentSystem: z.string().check(z.maxLength(40)),
});
export type TokenPaymentUrlBody = z.infer<typeof TokenPaymentUrlBody>;

/** The redirect URL (the biller's hosted page), §4.8 step 2. */
export const TokenPaymentUrlAnswer = z.object({ data: z.object({ paymentUrl: z._default(z.nullable(z.string()), null) }) });
