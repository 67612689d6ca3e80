/**
 * E-mail change (spec 001 §2 'Account actions': 'E-mail change (route email-change): request and confirm a change of
 * e-mail'; §7 request-change-email-action, confirm-change-email-action; 000 §5 e-mail rule; §8 messages).
 *
 * Signed in, without a token: the request form (the new address). An invalid one makes no call and shows the spec's
 * message; a valid one calls `requestEmailChange` (provided at composition) → 'sent' (the link went to the new address);
 * a refusal (422 errors.email: pattern, same, taken; 429) shows under the field or as the form's error.
 * With the link's token (no sign-in needed): confirming → confirmed (the new address), an invalid link (410), or the
 * address taken meanwhile (422).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ActionOutcome } from './account-removal.machine.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';
import type { PostedOutcome, PostedStep } from '../domain/form-outcome.ts';
import type { FieldErrors } from '../domain/validation.ts';
import { hasFieldErrors, normalizeLoginEmail, validateEmailField } from '../domain/validation.ts';

/** confirm-change-email-action's answer: the account's address now, or refused. */
export type ConfirmOutcome = { ok: true; email: string } | { ok: false; status: number | null; message: string };

/** `posted`: the outcome of the form posted without JavaScript (rules/form-outcome.ts), the step the server reached. */
export type EmailChangeInput = { token?: string | null; posted?: PostedOutcome | null };
export type EmailChangeContext = {
  token: string | null;
  /** The new address (sent, confirmed), or the one typed in a form the server sent back (refused). */
  email: string | null;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The step a form posted without JavaScript reached, read once at the start. */
  posted: PostedStep | null;
};
export type EmailChangeEvent =
  | { type: 'CHANGE_SUBMITTED'; email: string }
  | { type: 'CHANGE_FIELD_EDITED'; field: 'email' }
  | { type: 'CONFIRM_RETRIED' };
export type EmailChangeTag = 'form' | 'submitting' | 'failed' | 'sent' | 'confirming' | 'confirmed' | 'invalidLink' | 'taken';

/**
 * A refused request as the form shows it (and the form post without JavaScript): the field errors, and the server's
 * message only when they do not already say it.
 */
export function requestRefusal(outcome: Extract<ActionOutcome, { ok: false }>): { fieldErrors: FieldErrors; formError: string | null } {
  const shown = Object.values(outcome.fieldErrors).some((list) => (list?.length ?? 0) > 0);
  return { fieldErrors: outcome.fieldErrors, formError: shown ? null : outcome.message || GENERIC_ERROR };
}

export const LINK_GONE = 410;
export const INVALID_FIELDS = 422;

