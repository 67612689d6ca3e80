/**
 * Which billers the site API lets take a payment (spec 001 §5 'Payment', 'Biller eligibility'; 002 §5 'Token tariffs,
 * by biller'): the checkout's and the upgrade's prices, and the token packs. The site checks the same rules before it
 * asks; the site API holds its own, so a payment the browser made up is refused here whatever the page did.
 */
import type { Biller, Price } from '../../contracts/sales.ts';
import type { TokenTariff } from '../../contracts/tokens.ts';

/** The card biller that takes a price only where the price names it, and a token pack only with its code. */
const RESTRICTED_BILLER = 'ccbill';
/** The only biller that takes a price with bundled prices (cross-site sales). */
const BUNDLE_BILLER = 'epoch';

export const PAYMENT_SYSTEM_NOT_SELECTED = 'Payment system not selected';

/** A price's billers: non-recurring ones only for a non-recurring price, the restricted one where allowed, bundles through one. */
export function eligibleBillers(billers: readonly Biller[], price: Pick<Price, 'isNonRecurring' | 'slavePriceUuids' | 'allowedBillers'>): Biller[] {
  return billers.filter((biller) => {
    if (biller.isNonRecurring && !price.isNonRecurring) return false;
    if (biller.name === RESTRICTED_BILLER && !price.allowedBillers.includes(RESTRICTED_BILLER)) return false;
    return price.slavePriceUuids.length === 0 || biller.name === BUNDLE_BILLER;
  });
}

/**
 * A token pack's billers, by the price it sells at now (the special one while there is one): non-recurring billers only
 * when that price is non-recurring, and only a biller with the pack's code in every price — the restricted biller's
 * code, a non-recurring price for a non-recurring biller, the default pi-code for the others.
 */
export function tokenPackBillers(billers: readonly Biller[], tariff: TokenTariff): Biller[] {
  const current = tariff.specialPrice ?? tariff.normalPrice;
  const prices = [tariff.normalPrice, ...(tariff.specialPrice ? [tariff.specialPrice] : [])];
  return billers.filter((biller) => {
    if (biller.isNonRecurring && !current.nonRecurringPrice) return false;
    if (biller.name === RESTRICTED_BILLER) return prices.every((p) => p.ccbillTiCode !== '');
    if (biller.isNonRecurring) return prices.every((p) => p.nonRecurringPrice);
    return tariff.normalPrice.epochPiCode !== '';
  });
}
