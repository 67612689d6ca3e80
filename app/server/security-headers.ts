/**
 * Security headers on every answer. Pages get a Content-Security-Policy with a fresh nonce per render:
 * only scripts carrying it run ('strict-dynamic' lets those load the app's chunks), no plugins, no <base>; the page
 * fetches (connect-src: API calls, the cam socket, hls.js's playlists and segments) and shows images (img-src) only
 * from its own origin, its upstreams' (the base URLs the browser calls) and the operator's CSP_ORIGINS (a media or
 * stream CDN) — an injected image or fetch carries nothing to another host; forms post to the site itself or over
 * https (a no-script checkout's 303 goes on to the biller the payment answer names: its origin is not known before);
 * no other site may frame the page (except /embed/, which exists to be embedded; and the embedded backend's demo ad
 * pages under /media/ads/, which the site's own iframe banners frame); violations are reported to /csp-report/ and
 * logged. A page also keeps its browsing context to itself (Cross-Origin-Opener-Policy: a page it opens, or that
 * opened it, holds no handle on it). Every answer also says nosniff, a strict referrer policy, which powerful
 * features the site itself may use (WebXR for the VR player, fullscreen), whether other sites may load it
 * (Cross-Origin-Resource-Policy: the public media may be; the rest, answers of the API included, only the site) and on
 * https HSTS. Other answers (JSON, media, assets, redirects) get a CSP that allows nothing, as they are never documents
 * to run.
 */
import { randomBytes } from 'node:crypto';
import type { PublicConfig } from '../config/env.ts';
import { isEmbedPath } from '../../domain/embed.ts';

export const CSP_REPORT_PATH = '/csp-report/';

/** A fresh nonce for one page: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** The demo ad pages the iframe banners frame (backend/media/routes.ts): only the site itself may frame them. */
const AD_PAGES = '/media/ads/';
const framing = (path: string) =>
  isEmbedPath(path) ? 'frame-ancestors *' : path.startsWith(AD_PAGES) ? "frame-ancestors 'self'" : "frame-ancestors 'none'";
const frameOptions = (path: string): Record<string, string> =>
  isEmbedPath(path) ? {} : { 'X-Frame-Options': path.startsWith(AD_PAGES) ? 'SAMEORIGIN' : 'DENY' };

/** The public config's upstream base URLs the browser calls ('' or a path when embedded: the site's own origin). */
const UPSTREAM_URLS = [
  'siteApiUrl',
  'contentApiUrl',
  'contentHost',
  'vreelsApiUrl',
  'forumApiUrl',
  'memberPlusApiUrl',
  'valuePopupApiUrl',
  'sendServiceApiUrl',
  'camProviderApiUrl',
  'camProviderWsUrl',
] as const satisfies readonly (keyof PublicConfig)[];

/** The origins pages may fetch from and show images of besides their own: the upstreams' and the operator's `extra`. */
export function pageOrigins(config: Pick<PublicConfig, (typeof UPSTREAM_URLS)[number]>, extra: readonly string[] = []): string[] {
  const origins = UPSTREAM_URLS.flatMap((key) => (/^(https?|wss?):\/\//.test(config[key]) ? [new URL(config[key]).origin] : []));
  return [...new Set([...origins, ...extra])];
}

/** The Content-Security-Policy of a page rendered with `nonce`, fetching and showing images from `origins` too. */
export const pagePolicy = (nonce: string, path: string, origins: readonly string[] = []) =>
  [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    ['connect-src', "'self'", ...origins].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', ...origins].join(' '),
    "form-action 'self' https:",
    framing(path),
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');

/**
 * The policy of anything that is not a page: nothing runs or loads (an SVG opened on its own runs no script), but
 * the browser's own viewer of an image or a video opened in a tab may style itself and show it.
 */
export const otherPolicy = (path: string) =>
  ["default-src 'none'", "img-src 'self'", "media-src 'self'", "style-src 'unsafe-inline'", framing(path)].join('; ');

/** The public media (pictures, clips, the share images) other sites may show; nothing else. */
const PUBLIC_MEDIA = '/media/';

/** The headers every answer carries (the CSP is set by the caller: the page's, or `otherPolicy`). */
export function commonSecurityHeaders(opts: { path: string; https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': opts.path.startsWith(PUBLIC_MEDIA) ? 'cross-origin' : 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'xr-spatial-tracking=(self), fullscreen=(self), camera=(), microphone=(), geolocation=(), payment=()',
    ...frameOptions(opts.path),
    ...(opts.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
