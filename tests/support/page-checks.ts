/**
 * The checks every route of the site gets, on one visit of it: the accessibility scan (tests/support/axe-scan.ts: no
 * serious or critical violation nor skipped heading level) and the keyboard walk (tests/support/keyboard-walk.ts: the
 * first Tab lands on the skip link, Tab reaches every visible control with a visible focus indicator). A first visit,
 * the dialog template, is scanned only: the dialogs' own keyboard tests (`dialogTests`) walk it. The walk comes
 * first, the scan after it (of the page the walk brought every lazy part into), then a staff page's scan with its
 * controls switched on.
 */
import { expect } from 'vitest';
import { type Finding, findings, staffControlFindings } from './axe-scan.ts';
import { expectKeyboardRoute, open } from './keyboard-walk.ts';
import { type Routes, type SiteRun, eachTemplate, visitRoutes } from './route-visits.ts';

/** What the keyboard walk found wrong on a route: its failed assertion's value (or message). */
type KeyboardFailure = { route: string; width: number; failure: unknown };

/**
 * One test per page template at `width` px, on its routes among `routes()`, each opened once as its visitor sees it:
 * both checks run on every route, and the test reports every route's findings and walk failures together.
 */
export function checkEachTemplate(run: SiteRun, width: number, routes: Routes): void {
  eachTemplate(
    (template) =>
      `${width} px, ${template}: no serious or critical violation nor skipped heading level; the first Tab lands on the skip link, and Tab reaches every visible control with a visible focus indicator`,
    routes,
    async (ofTemplate) => {
      const found: Finding[] = [];
      const keyboard: KeyboardFailure[] = [];
      await visitRoutes(run.browser, run.site.url, ofTemplate, width, async (page, route) => {
        await open(page, `${run.site.url}${route.path}`);
        // The walk first, from the page as it opened: the scan can leave focus behind (on the skip link).
        if (route.visitor !== 'first visit')
          await expectKeyboardRoute(page, route.path).catch((error: unknown) => {
            // An assertion's value tells what went wrong (its message only says it differs).
            const actual = (error as { actual?: unknown }).actual;
            keyboard.push({ route: route.path, width, failure: actual ?? (error instanceof Error ? error.message : String(error)) });
          });
        found.push(...(await findings(page, route.path, width)));
        found.push(...(await staffControlFindings(page, route, width)));
      });
      expect({ found, keyboard }).toEqual({ found: [], keyboard: [] });
    },
    { timeout: 480_000 },
  );
}
