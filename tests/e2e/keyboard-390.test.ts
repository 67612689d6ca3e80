/**
 * Keyboard at 390 px in the default site's theme (velvet, dark), as a returning visitor (18+ splash agreed, cookie
 * banner answered), the member dashboard signed in as an active member, the machine atlas as an administrator: on
 * every route, one test per page template, the first Tab lands on a skip link to the main content and Tab reaches
 * every visible control, each with a visible focus indicator; the mobile menu traps focus, closes with Escape and
 * gives focus back. 1440 px: keyboard-1440.test.ts; the other themes: keyboard-themes.test.ts.
 */
import { dialogTests, walkEachTemplate } from '../support/keyboard-walk.ts';
import { onEveryRoute } from '../support/route-visits.ts';

onEveryRoute((run, routes) => {
  walkEachTemplate(run, 390, routes);
  dialogTests(run, 390);
});
