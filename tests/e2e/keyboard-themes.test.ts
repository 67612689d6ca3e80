/**
 * Keyboard on every page template in the other themes (midnight darkest, lumen light), at 390 and 1440 px, one test
 * per template, on one route of it (tests/support/routes.ts's PAGE_TEMPLATES: the first route of the template that
 * the site has) as its visitor sees it: the first Tab lands on a skip link to the main content, and Tab reaches every
 * visible control, each with a visible focus indicator. The dialog template is the dialogs' own checks: they trap
 * focus, close with Escape and give focus back. The default theme walks every route (keyboard-390.test.ts,
 * keyboard-1440.test.ts).
 */
import { dialogTests, walkEachTemplate } from '../support/keyboard-walk.ts';
import { onTemplateRoutesOfOtherThemes } from '../support/route-visits.ts';

onTemplateRoutesOfOtherThemes((run, routes) => {
  for (const width of [390, 1440] as const) {
    walkEachTemplate(run, width, routes);
    dialogTests(run, width);
  }
});
