/**
 * The accessibility scan of a page of the site (axe-core through @axe-core/playwright): the serious and critical
 * violations of the page, and its skipped heading levels. A staff page is scanned again with each of its controls
 * that add to the page switched on. tests/support/page-checks.ts runs it on every route.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForApp } from './browser.ts';
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
export async function findings(page: Page, state: string, width: number): Promise<Finding[]> {
  // A pop-up that came meanwhile (the fake-buy's fade) is read once its entrance has ended, not half-faded.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
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

/** The findings of a staff page with each of its controls that add to the page switched on (they stay on). */
export async function staffControlFindings(page: Page, { path, visitor }: SiteRoute, width: number): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const control of visitor === 'staff' ? STAFF_CONTROLS : [])
    if (await switchOn(page, control)) found.push(...(await findings(page, `${path} (${control.button})`, width)));
  return found;
}
