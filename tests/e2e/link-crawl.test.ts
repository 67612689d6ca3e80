/**
 * Every link lands (issue 37): a crawl from `/` as a returning guest and as a signed-in member that opens one page of
 * each kind (its path's first segment and depth, and the names of its query) and follows every internal link in that
 * page's server HTML. Each link is fetched once and must answer a page: not the 404 screen, not an error. Links into
 * the API, the session endpoints and files (a name with an extension) are not pages and are left out.
 */
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { MEMBER_ACCOUNT } from '../support/routes.ts';

const run = siteAndBrowser();

/** A page's kind: its first path segment, its depth and its query's names (`/videos/a/` and `/videos/b/` are one kind). */
function pageKind(url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean);
  const query = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${segments[0] ?? ''}/${segments.length}?${query}`;
}

/** The internal page links of a page's HTML, as absolute URLs without their hash. */
function pageLinks(html: string, base: URL): URL[] {
  const links: URL[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== base.origin) continue;
    url.hash = '';
    if (/^\/(api|session|assets|media)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    links.push(url);
  }
  return links;
}

type Broken = { link: string; status: number; on: string };

/** Crawls from `/`: opens the first page of each kind, fetches every link once; what did not land, and the counts. */
async function crawl(request: APIRequestContext, origin: string) {
  const base = new URL(origin);
  const checked = new Map<string, number>();
  const expanded = new Set<string>();
  const broken: Broken[] = [];
  const queue: { url: URL; from: string }[] = [{ url: new URL('/', base), from: '(start)' }];
  while (queue.length > 0) {
    const batch = queue.splice(0, 6);
    await Promise.all(
      batch.map(async ({ url, from }) => {
        const key = url.href;
        if (checked.has(key)) return;
        checked.set(key, 0);
        const response = await request.get(key, { maxRedirects: 5, failOnStatusCode: false });
        checked.set(key, response.status());
        const html = await response.text();
        // The 404 screen renders in place with HTTP 404; an error page with 5xx.
        if (response.status() >= 400) return void broken.push({ link: `${url.pathname}${url.search}`, status: response.status(), on: from });
        const landed = new URL(response.url());
        const kind = pageKind(landed);
        if (landed.origin !== base.origin || expanded.has(kind) || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
        expanded.add(kind);
        for (const link of pageLinks(html, landed))
          if (!checked.has(link.href)) queue.push({ url: link, from: `${landed.pathname}${landed.search}` });
      }),
    );
  }
  return { broken, links: checked.size, kinds: expanded.size };
}

describe('every link lands', () => {
  it.each([
    ['a returning guest', undefined],
    ['a signed-in member', MEMBER_ACCOUNT],
  ] as const)(
    'as %s: from /, every internal link of one page of each kind answers a page (no 404 screen, no error)',
    async (visitor, email) => {
      const context = await visitorContext(run.browser, run.site.url, { email });
      const { broken, links, kinds } = await crawl(context.request, run.site.url);
      console.log(`link crawl as ${visitor}: ${links} links fetched, ${kinds} kinds of page opened, ${broken.length} broken`);
      expect(kinds).toBeGreaterThan(30);
      expect(broken).toEqual([]);
      await context.close();
    },
    600_000,
  );
});
