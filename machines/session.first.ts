/**
 * The session's first snapshot without XState (machines/first-snapshot.ts): its context from the input, and where
 * `starting` settles with it, by the machine's own guards (session.machine.ts; held equal by the model tests).
 */
import type { HeldSessionTokens } from '../contracts/site-api.ts';
import { isLoggedIn, nowSeconds, readClaims, refreshAtStart } from '../domain/claims.ts';
import { sessionFacts } from '../domain/session-facts.ts';
import { type FirstSnapshot, firstSnapshot } from './first-snapshot.ts';
import type { LogoutReason, SessionContext, SessionInput, SessionTag } from './session.machine.ts';

export const withTokens = (tokens: HeldSessionTokens) => ({ atoken: tokens.atoken, rtoken: tokens.rtoken, claims: readClaims(tokens.atoken) });

/** The machine's context at its start. */
export function sessionContextOf(input: SessionInput): SessionContext {
  const context = {
    ...withTokens({ atoken: input.atoken, rtoken: input.rtoken }),
    user: input.user,
    userLoaded: input.user !== null,
    ageVerification: input.ageVerification,
    logoutRedirectLink: input.logoutRedirectLink,
    nowMs: input.nowMs,
    logoutReason: 'requested' as LogoutReason,
    logoutRedirect: true,
  };
  return { ...context, facts: sessionFacts(context) };
}

/** `starting` left at once: refreshing, loading the user, or settled signed in or as a guest (facts unchanged). */
export function firstSessionSnapshot(input: SessionInput): FirstSnapshot<SessionContext, SessionTag> {
  const context = sessionContextOf(input);
  if (refreshAtStart(context, context.nowMs)) return firstSnapshot('refreshing', context, ['refreshing']);
  const loggedIn = isLoggedIn(context.claims, nowSeconds(context.nowMs));
  if (loggedIn && !context.userLoaded) return firstSnapshot('loadingUser', context, ['loadingUser']);
  const status = loggedIn ? 'signedIn' : 'guest';
  return firstSnapshot({ settled: { status, watch: 'idle' } }, context, [status]);
}