const submitted = [
  {
    guard: { type: 'invalid' as const, params: ({ event }: { event: EmailChangeEvent }) => (event as { email: string }).email },
    target: '#emailChange.ready',
    actions: {
      type: 'setFieldErrors' as const,
      params: ({ event }: { event: EmailChangeEvent }) => validateEmailField((event as { email: string }).email),
    },
  },
  {
    target: '#emailChange.submitting',
    actions: [
      'clearErrors' as const,
      { type: 'keepEmail' as const, params: ({ event }: { event: EmailChangeEvent }) => normalizeLoginEmail((event as { email: string }).email) },
    ],
  },
];

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    input: {} as EmailChangeInput,
    tags: {} as EmailChangeTag,
  },
  actors: {
    requestEmailChange: fromPromise<ActionOutcome, { email: string }>(() => Promise.reject(new Error('requestEmailChange not provided'))),
    confirmEmailChange: fromPromise<ConfirmOutcome, { token: string }>(() => Promise.reject(new Error('confirmEmailChange not provided'))),
  },
  actions: {
    setFieldErrors: assign((_, fieldErrors: FieldErrors) => ({ fieldErrors, formError: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    keepEmail: assign((_, email: string) => ({ email })),
    clearFieldError: assign(({ context }, field: string) => ({
      fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([key]) => key !== field)),
      formError: null,
    })),
    setRefusal: assign((_, outcome: ActionOutcome) => (outcome.ok ? {} : requestRefusal(outcome))),
    setConfirmed: assign((_, email: string) => ({ email })),
    setFormError: assign((_, message: string) => ({ formError: message })),
  },
  guards: {
    invalid: (_, email: string) => hasFieldErrors(validateEmailField(email)),
    hasToken: ({ context }) => context.token !== null,
    posted: ({ context }, step: PostedStep) => context.posted === step,
    accepted: (_, outcome: ActionOutcome) => outcome.ok,
    confirmed: (_, outcome: ConfirmOutcome) => outcome.ok,
    linkGone: (_, outcome: ConfirmOutcome) => !outcome.ok && outcome.status === LINK_GONE,
    taken: (_, outcome: ConfirmOutcome) => !outcome.ok && outcome.status === INVALID_FIELDS,
  },
}).createMachine({
  id: 'emailChange',
  description:
    "Spec 001 §2 'Account actions' e-mail change (request and confirm); §7 request-change-email-action, confirm-change-email-action; 000 §5 e-mail rule; §8 messages.",
  context: ({ input }) => ({
    token: input?.token || null,
    email: input?.posted?.email ?? null,
    fieldErrors: input?.posted?.fieldErrors ?? {},
    formError: input?.posted?.formError ?? null,
    posted: input?.posted?.step ?? null,
  }),
  initial: 'start',
  states: {
    start: {
      description:
        'A form posted without JavaScript: the step the server reached (sent, confirmed, an invalid link, taken, a failed confirmation; a refusal shows on the form). Else the link’s confirmation or the request form.',
      always: [
        { guard: { type: 'posted', params: 'sent' }, target: 'sent' },
        { guard: { type: 'posted', params: 'confirmed' }, target: 'confirmed' },
        { guard: { type: 'posted', params: 'invalidLink' }, target: 'invalidLink' },
        { guard: { type: 'posted', params: 'taken' }, target: 'taken' },
        { guard: { type: 'posted', params: 'confirmFailed' }, target: 'confirmFailed' },
        { guard: 'hasToken', target: 'confirming' },
        { target: 'ready' },
      ],
    },
    ready: {
      tags: ['form'],
      on: {
        CHANGE_SUBMITTED: submitted,
        CHANGE_FIELD_EDITED: { actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
      },
    },
    submitting: {
      tags: ['form', 'submitting'],
      invoke: {
        id: 'requestEmailChange',
        src: 'requestEmailChange',
        input: ({ event }) => {
          assertEvent(event, 'CHANGE_SUBMITTED');
          return { email: normalizeLoginEmail(event.email) };
        },
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'sent' },
          { target: 'failed', actions: { type: 'setRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'setFormError', params: GENERIC_ERROR } },
      },
    },
    failed: {
      tags: ['form', 'failed'],
      on: {
        CHANGE_SUBMITTED: submitted,
        CHANGE_FIELD_EDITED: { target: 'ready', actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
      },
    },
    // The last steps are not final states: a form posted without JavaScript starts the screen in them
    // (rules/form-outcome.ts), and a screen that starts somewhere is a live one (the atlas sandbox starts there too).
    sent: { description: 'The confirmation link went to the new address.', tags: ['sent'] },
    confirming: {
      tags: ['confirming'],
      entry: 'clearErrors',
      invoke: {
        id: 'confirmEmailChange',
        src: 'confirmEmailChange',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'confirmed', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: { type: 'setConfirmed', params: ({ event }) => (event.output.ok ? event.output.email : '') },
          },
          { guard: { type: 'linkGone', params: ({ event }) => event.output }, target: 'invalidLink' },
          {
            guard: { type: 'taken', params: ({ event }) => event.output },
            target: 'taken',
            actions: { type: 'setFormError', params: ({ event }) => (event.output.ok ? '' : event.output.message || GENERIC_ERROR) },
          },
          {
            target: 'confirmFailed',
            actions: { type: 'setFormError', params: ({ event }) => (event.output.ok ? '' : event.output.message || GENERIC_ERROR) },
          },
        ],
        onError: { target: 'confirmFailed', actions: { type: 'setFormError', params: GENERIC_ERROR } },
      },
    },
    confirmFailed: {
      tags: ['failed'],
      on: { CONFIRM_RETRIED: 'confirming' },
    },
    confirmed: { tags: ['confirmed'] },
    invalidLink: { tags: ['invalidLink'] },
    taken: { tags: ['taken'] },
  },
});

export type EmailChangeMachine = typeof emailChangeMachine;
