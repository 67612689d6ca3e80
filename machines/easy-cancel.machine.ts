/**
 * The easy-cancel survey (spec 001 §2 'Member dashboard' easy cancel; §3 'Easy cancel'; §4 'Dashboard and
 * cancellation': 'questions and settings load; the upgrade URL is requested with membershipUuid (on failure it becomes
 * null); submitting feedback returns a URL that the product goes to'; §8 'Failed to get upgrade url', 'Failed to send
 * feedback').
 *
 * 1. loading: the questions, the settings and the upgrade URL, in parallel (what the route's loader already has —
 *    server-rendered, so the link is in the first paint — is not asked again); a failed call leaves no questions, the default
 *    settings or no upgrade URL (the link hidden). Answers may be chosen meanwhile.
 * 2. answering: one answer per question (an answer of another question is ignored); submitting is possible once every
 *    question is answered (rules/easy-cancel.ts surveyComplete).
 * 3. sending: the feedback {membershipUuid, answers, comment}; its URL → the session's tokens refreshed (the membership
 *    is canceled: the header follows) → leaving: the provided `goTo` takes the member there. A refusal or a failure →
 *    failed: 'Failed to send feedback' (with the server's reason when it gave one), the answers kept, submit again.
 * A screen machine: composed by app/screen-machines/easy-cancel.ts, started by its route, never by a view.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { EasyCancelFeedbackBody, EasyCancelQuestion, EasyCancelSettings } from '../contracts/easy-cancel.ts';
import { emptyEasyCancelSettings } from '../contracts/easy-cancel-constants.ts';
import { notProvided } from './actor-placeholders.ts';
import { FEEDBACK_FAILED_MESSAGE, type SurveyAnswers, feedbackOf, isAnswerOf, sortedQuestions, surveyComplete } from '../domain/easy-cancel.ts';

/** The feedback's outcome (adapters/site-api.ts FeedbackOutcome): the URL to go to, or the refusal's message. */
export type FeedbackOutcome = { ok: true; url: string } | { ok: false; message: string | null };

export type EasyCancelInput = {
  membershipUuid: string;
  /** The loader's questions (server-rendered); absent or null: loaded here. */
  questions?: EasyCancelQuestion[] | null;
  /** The loader's settings; absent or null: loaded here. */
  settings?: EasyCancelSettings | null;
  /** The loader's upgrade URL (null: none, or its call failed); absent: asked here. */
  upgradeUrl?: string | null;
};

export type EasyCancelContext = {
  membershipUuid: string;
  /** By sort, each with its answers by sort; null until loaded. */
  questions: EasyCancelQuestion[] | null;
  settings: EasyCancelSettings | null;
  /** The upgrade link; null: hidden (none, not yet, or its call failed). */
  upgradeUrl: string | null;
  /** The upgrade URL's call has answered (or failed). */
  upgradeChecked: boolean;
  answers: SurveyAnswers;
  comment: string;
  /** 'Failed to send feedback' after a failed submit; null otherwise. */
  error: string | null;
  /** The server's reason of a refused feedback, shown after the error; null none. */
  reason: string | null;
  /** Where the member goes once the feedback is taken. */
  url: string | null;
};

export type EasyCancelEvent =
  | { type: 'ANSWER_SELECTED'; questionId: number; answerId: number }
  | { type: 'COMMENT_EDITED'; comment: string }
  | { type: 'SUBMITTED' };

/** `loading`: the survey's calls are under way; `survey`: it can be answered; `sending`: the feedback is on its way. */
export type EasyCancelTag = 'loading' | 'survey' | 'sending' | 'failed' | 'leaving';

/** Choosing answers and writing the comment: the same in every state where the survey is shown. */
const editing = {
  ANSWER_SELECTED: { guard: 'answerOfQuestion' as const, actions: 'chooseAnswer' as const },
  COMMENT_EDITED: { actions: 'editComment' as const },
};

