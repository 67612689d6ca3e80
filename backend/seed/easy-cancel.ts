/**
 * The easy-cancel survey and the upgrade offers of the demo (spec 001 §3 'Easy cancel'; §2 'Upgrade subscription'):
 * four questions with their answers (sort deliberately not in list order, so the answers show the sorting), the page's
 * settings, and the upgrade offers built from the join-now prices: a member on a recurring base price may move to a
 * longer base plan that costs less per month; the rule carries what the offer costs more per billing.
 */
import type { EasyCancelQuestion, EasyCancelSettings } from '../../contracts/easy-cancel.ts';
import type { Price, PriceSlot } from '../../contracts/sales.ts';
import type { PriceUpgradeRule } from '../../contracts/upgrade.ts';
import { monthsOf } from '../rules/periods.ts';

export const buildEasyCancelQuestions = (): EasyCancelQuestion[] => [
  {
    id: 2,
    sort: 20,
    text: 'How often did you watch?',
    answers: [
      { id: 21, sort: 10, text: 'Every week' },
      { id: 22, sort: 20, text: 'A few times a month' },
      { id: 23, sort: 30, text: 'Once or twice' },
      { id: 24, sort: 40, text: 'Hardly ever' },
    ],
  },
  {
    id: 1,
    sort: 10,
    text: 'Why are you cancelling?',
    answers: [
      { id: 13, sort: 30, text: 'I do not have time to watch' },
      { id: 11, sort: 10, text: 'It costs too much' },
      { id: 12, sort: 20, text: 'Not enough new scenes' },
      { id: 14, sort: 40, text: 'Technical problems with my headset' },
      { id: 15, sort: 50, text: 'Something else' },
    ],
  },
  {
    id: 3,
    sort: 30,
    text: 'Which headset do you use most?',
    answers: [
      { id: 31, sort: 10, text: 'Meta Quest' },
      { id: 32, sort: 20, text: 'Pico' },
      { id: 33, sort: 30, text: 'Apple Vision Pro' },
      { id: 34, sort: 40, text: 'A phone or a browser' },
    ],
  },
  {
    id: 4,
    sort: 40,
    text: 'Would you come back one day?',
    answers: [
      { id: 41, sort: 10, text: 'Yes, for a good offer' },
      { id: 42, sort: 20, text: 'Maybe' },
      { id: 43, sort: 30, text: 'No' },
    ],
  },
];

export const buildEasyCancelSettings = (): EasyCancelSettings => ({
  title: 'Sorry to see you go',
  introText: 'Tell us why you are leaving: four quick questions, then your membership is cancelled. You keep access until your paid period ends.',
  isCommentAllowed: true,
  commentLabel: 'Anything else you want to tell us? (optional)',
  offerText: 'Stay for less: a longer plan costs less per month.',
  upgradeLinkText: 'Upgrade instead',
  submitText: 'Cancel my membership',
});

/** The base plans offered as upgrades: the recurring standard prices without bundles. */
const OFFER_UUIDS = ['price-base-1m', 'price-base-3m', 'price-base-1y'];

const monthly = (price: Pick<Price, 'amount' | 'period'>) => price.amount / monthsOf(price.period);
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The upgrade offers and the price-upgrade rules: from every recurring base price (standard or special) to each offer
 * of a longer period that costs less per month.
 */
export function buildUpgradeOffers(slots: { regular: PriceSlot[] }): { offers: string[]; rules: PriceUpgradeRule[] } {
  const base = slots.regular.map((slot) => slot.price).filter((price) => price.uuid.startsWith('price-base-') && !price.isNonRecurring);
  const offers = OFFER_UUIDS.flatMap((uuid) => base.filter((price) => price.uuid === uuid));
  const rules = base.flatMap((from) =>
    offers
      .filter((to) => monthsOf(to.period) > monthsOf(from.period) && monthly(to) < monthly(from))
      .map((to) => ({ fromPriceUuid: from.uuid, toPriceUuid: to.uuid, priceDifference: cents(to.amount - from.amount) })),
  );
  return { offers: offers.map((price) => price.uuid), rules };
}
