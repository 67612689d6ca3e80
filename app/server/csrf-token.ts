/**
 * The login form's CSRF token, for the form that works without JavaScript: a random value in an HttpOnly
 * cookie, repeated in a hidden field of the form the server renders; a post whose field does not match its cookie is
 * refused (double submit, on top of the Origin check in session-routes.ts). A page that carries a CSRF token is the
 * visitor's own: it is answered `private, no-store` and never enters the guest page cache.
 * The page's script logs in through /session/login/ (JSON, own origin only) and needs no CSRF token.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieJar } from '../../adapters/cookies.ts';

export const CSRF_COOKIE = 'form_token';
export const CSRF_FIELD = 'form_token';
export const FORM_EXPIRED = 'This form has expired. Please try again.';

/** The visitor's CSRF token: the one its cookie holds, or a new one set in the cookie (for the browser's session). */
export function issueCsrfToken(jar: CookieJar, secure: boolean): string {
  const held = jar.get(CSRF_COOKIE);
  if (held && /^[\w-]{32,64}$/.test(held)) return held;
  const token = randomBytes(32).toString('base64url');
  jar.set(CSRF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', ...(secure ? { secure: true } : {}) });
  return token;
}

/** Whether a posted field carries the token its cookie holds. */
export function csrfTokenMatches(cookie: string | undefined, field: unknown): boolean {
  if (!cookie || typeof field !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}