export const easyCancelMachine = setup({
  types: {
    context: {} as EasyCancelContext,
    events: {} as EasyCancelEvent,
    input: {} as EasyCancelInput,
    tags: {} as EasyCancelTag,
  },
  actors: {
    /** GET /api/easy-cancel/questions: [] when it fails (logged). */
    loadQuestions: fromPromise<EasyCancelQuestion[], void>(notProvided('loadQuestions')),
    /** GET /api/easy-cancel/settings: the defaults when it fails (logged). */
    loadSettings: fromPromise<EasyCancelSettings, void>(notProvided('loadSettings')),
    /** GET /api/easy-cancel/upgrade-url?membershipUuid: null when none or it fails ('Failed to get upgrade url' logged). */
    loadUpgradeUrl: fromPromise<string | null, { membershipUuid: string }>(notProvided('loadUpgradeUrl')),
    /** POST /api/easy-cancel: the URL to go to, or the refusal ('Failed to send feedback' logged). */
    sendFeedback: fromPromise<FeedbackOutcome, EasyCancelFeedbackBody>(notProvided('sendFeedback')),
    /** The visit's session refreshes its tokens (the membership's new status reaches the header). */
    refreshSession: fromPromise<void, void>(notProvided('refreshSession')),
  },
  actions: {
    chooseAnswer: assign(({ context, event }) =>
      event.type === 'ANSWER_SELECTED' ? { answers: { ...context.answers, [event.questionId]: event.answerId } } : {},
    ),
    editComment: assign(({ event }) => (event.type === 'COMMENT_EDITED' ? { comment: event.comment } : {})),
    /** Takes the member to the feedback's URL (a client navigation on this site, a full one elsewhere). */
    goTo: (_, _params: { url: string }) => {},
  },
  guards: {
    hasQuestions: ({ context }) => context.questions !== null,
    hasSettings: ({ context }) => context.settings !== null,
    upgradeChecked: ({ context }) => context.upgradeChecked,
    allLoaded: ({ context }) => context.questions !== null && context.settings !== null && context.upgradeChecked,
    answerOfQuestion: ({ context, event }) =>
      event.type === 'ANSWER_SELECTED' && isAnswerOf(context.questions ?? [], event.questionId, event.answerId),
    complete: ({ context }) => surveyComplete(context.questions ?? [], context.answers),
    sent: (_, outcome: FeedbackOutcome) => outcome.ok,
  },
}).createMachine({
  id: 'easyCancel',
  description:
    "Spec 001 §2 easy cancel; §3 'Easy cancel'; §4 'Dashboard and cancellation' (questions, settings and the upgrade URL load; the feedback returns the URL to go to); §8 'Failed to get upgrade url', 'Failed to send feedback'.",
  context: ({ input }) => ({
    membershipUuid: input.membershipUuid,
    questions: input.questions ? sortedQuestions(input.questions) : null,
    settings: input.settings ?? null,
    upgradeUrl: input.upgradeUrl ?? null,
    upgradeChecked: input.upgradeUrl !== undefined,
    answers: {},
    comment: '',
    error: null,
    reason: null,
    url: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The questions, the settings and the upgrade URL in parallel; what the loader brought is not asked again.',
      tags: ['loading'],
      type: 'parallel',
      on: editing,
      states: {
        questions: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasQuestions', target: 'loaded' }, { target: 'fetching' }] },
            fetching: {
              invoke: {
                id: 'loadQuestions',
                src: 'loadQuestions',
                onDone: { target: 'loaded', actions: assign({ questions: ({ event }) => sortedQuestions(event.output) }) },
                onError: { target: 'loaded', actions: assign({ questions: [] }) },
              },
            },
            loaded: {},
          },
        },
        settings: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasSettings', target: 'loaded' }, { target: 'fetching' }] },
            fetching: {
              invoke: {
                id: 'loadSettings',
                src: 'loadSettings',
                onDone: { target: 'loaded', actions: assign({ settings: ({ event }) => event.output }) },
                // The page keeps its default texts.
                onError: { target: 'loaded', actions: assign({ settings: emptyEasyCancelSettings }) },
              },
            },
            loaded: {},
          },
        },
        upgrade: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'upgradeChecked', target: 'loaded' }, { target: 'fetching' }] },
            fetching: {
              description: "§4: requested with membershipUuid; on failure null (§8 'Failed to get upgrade url': the link hidden).",
              invoke: {
                id: 'loadUpgradeUrl',
                src: 'loadUpgradeUrl',
                input: ({ context }) => ({ membershipUuid: context.membershipUuid }),
                onDone: { target: 'loaded', actions: assign({ upgradeUrl: ({ event }) => event.output || null, upgradeChecked: true }) },
                onError: { target: 'loaded', actions: assign({ upgradeChecked: true }) },
              },
            },
            loaded: {},
          },
        },
      },
      // Every region answered (the regions' last states are not final: no done-state event to send in the atlas).
      always: { guard: 'allLoaded', target: 'answering' },
    },
    answering: {
      description: 'One answer per question; submit once every question is answered.',
      tags: ['survey'],
      on: { ...editing, SUBMITTED: { guard: 'complete', target: 'sending' } },
    },
    sending: {
      description: 'POST /api/easy-cancel {membershipUuid, answers, comment}: data.url, or a refusal.',
      tags: ['sending'],
      entry: assign({ error: null, reason: null }),
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => feedbackOf(context.membershipUuid, context.questions ?? [], context.answers, context.comment),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'refreshing',
            actions: assign({ url: ({ event }) => (event.output.ok ? event.output.url : null) }),
          },
          {
            target: 'failed',
            actions: assign({ error: FEEDBACK_FAILED_MESSAGE, reason: ({ event }) => (event.output.ok ? null : event.output.message) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: FEEDBACK_FAILED_MESSAGE }) },
      },
    },
    refreshing: {
      description: 'The membership is canceled: the session refreshes its tokens, so the header follows (a failure does not stop the way on).',
      tags: ['sending'],
      invoke: { id: 'refreshSession', src: 'refreshSession', onDone: 'leaving', onError: 'leaving' },
    },
    leaving: {
      description: '§4: the product goes to the URL the feedback returned.',
      tags: ['leaving'],
      type: 'final',
      entry: { type: 'goTo', params: ({ context }) => ({ url: context.url ?? '' }) },
    },
    failed: {
      description: "§8 'Failed to send feedback': the answers kept; submit again.",
      tags: ['survey', 'failed'],
      on: { ...editing, SUBMITTED: { guard: 'complete', target: 'sending' } },
    },
  },
});

export type EasyCancelMachine = typeof easyCancelMachine;
