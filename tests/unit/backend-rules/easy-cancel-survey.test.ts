/** The easy-cancel survey as the site API checks it (spec 001 §3 'Easy cancel', §4 'Dashboard and cancellation'). */
import { describe, expect, it } from 'vitest';
import { sortedQuestions, surveyComplete } from '../../../backend/rules/easy-cancel-survey.ts';
import type { EasyCancelQuestion } from '../../../contracts/easy-cancel.ts';

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

describe('the easy-cancel survey', () => {
  it('orders the questions and their answers by sort, then by id', () => {
    const sorted = sortedQuestions([...questions, { id: 0, sort: 10, text: 'C', answers: [] }]);
    expect(sorted.map((q) => q.id)).toEqual([0, 1, 2]);
    expect(sorted[2]?.answers.map((a) => a.id)).toEqual([21, 22]);
  });
  it('is complete when every question has one of its own answers; never without questions', () => {
    expect(surveyComplete(questions, { 1: 11, 2: 21 })).toBe(true);
    expect(surveyComplete(questions, { 1: 11 })).toBe(false);
    expect(surveyComplete(questions, { 1: 21, 2: 22 })).toBe(false);
    expect(surveyComplete([], {})).toBe(false);
  });
});
