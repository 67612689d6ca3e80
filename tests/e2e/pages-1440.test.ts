/**
 * Every route at 1440 px in the default site's theme (velvet, dark), one test per page template, each route opened
 * once as its visitor sees it (a first visit's 18+ splash; a returning visitor, splash agreed and cookie banner
 * answered; the member dashboard signed in as an active member; the machine atlas as an administrator; the developer
 * pages as a guest): axe-core finds no serious or critical violation nor a skipped heading level, the first Tab lands
 * on a skip link to the main content, and Tab reaches every visible control, each with a visible focus indicator
 * (tests/support/page-checks.ts). Besides, the account menu opens from the keyboard, moves with the arrows and closes
 * with Escape back on its button; the first visit's splash opens its Terms of Service from the keyboard, which traps
 * focus and gives it back. Every template at 390 px: pages-390.test.ts; the other themes: pages-midnight.test.ts,
 * pages-lumen.test.ts.
 */
import { dialogTests } from '../support/keyboard-walk.ts';
import { checkEachTemplate } from '../support/page-checks.ts';
import { onEveryRoute } from '../support/route-visits.ts';

onEveryRoute((run, routes) => {
  checkEachTemplate(run, 1440, routes);
  dialogTests(run, 1440);
});
