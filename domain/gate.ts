/**
 * The verified-member gate (spec 000 §4 'Verified-member gate', 001 §6): which pages a viewer may open, and where
 * the others send them. One rule for the server (before rendering) and the browser (on every navigation).
 *
 * - Verified view = age verification is off, or the viewer is verified. A guest is never asked to verify (the
 *   required-check's step 1: no valid access token, not required), so a guest is in the verified view.
 * - A viewer neither in the verified view nor holding a verified token kind may open only the legal pages, the index,
 *   account-removal, reset-password, playalogin, join-now and payment; anything else goes to /join-now/.
 * - A viewer whose token must pass age verification (kinds `verify`, `verify-only`, or the required-check said so)
 *   may also open /age-verification/ and is sent there instead; `verify-only` also loses join-now.
 * - The `renew` kind (its membership must be renewed first) is sent to /join-now/?event=expired.
 * - Login: 'other users are also allowed login' — every gated viewer but one who must verify, whom the guest-only
 *   guard turns away from the login page (to /age-verification/).
 */
import { AGE_VERIFICATION_PATH } from './age-verification.ts';
import { type Claims, isLoggedIn } from './claims.ts';
import { HOME_PATH, JOIN_EXPIRED_PATH, JOIN_PATH, LEGAL_PAGES } from './constants.ts';
import { type AccessTokenKind, isVerifiedKind, mustRenewKind, mustVerifyKind } from './access-token-kind.ts';

/** The gate's names for routes; every other page is 'other'. */
export type GateRoute =
  | 'index'
  | 'legal'
  | 'login'
  | 'account-removal'
  | 'reset-password'
  | 'playalogin'
  | 'join-now'
  | 'payment'
  | 'age-verification'
  | 'other';

const NAMED: Record<string, GateRoute> = {
  '': 'index',
  login: 'login',
  'account-removal': 'account-removal',
  'reset-password': 'reset-password',
  playalogin: 'playalogin',
  'join-now': 'join-now',
  payment: 'payment',
  'age-verification': 'age-verification',
};

/** The gate's name of a path (its first segment; /join-now/authenticated/ is join-now's). */
export function gateRouteOf(pathname: string): GateRoute {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if ((LEGAL_PAGES as readonly string[]).includes(first)) return 'legal';
  return NAMED[first] ?? 'other';
}

/** What the gate knows of a viewer. */
export interface Viewer {
  loggedIn: boolean;
  kind: AccessTokenKind;
  verifiedView: boolean;
  /** The viewer must pass age verification (a `verify` kind, or the required-check's answer). */
  mustVerify: boolean;
}

export type GateDecision = { allow: true } | { allow: false; redirect: string };

const OPEN_TO_ALL: readonly GateRoute[] = ['legal', 'index', 'account-removal', 'reset-password', 'playalogin', 'join-now', 'payment'];

/** Whether the gate applies to this viewer at all. */
export const isGated = (viewer: Viewer): boolean => mustRenewKind(viewer.kind) || !(viewer.verifiedView || isVerifiedKind(viewer.kind));

/** The gate's answer for a page. */
export function gate(route: GateRoute, viewer: Viewer): GateDecision {
  if (!isGated(viewer)) return { allow: true };
  const allowed = new Set<GateRoute>(OPEN_TO_ALL);
  if (viewer.mustVerify) {
    allowed.add('age-verification');
    if (viewer.kind === 'verify-only') allowed.delete('join-now');
  } else {
    allowed.add('login');
  }
  if (allowed.has(route)) return { allow: true };
  const redirect = viewer.mustVerify ? AGE_VERIFICATION_PATH : mustRenewKind(viewer.kind) ? JOIN_EXPIRED_PATH : JOIN_PATH;
  return { allow: false, redirect };
}

/**
 * The viewer with the required-check's answer (spec §4 'Age verification', steps 2-5) for a token that says nothing
 * either way (kind `standard`): `true` makes a signed-in viewer one who must verify (outside the verified view);
 * `false` and null (not asked) leave the token's word. The age-verification machine answers only when verification is on.
 */
export function withRequiredCheck(viewer: Viewer, required: boolean | null): Viewer {
  if (required !== true || !viewer.loggedIn || viewer.kind !== 'standard') return viewer;
  return { ...viewer, mustVerify: true, verifiedView: false };
}

/**
 * The viewer from the access token's claims. `required` is the required-check's answer for a viewer whose token
 * says nothing either way (withRequiredCheck; null: not asked, counted as not required).
 */
export function viewerOf(opts: { ageVerification: boolean; claims: Claims | null; nowSec: number; required?: boolean | null }): Viewer {
  const loggedIn = opts.claims !== null && isLoggedIn(opts.claims, opts.nowSec);
  const kind: AccessTokenKind = loggedIn && opts.claims ? opts.claims.kind : 'standard';
  const mustVerify = opts.ageVerification && loggedIn && mustVerifyKind(kind);
  const verifiedView = !opts.ageVerification || !loggedIn || isVerifiedKind(kind) || (!mustVerify && !mustRenewKind(kind));
  const viewer = { loggedIn, kind, verifiedView, mustVerify };
  return opts.ageVerification ? withRequiredCheck(viewer, opts.required ?? null) : viewer;
}

/** Whether two viewers are the same for the gate. */
export const sameViewer = (a: Viewer, b: Viewer): boolean =>
  a.loggedIn === b.loggedIn && a.kind === b.kind && a.verifiedView === b.verifiedView && a.mustVerify === b.mustVerify;

/** Where a sign-in lands: age verification for a viewer who must pass it (the guest-only guard turns them away from /login/), else home. */
export const landingAfterLogin = (viewer: Viewer): string => (viewer.mustVerify ? AGE_VERIFICATION_PATH : HOME_PATH);
