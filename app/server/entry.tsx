/**
 * SSR entry (built by Vite): one router per request, streaming render with the route's head, then the
 * HTTP status the page means (404 for the not-found screens). Cookies the render set (refreshed or deleted
 * session tokens) travel with every answer, redirects included. A session ended during the render (a failed refresh
 * at session start, a 465, a 401 after a failed refresh; spec 000 §4, §8) answers with /login/, after the
 * server logout call.
 * Whatever the upstreams do, the status and first byte come within about a second: the render's upstream
 * GETs race a deadline of RENDER_DEADLINE_MS (adapters/http.ts), past which a list shows its empty default and a
 * detail page answers 503; a visitor's own page waits up to PERSONAL_RENDER_DEADLINE_MS (render-deadline.ts).
 * While the maintenance flag is on (spec 000 §2.4 'Maintenance page') every page is the maintenance screen, answered
 * 503 with Retry-After so crawlers keep the pages they know.
 */
import { type ServerManifest, rootRouteId } from '@tanstack/router-core';
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { Logger } from '../../adapters/log.ts';
import { type RefreshFlights, createRefreshFlights } from '../../adapters/session/refresh-flights.ts';
import { type RequestCache, createRequestCache } from '../../adapters/request-cache.ts';
import { RETRY_AFTER_SECONDS, UpstreamUnavailable } from '../../adapters/upstream-error.ts';
import { AGE_COOKIE, LOGIN_PATH } from '../../domain/constants.ts';
import type { PublicConfig } from '../config/env.ts';
import { preloadChromeParts } from '../../views/containers/SiteChrome.tsx';
import { preloadStaffEdit } from '../../views/containers/StaffEdit.tsx';
import type { RootData } from '../router/root-data.ts';
import { createAppRouter } from '../router/router.tsx';
import { refusalOf } from '../router/refusal.ts';
import { isNotFoundRoute } from '../router/routes/not-found.tsx';
import { preloadMaintenanceDeals } from '../router/routes/root.tsx';
import { type SealedDocKind, sealedDocOf } from '../../domain/sealed-doc.ts';
import { docJson } from '../router/seal.ts';
import { siteChrome } from '../router/root-data.ts';
import { type RenderDeadline, renderDeadline } from './render-deadline.ts';
import { routeManifest } from './route-chunks.ts';
import { type ServerServices, createServerServices } from './services.ts';
import { LIVE_CACHE_CONTROL } from './guest-pages.ts';

/** Public content answers shared by every request of this process. */
const requestCache = createRequestCache();
/** Token refreshes shared by the concurrent requests of this process (when the server does not give its own). */
const ownRefreshFlights = createRefreshFlights();
/**
 * The parts a browser loads only for the visitor who sees them (the 18+ splash, the maintenance page, the staff 'Edit'
 * link): here before any render.
 */
const chromeParts = Promise.all([preloadChromeParts(), preloadMaintenanceDeals(), preloadStaffEdit()]);

export interface RenderOptions {
  request: Request;
  config: PublicConfig;
  /** fetch used for upstream calls (in embedded mode it answers in-process). */
  upstreamFetch: typeof fetch;
  upstreamBase: { site: string; content: string; vreels?: string };
  manifest: ServerManifest;
  /** Production: the chunk files a route's screen needs, listed in the HTML for the loader. */
  chunkFiles?: (source: string) => string[];
  log: Logger;
  /** The CSP nonce of this answer: every script the page carries gets it. */
  nonce: string;
  /** One upstream refresh per refresh token across the server's concurrent requests (renders and session endpoints). */
  refreshFlights?: RefreshFlights;
  /** The public answers' cache; the process's by default (a test gives each of its upstreams its own). */
  cache?: RequestCache;
}

/** What a sealed document holds today, made from the same data as a page's render (the public answers' cache). */
const sealedData: Record<SealedDocKind, (services: ServerServices) => Promise<object>> = {
  chrome: async (services) => siteChrome(await services.content.digest(), services),
  home: async (services) => (await import('../router/routes/catalogue.data.ts')).loadHomeBuilderCards(services),
};

/**
 * A sealed document (domain/sealed-doc.ts): its data now, kept for good by browsers and CDNs when it is the one the
 * hash names. Another hash (a page rendered before the content changed, by another process or before a restart) gets
 * today's data uncached: the hydration renders it.
 */
