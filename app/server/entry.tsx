/**
 * SSR entry (built by Vite): one router per request, streaming render with the route's head, then the
 * HTTP status the page means (404 for the not-found screens).
 */
import type { ServerManifest } from '@tanstack/router-core';
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { Logger } from '../../adapters/log.ts';
import type { PublicConfig } from '../config/env.ts';
import { createAppRouter } from '../router/router.tsx';
import { isNotFoundRoute } from '../router/routes/not-found.tsx';
import { createRequestCache } from '../../adapters/request-cache.ts';
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
  log: Logger;
}

export async function render(opts: RenderOptions): Promise<Response> {
  const responseHeaders = new Headers();
  const services = createServerServices({ ...opts, responseHeaders, cache: requestCache });
  const handler = createRequestHandler({
    request: opts.request,
    createRouter: () => createAppRouter(services),
    getRouterManifest: () => opts.manifest,
  });
  const response = await handler(async ({ request, router, responseHeaders: routerHeaders }) => {
    for (const [key, value] of responseHeaders) routerHeaders.append(key, value);
    const result = await renderRouterToStream({ request, router, responseHeaders: routerHeaders, children: <RouterServer router={router} /> });
    const matches = router.stores.matches.get();
    if (matches.some((m) => isNotFoundRoute(m.routeId))) {
      return { ...result, response: new Response(result.response.body, { status: 404, headers: result.response.headers }) };
    }
    return result;
  });
  return response;
}
