/**
 * Client entry: services over the browser's cookies and fetch, then hydrate the server-rendered document.
 * A page chunk (route screen, menu, dialog) that fails to load reloads the page, at most once per 60 s
 * (spec 000 §8).
 */
import { offlineCamChannel } from '../../adapters/cam-channel-offline.ts';
import { lazyCamChannel } from '../../adapters/cam-channel-lazy.ts';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reloadForChunk } from '../../adapters/chunk-reload.ts';
import { browserCookieJar } from '../../adapters/cookies.ts';
import { createAdapters, prepareNavigationCalls } from '../../adapters/index.ts';
import { consoleLogger } from '../../adapters/log.ts';
import { createRequestCache } from '../../adapters/request-cache.ts';
import { lazySessionClient } from '../../adapters/session/lazy-session-client.ts';
import { createBrowserSessionTokenStore } from '../../adapters/session/token-store.ts';
import type { HtmlSanitizer } from '../../adapters/sanitize.ts';
import { createInlineSvg, createSvgLoader } from '../../adapters/svg.ts';
import type { PublicConfig } from '../config/env.ts';
import { loadSealedDocs } from '../router/sealed-doc.ts';
import { createAppRouter } from '../router/router.tsx';
import { preloadDrawnChromeParts } from '../../views/containers/SiteChrome.tsx';

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunk(window.sessionStorage, Date.now(), () => window.location.reload())) event.preventDefault();
});

const config = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as PublicConfig;
const cookies = browserCookieJar();
let navigate: (path: string) => void = (path) => window.location.assign(path);
// The one sanitiser over the page's own DOM; DOMPurify's code is fetched with the first HTML to clean (a client
// navigation to a page with CMS text), not with the page.
let purifier: Promise<HtmlSanitizer> | undefined;
const sanitizer = () => {
  purifier ??= import('../../adapters/sanitize.ts').then((m) => m.createSanitizer(window));
  return purifier;
};
const adapters = createAdapters({
  fetch: (input, init) => fetch(input, init),
  baseUrl: {
    site: `${window.location.origin}${config.siteApiUrl}`,
    content: config.contentApiUrl.startsWith('http') ? config.contentApiUrl : `${window.location.origin}${config.contentApiUrl}`,
    vreels: config.vreelsApiUrl.startsWith('http') ? config.vreelsApiUrl : `${window.location.origin}${config.vreelsApiUrl}`,
    forum: config.forumApiUrl.startsWith('http') ? config.forumApiUrl : `${window.location.origin}${config.forumApiUrl}`,
    memberPlus: config.memberPlusApiUrl.startsWith('http') ? config.memberPlusApiUrl : `${window.location.origin}${config.memberPlusApiUrl}`,
    valuePopup: config.valuePopupApiUrl.startsWith('http') ? config.valuePopupApiUrl : `${window.location.origin}${config.valuePopupApiUrl}`,
    sendService: config.sendServiceApiUrl.startsWith('http') ? config.sendServiceApiUrl : `${window.location.origin}${config.sendServiceApiUrl}`,
    camProvider: config.camProviderApiUrl.startsWith('http') ? config.camProviderApiUrl : `${window.location.origin}${config.camProviderApiUrl}`,
  },
  contentHost: config.contentHost,
  valuePopupUploads: `${config.valuePopupApiUrl}/uploads`,
  jar: cookies,
  // The refresh token is the site server's (HttpOnly): log in, refresh and log out through its session endpoints,
  // one refresh at a time across the site's tabs (a Web Lock).
  sessionTokens: createBrowserSessionTokenStore(cookies),
  auth: lazySessionClient({ fetch: (input, init) => fetch(input, init), jar: cookies, log: consoleLogger, locks: navigator.locks }),
  log: consoleLogger,
  appName: config.siteKey,
  navigate: (path) => navigate(path),
  cache: createRequestCache(),
  sanitizer,
});
const router = createAppRouter({
  config,
  ...adapters,
  // The cam provider interface: one WebSocket for the tab, its code fetched on first use.
  camChannel: config.enableCams
    ? lazyCamChannel(() =>
        import('../../adapters/cam-channel.ts').then((m) =>
          m.createCamChannel({ url: m.camChannelUrl(config.camProviderWsUrl, window.location), log: consoleLogger }),
        ),
      )
    : offlineCamChannel,
  cookies,
  log: consoleLogger,
  nowMs: () => Date.now(),
  random: () => Math.floor(Math.random() * 2 ** 32),
  userAgent: navigator.userAgent,
  csrfToken: () => '',
  personalPage: () => {},
  livePage: () => {},
  nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? '',
  svg: createInlineSvg(
    createSvgLoader({
      fetch: (input, init) => fetch(input, init),
      base: config.contentHost || window.location.origin,
      log: consoleLogger,
      sanitizer,
    }),
    (url) => document.querySelector(`[data-inline-svg="${CSS.escape(url)}"]`)?.innerHTML,
  ),
});
navigate = (path) => void router.navigate({ href: path });
// A client navigation asks for its loaders' code (the calls' and the content client's) beside the route's, as it starts:
// the first one otherwise waited for the route's loader, then for each of them in turn. Never for the page it hydrates.
router.subscribe('onBeforeNavigate', ({ fromLocation, hrefChanged }) => {
  if (fromLocation && hrefChanged) prepareNavigationCalls();
});

/** The router's own end of hydration: its bootstrap script lets go of the dehydrated state. */
const tsrHydrated = () => (window as unknown as { $_TSR?: { h(): void } }).$_TSR?.h();

// The sealed documents first (the chrome's, the home cards'; the head preloads them beside this code: sealed-doc.ts),
// then the router's state from the dehydrated data (the route chunks of the page, which the head preloads) and the
// chrome's lazy parts the server drew (the 18+ splash), then React's hydration as a transition: React works through it
// in slices and yields to the browser between them (input, painting), instead of one long task while the page is
// already on screen. (TanStack's RouterClient does the router's part inside React, suspending the whole document on
// it, with its Await and defer code in every page's first load.)
void loadSealedDocs(document, (input) => fetch(input), consoleLogger)
  .then(() => Promise.all([hydrate(router).finally(tsrHydrated), preloadDrawnChromeParts(document)]))
  .then(() =>
    startTransition(() => {
      hydrateRoot(document, <RouterProvider router={router} />, {
        // What an error boundary caught is logged as React would, through the site's logger. (A refused page is no
        // error: its 'Access denied' screen is the route's answer, app/router/refusal.ts.)
        onCaughtError: (error, info) => {
          consoleLogger.error('[render] an error boundary caught', { error, componentStack: info.componentStack });
        },
        // React recovered (client-rendered a part whose hydration failed): logged with what it recovered from, which
        // React's own report (a minified error number) leaves out.
        onRecoverableError: (error, info) => {
          const cause = error instanceof Error ? error.cause : undefined;
          const said = cause instanceof Error ? cause.message : JSON.stringify(cause);
          consoleLogger.error(`[render] recovered by rendering in the browser (${String(error)}; cause: ${said})`, {
            componentStack: info.componentStack,
          });
        },
      });
    }),
  )
  // The server's page stays as it is (its links and forms work without the app); the failure is reported.
  .catch((error: unknown) => consoleLogger.error('[render] the router could not take over the page', { error }));
