/**
 * Account removal (spec 001 §2 'Account actions': /account-removal/, 'start removal with e-mail and password, then
 * confirm removal', form state accountRemovalTriggered; §7 initAccountRemoval, removeAccount; 000 §5 e-mail rule; §8).
 *
 * Without a link token: the start form. An invalid submit makes no call and shows the spec's messages; a valid one
 * calls `initAccountRemoval` (provided at composition) → 'triggered' (check your e-mail). A refusal (401 wrong
 * credentials, 423 blocked, 429 too many) shows the server's message and field errors; the view keeps what was typed.
 * With the link's token: a confirm step → `removeAccount` → removed, or an invalid link (410). When the account removed
 * is the one signed in here, the session ends without a redirect (LOGOUT_REQUESTED through the actor system).
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { Credentials } from '../contracts/site-api.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';
import type { PostedOutcome, PostedStep } from '../domain/form-outcome.ts';
import type { FieldErrors } from '../domain/validation.ts';
import { hasFieldErrors, normalizeLoginEmail, validateLogin } from '../domain/validation.ts';

/** A call's answer as the composition hands it over: done, or refused with the server's message and field errors. */
export type ActionOutcome = { ok: true } | { ok: false; status: number | null; message: string; fieldErrors: FieldErrors };
/** removeAccount's answer; `signedInRemoved`: the account removed is the one signed in in this browser. */
export type RemovalOutcome = { ok: true; signedInRemoved: boolean } | { ok: false; status: number | null; message: string };

/** `posted`: the outcome of the form posted without JavaScript (rules/form-outcome.ts), the step the server reached. */
export type AccountRemovalInput = { token?: string | null; posted?: PostedOutcome | null };
export type AccountRemovalContext = {
  token: string | null;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The step a form posted without JavaScript reached, read once at the start. */
  posted: PostedStep | null;
  /** The e-mail typed in a start form the server sent back. */
  typedEmail: string | null;
};
export type AccountRemovalEvent =
  | { type: 'REMOVAL_SUBMITTED'; email: string; password: string }
  | { type: 'REMOVAL_FIELD_EDITED'; field: 'email' | 'password' }
  | { type: 'REMOVE_CONFIRMED' };
export type AccountRemovalTag = 'form' | 'submitting' | 'failed' | 'triggered' | 'confirming' | 'removing' | 'removed' | 'invalidLink';

/** The status of an unusable link (unknown, used or expired). */
export const LINK_GONE = 410;

const submitted = [
  {
    guard: { type: 'invalid' as const, params: ({ event }: { event: AccountRemovalEvent }) => event as Credentials },
    target: '#accountRemoval.ready',
    actions: { type: 'setFieldErrors' as const, params: ({ event }: { event: AccountRemovalEvent }) => validateLogin(event as Credentials) },
  },
  { target: '#accountRemoval.submitting', actions: 'clearErrors' as const },
];

