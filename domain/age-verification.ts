/**
 * Age verification rules (spec 000 §4 'Age verification', §9 cookies and poll): the required-check at start as pure
 * functions, the Mac device heuristic, the cookies and the poll's numbers. Used by the age-verification machine and,
 * on the server, by the verified-member gate; no I/O here.
 */
import { isLoggedIn, readClaims } from './claims.ts';

/** The page of the check and of the provider's return (?sessionId=…). */
export const AGE_VERIFICATION_PATH = '/age-verification/';
/** The clearance cookie: a fixed value ({token} in the spec; ours), 1 year, the issuer's domain (§9). */
export const AV_CLEARANCE_COOKIE = 'av_clearance';
export const AV_CLEARANCE_VALUE = 'av-cleared-1';
export const AV_CLEARANCE_MAX_AGE = 31_536_000;
/** The provider session's id, kept for the browser session only (§9: 'sessionId' is a session cookie). */
export const AV_SESSION_COOKIE = 'sessionId';
/** The second flag cookie set on approval 'if absent' (§4; its name is not shown): when the visitor passed, unix s. */
export const AV_PASSED_COOKIE = 'av_passed';
export const AV_PASSED_MAX_AGE = AV_CLEARANCE_MAX_AGE;
/** Verification poll: 3 tries, 5000 ms apart (§9). */
export const AV_POLL_TIMES = 3;
export const AV_POLL_DELAY_MS = 5000;

export type CookieSpec = { name: string; value: string; maxAge?: number; path: '/'; domain?: string };

/** The clearance cookie to set; `domain` = the token issuer's cookie domain (none: the site's own host). */
export const clearanceCookie = (domain?: string): CookieSpec => ({
  name: AV_CLEARANCE_COOKIE,
  value: AV_CLEARANCE_VALUE,
  maxAge: AV_CLEARANCE_MAX_AGE,
  path: '/',
  ...(domain ? { domain } : {}),
});
export const passedCookie = (nowMs: number, domain?: string): CookieSpec => ({
  name: AV_PASSED_COOKIE,
  value: String(Math.floor(nowMs / 1000)),
  maxAge: AV_PASSED_MAX_AGE,
  path: '/',
  ...(domain ? { domain } : {}),
});
export const sessionIdCookie = (sessionId: string): CookieSpec => ({ name: AV_SESSION_COOKIE, value: sessionId, path: '/' });

/** Whether the av_clearance cookie's value clears the visitor (§4 step 2). */
export const hasClearance = (cookieValue: string | null | undefined): boolean => cookieValue === AV_CLEARANCE_VALUE;

/** The user uuid (the `sub` claim) of an access token, or null. */
export const tokenSubject = (atoken: string | null | undefined): string | null => readClaims(atoken)?.sub ?? null;

/** §4 step 1: the access-token cookie passes the validity checks (present, readable, not expired, with a user). */
export const accessTokenValid = (atoken: string | null | undefined, nowSec: number): boolean =>
  isLoggedIn(atoken, nowSec) && tokenSubject(atoken) !== null;

/**
 * Where the required-check stands before any question (§4 steps 1–2):
 * 'not-required' (no valid access token), 'verified' (clearance cookie), or 'ask' (go on to step 3).
 */
export type StartVerdict = 'not-required' | 'verified' | 'ask';
export function requiredCheckStart(facts: { tokenValid: boolean; clearance: string | null | undefined }): StartVerdict {
  if (!facts.tokenValid) return 'not-required';
  if (hasClearance(facts.clearance)) return 'verified';
  return 'ask';
}

/** §4 step 3: only an answer of exactly false ('must not pass') verifies; anything else asks step 4. */
export const clearedByMustPass = (isUserMustPassVerification: unknown): boolean => isUserMustPassVerification === false;
/** §4 step 4: only an answer of exactly true ('already passed') verifies; anything else means required (step 5). */
export const clearedByHasVerification = (isUserHasVerification: unknown): boolean => isUserHasVerification === true;

/**
 * The whole required-check (§4 steps 1–5) for a caller that has both answers (undefined = not asked or failed):
 * 'not-required', 'verified' (set the clearance cookie unless it came from it) or 'required'.
 */
export type RequiredVerdict = 'not-required' | 'verified' | 'required';
export function requiredCheck(facts: {
  tokenValid: boolean;
  clearance: string | null | undefined;
  mustPass?: unknown;
  hasVerification?: unknown;
}): RequiredVerdict {
  const start = requiredCheckStart(facts);
  if (start !== 'ask') return start;
  if (clearedByMustPass(facts.mustPass) || clearedByHasVerification(facts.hasVerification)) return 'verified';
  return 'required';
}

/** The device facts the heuristic reads (navigator and screen in the browser; unknown on the server). */
export type DeviceFacts = {
  userAgent: string;
  /** navigator.maxTouchPoints > 0 or 'ontouchstart' in window. */
  touch: boolean;
  screenWidth: number;
  screenHeight: number;
  /** screen.orientation.angle or window.orientation, in degrees. */
  orientation: number;
};

/**
 * The device heuristic (§4): a Mac user agent with touch support, a screen of exactly 1306x735 (or width 829–1782
 * and height 742–1188), and orientation 0 or 270 degrees is cleared automatically (an iPad asking for the desktop site).
 */
export function deviceClearedAutomatically(d: DeviceFacts | null | undefined): boolean {
  if (!d || !/Macintosh|Mac OS X/i.test(d.userAgent) || !d.touch) return false;
  const exact = d.screenWidth === 1306 && d.screenHeight === 735;
  const range = d.screenWidth >= 829 && d.screenWidth <= 1782 && d.screenHeight >= 742 && d.screenHeight <= 1188;
  const angle = ((d.orientation % 360) + 360) % 360;
  return (exact || range) && (angle === 0 || angle === 270);
}

/** The status of a provider session that verifies (contracts/age-verification.ts). */
export const isApprovedStatus = (status: string): boolean => status === 'approved';
export const isRefusedStatus = (status: string): boolean => status === 'refused';

/** The provider's return passes only when its sessionId query equals the sessionId cookie (§4 gate). */
export const returnMatches = (query: string | null | undefined, cookie: string | null | undefined): boolean =>
  typeof query === 'string' && query !== '' && query === cookie;
