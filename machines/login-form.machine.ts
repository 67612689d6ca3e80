/**
 * The login form (spec 000 §5 'Validation rules': the login e-mail is lower-cased before sending, server field
 * errors shown under each field and cleared by editing it; §7 'Auth and account' login; §8 messages; 001 §2
 * 'Account actions': login by a code sent to the account, and 'Unblock': the resend of the unblock e-mail).
 *
 * Password login: a submit with invalid fields makes no call and shows the spec's messages; a valid one calls `login`
 * (provided at composition). On success the session tokens go to the session (`LOGGED_IN`, through the actor system) and the
 * form is ready again; a failure keeps what was typed (the view owns the inputs) and shows the message. A refusal for a
 * blocked account (HTTP 423, a `LoginRefusal` with `blocked`) goes to `blocked`: the server's message, and when it
 * allows it the resend of the unblock e-mail (`resendUnblockEmail`), then a 'sent' notice or the call's message (429).
 *
 * Login by code: `CODE_LOGIN_CHOSEN` switches to the code form; `CODE_REQUESTED` with a valid e-mail asks for the code
 * (`requestLoginCode`), then `CODE_SUBMITTED` with 6 digits signs in (`loginByCode`): session tokens to the session as for a
 * password; a refused code shows the server's `errors.code` under the field, another refusal (429) its message.
 */
import { type ErrorActorEvent, assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { Credentials, SessionTokens } from '../contracts/site-api.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';
import { validateCodeEmail, validateLoginCode } from '../domain/login-code.ts';
import { UNBLOCK_EMAIL_SENT, codeSentNotice } from '../domain/login-notices.ts';
import type { FieldErrors } from '../domain/validation.ts';
import { hasFieldErrors, normalizeLoginEmail, validateLogin } from '../domain/validation.ts';

/**
 * A refused login or code call, as the composition reports it: the message to show, and the facts the form acts on —
 * a blocked account (423) and whether the unblock e-mail may be resent, or field errors (a wrong code's `errors.code`).
 */
export class LoginRefusal extends Error {
  readonly blocked: boolean;
  readonly allowResendEmail: boolean;
  readonly fieldErrors: FieldErrors;
  constructor(message: string, facts: { blocked?: boolean; allowResendEmail?: boolean; fieldErrors?: FieldErrors } = {}) {
    super(message);
    this.name = 'LoginRefusal';
    this.blocked = facts.blocked ?? false;
    this.allowResendEmail = facts.allowResendEmail ?? false;
    this.fieldErrors = facts.fieldErrors ?? {};
  }
}

/** A login refused for a blocked account (423): the server's message, and whether the unblock e-mail may be resent. */
export type BlockedAccount = { message: string; allowResendEmail: boolean };
export type LoginFormContext = {
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The lower-cased e-mail of the last valid submit or code request (the blocked account's, the code's). */
  email: string;
  /** The account a login found blocked (423), while the form shows it. */
  blocked: BlockedAccount | null;
  /** A confirmation to show (the unblock e-mail or the code sent). */
  notice: string | null;
};
export type LoginFormEvent =
  | { type: 'LOGIN_SUBMITTED'; email: string; password: string }
  | { type: 'LOGIN_FIELD_EDITED'; field: 'email' | 'password' | 'code' }
  | { type: 'UNBLOCK_EMAIL_REQUESTED' }
  | { type: 'CODE_LOGIN_CHOSEN' }
  | { type: 'PASSWORD_LOGIN_CHOSEN' }
  | { type: 'CODE_REQUESTED'; email: string }
  | { type: 'CODE_SUBMITTED'; code: string };
export type LoginFormTag = 'submitting' | 'failed' | 'blocked' | 'codeLogin' | 'codeSent';

const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : GENERIC_ERROR);
const fieldErrorsOf = (error: unknown): FieldErrors => (error instanceof LoginRefusal ? error.fieldErrors : {});

const submitted = [
  {
    guard: { type: 'invalid' as const, params: ({ event }: { event: LoginFormEvent }) => event as Credentials },
    target: '#loginForm.ready',
    actions: { type: 'setFieldErrors' as const, params: ({ event }: { event: LoginFormEvent }) => validateLogin(event as Credentials) },
  },
  {
    target: '#loginForm.submitting',
    actions: { type: 'startCall' as const, params: ({ event }: { event: LoginFormEvent }) => (event as { email: string }).email },
  },
];

const codeRequested = [
  {
    guard: { type: 'hasErrors' as const, params: ({ event }: { event: LoginFormEvent }) => validateCodeEmail((event as { email: string }).email) },
    target: '#loginForm.code.entering',
    actions: {
      type: 'setFieldErrors' as const,
      params: ({ event }: { event: LoginFormEvent }) => validateCodeEmail((event as { email: string }).email),
    },
  },
  {
    target: '#loginForm.code.requesting',
    actions: { type: 'startCall' as const, params: ({ event }: { event: LoginFormEvent }) => (event as { email: string }).email },
  },
];

const fieldEdited = {
  actions: { type: 'clearFieldError' as const, params: ({ event }: { event: LoginFormEvent }) => (event as { field: string }).field },
};

