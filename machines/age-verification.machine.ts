/**
 * Age verification (spec 000 §4 'Age verification'; §7 'Age verification' calls; §8 'Age verification refused',
 * 'Age verification required', 'Verification failed'; §9 av_clearance and sessionId cookies, poll 3 tries 5000 ms).
 *
 * Side effects are supplied at composition (app/system/age-verification.ts): promise actors mustPass, hasVerification
 * (step1, step2), startSession, pollStatus, report and refreshTokens (the session's shared refresh: the new access
 * token carries kind 'verified', and the session adopts it at its next cookie check); actions setCookie,
 * removeSessionCookie, goToProvider, goHome, logError. The defaults are placeholders.
 *
 * Shape:
 * - checking (transient, rules/age-verification.ts): verification off → verified; no valid access token →
 *   notRequired; the clearance cookie → verified; a return whose ?sessionId equals the sessionId cookie → polling;
 *   the Mac device heuristic → verified (clearance set); else step1.
 * - step1: 'must this user pass?' exactly false → verified (clearance set); anything else or an error → step2.
 * - step2: 'has this user passed?' exactly true → verified (clearance set); else required. Errors are only logged.
 * - required / refused / failed: the dialogs of §8; VERIFY_CLICKED → starting (a provider session; its sessionId in
 *   the session cookie; off to the provider's page) → leaving.
 * - polling: up to AV_POLL_TIMES status reads AV_POLL_DELAY_MS apart (`after POLL_DELAY`); each status is reported
 *   for the user. approved (and reported) → approved: clearance cookie, flag cookie if absent, sessionId cookie
 *   removed, session tokens refreshed, then the verified dialog; refused → refused (the refuse dialog; the provider has canceled
 *   the membership); attempts exhausted → failed (the verification-failed dialog, sessionId cookie removed).
 * - approved: refreshing (busy) → refreshed (the verified dialog): DIALOG_CLOSED → verified and home ('/').
 *
 * - SESSION_CHANGED (any state; the session's, through the `sessionChanges` actor provided at composition): when the
 *   user is another one (a sign-in, a sign-out), the check at start runs again for the token held now; the same user's
 *   refreshed token changes nothing.
 *
 * Emitted fact: `VERIFICATION_CHANGED { verified, required }` on entering every settled state (verified, approved,
 * notRequired, required, refused, failed) — `verified` = the viewer is in the verified view as far as age
 * verification goes (also when verification is off); `required` = the viewer must pass it now. The same event goes to
 * the gate (gate.machine.ts), through the actor system, when there is one: this machine's code arrives when a member
 * signs in (app/system/registry.ts), after the gate started. Views read the selectors of age-verification.selectors.ts.
 */
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { AgeVerificationSession } from '../contracts/age-verification.ts';
import {
  AV_POLL_DELAY_MS,
  AV_POLL_TIMES,
  type CookieSpec,
  type DeviceFacts,
  accessTokenValid,
  clearanceCookie,
  clearedByHasVerification,
  clearedByMustPass,
  deviceClearedAutomatically,
  hasClearance,
  isApprovedStatus,
  isRefusedStatus,
  passedCookie,
  returnMatches,
  sessionIdCookie,
} from '../domain/age-verification.ts';
import { nowSeconds } from '../domain/claims.ts';

export type AgeVerificationInput = {
  /** PublicConfig.ageVerification (AGE_VERIFICATION=on|off). */
  enabled: boolean;
  atoken: string | null;
  /** The user's uuid (user info, else the token's sub). */
  userId: string | null;
  /** The av_clearance cookie's value. */
  clearance: string | null;
  /** Whether the second flag cookie is there already. */
  passedFlag: boolean;
  /** The sessionId cookie's value. */
  sessionCookie: string | null;
  /** The ?sessionId= query when the visit began on /age-verification/ (the provider's return), else null. */
  returnSessionId: string | null;
  /** Browser facts for the device heuristic; null on the server. */
  device: DeviceFacts | null;
  nowMs: number;
};

