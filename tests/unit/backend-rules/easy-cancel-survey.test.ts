/** The easy-cancel survey as the site API checks it (spec 001 §3 'Easy cancel', §4 'Dashboard and cancellation'). */
import { describe, expect, it } from 'vitest';
import { sortedQuestions, surveyComplete } from '../../../backend/rules/easy-cancel-survey.ts';
import { buildEasyCancelQuestions } from '../../../backend/seed/easy-cancel.ts';

// The seeded survey: questions 2, 1, 3, 4 in list order (sorts 20, 10, 30, 40); question 1's answers out of order.
const questions = buildEasyCancelQuestions();

describe('the easy-cancel survey', () => {
  it('orders the questions and their answers by sort, then by id', () => {
    const sorted = sortedQuestions([...questions, { id: 0, sort: 10, text: 'Tie', answers: [] }]);
    expect(sorted.map((q) => q.id)).toEqual([0, 1, 2, 3, 4]);
    expect(sorted[1]?.answers.map((a) => a.id)).toEqual([11, 12, 13, 14, 15]);
  });
  it('is complete when every question has one of its own answers; never without questions', () => {
    expect(surveyComplete(questions, { 1: 11, 2: 21, 3: 31, 4: 43 })).toBe(true);
    expect(surveyComplete(questions, { 1: 11, 2: 21, 3: 31 })).toBe(false);
    expect(surveyComplete(questions, { 1: 21, 2: 11, 3: 31, 4: 43 })).toBe(false);
    expect(surveyComplete([], {})).toBe(false);
  });
});
