/**
 * The easy-cancel survey in the atlas: two questions of two answers (the loader's, or loaded here), the settings, the
 * upgrade URL (one, none, a failure); answers chosen (one of another question's ignored), a comment, submitting (only
 * once complete), the feedback's answers (its URL, a refusal with and without a reason, a failure) and the session's
 * refresh before leaving.
 */
import type { EasyCancelQuestion, EasyCancelSettings } from '../../contracts/easy-cancel.ts';
import type { EasyCancelContext } from '../../machines/easy-cancel.machine.ts';
import { easyCancelMachine } from '../../machines/easy-cancel.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const exampleQuestions: EasyCancelQuestion[] = [
  {
    id: 2,
    sort: 20,
    text: 'How often did you watch?',
    answers: [
      { id: 22, sort: 20, text: 'Hardly ever' },
      { id: 21, sort: 10, text: 'Every week' },
    ],
  },
  {
    id: 1,
    sort: 10,
    text: 'Why are you cancelling?',
    answers: [
      { id: 11, sort: 10, text: 'It costs too much' },
      { id: 12, sort: 20, text: 'Not enough new scenes' },
    ],
  },
];

export const exampleSettings: EasyCancelSettings = {
  title: 'Sorry to see you go',
  introText: 'Two quick questions, then your membership is cancelled.',
  isCommentAllowed: true,
  commentLabel: 'Anything else? (optional)',
  offerText: 'Stay for less: a longer plan costs less per month.',
  upgradeLinkText: 'Upgrade instead',
  submitText: 'Cancel my membership',
};

const UPGRADE_URL = 'https://site.test/billing/epoch/pay/pay-1/';

/** What the graph tells apart: which data is there, the answers, whether a comment was written, the error. */
export const easyCancelView = (c: EasyCancelContext) => [
  c.questions === null ? null : c.questions.length,
  c.settings !== null,
  c.upgradeUrl !== null,
  c.answers,
  c.comment !== '',
  c.error,
  c.reason,
  c.url,
];

export const easyCancelEntry = defineAtlasEntry({
  id: 'easy-cancel',
  title: 'Easy cancel',
  spec: [
    "001 §2 'Member dashboard' (easy cancel)",
    "001 §3 'Easy cancel'",
    "001 §4 'Dashboard and cancellation'",
    "001 §7 'Dashboard and account' (easy-cancel calls)",
    "001 §8 'Easy-cancel upgrade URL fails', 'Easy-cancel feedback fails'",
  ],
  description:
    "The questions, the settings and the upgrade URL load in parallel (what the loader brought is not asked again; a failed upgrade URL hides the link). One answer per question; submit once every question is answered. The feedback's URL: the session refreshes its tokens (the membership is canceled) and the member goes there. A refusal or a failure shows 'Failed to send feedback' with the answers kept.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: easyCancelMachine,
  inputs: {
    // First: the page as the route starts it (everything from the loader); the others then add the loading's edges.
    'the page as the loader rendered it': {
      membershipUuid: 'membership-1',
      questions: exampleQuestions,
      settings: exampleSettings,
      upgradeUrl: UPGRADE_URL,
    },
    'the loader’s questions and settings': { membershipUuid: 'membership-1', questions: exampleQuestions, settings: exampleSettings },
    'everything loaded here': { membershipUuid: 'membership-1' },
  },
  events: [
    { type: 'ANSWER_SELECTED', questionId: 1, answerId: 11 },
    { type: 'ANSWER_SELECTED', questionId: 1, answerId: 12 },
    { type: 'ANSWER_SELECTED', questionId: 2, answerId: 21 },
    { type: 'ANSWER_SELECTED', questionId: 1, answerId: 21 },
    { type: 'COMMENT_EDITED', comment: 'Too busy this summer.' },
    { type: 'SUBMITTED' },
    { type: 'xstate.done.actor.loadQuestions', output: exampleQuestions },
    { type: 'xstate.error.actor.loadQuestions', error: new Error('Network error') },
    { type: 'xstate.done.actor.loadSettings', output: exampleSettings },
    { type: 'xstate.error.actor.loadSettings', error: new Error('Network error') },
    { type: 'xstate.done.actor.loadUpgradeUrl', output: UPGRADE_URL },
    { type: 'xstate.done.actor.loadUpgradeUrl', output: null },
    { type: 'xstate.error.actor.loadUpgradeUrl', error: new Error('Network error') },
    { type: 'xstate.done.actor.sendFeedback', output: { ok: true, url: '/main-dashboard/membership-info/' } },
    { type: 'xstate.done.actor.sendFeedback', output: { ok: false, message: 'This membership is already canceled.' } },
    { type: 'xstate.done.actor.sendFeedback', output: { ok: false, message: null } },
    { type: 'xstate.error.actor.sendFeedback', error: new Error('Network error') },
    { type: 'xstate.done.actor.refreshSession' },
    { type: 'xstate.error.actor.refreshSession', error: new Error('Network error') },
  ],
  fakeActors: ['loadQuestions', 'loadSettings', 'loadUpgradeUrl', 'sendFeedback', 'refreshSession'],
  graph: {
    limit: 6000,
    serializeState: (s) => JSON.stringify([s.value, easyCancelView(s.context)]),
    contextView: easyCancelView,
  },
});