export type AgeVerificationContext = {
  enabled: boolean;
  atoken: string | null;
  userId: string | null;
  clearance: string | null;
  passedFlag: boolean;
  sessionCookie: string | null;
  returnSessionId: string | null;
  device: DeviceFacts | null;
  nowMs: number;
  /** The provider session being polled. */
  sessionId: string | null;
  /** Status reads made in this poll. */
  attempts: number;
  /** The last status read. */
  status: string | null;
};

export type AgeVerificationEvent =
  | { type: 'VERIFY_CLICKED' }
  | { type: 'DIALOG_CLOSED' }
  /** Forwarded by the visit root on every navigation; not used yet. */
  | { type: 'ROUTE_CHANGED'; path: string; search: string }
  /** A sign-in, a sign-out or a refreshed token (from the session, through `sessionChanges`): the token held now. */
  | { type: 'SESSION_CHANGED'; atoken: string | null; userId: string | null; nowMs: number };

export type AgeVerificationEmitted = { type: 'VERIFICATION_CHANGED'; verified: boolean; required: boolean };

export type AgeVerificationTag =
  | 'checking'
  | 'verified'
  | 'required'
  | 'busy'
  | 'requiredDialog'
  | 'refusedDialog'
  | 'failedDialog'
  | 'verifiedDialog';

const notProvided = <O, I>() =>
  fromPromise<O, I>(async () => {
    throw new Error('not provided');
  });

