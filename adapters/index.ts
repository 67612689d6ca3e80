/**
 * Composition of the adapters (DESIGN 'adapters'): session token store on the cookie jar, single-flight refresher
 * (its refresh call goes through a client that never refreshes), the HTTP client with the spec 000 §8 policy,
 * and the site and content clients. A forced logout clears the token cookies (spec 000 §4 'Logout' step 3) and is
 * told on the `forcedLogouts` channel (the session machine invokes it as a callback actor; the server logs out).
 */
import type { AffiliateApi } from './affiliate.ts';
import type { CamsApi } from './cams.ts';
import type { ContentApi } from './content-api.ts';
import type { ForumApi } from './forum.ts';
import type { CookieJar } from './cookies.ts';
import { lazyApi } from './lazy-api.ts';
import type { HttpClient, HttpDeps, UpstreamBases } from './http.ts';
import type { RequestCache } from './request-cache.ts';
import type { Sanitizer } from './sanitize.ts';
import type { Logger } from './log.ts';
import type { MemberPlusApi } from './member-plus.ts';
import type { RefreshFlights } from './session/refresh-flights.ts';
import { type Refresh, createRefresher } from './session/refresher.ts';
import type { SessionCalls } from './session/browser-client.ts';
import type { SalesApi } from './sales.ts';
import type { SendServiceApi } from './send-service.ts';
import type { SiteApi } from './site-api.ts';
import { type SessionTokenStore, createSessionTokenStore } from './session/token-store.ts';
import { type ValuePopupApi, createValuePopupApi } from './value-popups.ts';
import type { VreelsApi } from './vreels.ts';

export type AdapterDeps = {
  fetch: typeof fetch;
  baseUrl: UpstreamBases;
  contentHost: string;
  /** The value pop-up upload endpoint the pop-ups' images are under (spec 001 §3), as the browser reaches it. */
  valuePopupUploads?: string;
  jar: CookieJar;
  log: Logger;
  navigate: (path: string) => void;
  /** Where the session tokens are kept: the server's store over `jar` (both cookies, the refresh token HttpOnly) by default. */
  sessionTokens?: SessionTokenStore;
  /**
   * Who logs in, refreshes and logs out: the site API by default (the server, which holds the refresh token); in the
   * browser the site server's session endpoints (adapters/session/browser-client.ts).
   */
  auth?: SessionCalls;
  timeoutMs?: number;
  /** Cache of public GET answers; omit to call every time. */
  cache?: RequestCache;
  /** The one HTML sanitiser (jsdom's DOM on the server, the page's in the browser). */
  sanitizer: Sanitizer;
  /** Refreshes shared by the concurrent requests of a server process (one upstream call per refresh token). */
  refreshFlights?: RefreshFlights;
  /** The server render's deadline for its GETs (adapters/http.ts); the refresh client has none. */
  deadline?: AbortSignal;
  /** Told when a call's failure leaves the page with an empty default (adapters/http.ts). */
  degraded?: () => void;
  /** The X-App header of forum and member-plus calls: the app's name (spec 000 §7, 001 §7). */
  appName?: string;
};

/** A forced logout (401 after a failed refresh, 465): the refresh token the session held before they were cleared. */
export type ForcedLogout = { rtoken: string | null };
/** The forced-logout channel: a listener is told each time; returns its unsubscribe. */
export type ForcedLogouts = { subscribe(listener: (event: ForcedLogout) => void): () => void };

export type Adapters = {
  site: SiteApi;
  content: ContentApi;
  vreels: VreelsApi;
  forum: ForumApi;
  sales: SalesApi;
  memberPlus: MemberPlusApi;
  valuePopups: ValuePopupApi;
  /** The e-mail sending service's subscription preferences (spec 001 §7 {sendService}). */
  sendService: SendServiceApi;
  affiliate: AffiliateApi;
  /** The live cam area's REST calls (spec 002 §7). */
  cams: CamsApi;
  sessionTokens: SessionTokenStore;
  refresh: Refresh;
  http: HttpClient;
  forcedLogouts: ForcedLogouts;
  /** Ends the session the way the HTTP layer does on a 465 (session tokens cleared, the channel told); e.g. a failed refresh at start. */
  endSession: () => void;
};

/**
 * The HTTP client, built on its first call: no page's first render calls an upstream in the browser, so its retry,
 * refresh and error policy (adapters/http.ts) is not in a page's first load (issue 35).
 */
const httpClient = (deps: HttpDeps): HttpClient => lazyApi(() => import('./http.ts').then((m) => m.createHttpClient(deps)));

