/**
 * The partner VR app's login, /playalogin/ (spec 000 §2.2 'partner-login path'; §4 'Verified-member gate': open to
 * every viewer; 001 §2: its behaviour is not shown, so it is the project's design — README 'Partner app login').
 *
 * The app opens /playalogin/?redirect_uri=…&state=…; the route's loader asks the site API which registered app that
 * redirect URI belongs to. Unknown (or missing): `unregistered`, a clear error and never a redirect; the lookup failed:
 * `unavailable`. Otherwise:
 * - signed out: the site's login form (the visit's login form machine signs in); once the session has the user
 *   (`SESSION_CHANGED` with an e-mail) the hand-off starts by itself;
 * - signed in: 'Continue as {email}' (`CONTINUE_CLICKED`) hands off; 'Use another account' (`OTHER_ACCOUNT_CHOSEN`)
 *   logs the session out first (`endSession`), then the form;
 * - handing off: a one-time code for this viewer, app and redirect URI (`requestCode`), then the browser leaves for
 *   redirect_uri?code=…&state=… (`leaveForApp`, a full navigation); a refusal shows its message with a retry.
 * Any valid login may hand off, a member who must still pass age verification too: the app gets the token's kind and
 * does its own checks. The session's facts arrive through `sessionChanges`, provided at composition.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { PartnerApp } from '../contracts/partner-login.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';
import { handOffUrl } from '../domain/partner-login.ts';

/** The code call's outcome (the adapter never throws). */
export type PartnerCodeOutcome = { ok: true; code: string } | { ok: false; message: string };

export type PartnerLoginInput = {
  /** The registered app of the redirect URI, or null (unknown, missing, or the lookup failed). */
  app: PartnerApp | null;
  /** The lookup did not answer usably: not the same as an unknown app. */
  lookupFailed: boolean;
  /** The app's opaque state, echoed back. */
  state: string | null;
  /** The signed-in viewer's e-mail, or null for a guest. */
  email: string | null;
};

export type PartnerLoginContext = PartnerLoginInput & { error: string | null; target: string | null };

export type PartnerLoginEvent =
  | { type: 'CONTINUE_CLICKED' }
  | { type: 'OTHER_ACCOUNT_CHOSEN' }
  | { type: 'RETRY_CLICKED' }
  /** The session's facts changed: the signed-in e-mail, or null once signed out. */
  | { type: 'SESSION_CHANGED'; email: string | null };

export type PartnerLoginTag = 'unregistered' | 'unavailable' | 'signedOut' | 'confirm' | 'busy' | 'failed' | 'redirecting';

const emailOf = (event: PartnerLoginEvent) => (event.type === 'SESSION_CHANGED' ? event.email : null);

export const partnerLoginMachine = setup({
  types: {
    input: {} as PartnerLoginInput,
    context: {} as PartnerLoginContext,
    events: {} as PartnerLoginEvent,
    tags: {} as PartnerLoginTag,
  },
  actors: {
    requestCode: fromPromise<PartnerCodeOutcome, { clientId: string; redirectUri: string }>(() =>
      Promise.reject(new Error('requestCode not provided')),
    ),
    /** The session's facts as SESSION_CHANGED events. */
    sessionChanges: fromCallback(() => {}),
  },
  actions: {
    setEmail: assign((_, email: string | null) => ({ email })),
    setError: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null }),
    setTarget: assign((_, target: string) => ({ target })),
    /** Logs the site's session out (no redirect): provided at composition. */
    endSession: () => {},
    /** Full navigation to the app's redirect URI: provided at composition. */
    leaveForApp: (_, _params: { url: string }) => {},
  },
  guards: {
    unregistered: ({ context }) => context.app === null && !context.lookupFailed,
    lookupFailed: ({ context }) => context.app === null && context.lookupFailed,
    signedIn: ({ context }) => context.email !== null,
    signsIn: (_, email: string | null) => email !== null,
    signsOut: (_, email: string | null) => email === null,
    granted: (_, outcome: PartnerCodeOutcome) => outcome.ok,
  },
}).createMachine({
  id: 'partnerLogin',
  description:
    "Spec 000 §2.2 partner-login path /playalogin/, §4 gate (open to every viewer); 001 §2 (behaviour not shown): the project's OAuth-like hand-off — sign in, a one-time code, then redirect_uri?code=…&state=….",
  context: ({ input }) => ({ ...input, error: null, target: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'unregistered', target: 'unregistered' },
        { guard: 'lookupFailed', target: 'unavailable' },
        { guard: 'signedIn', target: 'app.signedIn' },
        { target: 'app.signedOut' },
      ],
    },
    unregistered: { tags: ['unregistered'] },
    unavailable: { tags: ['unavailable'] },
    app: {
      description: 'A registered app asks; the session is followed throughout.',
      invoke: { id: 'sessionChanges', src: 'sessionChanges' },
      initial: 'signedOut',
      states: {
        signedOut: {
          tags: ['signedOut'],
          description: 'The login form; a sign-in (the session has the user) hands off by itself.',
          on: {
            SESSION_CHANGED: {
              guard: { type: 'signsIn', params: ({ event }) => event.email },
              target: 'handingOff',
              actions: { type: 'setEmail', params: ({ event }) => event.email },
            },
          },
        },
        signedIn: {
          tags: ['confirm'],
          on: {
            CONTINUE_CLICKED: 'handingOff',
            OTHER_ACCOUNT_CHOSEN: { target: 'switchingAccount', actions: 'endSession' },
            SESSION_CHANGED: [
              {
                guard: { type: 'signsOut', params: ({ event }) => event.email },
                target: 'signedOut',
                actions: { type: 'setEmail', params: null },
              },
              { actions: { type: 'setEmail', params: ({ event }) => event.email } },
            ],
          },
        },
        switchingAccount: {
          tags: ['busy'],
          description: 'Logging the site out, then the login form.',
          on: {
            SESSION_CHANGED: {
              guard: { type: 'signsOut', params: ({ event }) => event.email },
              target: 'signedOut',
              actions: { type: 'setEmail', params: null },
            },
          },
        },
        handingOff: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ clientId: context.app?.clientId ?? '', redirectUri: context.app?.redirectUri ?? '' }),
            onDone: [
              {
                guard: { type: 'granted', params: ({ event }) => event.output },
                target: '#partnerLogin.redirecting',
                actions: [
                  {
                    type: 'setTarget',
                    params: ({ context, event }) =>
                      handOffUrl(context.app?.redirectUri ?? '', event.output.ok ? event.output.code : '', context.state),
                  },
                  {
                    type: 'leaveForApp',
                    params: ({ context, event }) => ({
                      url: handOffUrl(context.app?.redirectUri ?? '', event.output.ok ? event.output.code : '', context.state),
                    }),
                  },
                ],
              },
              { target: 'failed', actions: { type: 'setError', params: ({ event }) => (event.output.ok ? GENERIC_ERROR : event.output.message) } },
            ],
            onError: { target: 'failed', actions: { type: 'setError', params: GENERIC_ERROR } },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            RETRY_CLICKED: 'handingOff',
            OTHER_ACCOUNT_CHOSEN: { target: 'switchingAccount', actions: 'endSession' },
            SESSION_CHANGED: {
              guard: { type: 'signsOut', params: ({ event }) => emailOf(event) },
              target: 'signedOut',
              actions: [{ type: 'setEmail', params: null }, 'clearError'],
            },
          },
        },
      },
    },
    redirecting: { tags: ['redirecting'], description: 'The browser is leaving for the app (a full navigation).' },
  },
});

export type PartnerLoginMachine = typeof partnerLoginMachine;
