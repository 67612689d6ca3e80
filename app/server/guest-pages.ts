/**
 * Guest pages are cacheable: a public page rendered for a visitor without session cookies carries
 * `Cache-Control: public, s-maxage, stale-while-revalidate` so a CDN can serve it, and the server keeps the
 * rendered HTML for a few seconds per URL and per what a guest's page depends on (the age and cookie-banner
 * choices, the VR-app mark, the platform of the user agent, the layouts of video and model lists) — the site and theme are the process's own.
 * Signed-in visitors (either token cookie), affiliates' landings (their query), answers that set cookies or are
 * marked private (a page with a CSRF token) and anything but a 200 page are never cached. The first render still
 * streams: its body is teed into the cache.
 */
import { parseCookieHeader } from '../../adapters/cookies.ts';
import { createRequestCache } from '../../adapters/request-cache.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../adapters/session/token-store.ts';
import { affiliateOf } from '../../domain/affiliate.ts';
import { platformOf } from '../../domain/membership.ts';
import { AGE_COOKIE, COOKIE_CONSENT_COOKIE } from '../../domain/constants.ts';
import { LAYOUT_COOKIES } from '../../domain/list-layout.ts';
import { PROMO_BANNER_CLOSED_COOKIE } from '../../domain/promo-banner.ts';
import { APP_SESSION_COOKIE } from '../router/app-session.ts';
import { SHOWN_VALUE_POPUPS_COOKIE } from '../../contracts/shown-value-popups-cookie.ts';

export const GUEST_PAGE_SECONDS = 5;
export const GUEST_PAGE_ENTRIES = 200;
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120';
/** A live page's (the cam rooms, spec 002 §4.4): a shared cache keeps it no longer than the list's 30 s refresh step. */
export const LIVE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';

type Stored = { status: number; headers: [string, string][]; body: Uint8Array };

/** The cache key of a guest's page, or null when the request is not a guest's GET of a page. */
export function guestPageKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/') || url.pathname.startsWith('/assets/')) return null;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  if (cookies.get(ACCESS_TOKEN_COOKIE) || cookies.get(REFRESH_TOKEN_COOKIE)) return null;
  // An affiliate's landing sets its cookies in the render (spec 001 §4 'Affiliate id'): a copy kept for one visitor
  // (one the cookie already held, so no Set-Cookie) would reach the next without them.
  if (affiliateOf(undefined, url.searchParams).affId) return null;
  const platform = platformOf(request.headers.get('user-agent') ?? '');
  const facts = [cookies.get(AGE_COOKIE) ?? '', cookies.get(COOKIE_CONSENT_COOKIE) ?? '', cookies.get(APP_SESSION_COOKIE) ?? '', platform];
  // The lists' layouts (spec 000 §2.1) are rendered by the server: a chosen one is part of the key.
  const layouts = [cookies.get(LAYOUT_COOKIES.videos) ?? '', cookies.get(LAYOUT_COOKIES.models) ?? ''];
  if (layouts.some(Boolean)) facts.push(...layouts);
  // The promo banner is in the server HTML unless its close cookie is set (spec 001 §4): a closed one is another page.
  if (cookies.get(PROMO_BANNER_CLOSED_COOKIE) !== undefined) facts.push('promo-closed');
  // The promo header bar is in the server HTML unless the guest closed or followed it (spec 001 §4): their list is part of the key.
  const shownPopups = cookies.get(SHOWN_VALUE_POPUPS_COOKIE);
  if (shownPopups) facts.push(`shown:${shownPopups}`);
  return `${url.pathname}${url.search}|${facts.join('|')}`;
}

export function createGuestPages(opts: { seconds?: number; entries?: number; now?: () => number } = {}) {
  const cache = createRequestCache({ seconds: opts.seconds ?? GUEST_PAGE_SECONDS, size: opts.entries ?? GUEST_PAGE_ENTRIES, now: opts.now });
  const cacheable = (res: Response) =>
    res.status === 200 &&
    !res.headers.has('set-cookie') &&
    !/private|no-store/.test(res.headers.get('cache-control') ?? '') &&
    (res.headers.get('content-type') ?? '').startsWith('text/html') &&
    res.body !== null;

  return {
    /** Answers from the cache, or renders, marks a guest page cacheable and keeps a copy. */
    async serve(request: Request, render: () => Promise<Response>): Promise<Response> {
      const key = guestPageKey(request);
      if (key === null) return render();
      const hit = cache.get(key) as Stored | undefined;
      if (hit) return new Response(hit.body.slice(), { status: hit.status, headers: hit.headers });
      const res = await render();
      if (!cacheable(res) || !res.body) return res;
      const headers = new Headers(res.headers);
      // A page with a shared-cache lifetime of its own (a live page's, LIVE_CACHE_CONTROL) keeps it.
      if (!/s-maxage/.test(headers.get('cache-control') ?? '')) headers.set('Cache-Control', GUEST_CACHE_CONTROL);
      headers.append('Vary', 'Cookie');
      const [toClient, toCache] = res.body.tee();
      void new Response(toCache).arrayBuffer().then(
        (body) => cache.set(key, { status: res.status, headers: [...headers], body: new Uint8Array(body) }),
        () => {},
      );
      return new Response(toClient, { status: res.status, headers });
    },
  };
}
