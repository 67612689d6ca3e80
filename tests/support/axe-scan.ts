/**
 * The accessibility scan of the site's pages (axe-core through @axe-core/playwright): the serious and critical
 * violations of a page, and its skipped heading levels. A staff page is scanned again with each of its controls that
 * add to the page switched on. `scanEachTemplate` makes it one test per page template.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForApp } from './browser.ts';
import { type SiteRun, eachTemplate, visitRoutes } from './route-visits.ts';
import type { SiteRoute } from './routes.ts';

/**
 * The staff pages' controls that add to the page, each scanned once switched on: the atlas's live inspection
 * (its state, tags and event log, once an event has arrived; the token check runs every 3 s), and a sandbox (its
 * panel, and the transitions it can take now as controls in the drawing).
 */
const STAFF_CONTROLS: readonly { button: string; shown: string }[] = [
  { button: 'Inspect this visit', shown: '.atlas-inspect-events li' },
  { button: 'Start a sandbox', shown: 'svg.atlas-drawing [role="button"]' },
];

async function switchOn(page: Page, control: (typeof STAFF_CONTROLS)[number]): Promise<boolean> {
  const button = page.getByRole('button', { name: control.button });
  if ((await button.count()) === 0) return false;
  await waitForApp(page);
  await button.click();
  await page.locator(control.shown).first().waitFor({ timeout: 8000 });
  return true;
}

export type Finding = { route: string; width: number; rule: string; impact: string; targets: string[] };

/** The serious and critical violations, and the skipped heading levels (card titles under their list's heading), of the page as it is. */
async function findings(page: Page, state: string, width: number): Promise<Finding[]> {
  // Only the violations' details: axe then spends no time gathering the passing and incomplete checks' nodes.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => ({
      route: state,
      width,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
    }));
}

/** Scans `routes` at `width` px, each as its visitor sees it (`visitRoutes`); a staff page again with each of its controls switched on. */
export async function scanRoutes(browser: Browser, siteUrl: string, routes: readonly SiteRoute[], width: number): Promise<Finding[]> {
  const found: Finding[] = [];
  await visitRoutes(browser, siteUrl, routes, width, async (page, { path, visitor }) => {
    // Scanned once the app is live: the page a visitor uses, with the controls hydration adds (before it, the scan saw
    // them or not by chance).
    await page.goto(`${siteUrl}${path}`);
    await waitForApp(page);
    found.push(...(await findings(page, path, width)));
    for (const control of visitor === 'staff' ? STAFF_CONTROLS : [])
      if (await switchOn(page, control)) found.push(...(await findings(page, `${path} (${control.button})`, width)));
  });
  return found;
}

/** One test per page template at `width` px: no serious or critical violation nor skipped heading level on its routes among `routes()`. */
export function scanEachTemplate(run: SiteRun, width: number, routes: () => readonly SiteRoute[]): void {
  eachTemplate(
    (template) => `${width} px, ${template}: no serious or critical violation nor skipped heading level`,
    routes,
    async (ofTemplate) => expect(await scanRoutes(run.browser, run.site.url, ofTemplate, width)).toEqual([]),
    { timeout: 240_000 },
  );
}
