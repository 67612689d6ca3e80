/**
 * The named route guards (spec 000 §4 'Verified-member gate': activeMember, authenticated, dashboard,
 * inactiveOrExpiredMember, layoutTypeChangerModels, layoutTypeChangerVideos, maintenance, notExpiredRefreshToken,
 * syncAuthModuleWithAuthCookie, verifiedMember; §6 the guard that turns certain token kinds away from guest-only
 * pages). A route names the guards it needs (app/router/guards.ts runs them in its `beforeLoad`, on the server before
 * rendering and in the browser on navigation); each is a pure function of what is known of the viewer.
 *
 * The spec shows no more of them than their names and what §4 and §6 say; where it is silent they do what the name
 * says, and the ones that are the session start's or a list's own work pass here:
 * - syncAuthModuleWithAuthCookie and notExpiredRefreshToken: the session start reads the token cookies and refreshes a
 *   stale pair before any guard (a refused refresh ends the session and answers /login/, app/router/gate.ts);
 * - layoutTypeChangerModels / layoutTypeChangerVideos: the lists restore their layout from the cookies themselves;
 * - maintenance: the chrome shows the maintenance page while the flag is on.
 */
import type { Claims } from './claims.ts';
import { JOIN_EXPIRED_PATH, JOIN_PATH } from './constants.ts';
import { AGE_VERIFICATION_PATH } from './age-verification.ts';
import { type Viewer, gate, gateRouteOf } from './gate.ts';
import type { MembershipFlags } from './membership.ts';

export const NOT_AUTHENTICATED = 'You are not authenticated.';
export const NOT_AUTHENTICATED_STATUS = 401;

export const GUARD_NAMES = [
  'activeMember',
  'authenticated',
  'dashboard',
  'guestOnly',
  'inactiveOrExpiredMember',
  'layoutTypeChangerModels',
  'layoutTypeChangerVideos',
  'maintenance',
  'notExpiredRefreshToken',
  'syncAuthModuleWithAuthCookie',
  'verifiedMember',
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** What the guards know: the gate's viewer, the token's claims, the membership flags, the page. */
export interface GuardFacts {
  viewer: Viewer;
  claims: Claims | null;
  flags: MembershipFlags;
  pathname: string;
}

export type GuardOutcome = { pass: true } | { pass: false; redirect: string } | { pass: false; refuse: { status: 401; message: string } };

const pass: GuardOutcome = { pass: true };
const refuse: GuardOutcome = { pass: false, refuse: { status: NOT_AUTHENTICATED_STATUS, message: NOT_AUTHENTICATED } };
const redirectTo = (path: string): GuardOutcome => ({ pass: false, redirect: path });

/** A partner's token (one with a 'partners' claim) is not a member's: it opens no member page (spec §4 'Token checks'). */
const signedInMember = (facts: GuardFacts) => facts.viewer.loggedIn && (facts.claims?.partners.length ?? 0) === 0;

export const routeGuards: Record<GuardName, (facts: GuardFacts) => GuardOutcome> = {
  verifiedMember: (facts) => {
    const decision = gate(gateRouteOf(facts.pathname), facts.viewer);
    return decision.allow ? pass : redirectTo(decision.redirect);
  },
  // Auth-required pages: 401 'You are not authenticated.' when not logged in or the token's kind is not allowed (§6).
  authenticated: (facts) => (signedInMember(facts) ? pass : refuse),
  // The dashboard: a member of any status (active, expired, inactive), signed in with a member's token.
  dashboard: (facts) => (signedInMember(facts) && facts.flags.activeExpiredOrInactive ? pass : refuse),
  // An active membership; the others are sent to join (expired members to the renewal offer, §4 'Logout').
  activeMember: (facts) => (facts.flags.active ? pass : redirectTo(facts.flags.expired ? JOIN_EXPIRED_PATH : JOIN_PATH)),
  // Pages for members who are not active (renewal, upgrade): an active member has nothing to renew.
  inactiveOrExpiredMember: (facts) => (facts.flags.inactive || facts.flags.expired ? pass : redirectTo('/')),
  // Guest-only pages (login): a token that must pass age verification is turned away to it (§6).
  guestOnly: (facts) => (facts.viewer.mustVerify ? redirectTo(AGE_VERIFICATION_PATH) : pass),
  syncAuthModuleWithAuthCookie: () => pass,
  notExpiredRefreshToken: () => pass,
  layoutTypeChangerModels: () => pass,
  layoutTypeChangerVideos: () => pass,
  maintenance: () => pass,
};

/** The first guard of the list that does not pass, or pass. */
export function runGuards(names: readonly GuardName[], facts: GuardFacts): GuardOutcome {
  for (const name of names) {
    const outcome = routeGuards[name](facts);
    if (!outcome.pass) return outcome;
  }
  return pass;
}
