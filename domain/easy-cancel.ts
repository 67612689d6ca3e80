/**
 * The easy-cancel survey's rules (spec 001 §3 'Easy cancel': questions and answers each with sort; §4 'Dashboard and
 * cancellation'; §8): questions and their answers by sort, when the survey is complete (every question answered with
 * one of its answers), and the feedback it sends. Shared by the machine and the route; the site API checks the survey by its
 * own rules (backend/rules/easy-cancel-survey.ts in the embedded one).
 */
import type { EasyCancelFeedbackBody, EasyCancelQuestion } from '../contracts/easy-cancel.ts';

/** 'Failed to send feedback' (spec 001 §8 'Easy-cancel feedback fails'). */
export const FEEDBACK_FAILED_MESSAGE = 'Failed to send feedback';

/** Question id → the chosen answer's id. */
export type SurveyAnswers = Readonly<Record<number, number>>;

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/** The questions by sort, each with its answers by sort. */
export const sortedQuestions = (questions: readonly EasyCancelQuestion[]): EasyCancelQuestion[] =>
  [...questions].sort(bySort).map((q) => ({ ...q, answers: [...q.answers].sort(bySort) }));

/** Whether the answer belongs to the question. */
export const isAnswerOf = (questions: readonly EasyCancelQuestion[], questionId: number, answerId: number): boolean =>
  questions.some((q) => q.id === questionId && q.answers.some((a) => a.id === answerId));

/** Every question answered with one of its own answers (a survey without questions is never complete). */
export const surveyComplete = (questions: readonly EasyCancelQuestion[], answers: SurveyAnswers): boolean =>
  questions.length > 0 && questions.every((q) => q.answers.some((a) => a.id === answers[q.id]));

/** The feedback payload of a complete survey, in the questions' order. */
export const feedbackOf = (
  membershipUuid: string,
  questions: readonly EasyCancelQuestion[],
  answers: SurveyAnswers,
  comment: string,
): EasyCancelFeedbackBody => ({
  membershipUuid,
  answers: questions.flatMap((q) => (answers[q.id] === undefined ? [] : [{ questionId: q.id, answerId: answers[q.id] as number }])),
  comment: comment.trim(),
});
