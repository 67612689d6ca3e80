/**
 * The /reset-password/ screen (spec 001 §2 'Account actions': restore — request a reset e-mail —, check of the reset
 * token, and setting a new password; 000 §5 'Validation rules' with their exact messages, server field errors under
 * each field cleared by editing it; §7 'Auth and account' restorePassword, checkResetToken, resetPassword; §8 the
 * generic message).
 *
 * Without a token: the restore form; a valid e-mail calls `restorePassword` and the screen says to check the inbox
 * (the same answer whether or not the account exists). With a token: the token is checked (unless the route's loader
 * already did, `input.check`), then the new-password form, or the invalid-link state with a way to ask for a new
 * e-mail. A call's outcome never throws: `{ok: false}` carries the server's field errors, its message (429) or
 * `gone` (410: the link is unusable). Nothing typed is lost: the view owns the inputs.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { GENERIC_ERROR } from '../domain/constants.ts';
import { type PostedOutcome, type PostedStep, postedStep } from '../domain/form-outcome.ts';
import type { FieldErrors } from '../domain/validation.ts';
import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  hasFieldErrors,
  isValidEmail,
  maxLengthMessage,
  normalizeLoginEmail,
  passwordErrors,
} from '../domain/validation.ts';

/** Not a spec text (the spec shows no confirmation field's message). */
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';

/** What an account action's call came to (the adapter never throws). */
export type ActionOutcome = { ok: true } | { ok: false; gone?: boolean; message: string | null; fieldErrors: FieldErrors };
/** checkResetToken's answer, or null when the call failed. */
export type TokenCheck = { valid: boolean; email?: string } | null;

/** `posted`: the outcome of the form posted without JavaScript (rules/form-outcome.ts), the step the server reached. */
export type ResetPasswordInput = { token: string | null; check?: TokenCheck; posted?: PostedOutcome | null };
export type ResetPasswordContext = {
  token: string | null;
  /** The account's e-mail, masked, from the token check. */
  accountEmail: string | null;
  /** The address a reset e-mail was asked for. */
  sentTo: string | null;
  /** The step a form posted without JavaScript reached (rules/form-outcome.ts), read once at the start. */
  posted: PostedStep | null;
  /** The e-mail typed in a restore form the server sent back (posted without JavaScript). */
  typedEmail: string | null;
  /** What the route's loader learnt of the token ('valid', 'invalid'), or null when it did not check or its call failed. */
  checkedAtLoad: 'valid' | 'invalid' | null;
  fieldErrors: FieldErrors;
  formError: string | null;
};
export type NewPassword = { password: string; confirmation: string };
export type ResetPasswordEvent =
  | { type: 'RESTORE_SUBMITTED'; email: string }
  | { type: 'PASSWORD_SUBMITTED'; password: string; confirmation: string }
  | { type: 'FIELD_EDITED'; field: 'email' | 'password' | 'confirmation' }
  | { type: 'NEW_LINK_REQUESTED' }
  | { type: 'CHECK_RETRIED' };
export type ResetPasswordTag = 'restore' | 'sent' | 'checking' | 'checkFailed' | 'invalid' | 'newPassword' | 'done' | 'busy';

export function validateRestore(email: string): FieldErrors {
  const value = normalizeLoginEmail(email);
  if (!value) return { email: [REQUIRED_MESSAGE] };
  if (value.length > EMAIL_MAX) return { email: [maxLengthMessage(EMAIL_MAX)] };
  if (!isValidEmail(value)) return { email: [EMAIL_MESSAGE] };
  return {};
}

export function validateNewPassword({ password, confirmation }: NewPassword): FieldErrors {
  const errors: FieldErrors = {};
  if (!password) errors.password = [REQUIRED_MESSAGE];
  else {
    const broken = passwordErrors(password);
    if (broken.length > 0) errors.password = broken;
  }
  if (!confirmation) errors.confirmation = [REQUIRED_MESSAGE];
  else if (password && confirmation !== password) errors.confirmation = [PASSWORDS_DIFFER_MESSAGE];
  return errors;
}

const failed = (outcome: ActionOutcome) => !outcome.ok;
const withoutField = (errors: FieldErrors, field: string): FieldErrors => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
/** The message of a refused call: the server's field errors stand alone; otherwise its message (429) or the generic one (the form post without JavaScript shows the same). */
export const formErrorOf = (outcome: ActionOutcome): string | null =>
  outcome.ok || hasFieldErrors(outcome.fieldErrors) ? null : (outcome.message ?? GENERIC_ERROR);

