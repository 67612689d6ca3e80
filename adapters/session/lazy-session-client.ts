/**
 * The browser's session calls (browser-client.ts) with their code loaded on the first call (issue 35): a guest's page
 * may never sign in, and a member's refreshes come after the page has started. A refresh judges the access token when
 * it is asked, not when the code has come: another tab's new token in the cookie meanwhile is adopted, not refreshed.
 */
import type { CookieJar } from '../cookies.ts';
import { loadOnce } from '../load-once.ts';
import type { SessionCalls, SessionClientDeps } from './browser-client.ts';
import { ACCESS_TOKEN_COOKIE } from './token-store.ts';

export function lazySessionClient(deps: SessionClientDeps & { jar: CookieJar }): SessionCalls {
  const client = loadOnce(() => import('./browser-client.ts').then((m) => m.createSessionClient(deps)));
  return {
    login: async (credentials) => (await client()).login(credentials),
    loginByCode: async (credentials) => (await client()).loginByCode(credentials),
    requestLoginCode: async (email) => (await client()).requestLoginCode(email),
    refreshToken: async (rtoken, stale) => {
      // '' for no token at all: any token the cookie holds once the code is here is then a new one.
      const judged = stale ?? deps.jar.get(ACCESS_TOKEN_COOKIE) ?? '';
      return (await client()).refreshToken(rtoken, judged);
    },
    logout: async (rtoken) => (await client()).logout(rtoken),
  };
}