export const ageVerificationMachine = setup({
  types: {
    context: {} as AgeVerificationContext,
    events: {} as AgeVerificationEvent,
    input: {} as AgeVerificationInput,
    emitted: {} as AgeVerificationEmitted,
    tags: {} as AgeVerificationTag,
  },
  actors: {
    mustPass: notProvided<boolean | null, { userId: string }>(),
    hasVerification: notProvided<boolean | null, { userId: string }>(),
    startSession: notProvided<AgeVerificationSession, void>(),
    pollStatus: notProvided<string, { sessionId: string }>(),
    report: notProvided<void, { userId: string; isVerified: boolean }>(),
    refreshTokens: notProvided<void, void>(),
    /** The session's SESSION_CHANGED with the token held, as this machine's event (provided at composition). */
    sessionChanges: fromCallback<AgeVerificationEvent, undefined>(() => {}),
  },
  actions: {
    /** Sets the cookie; null sets nothing (the flag cookie when it is there already). */
    setCookie: (_, _cookie: CookieSpec | null) => {},
    removeSessionCookie: () => {},
    goToProvider: (_, _params: { url: string }) => {},
    goHome: () => {},
    logError: (_, _params: { message: string }) => {},
    announce: emit((_, params: { verified: boolean; required: boolean }) => ({ type: 'VERIFICATION_CHANGED' as const, ...params })),
    /** The same fact to the gate (DESIGN 'Composition'), when the visit has one: it started before this machine. */
    tellGate: ({ system }, params: { verified: boolean; required: boolean }) => {
      system.get('gate')?.send({ type: 'VERIFICATION_CHANGED', ...params });
    },

    storeSession: assign((_, session: AgeVerificationSession) => ({ sessionId: session.sessionId, sessionCookie: session.sessionId })),
    noteStatus: assign(({ context }, status: string) => ({ status, attempts: context.attempts + 1 })),
    forgetSession: assign({ sessionCookie: null, returnSessionId: null }),
    adoptViewer: assign((_, next: { atoken: string | null; userId: string | null; nowMs: number }) => ({
      ...next,
      sessionId: null,
      attempts: 0,
      status: null,
      returnSessionId: null,
    })),
  },
  guards: {
    disabled: ({ context }) => !context.enabled,
    noValidToken: ({ context }) => !accessTokenValid(context.atoken, nowSeconds(context.nowMs)) || context.userId === null,
    cleared: ({ context }) => hasClearance(context.clearance),
    returning: ({ context }) => returnMatches(context.returnSessionId, context.sessionCookie),
    deviceCleared: ({ context }) => deviceClearedAutomatically(context.device),
    mustNotPass: (_, answer: boolean | null) => clearedByMustPass(answer),
    passedAlready: (_, answer: boolean | null) => clearedByHasVerification(answer),
    approved: ({ context }) => context.status !== null && isApprovedStatus(context.status),
    refused: ({ context }) => context.status !== null && isRefusedStatus(context.status),
    attemptsLeft: ({ context }) => context.attempts < AV_POLL_TIMES,
    /** Another user signed in, or the user signed out: the check at start runs again for the viewer now. */
    otherViewer: ({ context }, next: { userId: string | null }) => next.userId !== context.userId,
  },
  delays: { POLL_DELAY: AV_POLL_DELAY_MS },
}).createMachine({
  id: 'ageVerification',
  description:
    "Spec 000 §4 'Age verification' (required-check at start, steps step1 and step2, start, return and poll); §7 age-verification calls; §8 refuse, required and failed dialogs; §9 av_clearance, sessionId, poll 3 × 5000 ms.",
  context: ({ input }) => ({ ...input, sessionId: input.returnSessionId, attempts: 0, status: null }),
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  on: {
    SESSION_CHANGED: {
      guard: { type: 'otherViewer', params: ({ event }) => event },
      target: '.checking',
      actions: { type: 'adoptViewer', params: ({ event }) => ({ atoken: event.atoken, userId: event.userId, nowMs: event.nowMs }) },
    },
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'Required-check at start, §4 steps 1–2, the provider return and the device heuristic (rules/age-verification.ts).',
      tags: ['checking'],
      always: [
        { guard: 'disabled', target: 'verified' },
        { guard: 'noValidToken', target: 'notRequired' },
        { guard: 'cleared', target: 'verified' },
        { guard: 'returning', target: 'polling' },
        { guard: 'deviceCleared', target: 'verified', actions: { type: 'setCookie', params: () => clearanceCookie() } },
        { target: 'step1' },
      ],
    },
    step1: {
      description: '§4 step 3: must this user pass (by registration date)? Exactly false → verified, clearance set.',
      tags: ['checking'],
      invoke: {
        id: 'mustPass',
        src: 'mustPass',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: [
          {
            guard: { type: 'mustNotPass', params: ({ event }) => event.output },
            target: 'verified',
            actions: { type: 'setCookie', params: () => clearanceCookie() },
          },
          { target: 'step2' },
        ],
        onError: {
          target: 'step2',
          actions: { type: 'logError', params: ({ event }) => ({ message: `age verification step1: ${String(event.error)}` }) },
        },
      },
    },
    step2: {
      description: '§4 step 4: has this user passed already? Exactly true → verified, clearance set; else required (step 5).',
      tags: ['checking'],
      invoke: {
        id: 'hasVerification',
        src: 'hasVerification',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: [
          {
            guard: { type: 'passedAlready', params: ({ event }) => event.output },
            target: 'verified',
            actions: { type: 'setCookie', params: () => clearanceCookie() },
          },
          { target: 'required' },
        ],
        onError: {
          target: 'required',
          actions: { type: 'logError', params: ({ event }) => ({ message: `age verification step2: ${String(event.error)}` }) },
        },
      },
    },
    notRequired: {
      description: '§4 step 1: no valid access token, nothing to verify.',
      entry: [
        { type: 'announce', params: { verified: false, required: false } },
        { type: 'tellGate', params: { verified: false, required: false } },
      ],
    },
    verified: {
      tags: ['verified'],
      entry: [
        { type: 'announce', params: { verified: true, required: false } },
        { type: 'tellGate', params: { verified: true, required: false } },
      ],
    },
    required: {
      description: "§8 'Age Verification is Required' (18+, Verify Now, Contact Us).",
      tags: ['required', 'requiredDialog'],
      entry: [
        { type: 'announce', params: { verified: false, required: true } },
        { type: 'tellGate', params: { verified: false, required: true } },
      ],
      on: { VERIFY_CLICKED: 'starting' },
    },
    refused: {
      description: "§8 'Are you sure you want to refuse?': the provider refused, the membership is canceled.",
      tags: ['required', 'refusedDialog'],
      entry: [
        { type: 'announce', params: { verified: false, required: true } },
        { type: 'tellGate', params: { verified: false, required: true } },
      ],
      on: { VERIFY_CLICKED: 'starting' },
    },
    failed: {
      description: '§8 verification-failed dialog: the poll ran out of attempts (or the provider failed).',
      tags: ['required', 'failedDialog'],
      entry: [
        { type: 'announce', params: { verified: false, required: true } },
        { type: 'tellGate', params: { verified: false, required: true } },
      ],
      on: { VERIFY_CLICKED: 'starting' },
    },
    starting: {
      description: '§4 Start: request a provider session, keep its sessionId in a session cookie, go to the provider URL.',
      tags: ['required', 'busy'],
      invoke: {
        id: 'startSession',
        src: 'startSession',
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            { type: 'setCookie', params: ({ event }) => sessionIdCookie(event.output.sessionId) },
            { type: 'goToProvider', params: ({ event }) => ({ url: event.output.url }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'logError', params: ({ event }) => ({ message: `age verification start: ${String(event.error)}` }) },
        },
      },
    },
    leaving: {
      description: "On the way to the provider's page.",
      tags: ['required', 'busy'],
    },
    polling: {
      description: '§4 On return: up to 3 status reads 5000 ms apart; each status reported for the user.',
      tags: ['busy'],
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'pollStatus',
            src: 'pollStatus',
            input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
            onDone: { target: 'reporting', actions: { type: 'noteStatus', params: ({ event }) => event.output } },
            onError: {
              target: 'deciding',
              actions: [
                { type: 'noteStatus', params: 'error' },
                { type: 'logError', params: ({ event }) => ({ message: `age verification poll: ${String(event.error)}` }) },
              ],
            },
          },
        },
        reporting: {
          invoke: {
            id: 'report',
            src: 'report',
            input: ({ context }) => ({ userId: context.userId ?? '', isVerified: context.status !== null && isApprovedStatus(context.status) }),
            onDone: [{ guard: 'approved', target: '#ageVerification.approved' }, { target: 'deciding' }],
            onError: {
              target: 'deciding',
              actions: [
                // An approval the server did not take is not one: poll again.
                assign({ status: 'unreported' }),
                { type: 'logError', params: ({ event }) => ({ message: `age verification report: ${String(event.error)}` }) },
              ],
            },
          },
        },
        deciding: {
          always: [
            { guard: 'refused', target: '#ageVerification.refused', actions: 'removeSessionCookie' },
            { guard: 'attemptsLeft', target: 'waiting' },
            { target: '#ageVerification.failed', actions: ['removeSessionCookie', 'forgetSession'] },
          ],
        },
        waiting: { after: { POLL_DELAY: 'asking' } },
      },
    },
    approved: {
      description:
        '§4 Verified: clearance cookie (1 year), the flag cookie if absent, sessionId cookie removed; the verified dialog once the tokens are refreshed.',
      tags: ['verified'],
      entry: [
        { type: 'setCookie', params: () => clearanceCookie() },
        { type: 'setCookie', params: ({ context }) => (context.passedFlag ? null : passedCookie(context.nowMs)) },
        'removeSessionCookie',
        'forgetSession',
        { type: 'announce', params: { verified: true, required: false } },
        { type: 'tellGate', params: { verified: true, required: false } },
      ],
      initial: 'refreshing',
      states: {
        refreshing: {
          description:
            'The shared token refresh: the new access token carries kind verified (the session adopts it at its next cookie check). The dialog waits for it: a page opened before it lands would be served for the old token and turned back to age verification.',
          tags: ['busy'],
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            onDone: 'refreshed',
            onError: { target: 'refreshed', actions: { type: 'logError', params: { message: 'age verification: token refresh failed' } } },
          },
        },
        refreshed: {
          tags: ['verifiedDialog'],
          on: { DIALOG_CLOSED: { target: '#ageVerification.verified', actions: 'goHome' } },
        },
      },
    },
  },
});

export type AgeVerificationMachine = typeof ageVerificationMachine;
