/**
 * Age verification (spec 000 §4) in the visit: the site API's age-verification calls, the av_clearance / sessionId /
 * flag cookies, the provider's page (a full navigation), the shared token refresh after an approval (the new
 * access token carries kind 'verified'; the session adopts it at its next cookie check, every 3 s), and the session's
 * changes (a sign-in by client navigation checks again).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { AgeVerificationSession } from '../../contracts/age-verification.ts';
import { type AgeVerificationEvent, ageVerificationMachine } from '../../machines/age-verification.machine.ts';
import type { SessionEmitted } from '../../machines/session.machine.ts';
import {
  AGE_VERIFICATION_PATH,
  AV_CLEARANCE_COOKIE,
  AV_PASSED_COOKIE,
  AV_SESSION_COOKIE,
  type DeviceFacts,
  tokenSubject,
} from '../../domain/age-verification.ts';
import { HOME_PATH } from '../../domain/constants.ts';
import { defineVisitMachine } from './define.ts';

/** The browser's facts for the device heuristic; none on the server. */
function deviceFacts(): DeviceFacts | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  const legacyAngle = (window as { orientation?: number }).orientation;
  return {
    userAgent: navigator.userAgent,
    touch: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    orientation: window.screen?.orientation?.angle ?? legacyAngle ?? 0,
  };
}

const orThrow = <T>(value: T | null, what: string): T => {
  if (value === null) throw new Error(`${what} failed`);
  return value;
};

export const ageVerification = defineVisitMachine({
  id: 'ageVerification',
  machine: ageVerificationMachine,
  provide: (services, nav) =>
    ageVerificationMachine.provide({
      actors: {
        mustPass: fromPromise<boolean | null, { userId: string }>(({ input }) => services.site.mustPassVerification(input.userId)),
        hasVerification: fromPromise<boolean | null, { userId: string }>(({ input }) => services.site.hasVerification(input.userId)),
        startSession: fromPromise<AgeVerificationSession, void>(async () =>
          orThrow(await services.site.startAgeVerification(AGE_VERIFICATION_PATH), 'age verification session'),
        ),
        pollStatus: fromPromise<string, { sessionId: string }>(async ({ input }) =>
          orThrow(await services.site.ageVerificationStatus(input.sessionId), 'age verification status'),
        ),
        report: fromPromise<void, { userId: string; isVerified: boolean }>(async ({ input }) => {
          if (!(await services.site.reportVerification(input.userId, input.isVerified))) throw new Error('verification report refused');
        }),
        refreshTokens: fromPromise<void, void>(async () => {
          if (!(await services.refresh())) throw new Error('token refresh failed');
        }),
        // The session's facts say who; the token store has the token the check reads.
        sessionChanges: fromCallback<AgeVerificationEvent, undefined>(({ system, sendBack }) => {
          const subscription = system
            .get('session')
            ?.on('SESSION_CHANGED', ({ facts }: SessionEmitted) =>
              sendBack({ type: 'SESSION_CHANGED', atoken: services.sessionTokens.read().atoken, userId: facts.userId, nowMs: services.nowMs() }),
            );
          return () => subscription?.unsubscribe();
        }),
      },
      actions: {
        setCookie: (_, cookie) => {
          if (cookie) services.cookies.set(cookie.name, cookie.value, { path: cookie.path, maxAge: cookie.maxAge, domain: cookie.domain });
        },
        removeSessionCookie: () => services.cookies.remove(AV_SESSION_COOKIE, { path: '/' }),
        // The provider's page is not a route of the app: a full navigation (an absolute URL).
        goToProvider: (_, { url }) => nav.go(new URL(url, window.location.href).href),
        goHome: () => nav.go(HOME_PATH),
        logError: (_, { message }) => services.log.error(message),
      },
    }),
  input: (root, request) => {
    const onReturn = request.path === AGE_VERIFICATION_PATH ? new URLSearchParams(request.search).get('sessionId') : null;
    return {
      enabled: request.config.ageVerification,
      atoken: request.sessionTokens.atoken,
      userId: root.user?.uuid ?? tokenSubject(request.sessionTokens.atoken),
      clearance: request.cookies.get(AV_CLEARANCE_COOKIE) ?? null,
      passedFlag: request.cookies.get(AV_PASSED_COOKIE) !== undefined,
      sessionCookie: request.cookies.get(AV_SESSION_COOKIE) ?? null,
      returnSessionId: onReturn || null,
      device: deviceFacts(),
      nowMs: root.nowMs,
    };
  },
});
