/**
 * Composition of the adapters (DESIGN 'adapters'): token store on the cookie jar, single-flight refresher
 * (its refresh call goes through a client that never refreshes), the HTTP client with the spec 000 §8 policy,
 * and the site and content clients. A forced logout clears the token cookies (spec 000 §4 'Logout' step 3).
 */
import type { Upstream } from '../contracts/calls.ts';
import { type ContentApi, createContentApi } from './content-api.ts';
import type { CookieJar } from './cookies.ts';
import { type HttpClient, createHttpClient } from './http.ts';
import type { RequestCache } from './request-cache.ts';
import type { Logger } from './log.ts';
import { type Refresh, createRefresher } from './refresher.ts';
import { type SiteApi, createSiteApi } from './site-api.ts';
import { type TokenStore, createTokenStore } from './token-store.ts';

export type AdapterDeps = {
  fetch: typeof fetch;
  baseUrl: Record<Upstream, string>;
  contentHost: string;
  jar: CookieJar;
  log: Logger;
  navigate: (path: string) => void;
  /** Told after a forced logout cleared the tokens (e.g. to reset the session machine). */
  onForcedLogout?: () => void;
  /** Domain of the token cookies (issuer config, spec 000 §9); host-only when absent. */
  cookieDomain?: string;
  timeoutMs?: number;
  /** Cache of public GET answers; omit to call every time. */
  cache?: RequestCache;
};

export type Adapters = { site: SiteApi; content: ContentApi; tokens: TokenStore; refresh: Refresh; http: HttpClient };

export function createAdapters(deps: AdapterDeps): Adapters {
  const tokens = createTokenStore(deps.jar, deps.cookieDomain ? { domain: deps.cookieDomain } : {});
  const common = { fetch: deps.fetch, baseUrl: deps.baseUrl, tokens, log: deps.log, timeoutMs: deps.timeoutMs, cache: deps.cache };

  const bareHttp = createHttpClient({
    ...common,
    refresh: async () => false,
    onForcedLogout: () => {},
    navigate: () => {},
  });
  const refresh = createRefresher({ refreshCall: (rtoken) => createSiteApi(bareHttp).refreshToken(rtoken), store: tokens });

  const http = createHttpClient({
    ...common,
    refresh,
    navigate: deps.navigate,
    onForcedLogout: () => {
      tokens.clear();
      deps.onForcedLogout?.();
    },
  });

  return {
    site: createSiteApi(http),
    content: createContentApi(http, { contentHost: deps.contentHost }),
    tokens,
    refresh,
    http,
  };
}

export type { ContentApi } from './content-api.ts';
export type { CookieJar } from './cookies.ts';
export type { CallResult, HttpClient } from './http.ts';
export type { Logger } from './log.ts';
export type { Refresh } from './refresher.ts';
export type { SiteApi } from './site-api.ts';
export type { TokenStore } from './token-store.ts';
