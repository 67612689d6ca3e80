/**
 * Opens routes as their visitors see them, for the checks that visit many routes (tests/support/page-checks.ts: the
 * accessibility scan and the keyboard walk), and gives such a check its site: every route in the default theme, or one route per template in each other
 * theme; and one test per page template.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { sitePresets } from '../../app/config/sites.ts';
import { visitorContext } from './browser.ts';
import { siteAndBrowser } from './e2e-run.ts';
import { PAGE_TEMPLATES, type PageTemplate, type SiteRoute, accountOf, everyRoute, fillOutbox, templateRoutes } from './routes.ts';

/** A file's site and browser (`siteAndBrowser`). */
export type SiteRun = ReturnType<typeof siteAndBrowser>;

/**
 * Calls `visit` with a page for each of `routes` in turn, at `width` px: one browser context for each run of routes of
 * one visitor (a first visit has no cookies; a returning guest answered the 18+ splash and the cookie banner; a member
 * or an administrator is signed in besides), its one page reused across them. `visit` opens the route itself.
 */
export async function visitRoutes(
  browser: Browser,
  siteUrl: string,
  routes: readonly SiteRoute[],
  width: number,
  visit: (page: Page, route: SiteRoute) => Promise<void>,
): Promise<void> {
  const viewport = { width, height: 900 };
  for (let start = 0; start < routes.length; ) {
    const visitor = routes[start]?.visitor ?? 'guest';
    let end = start;
    while (routes[end]?.visitor === visitor) end++;
    const context =
      visitor === 'first visit'
        ? await browser.newContext({ viewport })
        : await visitorContext(browser, siteUrl, { email: accountOf(visitor), viewport });
    try {
      const page = await context.newPage();
      for (const route of routes.slice(start, end)) await visit(page, route);
    } finally {
      await context.close();
    }
    start = end;
  }
}

/**
 * One test per page template (but `except`), titled `title(template)`, running `check` on the routes of that template
 * among `routes()` (read once the file's site is up). A template the site has no route of is skipped: the AR sibling
 * has no cam area, so no room.
 */
export function eachTemplate(
  title: (template: PageTemplate) => string,
  routes: Routes,
  check: (routes: SiteRoute[]) => Promise<void>,
  { timeout, except = [] }: { timeout: number; except?: PageTemplate[] },
): void {
  for (const template of Object.keys(PAGE_TEMPLATES) as PageTemplate[]) {
    if (except.includes(template)) continue;
    it(
      title(template),
      async (context) => {
        const ofTemplate = routes().filter((r) => r.template === template);
        if (ofTemplate.length === 0) context.skip(`the site has no ${template} page`);
        await check(ofTemplate);
      },
      timeout,
    );
  }
}

export type Routes = () => readonly SiteRoute[];

/**
 * `tests` on a site of the default theme (velvet, dark) of their own, with every route of it (`everyRoute`, read once
 * the site is up), the mail outbox holding a mail with a link.
 */
export function onEveryRoute(tests: (run: SiteRun, routes: Routes) => void): void {
  const run = siteAndBrowser();
  let routes: SiteRoute[] = [];
  beforeAll(async () => {
    await fillOutbox(run.site.url);
    routes = await everyRoute(run.site.url);
  });
  tests(run, () => routes);
}

/**
 * `tests` in a theme (velvet: the default one's dark; midnight: darkest; lumen: light), on a site of its own, with one
 * route per template that site has (`templateRoutes`).
 */
export function onTemplateRoutesOfTheme(theme: 'velvet' | 'midnight' | 'lumen', tests: (run: SiteRun, routes: Routes) => void): void {
  describe(`${theme} (${sitePresets[theme].theme})`, () => {
    const run = siteAndBrowser({ env: { SITE: theme } });
    let routes: SiteRoute[] = [];
    beforeAll(async () => {
      routes = templateRoutes(await everyRoute(run.site.url), sitePresets[theme]);
    });
    tests(run, () => routes);
  });
}
