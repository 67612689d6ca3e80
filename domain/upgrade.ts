/**
 * Upgrade subscription (spec 001 §2 'Upgrade subscription': upgrade offers and price-upgrade rules shown as a
 * comparison of the current plan and each offer): which offers the member's price may move to (a rule from it), what
 * each costs per month, and what it saves per month against the current price (the offer's amount less the rule's
 * priceDifference). Money is shown with the §9 rules (rules/format.ts formatPrice).
 */
import type { Price } from '../contracts/sales.ts';
import type { PriceUpgradeRule, UpgradeOffer, UpgradeOffers } from '../contracts/upgrade.ts';

type Period = Price['period'];

/** How many months a period is: 30 days count as a month. */
export function monthsOf(period: Period): number {
  if (period.unit === 'year') return period.count * 12;
  if (period.unit === 'month') return period.count;
  return period.count / 30;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A price per month, to the cent. */
export const perMonth = (amount: number, period: Period): number => cents(amount / monthsOf(period));

/** An offer the member may take, compared with their current price. */
export type UpgradeOption = {
  offer: UpgradeOffer;
  /** What the offer costs more per billing than the current price. */
  priceDifference: number;
  /** The current price's amount per billing (the offer's amount less the difference). */
  currentAmount: number;
  offerPerMonth: number;
  currentPerMonth: number;
  /** What the offer saves per month (0 when it saves nothing). */
  savingPerMonth: number;
};

/**
 * The offers of the member's current price, in the offers' order, each with its figures; none without a current
 * price. `currentPeriod`: the current plan's period (the dashboard info's periodicity); without it the months are
 * taken as one.
 */
export function upgradeOptions(offers: UpgradeOffers, rules: readonly PriceUpgradeRule[], currentPeriod: Period | null): UpgradeOption[] {
  const from = offers.priceUuid;
  if (!from) return [];
  return offers.offers.flatMap((offer) => {
    const rule = rules.find((r) => r.fromPriceUuid === from && r.toPriceUuid === offer.priceUuid);
    if (!rule || offer.priceUuid === from) return [];
    const currentAmount = cents(offer.amount - rule.priceDifference);
    const offerPerMonth = perMonth(offer.amount, offer.period);
    const currentPerMonth = perMonth(currentAmount, currentPeriod ?? { unit: 'month', count: 1 });
    return [
      {
        offer,
        priceDifference: rule.priceDifference,
        currentAmount,
        offerPerMonth,
        currentPerMonth,
        savingPerMonth: Math.max(0, cents(currentPerMonth - offerPerMonth)),
      },
    ];
  });
}
