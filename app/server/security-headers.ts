/**
 * Security headers on every answer. Pages get a Content-Security-Policy with a fresh nonce per render:
 * only scripts carrying it run ('strict-dynamic' lets those load the app's chunks), no plugins, no <base>, and no
 * other site may frame the page (except /embed/, which exists to be embedded; and the embedded backend's demo ad pages
 * under /media/ads/, which the site's own iframe banners frame); violations are reported to
 * /csp-report/ and logged. Every answer also says nosniff, a strict referrer policy, which powerful features the
 * site itself may use (WebXR for the VR player, fullscreen), and on https HSTS. Other answers (JSON, media,
 * assets, redirects) get a CSP that allows nothing, as they are never documents to run.
 */
import { randomBytes } from 'node:crypto';
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

/** The Content-Security-Policy of a page rendered with `nonce`. */
export const pagePolicy = (nonce: string, path: string) =>
  [`script-src 'nonce-${nonce}' 'strict-dynamic'`, "object-src 'none'", "base-uri 'none'", framing(path), `report-uri ${CSP_REPORT_PATH}`].join('; ');

/**
 * The policy of anything that is not a page: nothing runs or loads (an SVG opened on its own runs no script), but
 * the browser's own viewer of an image or a video opened in a tab may style itself and show it.
 */
export const otherPolicy = (path: string) =>
  ["default-src 'none'", "img-src 'self'", "media-src 'self'", "style-src 'unsafe-inline'", framing(path)].join('; ');

/** The headers every answer carries (the CSP is set by the caller: the page's, or `otherPolicy`). */
export function commonSecurityHeaders(opts: { path: string; https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'xr-spatial-tracking=(self), fullscreen=(self), camera=(), microphone=(), geolocation=(), payment=()',
    ...frameOptions(opts.path),
    ...(opts.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
