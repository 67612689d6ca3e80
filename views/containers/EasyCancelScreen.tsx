/**
 * The 'Easy Cancel' page bound to its easy-cancel machine (app/router/screens/easy-cancel.tsx starts it with the
 * loader's questions and settings): narrow selectors of the survey, the answers, the comment, the error and the
 * upgrade link; submit is enabled when the machine can take SUBMITTED (every question answered, nothing on its way).
 * Choosing an answer sends ANSWER_SELECTED, typing the comment COMMENT_EDITED, the button SUBMITTED.
 */
import { useSelector } from './use-selector.ts';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { emptyEasyCancelSettings } from '../../contracts/easy-cancel-constants.ts';
import type { easyCancelMachine } from '../../machines/easy-cancel.machine.ts';
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { formatDate } from '../../domain/format.ts';
import { EasyCancelPage, NoEasyCancelPage } from '../dashboard/EasyCancelPage.tsx';

type SurveyRef = ActorRefFrom<typeof easyCancelMachine>;

const NO_QUESTIONS: never[] = [];

export function EasyCancelScreen({ survey, accessUntil }: { survey: SurveyRef; accessUntil: number | null }) {
  const questions = useSelector(survey, (s) => s.context.questions ?? NO_QUESTIONS);
  const settings = useSelector(survey, (s) => s.context.settings ?? emptyEasyCancelSettings);
  const answers = useSelector(survey, (s) => s.context.answers);
  const comment = useSelector(survey, (s) => s.context.comment);
  const error = useSelector(survey, (s) => s.context.error);
  const reason = useSelector(survey, (s) => s.context.reason);
  const upgradeUrl = useSelector(survey, (s) => s.context.upgradeUrl);
  const canSubmit = useSelector(survey, (s) => s.can({ type: 'SUBMITTED' }));
  const sending = useSelector(survey, (s) => s.hasTag('sending') || s.hasTag('leaving'));

  const onAnswer = useCallback((questionId: number, answerId: number) => survey.send({ type: 'ANSWER_SELECTED', questionId, answerId }), [survey]);
  const onComment = useCallback((text: string) => survey.send({ type: 'COMMENT_EDITED', comment: text }), [survey]);
  const onSubmit = useCallback(() => survey.send({ type: 'SUBMITTED' }), [survey]);

  return (
    <EasyCancelPage
      title={DASHBOARD_PAGES.easyCancel.label}
      settings={settings}
      questions={questions}
      answers={answers}
      comment={comment}
      accessUntil={accessUntil === null ? null : formatDate(accessUntil, 'MMMM D, YYYY')}
      canSubmit={canSubmit}
      sending={sending}
      error={error}
      reason={reason}
      upgradeUrl={upgradeUrl}
      onAnswer={onAnswer}
      onComment={onComment}
      onSubmit={onSubmit}
    />
  );
}

/** No membership the survey may cancel (none, canceled already, or non-recurring). */
export function NoEasyCancelScreen({ failed }: { failed: boolean }) {
  return <NoEasyCancelPage title={DASHBOARD_PAGES.easyCancel.label} failed={failed} />;
}
