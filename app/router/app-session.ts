/**
 * x_platform_source=app marks the browser session as coming from the product's VR app (spec 000 §2.1):
 * the mark is kept in a session cookie, so it holds on every page of the session, not just the landing URL.
 */
import type { CookieJar } from '../../adapters/cookies.ts';

export const APP_SESSION_COOKIE = 'x_platform_source';

const fromQuery = (search: string) => new URLSearchParams(search).get('x_platform_source') === 'app';

/** Keeps the mark (a session cookie) when the URL carries it; called by the root loader. */
export function markAppSession(cookies: CookieJar, search: string): void {
  if (fromQuery(search) && cookies.get(APP_SESSION_COOKIE) !== 'app') cookies.set(APP_SESSION_COOKIE, 'app');
}

export const fromAppSession = (cookies: CookieJar, search: string): boolean => fromQuery(search) || cookies.get(APP_SESSION_COOKIE) === 'app';
