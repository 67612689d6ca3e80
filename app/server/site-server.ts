/**
 * The Hono server (DESIGN 'The shape in one picture'): static assets, the embedded backend in embedded
 * mode, and server rendering of every other GET. Shared by `npm start`, `npm run dev` and the tests.
 */
import { Hono } from 'hono';
import type { ServerManifest } from '@tanstack/router-core';
import type { Logger } from '../../adapters/log.ts';
import { createRefreshFlights } from '../../adapters/session/refresh-flights.ts';
import { SEALED_DOC_ROUTES } from '../../domain/sealed-doc.ts';
import { COMPILATIONS_PATH, OLD_COMPILATIONS_PATH } from '../../domain/constants.ts';
import type { ServerConfig } from '../config/env.ts';
import type { RenderOptions } from './entry.tsx';
import { compressAnswers } from './compress.ts';
import { cspReportRoutes } from './csp-report.ts';
import { faviconRoutes } from './favicon.ts';
import { type UploadLimits, requestHygiene } from './request-hygiene.ts';
import { createGuestPages } from './guest-pages.ts';
import { sessionRoutes } from './session-routes.ts';
import { commonSecurityHeaders, newNonce, otherPolicy, pageOrigins, pagePolicy } from './security-headers.ts';

export interface SiteServerOptions {
  config: ServerConfig;
  render: (opts: RenderOptions) => Promise<Response>;
  manifest: ServerManifest;
  /** Production: the chunk files of a route's screen (see assets.ts). */
  chunkFiles?: (source: string) => string[];
  log: Logger;
  /** Sub-apps mounted before rendering: static assets, and in embedded mode the backend and media. */
  mounts?: Hono[];
  /** The paths where a mount takes bodies larger than the site's limit (the embedded upstreams' uploads). */
  uploadLimits?: UploadLimits;
}

/**
 * A path that stays on this origin as a Location: its leading slashes (and backslashes, which browsers read as
 * slashes) made one, so '//evil.example/login' does not send the browser to evil.example (issue 38, finding 4).
 */
const onThisOrigin = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

/** Strict routes end with a slash (spec 000 §2.1); files (a dot in the last segment) and API paths excepted. */
/** A file's path: a dot in the last segment. */
const isFilePath = (path: string) => path.split('/').pop()?.includes('.') ?? false;
/** The headset apps' feeds (backend/routes/headset-feeds.ts) are JSON endpoints at fixed addresses, not pages. */
const HEADSET_FEED = /^\/(deovr|heresphere)(\/\d+)?$/;
const needsTrailingSlash = (path: string) => !path.endsWith('/') && !path.startsWith('/api/') && !isFilePath(path) && !HEADSET_FEED.test(path);

export function createSiteServer(opts: SiteServerOptions): Hono {
  const app = new Hono();
  /** Token refreshes shared by this process's concurrent requests, renders and session endpoints alike. */
  const refreshFlights = createRefreshFlights();
  const { config } = opts;
  const base = config.embedded
    ? {
        site: 'http://embedded',
        content: 'http://embedded/api/content/v1',
        vreels: 'http://embedded',
        forum: 'http://embedded/api/forum',
        memberPlus: 'http://embedded/api/member-plus',
        valuePopup: 'http://embedded/api/value-popup',
        sendService: 'http://embedded/api/send-service',
        camProvider: 'http://embedded/api/cam-provider',
      }
    : {
        site: config.env.SITE_API_URL ?? '',
        content: config.env.CONTENT_API_URL ?? '',
        vreels: config.env.VREELS_API_URL ?? config.env.SITE_API_URL ?? '',
        forum: config.env.FORUM_API_URL ?? '',
        memberPlus: config.env.MEMBER_PLUS_API_URL ?? '',
        valuePopup: config.env.VALUE_POPUP_API_URL ?? '',
        sendService: config.env.SEND_SERVICE_API_URL ?? '',
        camProvider: config.env.CAM_PROVIDER_API_URL ?? '',
      };

  app.use('*', compressAnswers());
  // Security headers on every answer (security-headers.ts); a page brings its own CSP, with its render's nonce.
  const https = config.public.siteUrl.startsWith('https:');
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    const secure = https || new URL(c.req.url).protocol === 'https:';
    for (const [name, value] of Object.entries(commonSecurityHeaders({ path, https: secure }))) c.res.headers.set(name, value);
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', otherPolicy(path));
  });
  // Bodies limited while they stream; an address that is not UTF-8 or holds a NUL byte is a plain 400.
  app.use('*', ...requestHygiene(opts.uploadLimits));
  app.route('/', cspReportRoutes({ log: opts.log }));
  // The compilations' old address (spec 000 §2.2): a permanent redirect, for crawlers and requests without JavaScript.
  app.get(OLD_COMPILATIONS_PATH, (c) => c.redirect(`${COMPILATIONS_PATH}${new URL(c.req.url).search}`, 301));
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' && needsTrailingSlash(c.req.path)) {
      const url = new URL(c.req.url);
      return c.redirect(`${onThisOrigin(url.pathname)}/${url.search}`, 301);
    }
    await next();
  });
  app.route('/', faviconRoutes(config.public.theme));
  for (const mount of opts.mounts ?? []) app.route('/', mount);
  app.all('/api/*', (c) => c.json({ status: { code: 404, message: 'Not found' } }, 404));

  let upstreamFetch: typeof fetch = fetch;
  if (config.embedded) {
    // In-process calls: the same Hono app answers without a socket.
    upstreamFetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)));
  }

  app.route('/', sessionRoutes({ upstreamFetch, upstreamBase: base, config: config.public, log: opts.log, refreshFlights }));

  const render = (request: Request, nonce: string) =>
    opts.render({
      request,
      config: config.public,
      upstreamFetch,
      upstreamBase: base,
      manifest: opts.manifest,
      chunkFiles: opts.chunkFiles,
      log: opts.log,
      nonce,
      refreshFlights,
    });
  // The sealed documents (domain/sealed-doc.ts), answered by the render's code from the same data.
  for (const route of SEALED_DOC_ROUTES) app.get(route, (c) => render(c.req.raw, ''));

  // A file nobody serves (a dot in the last segment: a missing asset, an old icon) is a plain 404, not a page.
  app.get('*', async (c, next) => {
    if (isFilePath(c.req.path)) return c.text('Not found', 404);
    await next();
  });

  const guestPages = createGuestPages();
  const origins = pageOrigins(config.public, config.env.CSP_ORIGINS);
  app.get('*', (c) =>
    guestPages.serve(c.req.raw, async () => {
      // A fresh nonce for each render; a guest page kept by the cache keeps the policy it was rendered with.
      const nonce = newNonce();
      const res = await render(c.req.raw, nonce);
      const page = new Response(res.body, res);
      page.headers.set('Content-Security-Policy', pagePolicy(nonce, c.req.path, origins));
      return page;
    }),
  );
  return app;
}
