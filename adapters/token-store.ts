/**
 * Token store on the 'atoken' and 'rtoken' cookies (spec 000 §4 'Token lifecycle', §9:
 * path /, domain = issuer config, maxAge 720000 s).
 */
import type { Tokens } from '../contracts/site-api.ts';
import type { CookieJar } from './cookies.ts';

export const ACCESS_TOKEN_COOKIE = 'atoken';
export const REFRESH_TOKEN_COOKIE = 'rtoken';
export const TOKEN_COOKIE_MAX_AGE_S = 720_000;

export type HeldTokens = { atoken: string | null; rtoken: string | null };

export interface TokenStore {
  read(): HeldTokens;
  write(t: Tokens): void;
  clear(): void;
}

export function createTokenStore(jar: CookieJar, opts: { domain?: string } = {}): TokenStore {
  const where = { path: '/', ...(opts.domain ? { domain: opts.domain } : {}) };
  return {
    read: () => ({ atoken: jar.get(ACCESS_TOKEN_COOKIE) || null, rtoken: jar.get(REFRESH_TOKEN_COOKIE) || null }),
    write: (t) => {
      jar.set(ACCESS_TOKEN_COOKIE, t.atoken, { ...where, maxAge: TOKEN_COOKIE_MAX_AGE_S });
      jar.set(REFRESH_TOKEN_COOKIE, t.rtoken, { ...where, maxAge: TOKEN_COOKIE_MAX_AGE_S });
    },
    clear: () => {
      jar.remove(ACCESS_TOKEN_COOKIE, where);
      jar.remove(REFRESH_TOKEN_COOKIE, where);
    },
  };
}
