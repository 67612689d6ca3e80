/**
 * The easy-cancel survey as the site API holds it (spec 001 §3 'Easy cancel': questions and answers each with sort;
 * §4 'Dashboard and cancellation'): the questions by sort with their answers by sort, and when a survey is complete —
 * every question answered with one of its own answers.
 */
import type { EasyCancelQuestion } from '../../contracts/easy-cancel.ts';

/** The refusal of a survey with a question unanswered, answered twice or with another question's answer. */
export const ANSWER_EVERY_QUESTION = 'Please answer every question.';

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

export const sortedQuestions = (questions: readonly EasyCancelQuestion[]): EasyCancelQuestion[] =>
  [...questions].sort(bySort).map((q) => ({ ...q, answers: [...q.answers].sort(bySort) }));

/** Question id → the chosen answer's id: every question has one of its own (a survey without questions never is complete). */
export const surveyComplete = (questions: readonly EasyCancelQuestion[], answers: Readonly<Record<number, number>>): boolean =>
  questions.length > 0 && questions.every((q) => q.answers.some((a) => a.id === answers[q.id]));
