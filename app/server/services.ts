/** Per-request services on the server: adapters over the request's cookies and the upstream fetch. */
import { createAdapters } from '../../adapters/index.ts';
import { requestCookieJar } from '../../adapters/cookies.ts';
import type { Logger } from '../../adapters/log.ts';
import type { RequestCache } from '../../adapters/request-cache.ts';
import { createSvgLoader } from '../../adapters/svg.ts';
import type { PublicConfig } from '../config/env.ts';
import type { Services } from '../router/services.ts';

export function createServerServices(opts: {
  request: Request;
  config: PublicConfig;
  upstreamFetch: typeof fetch;
  upstreamBase: { site: string; content: string };
  responseHeaders: Headers;
  log: Logger;
  cache?: RequestCache;
}): Services {
  const cookies = requestCookieJar(opts.request.headers.get('cookie'), opts.responseHeaders);
  const adapters = createAdapters({
    fetch: opts.upstreamFetch,
    baseUrl: opts.upstreamBase,
    contentHost: opts.config.contentHost,
    jar: cookies,
    log: opts.log,
    navigate: () => {},
    cache: opts.cache,
  });
  return { config: opts.config, ...adapters, cookies, log: opts.log, nowMs: () => Date.now(),
    events: new EventTarget(),
    svg: createSvgLoader({ fetch: opts.upstreamFetch, base: opts.config.contentHost || opts.upstreamBase.site, log: opts.log, cache: opts.cache }),
  };
}
