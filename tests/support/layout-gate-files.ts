/**
 * The layout gate's test files (tests/e2e/layout-gate-*.test.ts): each runs the gate (tests/support/layout-gate.ts)
 * for some kinds of visitor on a site of its own, one test per visitor, and reports every finding of that visitor's
 * routes together.
 *
 * What it covers, within CI's time: in the default theme (velvet), every route of tests/support/routes.ts (the route
 * tables of the spec, the dashboard pages, a cam room, and the messenger open over a list) as every kind of visitor at
 * 390, 768, 1025, 1280, 1440 and 1920 px; in the darkest and the light theme, one route per page template (plus the
 * messenger) as each kind of visitor at the same widths. A route a visitor is sent away from is read where it lands,
 * once. The atlas is the staff's only: they visit it alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePresets } from '../../app/config/sites.ts';
import { siteAndBrowser } from './e2e-run.ts';
import { GATE_JWT_SECRET, type GateVisitor, gateContext, gateVisits } from './layout-gate.ts';
import { type SiteRoute, everyRoute, fillOutbox, templateRoutes } from './routes.ts';

type Theme = 'velvet' | 'midnight' | 'lumen';

/** The paths `visitor` is taken to: every route but the first visits (the splash's own tests) and the staff's. */
const pathsOf = (routes: readonly SiteRoute[], visitor: GateVisitor) => [
  ...new Set(
    routes.filter((r) => (visitor === 'staff' ? r.visitor === 'staff' : r.visitor !== 'staff' && r.visitor !== 'first visit')).map((r) => r.path),
  ),
];

export function layoutGate(theme: Theme, visitors: readonly GateVisitor[], { allRoutes }: { allRoutes: boolean }): void {
  describe(`${theme} (${sitePresets[theme].theme}), ${allRoutes ? 'every route' : 'one route per template'}`, () => {
    const run = siteAndBrowser({ env: { SITE: theme, JWT_SECRET: GATE_JWT_SECRET } });
    let routes: SiteRoute[] = [];
    beforeAll(async () => {
      await fillOutbox(run.site.url);
      const every = await everyRoute(run.site.url);
      routes = allRoutes ? every : templateRoutes(every, sitePresets[theme]);
    });
    for (const visitor of visitors)
      it(`${visitor}: no page scrolls sideways, has a control off the screen or under a pop-up, or logs an error, at every width`, async () => {
        const context = await gateContext(run.browser, run.site.url, visitor, { cams: sitePresets[theme].cams });
        try {
          const found = await gateVisits(context, run.site.url, visitor, pathsOf(routes, visitor), { theme });
          // The messenger open over a list (a member with chats, on a site with the cam area): the panel over the page is read at every width.
          if (visitor === 'member' && sitePresets[theme].cams)
            found.push(
              ...(await gateVisits(context, run.site.url, visitor, ['/videos/'], {
                theme: `${theme}-messenger`,
                afterOpen: async (page) => {
                  await page
                    .getByRole('banner')
                    .getByRole('button', { name: /^Messages(, \d+ unread)?$/ })
                    .click();
                  await page.locator('section#messenger-panel .messenger-chats__open').first().waitFor({ timeout: 10_000 });
                },
              })),
            );
          expect(found).toEqual([]);
        } finally {
          await context.close();
        }
      }, 900_000);
  });
}
