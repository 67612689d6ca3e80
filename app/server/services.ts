/**
 * Per-request services on the server: adapters over the request's cookies and the upstream fetch. A forced
 * logout during the render (a failed refresh at session start, a 465, a 401 after a failed refresh) makes the
 * server logout call with the refresh token and marks the request, so the entry answers with /login/.
 * Every upstream GET and logo load of the render races the render's deadline (adapters/http.ts `HttpDeps.deadline`).
 */
import { offlineCamChannel } from '../../adapters/cam-channel-offline.ts';
import { createAdapters } from '../../adapters/index.ts';
import { requestCookieJar } from '../../adapters/cookies.ts';
import type { Logger } from '../../adapters/log.ts';
import type { RequestCache } from '../../adapters/request-cache.ts';
import type { RefreshFlights } from '../../adapters/session/refresh-flights.ts';
import { serverSanitizer } from '../../adapters/sanitize-server.ts';
import { createInlineSvg, createSvgLoader } from '../../adapters/svg.ts';
import { createSessionTokenStore } from '../../adapters/session/token-store.ts';
import { type KnownDeviceStore, createKnownDeviceStore } from '../../adapters/session/known-device.ts';
import type { PublicConfig } from '../config/env.ts';
import type { Services } from '../router/services.ts';
import { issueCsrfToken } from './csrf-token.ts';

export type ServerServices = Services & {
  /** The known-device cookie the site server sends with a login and renews after a sign-in (form-login.ts). */
  knownDevice: KnownDeviceStore;
  /** Whether the session was ended during this request; resolves once the server logout call settled. */
  forcedOut(): Promise<boolean>;
  /** Whether the page holds something of this visitor's own (a CSRF token): never stored by any cache. */
  personal(): boolean;
  /** Whether the page was marked live (`livePage`). */
  live(): boolean;
  /** Whether an upstream failed this render, so the page shows an empty default somewhere: never stored by any cache. */
  degraded(): boolean;
};

/** The one sanitiser, over the process's jsdom window. */
const sanitizer = async () => serverSanitizer();

export function createServerServices(opts: {
  request: Request;
  config: PublicConfig;
  upstreamFetch: typeof fetch;
  upstreamBase: { site: string; content: string; vreels?: string };
  responseHeaders: Headers;
  log: Logger;
  cache?: RequestCache;
  refreshFlights?: RefreshFlights;
  nonce?: string;
  /** The render's deadline for its upstream GETs and logo loads (app/server/entry.tsx). */
  deadline?: AbortSignal;
  /** Told when the page is the visitor's own (`personalPage`: its route says so, or a loader): its deadline is longer. */
  onPersonal?: () => void;
}): ServerServices {
  const cookies = requestCookieJar(opts.request.headers.get('cookie'), opts.responseHeaders);
  const secure = new URL(opts.request.url).protocol === 'https:' || opts.config.siteUrl.startsWith('https:');
  let degraded = false;
  const adapters = createAdapters({
    degraded: () => {
      degraded = true;
    },
    sessionTokens: createSessionTokenStore(cookies, { secure }),
    fetch: opts.upstreamFetch,
    baseUrl: opts.upstreamBase,
    contentHost: opts.config.contentHost,
    valuePopupUploads: `${opts.config.valuePopupApiUrl}/uploads`,
    jar: cookies,
    log: opts.log,
    // Loaders redirect themselves (API 404 → /404/); a forced logout answers /login/ from the entry.
    navigate: () => {},
    cache: opts.cache,
    sanitizer,
    refreshFlights: opts.refreshFlights,
    deadline: opts.deadline,
  });
  const logouts: Promise<void>[] = [];
  let personal = false;
  let live = false;
  adapters.forcedLogouts.subscribe(({ rtoken }) => {
    // Spec 000 §4 'Logout' step 1: the server logout call, with the refresh token the cookies held.
    if (rtoken) logouts.push(adapters.site.logout(rtoken).catch((error) => opts.log.warn('logout after a forced logout failed', error)));
    else logouts.push(Promise.resolve());
  });
  return {
    config: opts.config,
    ...adapters,
    camChannel: offlineCamChannel,
    cookies,
    knownDevice: createKnownDeviceStore(cookies, { secure }),
    log: opts.log,
    nowMs: () => Date.now(),
    random: () => Math.floor(Math.random() * 2 ** 32),
    userAgent: opts.request.headers.get('user-agent') ?? '',
    nonce: opts.nonce ?? '',
    // A form's token makes the answer uncacheable, not the page's data the visitor's own: the deadline stays.
    csrfToken: () => {
      personal = true;
      return issueCsrfToken(cookies, secure);
    },
    personalPage: () => {
      personal = true;
      opts.onPersonal?.();
    },
    personal: () => personal,
    livePage: () => {
      live = true;
    },
    live: () => live,
    degraded: () => degraded,
    deadline: opts.deadline,
    svg: createInlineSvg(
      createSvgLoader({
        fetch: opts.upstreamFetch,
        base: opts.config.contentHost || opts.upstreamBase.site,
        log: opts.log,
        sanitizer,
        cache: opts.cache,
        deadline: opts.deadline,
      }),
    ),
    forcedOut: async () => {
      await Promise.all(logouts);
      return logouts.length > 0;
    },
  };
}
