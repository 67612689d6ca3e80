/**
 * The easy-cancel and upgrade rules (spec 001 §3 'Easy cancel': questions and answers by sort; §2 'Upgrade
 * subscription': the offers a price may move to, their price per month and saving; §9 money): domain/easy-cancel.ts,
 * domain/upgrade.ts.
 */
import { describe, expect, it } from 'vitest';
import type { EasyCancelQuestion } from '../../../contracts/easy-cancel.ts';
import type { UpgradeOffers } from '../../../contracts/upgrade.ts';
import { feedbackOf, isAnswerOf, sortedQuestions, surveyComplete } from '../../../domain/easy-cancel.ts';
import { monthsOf, perMonth, upgradeOptions } from '../../../domain/upgrade.ts';

const questions: EasyCancelQuestion[] = [
  {
    id: 2,
    sort: 20,
    text: 'B',
    answers: [
      { id: 22, sort: 2, text: 'b2' },
      { id: 21, sort: 1, text: 'b1' },
    ],
  },
  { id: 1, sort: 10, text: 'A', answers: [{ id: 11, sort: 5, text: 'a1' }] },
];

describe('easy-cancel survey rules', () => {
  it('orders the questions and their answers by sort', () => {
    const sorted = sortedQuestions(questions);
    expect(sorted.map((q) => q.id)).toEqual([1, 2]);
    expect(sorted[1]?.answers.map((a) => a.id)).toEqual([21, 22]);
  });

  it('is complete when every question has one of its own answers; never without questions', () => {
    expect(surveyComplete(questions, { 1: 11, 2: 21 })).toBe(true);
    expect(surveyComplete(questions, { 1: 11 })).toBe(false);
    expect(surveyComplete(questions, { 1: 21, 2: 22 })).toBe(false);
    expect(surveyComplete([], {})).toBe(false);
    expect([isAnswerOf(questions, 2, 22), isAnswerOf(questions, 1, 22)]).toEqual([true, false]);
  });

  it('sends the answers in the questions’ order with the trimmed comment', () => {
    expect(feedbackOf('m-1', sortedQuestions(questions), { 2: 22, 1: 11 }, '  bye  ')).toEqual({
      membershipUuid: 'm-1',
      answers: [
        { questionId: 1, answerId: 11 },
        { questionId: 2, answerId: 22 },
      ],
      comment: 'bye',
    });
  });
});

describe('upgrade rules', () => {
  const offer = (priceUuid: string, amount: number, unit: 'month' | 'year', count: number) => ({
    priceUuid,
    title: priceUuid,
    amount,
    currency: 'USD' as const,
    period: { unit, count },
    label: '',
  });
  const offers: UpgradeOffers = {
    membershipUuid: 'm-1',
    priceUuid: 'p-1m',
    offers: [offer('p-1m', 29.99, 'month', 1), offer('p-3m', 59.99, 'month', 3), offer('p-1y', 99, 'year', 1)],
  };
  const rules = [
    { fromPriceUuid: 'p-1m', toPriceUuid: 'p-3m', priceDifference: 30 },
    { fromPriceUuid: 'p-1m', toPriceUuid: 'p-1y', priceDifference: 69.01 },
    { fromPriceUuid: 'p-3m', toPriceUuid: 'p-1y', priceDifference: 39.01 },
  ];

  it('counts months (30 days a month) and prices per month to the cent', () => {
    expect([monthsOf({ unit: 'year', count: 1 }), monthsOf({ unit: 'month', count: 3 }), monthsOf({ unit: 'day', count: 30 })]).toEqual([12, 3, 1]);
    expect(perMonth(99, { unit: 'year', count: 1 })).toBe(8.25);
  });

  it('offers what the rules allow from the member’s price, with the current price, per-month figures and saving', () => {
    const options = upgradeOptions(offers, rules, { unit: 'month', count: 1 });
    expect(options.map((o) => [o.offer.priceUuid, o.currentAmount, o.offerPerMonth, o.currentPerMonth, o.savingPerMonth])).toEqual([
      ['p-3m', 29.99, 20, 29.99, 9.99],
      ['p-1y', 29.99, 8.25, 29.99, 21.74],
    ]);
    expect(upgradeOptions({ ...offers, priceUuid: 'p-1y' }, rules, { unit: 'year', count: 1 })).toEqual([]);
    expect(upgradeOptions({ ...offers, priceUuid: null }, rules, null)).toEqual([]);
  });
});
