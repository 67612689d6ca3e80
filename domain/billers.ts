/**
 * Biller eligibility for a price (spec 001 §5 'Payment', §4 'Checkout flow' step 4): non-recurring billers only for a
 * non-recurring price; the restricted biller only where the price allows it; a price with bundled (slave) prices only
 * through the bundle biller. The default payment system is 'epoch' (§9).
 */
import type { Biller, Price } from '../contracts/sales.ts';

export const DEFAULT_PAYMENT_SYSTEM = 'epoch';
/** The one biller excluded unless a price explicitly allows it. */
export const RESTRICTED_BILLER = 'ccbill';
/** The only biller that takes a price with bundled prices on partner sites (cross-site sales). */
export const BUNDLE_BILLER = 'epoch';

export const PAYMENT_SYSTEM_NOT_SELECTED = 'Payment system not selected';
export const PAYMENT_URL_NOT_FOUND = 'Payment url not found';

export function eligibleBillers(billers: readonly Biller[], price: Pick<Price, 'isNonRecurring' | 'slavePriceUuids' | 'allowedBillers'>): Biller[] {
  return billers.filter((biller) => {
    if (biller.isNonRecurring && !price.isNonRecurring) return false;
    if (biller.name === RESTRICTED_BILLER && !price.allowedBillers.includes(RESTRICTED_BILLER)) return false;
    if (price.slavePriceUuids.length > 0 && biller.name !== BUNDLE_BILLER) return false;
    return true;
  });
}

/**
 * What the eligible billers decide (spec 001 §4 'Checkout flow' step 4): one is used directly; several are offered
 * in the payment-method chooser; none means the payment cannot start ('Payment system not selected').
 */
export type BillerDecision = { kind: 'use'; biller: string } | { kind: 'ask'; billers: Biller[] } | { kind: 'none' };

export function billerDecision(eligible: readonly Biller[]): BillerDecision {
  const [only] = eligible;
  if (eligible.length === 0 || only === undefined) return { kind: 'none' };
  return eligible.length === 1 ? { kind: 'use', biller: only.name } : { kind: 'ask', billers: [...eligible] };
}
