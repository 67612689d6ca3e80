/**
 * The change-password form of the account settings page (spec 001 §2 'Account settings'; §3 'Password change form':
 * password, new_password, new_password_confirmation, each with a value and an error, plus a success message; §5
 * 'Change password': the shared password rules, all field errors and the message cleared before each submit, server
 * field errors under the matching field, a list joined with line breaks; §7 change-password; §8 'Change-password
 * error').
 *
 * A submit first clears every error and the message; the rules (contracts/change-password-rules.ts) are checked
 * before any call (invalid: their messages under the fields). `changePassword` (provided at composition; it never
 * throws) answers the server's msg (succeeded: shown, the fields cleared) or its field errors (invalid: under the
 * fields; its message only when no field says why).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PasswordChangeOutcome } from '../contracts/change-password.ts';
import {
  type ChangePasswordErrors,
  type ChangePasswordField,
  type ChangePasswordValues,
  changePasswordRuleErrors,
} from '../contracts/change-password-rules.ts';
import { notProvided } from './actor-placeholders.ts';
import { type PostedOutcome, postedStep } from '../domain/form-outcome.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';

/** `posted`: the outcome of the form posted without JavaScript (rules/form-outcome.ts), read once at the start. */
export type ChangePasswordInput = { posted?: PostedOutcome | null };
export type ChangePasswordContext = {
  values: ChangePasswordValues;
  errors: ChangePasswordErrors;
  /** The server's message: its msg after success, or why it refused when no field says. */
  message: string | null;
  /** Where a form posted without JavaScript got to ('done' or 'refused'); null otherwise. */
  posted: 'done' | 'refused' | null;
};
export type ChangePasswordEvent = { type: 'FIELD_CHANGED'; field: ChangePasswordField; value: string } | { type: 'SUBMITTED' };
export type ChangePasswordTag = 'form' | 'submitting' | 'invalid' | 'succeeded';

const emptyValues: ChangePasswordValues = { password: '', new_password: '', new_password_confirmation: '' };
const hasErrors = (errors: ChangePasswordErrors) => Object.values(errors).some((list) => (list?.length ?? 0) > 0);

/** A field's messages as shown under it: joined with line breaks (spec 001 §5). */
export const fieldErrorText = (errors: ChangePasswordErrors, field: ChangePasswordField): string => (errors[field] ?? []).join('\n');

const FIELDS: readonly string[] = ['password', 'new_password', 'new_password_confirmation'];

/** The starting context: empty, or what a form posted without JavaScript came to (never a password). */
function postedContext(posted: PostedOutcome | null): ChangePasswordContext {
  const start: ChangePasswordContext = { values: emptyValues, errors: {}, message: null, posted: null };
  if (!posted) return start;
  if (postedStep(posted, 'done')) return { ...start, message: posted.message || null, posted: 'done' };
  if (!postedStep(posted, 'refused')) return start;
  const errors = Object.fromEntries(Object.entries(posted.fieldErrors ?? {}).filter(([field]) => FIELDS.includes(field))) as ChangePasswordErrors;
  return { ...start, errors, message: hasErrors(errors) ? null : (posted.formError ?? null), posted: 'refused' };
}

const submitted = [
  {
    guard: 'breaksRules' as const,
    target: '#changePassword.invalid',
    actions: ['clearMessages' as const, 'setRuleErrors' as const],
  },
  { target: '#changePassword.submitting', actions: 'clearMessages' as const },
];

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    tags: {} as ChangePasswordTag,
  },
  actors: {
    changePassword: fromPromise<PasswordChangeOutcome, ChangePasswordValues>(notProvided('changePassword')),
  },
  actions: {
    setValue: assign(({ context }, change: { field: ChangePasswordField; value: string }) => ({
      values: { ...context.values, [change.field]: change.value },
    })),
    clearMessages: assign({ errors: {}, message: null }),
    setRuleErrors: assign(({ context }) => ({ errors: changePasswordRuleErrors(context.values) })),
    succeed: assign((_, message: string) => ({ values: emptyValues, errors: {}, message })),
    refuse: assign((_, outcome: PasswordChangeOutcome) =>
      outcome.ok ? {} : { errors: outcome.fieldErrors, message: hasErrors(outcome.fieldErrors) ? null : outcome.message || GENERIC_ERROR },
    ),
    fail: assign({ message: GENERIC_ERROR }),
  },
  guards: {
    breaksRules: ({ context }) => hasErrors(changePasswordRuleErrors(context.values)),
    posted: ({ context }, step: 'done' | 'refused') => context.posted === step,
    changed: (_, outcome: PasswordChangeOutcome) => outcome.ok,
  },
}).createMachine({
  id: 'changePassword',
  description:
    "Spec 001 §2 'Account settings' change-password form; §3 'Password change form'; §5 'Change password' (shared password rules; errors and message cleared before each submit; server field errors under their fields, lists joined with line breaks); §7 change-password; §8 'Change-password error'.",
  context: ({ input }) => postedContext(input?.posted ?? null),
  initial: 'start',
  on: {
    FIELD_CHANGED: { actions: { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
  },
  states: {
    start: {
      description: 'A form posted without JavaScript starts where the server got to (its message, or its errors); else the empty form.',
      always: [
        { guard: { type: 'posted', params: 'done' }, target: 'succeeded' },
        { guard: { type: 'posted', params: 'refused' }, target: 'invalid' },
        { target: 'editing' },
      ],
    },
    editing: { tags: ['form'], on: { SUBMITTED: submitted } },
    submitting: {
      tags: ['form', 'submitting'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'changed', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'succeed', params: ({ event }) => (event.output.ok ? event.output.message : '') },
          },
          { target: 'invalid', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'invalid', actions: 'fail' },
      },
    },
    invalid: {
      description: 'The rules’ or the server’s messages under their fields (or the server’s message).',
      tags: ['form', 'invalid'],
      on: { SUBMITTED: submitted },
    },
    succeeded: {
      description: 'The server’s message is shown; the fields are cleared.',
      tags: ['form', 'succeeded'],
      on: { SUBMITTED: submitted },
    },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;