async function sealedDocument(services: ServerServices, kind: SealedDocKind, hash: string): Promise<Response> {
  const { json, hash: current } = await docJson(await sealedData[kind](services));
  const cache = current === hash && !services.degraded() ? 'public, max-age=31536000, immutable' : 'no-store';
  return new Response(json, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cache } });
}

/** The answer with the render's cookies added (a router redirect is built without them). */
function withCookies(response: Response, headers: Headers, status = response.status): Response {
  const merged = new Headers(response.headers);
  for (const cookie of headers.getSetCookie()) merged.append('Set-Cookie', cookie);
  return new Response(response.body, { status, statusText: response.statusText, headers: merged });
}

export async function render(opts: RenderOptions): Promise<Response> {
  await chromeParts;
  // The deadline stops the render's waiting, not the calls: a cached one goes on and fills the cache (adapters/http.ts).
  const deadline = renderDeadline();
  try {
    return await renderWithin(opts, deadline);
  } finally {
    // Once the status is known the loaders are done: nothing is left to cut.
    deadline.stop();
  }
}

async function renderWithin(opts: RenderOptions, deadline: RenderDeadline): Promise<Response> {
  const responseHeaders = new Headers();
  const services = createServerServices({
    ...opts,
    responseHeaders,
    cache: opts.cache ?? requestCache,
    refreshFlights: opts.refreshFlights ?? ownRefreshFlights,
    deadline: deadline.signal,
    onPersonal: deadline.personal,
  });
  const doc = sealedDocOf(new URL(opts.request.url).pathname);
  if (doc) return sealedDocument(services, doc.kind, doc.hash);
  const router = createAppRouter(services);
  // Told before the loaders start: a root loader or a token refresh that takes the short deadline's time on a busy
  // process would otherwise leave the page's own calls none (its membership said 'could not be loaded').
  const [matched] = router.getMatchedRoutes(new URL(opts.request.url).pathname);
  const tokens = services.sessionTokens.read();
  const withSession = tokens.atoken !== null || tokens.rtoken !== null;
  const personal = matched.map((route) => route.options.staticData?.personal);
  if (personal.includes(true) || (withSession && personal.includes('with-a-session'))) services.personalPage();
  const handler = createRequestHandler({
    request: opts.request,
    createRouter: () => router,
    getRouterManifest: () => routeManifest(opts.manifest, opts.chunkFiles, router, { agreed: services.cookies.get(AGE_COOKIE) === '1' }),
  });
  let notFound = false;
  let unavailable = false;
  let refused = false;
  let maintenance = false;
  const response = await handler(async ({ request, router, responseHeaders: routerHeaders }) => {
    const result = await renderRouterToStream({ request, router, responseHeaders: routerHeaders, children: <RouterServer router={router} /> });
    const matches = router.stores.matches.get();
    notFound = matches.some((m) => isNotFoundRoute(m.routeId));
    // An upstream that failed (not a 404): 503 with Retry-After, so crawlers come back instead of dropping the page.
    unavailable = matches.some((m) => m.status === 'error' && m.error instanceof UpstreamUnavailable);
    // A page refused to this visitor (a guard's or the machine atlas's refusal, app/router/refusal.ts; or an upstream's
    // 401 that failed a page): 'Access denied' with 401 (spec 000 §8).
    refused = matches.some((m) => refusalOf(m) || (m.status === 'error' && (m.error as { status?: unknown } | undefined)?.status === 401));
    maintenance = (matches.find((m) => m.routeId === rootRouteId)?.loaderData as Partial<RootData> | undefined)?.maintenance === true;
    return result;
  });
  if ((await services.forcedOut()) && new URL(opts.request.url).pathname !== LOGIN_PATH) {
    await response.body?.cancel();
    return withCookies(new Response(null, { status: 302, headers: { Location: LOGIN_PATH } }), responseHeaders);
  }
  const down = unavailable || maintenance;
  const answer = withCookies(response, responseHeaders, down ? 503 : refused ? 401 : notFound ? 404 : response.status);
  if (down) answer.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  // A page with a CSRF token is this visitor's own; a page with an empty default in place of an upstream's answer is
  // not the page: no CDN nor the guest page cache may keep either.
  if (services.personal()) answer.headers.set('Cache-Control', 'private, no-store');
  else if (services.degraded() || maintenance) answer.headers.set('Cache-Control', 'no-store');
  else if (services.live()) answer.headers.set('Cache-Control', LIVE_CACHE_CONTROL);
  return answer;
}
