/**
 * SSR entry (built by Vite): one router per request, streaming render with the route's head, then the
 * HTTP status the page means (404 for the not-found screens). Cookies the render set (refreshed or deleted
 * tokens) travel with every answer, redirects included. A session ended during the render (a failed refresh
 * at session start, a 465, a 401 after a failed refresh; spec 000 §4, §8) answers with /login/, after the
 * server logout call.
 */
import type { ServerManifest } from '@tanstack/router-core';
import { rootRouteId } from '@tanstack/react-router';
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { Logger } from '../../adapters/log.ts';
import { createRequestCache } from '../../adapters/request-cache.ts';
import { LOGIN_PATH } from '../../machines/rules/constants.ts';
import type { PublicConfig } from '../config/env.ts';
import { screenSourceOf } from '../router/lazy-screen.tsx';
import { createAppRouter } from '../router/router.tsx';
import { isNotFoundRoute } from '../router/routes/not-found.tsx';
import { createServerServices } from './services.ts';

/** Public content answers shared by every request of this process. */
const requestCache = createRequestCache();

export interface RenderOptions {
  request: Request;
  config: PublicConfig;
  /** fetch used for upstream calls (in embedded mode it answers in-process). */
  upstreamFetch: typeof fetch;
  upstreamBase: { site: string; content: string };
  manifest: ServerManifest;
  /** Production: the chunk files a route's screen needs, preloaded from the HTML. */
  chunkFiles?: (source: string) => string[];
  log: Logger;
}

/** The manifest with each route's screen chunks as its preloads and their stylesheets as its css (built once per process and manifest). */
let routed: { base: ServerManifest; manifest: ServerManifest } | null = null;
function withRouteChunks(base: ServerManifest, chunkFiles: RenderOptions['chunkFiles'], router: ReturnType<typeof createAppRouter>): ServerManifest {
  if (!chunkFiles) return base;
  if (routed?.base === base) return routed.manifest;
  const routes = { ...base.routes };
  for (const route of Object.values(router.routesById)) {
    const source = screenSourceOf(route.options.component);
    if (!source) continue;
    const files = chunkFiles(source);
    routes[route.id] = { ...routes[route.id], preloads: files.filter((f) => !f.endsWith('.css')), css: files.filter((f) => f.endsWith('.css')) };
  }
  routed = { base, manifest: { routes } };
  routedPages.clear();
  return routed.manifest;
}

/**
 * The manifest of one page: the matched routes' stylesheets listed under the root route, after the entry's. The
 * server HTML links them all the same (root first, so the cascade is entry → screen), but the client keeps only
 * the first page's dehydrated manifest: under the screen's route, its <link> would leave the head when the visitor
 * navigates away, and coming back would not bring it again (the screen's chunk is loaded, Vite's preload helper does
 * not run twice). Under the root it stays for the visit. One manifest per matched route chain, so the router's own
 * per-manifest caches keep working.
 */
const routedPages = new Map<string, ServerManifest>();
function forPage(manifest: ServerManifest, router: ReturnType<typeof createAppRouter>, pathname: string): ServerManifest {
  const root = manifest.routes[rootRouteId];
  if (!root) return manifest;
  const [matched] = router.getMatchedRoutes(pathname);
  const key = matched.map((route) => route.id).join('\0');
  const known = routedPages.get(key);
  if (known) return known;
  const css = [
    ...new Set([...(root.css ?? []), ...matched.flatMap((route) => (route.id === rootRouteId ? [] : (manifest.routes[route.id]?.css ?? [])))]),
  ];
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id, id === rootRouteId ? { ...route, css } : { ...route, css: [] }]),
  );
  const page = { ...manifest, routes };
  routedPages.set(key, page);
  return page;
}

/** The answer with the render's cookies added (a router redirect is built without them). */
function withCookies(response: Response, headers: Headers, status = response.status): Response {
  const merged = new Headers(response.headers);
  for (const cookie of headers.getSetCookie()) merged.append('Set-Cookie', cookie);
  return new Response(response.body, { status, statusText: response.statusText, headers: merged });
}

export async function render(opts: RenderOptions): Promise<Response> {
  const responseHeaders = new Headers();
  const services = createServerServices({ ...opts, responseHeaders, cache: requestCache });
  const router = createAppRouter(services);
  const handler = createRequestHandler({
    request: opts.request,
    createRouter: () => router,
    getRouterManifest: () => forPage(withRouteChunks(opts.manifest, opts.chunkFiles, router), router, new URL(opts.request.url).pathname),
  });
  let notFound = false;
  const response = await handler(async ({ request, router, responseHeaders: routerHeaders }) => {
    const result = await renderRouterToStream({ request, router, responseHeaders: routerHeaders, children: <RouterServer router={router} /> });
    notFound = router.stores.matches.get().some((m) => isNotFoundRoute(m.routeId));
    return result;
  });
  if ((await services.forcedOut()) && new URL(opts.request.url).pathname !== LOGIN_PATH) {
    await response.body?.cancel();
    return withCookies(new Response(null, { status: 302, headers: { Location: LOGIN_PATH } }), responseHeaders);
  }
  return withCookies(response, responseHeaders, notFound ? 404 : response.status);
}
