/**
 * Every page template at 390 px in the default site's theme (velvet, dark), one test per template on one route of it
 * (tests/support/routes.ts's PAGE_TEMPLATES: the first route of the template), as its visitor sees it (a first visit's
 * 18+ splash; a returning visitor, splash agreed and cookie banner answered; the member dashboard signed in as an
 * active member; the machine atlas as an administrator): axe-core finds no serious or critical violation nor a skipped
 * heading level, the first Tab lands on a skip link to the main content, and Tab reaches every visible control, each
 * with a visible focus indicator (tests/support/page-checks.ts). Besides, the mobile menu traps focus, closes with
 * Escape and gives focus back. Every route of the default theme is checked at 1440 px (pages-1440.test.ts); the other
 * themes' templates at both widths: pages-midnight.test.ts, pages-lumen.test.ts.
 */
import { dialogTests } from '../support/keyboard-walk.ts';
import { checkEachTemplate } from '../support/page-checks.ts';
import { onTemplateRoutesOfTheme } from '../support/route-visits.ts';

onTemplateRoutesOfTheme('velvet', (run, routes) => {
  checkEachTemplate(run, 390, routes);
  dialogTests(run, 390);
});
