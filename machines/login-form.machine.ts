/**
 * The login form (spec 000 §5 'Validation rules': the login e-mail is lower-cased before sending, server field
 * errors shown under each field and cleared by editing it; §7 'Auth and account' login; §8 messages).
 * A submit with invalid fields makes no call and shows the spec's messages; a valid one calls `login`
 * (provided at composition). On success the tokens go to the session (`LOGGED_IN`, through the actor system)
 * and the form is ready again; a failure keeps what was typed (the view owns the inputs) and shows the message.
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { Credentials, Tokens } from '../contracts/site-api.ts';
import type { FieldErrors } from './rules/validation.ts';
import { hasFieldErrors, normalizeLoginEmail, validateLogin } from './rules/validation.ts';
import { GENERIC_ERROR } from './rules/constants.ts';

export type LoginFormContext = { fieldErrors: FieldErrors; formError: string | null };
export type LoginFormEvent =
  | { type: 'LOGIN_SUBMITTED'; email: string; password: string }
  | { type: 'LOGIN_FIELD_EDITED'; field: 'email' | 'password' };
export type LoginFormTag = 'submitting' | 'failed';

const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : GENERIC_ERROR);

const submitted = [
  {
    guard: { type: 'invalid' as const, params: ({ event }: { event: LoginFormEvent }) => event as Credentials },
    target: '#loginForm.ready',
    actions: { type: 'setFieldErrors' as const, params: ({ event }: { event: LoginFormEvent }) => validateLogin(event as Credentials) },
  },
  { target: '#loginForm.submitting', actions: 'clearErrors' as const },
];

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    tags: {} as LoginFormTag,
  },
  actors: {
    login: fromPromise<Tokens, Credentials>(() => Promise.reject(new Error('login not provided'))),
  },
  actions: {
    setFieldErrors: assign((_, fieldErrors: FieldErrors) => ({ fieldErrors, formError: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    clearFieldError: assign(({ context }, field: string) => ({
      fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([key]) => key !== field)),
      formError: null,
    })),
    setFormError: assign((_, message: string) => ({ formError: message })),
    tellSession: sendTo(
      ({ system }) => system.get('session'),
      (_, tokens: Tokens) => ({ type: 'LOGGED_IN' as const, tokens }),
    ),
  },
  guards: {
    invalid: (_, fields: Credentials) => hasFieldErrors(validateLogin(fields)),
  },
}).createMachine({
  id: 'loginForm',
  description: "Spec 000 §5 login form rules; §7 'Auth and account' login; §8 error messages.",
  context: { fieldErrors: {}, formError: null },
  initial: 'ready',
  states: {
    ready: {
      on: {
        LOGIN_SUBMITTED: submitted,
        LOGIN_FIELD_EDITED: { actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN_SUBMITTED');
          return { email: normalizeLoginEmail(event.email), password: event.password };
        },
        onDone: { target: 'ready', actions: { type: 'tellSession', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFormError', params: ({ event }) => errorMessage(event.error) } },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        LOGIN_SUBMITTED: submitted,
        LOGIN_FIELD_EDITED: { target: 'ready', actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
      },
    },
  },
});

export type LoginFormMachine = typeof loginFormMachine;