export const accountRemovalMachine = setup({
  types: {
    context: {} as AccountRemovalContext,
    events: {} as AccountRemovalEvent,
    input: {} as AccountRemovalInput,
    tags: {} as AccountRemovalTag,
  },
  actors: {
    initAccountRemoval: fromPromise<ActionOutcome, Credentials>(() => Promise.reject(new Error('initAccountRemoval not provided'))),
    removeAccount: fromPromise<RemovalOutcome, { token: string }>(() => Promise.reject(new Error('removeAccount not provided'))),
  },
  actions: {
    setFieldErrors: assign((_, fieldErrors: FieldErrors) => ({ fieldErrors, formError: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    clearFieldError: assign(({ context }, field: string) => ({
      fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([key]) => key !== field)),
      formError: null,
    })),
    setRefusal: assign((_, outcome: ActionOutcome) =>
      outcome.ok ? {} : { fieldErrors: outcome.fieldErrors, formError: outcome.message || GENERIC_ERROR },
    ),
    setFormError: assign((_, message: string) => ({ formError: message })),
    /**
     * The account signed in here is gone: end the session where the visitor stands (no redirect). To the actor system's
     * session when the machine runs in the visit's system; a route that starts it as a root of its own provides the link.
     */
    endSession: sendTo(
      ({ system }) => system.get('session'),
      () => ({ type: 'LOGOUT_REQUESTED' as const, redirect: false }),
    ),
  },
  guards: {
    invalid: (_, fields: Credentials) => hasFieldErrors(validateLogin(fields)),
    hasToken: ({ context }) => context.token !== null,
    posted: ({ context }, step: PostedStep) => context.posted === step,
    accepted: (_, outcome: ActionOutcome) => outcome.ok,
    removedSignedIn: (_, outcome: RemovalOutcome) => outcome.ok && outcome.signedInRemoved,
    removed: (_, outcome: RemovalOutcome) => outcome.ok,
    linkGone: (_, outcome: RemovalOutcome) => !outcome.ok && outcome.status === LINK_GONE,
  },
}).createMachine({
  id: 'accountRemoval',
  description:
    "Spec 001 §2 'Account actions' /account-removal/ (start with e-mail and password, then confirm; accountRemovalTriggered); §7 initAccountRemoval, removeAccount; 000 §5 e-mail rule; §8 messages.",
  context: ({ input }) => ({
    token: input?.token || null,
    fieldErrors: input?.posted?.fieldErrors ?? {},
    formError: input?.posted?.formError ?? null,
    posted: input?.posted?.step ?? null,
    typedEmail: input?.posted?.step === 'refused' ? (input.posted.email ?? null) : null,
  }),
  initial: 'start',
  states: {
    start: {
      description:
        'A form posted without JavaScript: the step the server reached (triggered, removed, an invalid link; a refusal shows on the form or the confirm step). Else the link’s confirm step or the start form.',
      always: [
        { guard: { type: 'posted', params: 'triggered' }, target: 'triggered' },
        { guard: { type: 'posted', params: 'removed' }, target: 'removed' },
        { guard: { type: 'posted', params: 'invalidLink' }, target: 'invalidLink' },
        { guard: 'hasToken', target: 'confirming' },
        { target: 'ready' },
      ],
    },
    ready: {
      tags: ['form'],
      on: {
        REMOVAL_SUBMITTED: submitted,
        REMOVAL_FIELD_EDITED: { actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
      },
    },
    submitting: {
      tags: ['form', 'submitting'],
      invoke: {
        id: 'initAccountRemoval',
        src: 'initAccountRemoval',
        input: ({ event }) => {
          assertEvent(event, 'REMOVAL_SUBMITTED');
          return { email: normalizeLoginEmail(event.email), password: event.password };
        },
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'triggered' },
          { target: 'failed', actions: { type: 'setRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'setFormError', params: GENERIC_ERROR } },
      },
    },
    failed: {
      tags: ['form', 'failed'],
      on: {
        REMOVAL_SUBMITTED: submitted,
        REMOVAL_FIELD_EDITED: { target: 'ready', actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
      },
    },
    triggered: {
      description: 'accountRemovalTriggered: the confirmation link is on its way to the account’s e-mail.',
      tags: ['triggered'],
    },
    confirming: {
      description: 'The link’s confirm step: a warning that removal cannot be undone.',
      tags: ['confirming'],
      on: { REMOVE_CONFIRMED: 'removing' },
    },
    removing: {
      tags: ['confirming', 'removing'],
      entry: 'clearErrors',
      invoke: {
        id: 'removeAccount',
        src: 'removeAccount',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          { guard: { type: 'removedSignedIn', params: ({ event }) => event.output }, target: 'removed', actions: 'endSession' },
          { guard: { type: 'removed', params: ({ event }) => event.output }, target: 'removed' },
          { guard: { type: 'linkGone', params: ({ event }) => event.output }, target: 'invalidLink' },
          {
            target: 'confirmFailed',
            actions: { type: 'setFormError', params: ({ event }) => (event.output.ok ? '' : event.output.message || GENERIC_ERROR) },
          },
        ],
        onError: { target: 'confirmFailed', actions: { type: 'setFormError', params: GENERIC_ERROR } },
      },
    },
    confirmFailed: {
      tags: ['confirming', 'failed'],
      on: { REMOVE_CONFIRMED: 'removing' },
    },
    // The last steps are not final states: a form posted without JavaScript starts the screen in them
    // (rules/form-outcome.ts), and a screen that starts somewhere is a live one (the atlas sandbox starts there too).
    removed: { tags: ['removed'] },
    invalidLink: { tags: ['invalidLink'] },
  },
});

export type AccountRemovalMachine = typeof accountRemovalMachine;