export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    tags: {} as ResetPasswordTag,
  },
  actors: {
    restorePassword: fromPromise<ActionOutcome, { email: string }>(() => Promise.reject(new Error('restorePassword not provided'))),
    checkResetToken: fromPromise<TokenCheck, { token: string }>(() => Promise.reject(new Error('checkResetToken not provided'))),
    resetPassword: fromPromise<ActionOutcome, { token: string; password: string }>(() => Promise.reject(new Error('resetPassword not provided'))),
  },
  actions: {
    setFieldErrors: assign((_, fieldErrors: FieldErrors) => ({ fieldErrors, formError: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    clearFieldError: assign(({ context }, field: string) => ({ fieldErrors: withoutField(context.fieldErrors, field), formError: null })),
    setOutcomeErrors: assign((_, outcome: ActionOutcome) => ({
      fieldErrors: outcome.ok ? {} : outcome.fieldErrors,
      formError: formErrorOf(outcome),
    })),
    setGeneric: assign({ formError: GENERIC_ERROR }),
    setSentTo: assign((_, email: string) => ({ sentTo: email })),
    setAccountEmail: assign((_, check: TokenCheck) => ({ accountEmail: check?.email ?? null })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    postedSent: ({ context }) => context.posted === 'sent',
    postedDone: ({ context }) => context.posted === 'done',
    validAtLoad: ({ context }) => context.token !== null && context.checkedAtLoad === 'valid',
    invalidAtLoad: ({ context }) => context.token !== null && context.checkedAtLoad === 'invalid',
    checkedValid: (_, check: TokenCheck) => check?.valid === true,
    checkedInvalid: (_, check: TokenCheck) => check?.valid === false,
    restoreInvalid: (_, email: string) => hasFieldErrors(validateRestore(email)),
    passwordInvalid: (_, fields: NewPassword) => hasFieldErrors(validateNewPassword(fields)),
    failed: (_, outcome: ActionOutcome) => failed(outcome),
    gone: (_, outcome: ActionOutcome) => !outcome.ok && outcome.gone === true,
  },
}).createMachine({
  id: 'resetPassword',
  description:
    "Spec 001 §2 'Account actions' /reset-password/: restore, token check, new password; 000 §5 validation rules and messages; §7 restorePassword, checkResetToken, resetPassword; §8 generic message.",
  context: ({ input }) => ({
    token: input.token || null,
    accountEmail: input.check?.email ?? null,
    posted: input.posted?.step ?? null,
    sentTo: postedStep(input.posted, 'sent') ? (input.posted?.email ?? null) : null,
    typedEmail: postedStep(input.posted, 'refused') ? (input.posted?.email ?? null) : null,
    checkedAtLoad: input.check ? (input.check.valid ? 'valid' : 'invalid') : null,
    fieldErrors: input.posted?.fieldErrors ?? {},
    formError: input.posted?.formError ?? null,
  }),
  initial: 'start',
  states: {
    start: {
      description:
        "A form posted without JavaScript: the step the server reached (sent, done). With a token: the loader's check of it when it answered (so the server renders the right form), else the screen checks it.",
      always: [
        { guard: 'postedDone', target: 'done' },
        { guard: 'postedSent', target: 'sent' },
        { guard: 'validAtLoad', target: 'newPassword' },
        { guard: 'invalidAtLoad', target: 'invalid' },
        { guard: 'hasToken', target: 'checking' },
        { target: 'restore' },
      ],
    },
    restore: {
      tags: ['restore'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            RESTORE_SUBMITTED: [
              {
                guard: { type: 'restoreInvalid', params: ({ event }) => event.email },
                actions: { type: 'setFieldErrors', params: ({ event }) => validateRestore(event.email) },
              },
              { target: 'requesting', actions: ['clearErrors', { type: 'setSentTo', params: ({ event }) => normalizeLoginEmail(event.email) }] },
            ],
            FIELD_EDITED: { actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
          },
        },
        requesting: {
          tags: ['busy'],
          invoke: {
            id: 'restorePassword',
            src: 'restorePassword',
            input: ({ event }) => {
              assertEvent(event, 'RESTORE_SUBMITTED');
              return { email: normalizeLoginEmail(event.email) };
            },
            onDone: [
              {
                guard: { type: 'failed', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'setOutcomeErrors', params: ({ event }) => event.output },
              },
              { target: '#resetPassword.sent' },
            ],
            onError: { target: 'editing', actions: 'setGeneric' },
          },
        },
      },
    },
    sent: {
      tags: ['sent'],
      on: { NEW_LINK_REQUESTED: { target: 'restore', actions: 'clearErrors' } },
    },
    checking: {
      tags: ['checking', 'busy'],
      invoke: {
        id: 'checkResetToken',
        src: 'checkResetToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'checkedValid', params: ({ event }) => event.output },
            target: 'newPassword',
            actions: { type: 'setAccountEmail', params: ({ event }) => event.output },
          },
          { guard: { type: 'checkedInvalid', params: ({ event }) => event.output }, target: 'invalid' },
          { target: 'checkFailed', actions: 'setGeneric' },
        ],
        onError: { target: 'checkFailed', actions: 'setGeneric' },
      },
    },
    checkFailed: {
      tags: ['checkFailed'],
      on: { CHECK_RETRIED: { target: 'checking', actions: 'clearErrors' } },
    },
    invalid: {
      tags: ['invalid'],
      on: { NEW_LINK_REQUESTED: { target: 'restore', actions: 'clearErrors' } },
    },
    newPassword: {
      tags: ['newPassword'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            PASSWORD_SUBMITTED: [
              {
                guard: { type: 'passwordInvalid', params: ({ event }) => event },
                actions: { type: 'setFieldErrors', params: ({ event }) => validateNewPassword(event) },
              },
              { target: 'saving', actions: 'clearErrors' },
            ],
            FIELD_EDITED: { actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'PASSWORD_SUBMITTED');
              return { token: context.token ?? '', password: event.password };
            },
            onDone: [
              { guard: { type: 'gone', params: ({ event }) => event.output }, target: '#resetPassword.invalid', actions: 'clearErrors' },
              {
                guard: { type: 'failed', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'setOutcomeErrors', params: ({ event }) => event.output },
              },
              { target: '#resetPassword.done', actions: 'clearErrors' },
            ],
            onError: { target: 'editing', actions: 'setGeneric' },
          },
        },
      },
    },
    // The last steps are not final states: a form posted without JavaScript starts the screen in them
    // (rules/form-outcome.ts), and a screen that starts somewhere is a live one (the atlas sandbox starts there too).
    done: { tags: ['done'] },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;