const codeChosen = { target: '#loginForm.code', actions: ['clearBlocked' as const, 'leaveCodeLogin' as const] };

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    tags: {} as LoginFormTag,
  },
  actors: {
    login: fromPromise<SessionTokens, Credentials>(() => Promise.reject(new Error('login not provided'))),
    resendUnblockEmail: fromPromise<void, { email: string }>(() => Promise.reject(new Error('resendUnblockEmail not provided'))),
    requestLoginCode: fromPromise<void, { email: string }>(() => Promise.reject(new Error('requestLoginCode not provided'))),
    loginByCode: fromPromise<SessionTokens, { email: string; code: string }>(() => Promise.reject(new Error('loginByCode not provided'))),
  },
  actions: {
    setFieldErrors: assign((_, fieldErrors: FieldErrors) => ({ fieldErrors, formError: null, notice: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null, notice: null }),
    startCall: assign((_, email: string) => ({ email: normalizeLoginEmail(email), fieldErrors: {}, formError: null, notice: null })),
    clearFieldError: assign(({ context }, field: string) => ({
      fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([key]) => key !== field)),
      formError: null,
    })),
    setFormError: assign((_, message: string) => ({ formError: message, notice: null })),
    setRefusal: assign((_, error: unknown) => ({
      fieldErrors: fieldErrorsOf(error),
      formError: hasFieldErrors(fieldErrorsOf(error)) ? null : errorMessage(error),
      notice: null,
    })),
    setBlocked: assign((_, blocked: BlockedAccount) => ({ blocked, formError: null, notice: null })),
    clearBlocked: assign({ blocked: null }),
    setNotice: assign((_, notice: string) => ({ notice, formError: null })),
    leaveCodeLogin: assign({ fieldErrors: {}, formError: null, notice: null }),
    tellSession: sendTo(
      ({ system }) => system.get('session'),
      (_, tokens: SessionTokens) => ({ type: 'LOGGED_IN' as const, tokens }),
    ),
  },
  guards: {
    invalid: (_, fields: Credentials) => hasFieldErrors(validateLogin(fields)),
    hasErrors: (_, errors: FieldErrors) => hasFieldErrors(errors),
    blockedRefusal: (_, error: unknown) => error instanceof LoginRefusal && error.blocked,
    canResendUnblock: ({ context }) => context.blocked?.allowResendEmail === true,
    codeInvalid: (_, code: string) => hasFieldErrors(validateLoginCode(code)),
  },
}).createMachine({
  id: 'loginForm',
  description:
    "Spec 000 §5 login form rules; §7 'Auth and account' login; §8 error messages; 001 §2 'Account actions' (login by a code) and 'Unblock' (resend of the unblock e-mail).",
  context: { fieldErrors: {}, formError: null, email: '', blocked: null, notice: null },
  initial: 'ready',
  states: {
    ready: {
      on: {
        LOGIN_SUBMITTED: submitted,
        LOGIN_FIELD_EDITED: fieldEdited,
        CODE_LOGIN_CHOSEN: codeChosen,
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, 'LOGIN_SUBMITTED');
          return { email: context.email, password: event.password };
        },
        onDone: { target: 'ready', actions: ['clearBlocked', { type: 'tellSession', params: ({ event }) => event.output }] },
        onError: [
          {
            guard: { type: 'blockedRefusal', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'blocked',
            actions: {
              type: 'setBlocked',
              params: ({ event }) => ({
                message: errorMessage(event.error),
                allowResendEmail: (event.error as LoginRefusal).allowResendEmail,
              }),
            },
          },
          { target: 'failed', actions: ['clearBlocked', { type: 'setFormError', params: ({ event }) => errorMessage(event.error) }] },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        LOGIN_SUBMITTED: submitted,
        LOGIN_FIELD_EDITED: { target: 'ready', actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
        CODE_LOGIN_CHOSEN: codeChosen,
      },
    },
    blocked: {
      tags: ['blocked'],
      initial: 'shown',
      on: {
        LOGIN_SUBMITTED: submitted,
        LOGIN_FIELD_EDITED: fieldEdited,
        CODE_LOGIN_CHOSEN: codeChosen,
      },
      states: {
        shown: {
          on: { UNBLOCK_EMAIL_REQUESTED: { guard: 'canResendUnblock', target: 'resending' } },
        },
        resending: {
          tags: ['submitting'],
          invoke: {
            id: 'resendUnblockEmail',
            src: 'resendUnblockEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'shown', actions: { type: 'setNotice', params: UNBLOCK_EMAIL_SENT } },
            onError: { target: 'shown', actions: { type: 'setFormError', params: ({ event }) => errorMessage(event.error) } },
          },
        },
      },
    },
    code: {
      tags: ['codeLogin'],
      initial: 'entering',
      on: {
        PASSWORD_LOGIN_CHOSEN: { target: 'ready', actions: 'leaveCodeLogin' },
        LOGIN_FIELD_EDITED: fieldEdited,
      },
      states: {
        entering: {
          on: { CODE_REQUESTED: codeRequested },
        },
        requesting: {
          tags: ['submitting'],
          invoke: {
            id: 'requestLoginCode',
            src: 'requestLoginCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'sent', actions: { type: 'setNotice', params: ({ context }) => codeSentNotice(context.email) } },
            onError: { target: 'entering', actions: { type: 'setRefusal', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
          },
        },
        sent: {
          tags: ['codeSent'],
          on: {
            CODE_REQUESTED: codeRequested,
            CODE_SUBMITTED: [
              {
                guard: { type: 'codeInvalid', params: ({ event }) => event.code },
                actions: { type: 'setFieldErrors', params: ({ event }) => validateLoginCode(event.code) },
              },
              { target: 'verifying', actions: 'clearErrors' },
            ],
          },
        },
        verifying: {
          tags: ['codeSent', 'submitting'],
          invoke: {
            id: 'loginByCode',
            src: 'loginByCode',
            input: ({ context, event }) => {
              assertEvent(event, 'CODE_SUBMITTED');
              return { email: context.email, code: event.code.trim() };
            },
            onDone: { target: '#loginForm.ready', actions: ['leaveCodeLogin', { type: 'tellSession', params: ({ event }) => event.output }] },
            onError: { target: 'sent', actions: { type: 'setRefusal', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
          },
        },
      },
    },
  },
});

export type LoginFormMachine = typeof loginFormMachine;
