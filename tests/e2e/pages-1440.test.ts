/**
 * Every route at 1440 px in the default site's theme (velvet, dark), one test per page template, each route opened
 * once (what it checks: pages-390.test.ts). Besides, the account menu opens from the keyboard, moves with the arrows
 * and closes with Escape back on its button; the first visit's splash opens its Terms of Service from the keyboard,
 * which traps focus and gives it back.
 */
import { dialogTests } from '../support/keyboard-walk.ts';
import { checkEachTemplate } from '../support/page-checks.ts';
import { onEveryRoute } from '../support/route-visits.ts';

onEveryRoute((run, routes) => {
  checkEachTemplate(run, 1440, routes);
  dialogTests(run, 1440);
});
