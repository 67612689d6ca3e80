/**
 * Keyboard at 1440 px in the default site's theme (velvet, dark): every route's skip link and controls, one test per
 * page template (what they check: keyboard-390.test.ts); the account menu opens from the keyboard, moves with the
 * arrows and closes with Escape back on its button; the first visit's splash opens its Terms of Service from the
 * keyboard, which traps focus and gives it back.
 */
import { dialogTests, walkEachTemplate } from '../support/keyboard-walk.ts';
import { onEveryRoute } from '../support/route-visits.ts';

onEveryRoute((run, routes) => {
  walkEachTemplate(run, 1440, routes);
  dialogTests(run, 1440);
});
