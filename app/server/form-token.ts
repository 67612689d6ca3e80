/**
 * The login form's CSRF token (issue 7), for the form that works without JavaScript: a random value in an HttpOnly
 * cookie, repeated in a hidden field of the form the server renders; a post whose field does not match its cookie is
 * refused (double submit, on top of the Origin check in session-routes.ts). A page that carries a token is the
 * visitor's own: it is answered `private, no-store` and never enters the guest page cache.
 * The page's script logs in through /session/login/ (JSON, own origin only) and needs no token.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieJar } from '../../adapters/cookies.ts';

export const FORM_TOKEN_COOKIE = 'form_token';
export const FORM_TOKEN_FIELD = 'form_token';
export const FORM_EXPIRED = 'This form has expired. Please try again.';

/** The visitor's form token: the one its cookie holds, or a new one set in the cookie (for the browser's session). */
export function issueFormToken(jar: CookieJar, secure: boolean): string {
  const held = jar.get(FORM_TOKEN_COOKIE);
  if (held && /^[\w-]{32,64}$/.test(held)) return held;
  const token = randomBytes(32).toString('base64url');
  jar.set(FORM_TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', ...(secure ? { secure: true } : {}) });
  return token;
}

/** Whether a posted field carries the token its cookie holds. */
export function formTokenMatches(cookie: string | undefined, field: unknown): boolean {
  if (!cookie || typeof field !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}
