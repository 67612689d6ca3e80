/**
 * Token packs' rules (spec 002 §2.5, §5 'Token tariffs, by biller' and 'Biller eligibility', §9): which billers may sell
 * a pack, the price a pack is sold at, and how balances and token amounts are shown. The cam provider refuses a purchase
 * by its own copy of the biller rules (backend/rules/billers.ts in the embedded one).
 */
import type { Biller } from '../contracts/sales.ts';
import type { TokenPackPrice, TokenTariff } from '../contracts/tokens.ts';
import { RESTRICTED_BILLER } from './billers.ts';
import { formatMoney } from './format.ts';
import { groupThousands } from './token-balance.ts';

/** Where the balance and the packs lead (§2.5 'More Tokens' goes to /tokens). */
export const MORE_TOKENS = 'More Tokens';

/** The price a pack is sold at now: the special price while there is one. */
export const packPrice = (tariff: TokenTariff): TokenPackPrice => tariff.specialPrice ?? tariff.normalPrice;

/** §5 'Token tariffs, by biller': whether this biller can sell the pack. */
export function sellableBy(tariff: TokenTariff, biller: Biller): boolean {
  const prices = [tariff.normalPrice, ...(tariff.specialPrice ? [tariff.specialPrice] : [])];
  if (biller.name === RESTRICTED_BILLER) return prices.every((p) => p.ccbillTiCode !== '');
  if (biller.isNonRecurring) return prices.every((p) => p.nonRecurringPrice);
  return tariff.normalPrice.epochPiCode !== '';
}

/**
 * §5 'Biller eligibility' with the tariff rules: non-recurring billers only for a non-recurring price, the restricted
 * card biller only where the pack carries its code, and only billers that can sell the pack.
 */
export function tokenBillers(billers: readonly Biller[], tariff: TokenTariff): Biller[] {
  const price = packPrice(tariff);
  return billers.filter((biller) => {
    if (biller.isNonRecurring && !price.nonRecurringPrice) return false;
    return sellableBy(tariff, biller);
  });
}

/** The packs in their order (§2.5 'ordered by sort'); the quick-buy ones for the header. */
export const sortedTariffs = (tariffs: readonly TokenTariff[]): TokenTariff[] => [...tariffs].sort((a, b) => a.sort - b.sort);
export const quickBuyTariffs = (tariffs: readonly TokenTariff[]): TokenTariff[] => sortedTariffs(tariffs).filter((t) => t.isQuickBuy);

/** '1 000 tokens' (§2.5). */
export const tokenAmountText = (amount: number): string => `${groupThousands(amount)} tokens`;

/** '$ 9.99', '$ 1,200' (§2.5: '$ ' followed by priceAmount, in the site's money format). */
export const packPriceText = (amount: number): string => formatMoney(amount, '$ ');

/** The pack's icon (§2.5). */
export const tokenIconPath = (imageToken: string): string => `/i/token-icons/tokens-${imageToken}.svg`;
