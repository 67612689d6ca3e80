/**
 * Session token stores on the 'atoken' and 'rtoken' cookies (spec 000 §4 'Token lifecycle', §9: path /, domain = issuer
 * config, maxAge 720000 s), with the refresh token in an HttpOnly cookie no script reads.
 * - The server's store reads both cookies and writes them with Set-Cookie: the access token readable by the page
 *   (its claims drive the session), the refresh token HttpOnly; both Secure on https, SameSite=Lax.
 * - The browser's store reads the access token only. The refresh token stays with the server: while an access token
 *   is held, `REFRESH_TOKEN_ON_SERVER` stands for it (the two cookies are written and deleted together), and the
 *   browser refreshes and logs out through the site server's session endpoints, which answer with the cookies. So
 *   the browser's store writes nothing; clearing deletes the access token at once (other tabs see the logout), the
 *   logout endpoint deletes the refresh token.
 */
import type { HeldSessionTokens, SessionTokens } from '../../contracts/site-api.ts';
import type { CookieJar } from '../cookies.ts';

export const ACCESS_TOKEN_COOKIE = 'atoken';
export const REFRESH_TOKEN_COOKIE = 'rtoken';
export const TOKEN_COOKIE_MAX_AGE_S = 720_000;
/** What the browser holds for the refresh token: a sign that the server has one, never the token. */
export const REFRESH_TOKEN_ON_SERVER = 'held-by-the-server';

export interface SessionTokenStore {
  read(): HeldSessionTokens;
  write(t: SessionTokens): void;
  clear(): void;
}

export type SessionTokenCookieOptions = { domain?: string; secure?: boolean };

const placeOf = (opts: SessionTokenCookieOptions) => ({
  path: '/',
  ...(opts.domain ? { domain: opts.domain } : {}),
  ...(opts.secure ? { secure: true } : {}),
});

/** The server's store: both cookies, the refresh token HttpOnly. */
export function createSessionTokenStore(jar: CookieJar, opts: SessionTokenCookieOptions = {}): SessionTokenStore {
  const where = placeOf(opts);
  return {
    read: () => ({ atoken: jar.get(ACCESS_TOKEN_COOKIE) || null, rtoken: jar.get(REFRESH_TOKEN_COOKIE) || null }),
    write: (t) => {
      jar.set(ACCESS_TOKEN_COOKIE, t.atoken, { ...where, maxAge: TOKEN_COOKIE_MAX_AGE_S });
      jar.set(REFRESH_TOKEN_COOKIE, t.rtoken, { ...where, maxAge: TOKEN_COOKIE_MAX_AGE_S, httpOnly: true });
    },
    clear: () => {
      jar.remove(ACCESS_TOKEN_COOKIE, where);
      jar.remove(REFRESH_TOKEN_COOKIE, where);
    },
  };
}

/** The browser's store: the access token; the refresh token is the server's (see above). */
export function createBrowserSessionTokenStore(jar: CookieJar, opts: SessionTokenCookieOptions = {}): SessionTokenStore {
  const where = placeOf(opts);
  return {
    read: () => {
      const atoken = jar.get(ACCESS_TOKEN_COOKIE) || null;
      return { atoken, rtoken: atoken ? REFRESH_TOKEN_ON_SERVER : null };
    },
    write: () => {},
    clear: () => jar.remove(ACCESS_TOKEN_COOKIE, where),
  };
}