const ignore = () => {};
/**
 * The code every call needs: the HTTP client and the call table with its contracts. Left to their first use they come
 * one after the other (an upstream's client, then the HTTP client it calls, then the call table it parses with: three
 * round trips before a page's first call), so each client's loading asks for the HTTP client beside its own, and the
 * HTTP client for the call table as it arrives.
 */
function prepareCalls(): void {
  import('./http.ts').catch(ignore);
}

/**
 * What a client navigation's loaders need, asked for as it starts, beside the route's own code: the calls' code and the
 * content client most routes call (the first navigation otherwise waits for the route's loader, then for these).
 */
export function prepareNavigationCalls(): void {
  prepareCalls();
  import('./content-api.ts').catch(ignore);
}

/** An upstream's client loaded on its first call, the calls' code asked for beside it. */
const lazyClient = <T extends { [K in keyof T]: (...args: never[]) => Promise<unknown> }>(load: () => Promise<T>): T =>
  lazyApi(() => {
    prepareCalls();
    return load();
  });

export function createAdapters(deps: AdapterDeps): Adapters {
  const sessionTokens = deps.sessionTokens ?? createSessionTokenStore(deps.jar);
  const common = {
    fetch: deps.fetch,
    baseUrl: deps.baseUrl,
    sessionTokens,
    log: deps.log,
    timeoutMs: deps.timeoutMs,
    cache: deps.cache,
    appName: deps.appName,
  };

  const bareHttp = httpClient({
    ...common,
    refresh: async () => false,
    onForcedLogout: () => {},
    navigate: () => {},
  });
  const refreshCall = async (rtoken: string, stale: string | null) =>
    (deps.auth ?? (await import('./site-api.ts')).createSiteApi(bareHttp)).refreshToken(rtoken, stale);
  const flights = deps.refreshFlights;
  const refresh = createRefresher({
    refreshCall: flights ? (rtoken, stale) => flights.run(rtoken, () => refreshCall(rtoken, stale)) : refreshCall,
    store: sessionTokens,
  });

  const listeners = new Set<(event: ForcedLogout) => void>();
  const forcedLogouts: ForcedLogouts = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const endSession = () => {
    const { rtoken } = sessionTokens.read();
    sessionTokens.clear();
    for (const listener of listeners) listener({ rtoken });
  };
  const http = httpClient({
    ...common,
    refresh,
    navigate: deps.navigate,
    onForcedLogout: endSession,
    deadline: deps.deadline,
    degraded: deps.degraded,
  });

  return {
    // The clients no page's first render calls in the browser load on their first call (lazy-api.ts); the site
    // API's session calls are the browser's own session client where one is given.
    site: lazyClient(() => import('./site-api.ts').then((m) => ({ ...m.createSiteApi(http, deps.log), ...deps.auth }))),
    content: lazyClient(() =>
      import('./content-api.ts').then((m) => m.createContentApi(http, { contentHost: deps.contentHost, sanitizer: deps.sanitizer, log: deps.log })),
    ),
    vreels: lazyClient(() => import('./vreels.ts').then((m) => m.createVreelsApi(http, { contentHost: deps.contentHost }))),
    forum: lazyClient(() => import('./forum.ts').then((m) => m.createForumApi(http))),
    sales: lazyClient(() => import('./sales.ts').then((m) => m.createSalesApi(http, { contentHost: deps.contentHost, log: deps.log }))),
    memberPlus: lazyClient(() =>
      import('./member-plus.ts').then((m) => m.createMemberPlusApi(http, { contentHost: deps.contentHost, log: deps.log })),
    ),
    valuePopups: createValuePopupApi(http, { uploads: deps.valuePopupUploads ?? '', log: deps.log, jar: deps.jar }),
    affiliate: lazyClient(() => import('./affiliate.ts').then((m) => m.createAffiliateApi(http, { log: deps.log }))),
    sendService: lazyClient(() => import('./send-service.ts').then((m) => m.createSendServiceApi(http))),
    cams: lazyClient(() => import('./cams.ts').then((m) => m.createCamsApi(http))),
    sessionTokens,
    refresh,
    http,
    forcedLogouts,
    endSession,
  };
}

export type { ContentApi } from './content-api.ts';
export type { CookieJar } from './cookies.ts';
export type { CallResult, HttpClient } from './http.ts';
export type { Logger } from './log.ts';
export type { Refresh } from './session/refresher.ts';
export type { SiteApi } from './site-api.ts';
export type { SessionTokenStore } from './session/token-store.ts';
