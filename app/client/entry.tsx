/** Client entry: services over the browser's cookies and fetch, then hydrate the server-rendered document. */
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createAdapters } from '../../adapters/index.ts';
import { browserCookieJar } from '../../adapters/cookies.ts';
import { consoleLogger } from '../../adapters/log.ts';
import { createRequestCache } from '../../adapters/request-cache.ts';
import { createSvgLoader } from '../../adapters/svg.ts';
import type { PublicConfig } from '../config/env.ts';
import { createAppRouter } from '../router/router.tsx';

const config = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as PublicConfig;
const cookies = browserCookieJar();
const events = new EventTarget();
let navigate: (path: string) => void = (path) => window.location.assign(path);
const adapters = createAdapters({
  fetch: (input, init) => fetch(input, init),
  baseUrl: { site: `${window.location.origin}${config.siteApiUrl}`, content: config.contentApiUrl.startsWith('http') ? config.contentApiUrl : `${window.location.origin}${config.contentApiUrl}` },
  contentHost: config.contentHost,
  jar: cookies,
  log: consoleLogger,
  navigate: (path) => navigate(path),
  cache: createRequestCache(),
  onForcedLogout: () => events.dispatchEvent(new Event('forced-logout')),
});
const router = createAppRouter({ config, ...adapters, cookies, log: consoleLogger, nowMs: () => Date.now(),
  events,
  svg: createSvgLoader({ fetch: (input, init) => fetch(input, init), base: config.contentHost || window.location.origin, log: consoleLogger }),
});
navigate = (path) => void router.navigate({ href: path });

hydrateRoot(document, <RouterClient router={router} />);
