/**
 * Every page template in the light theme (lumen, the AR sibling: no cam area, so no room), at 390 and 1440 px, one test per template on one route of it
 * (tests/support/routes.ts's PAGE_TEMPLATES: the first route of the template that the site has), as its visitor sees
 * it: the checks of pages-390.test.ts (axe-core, the skip link and every control from the keyboard), and the dialogs'
 * keyboard tests (they trap focus, close with Escape and give focus back). The default theme checks every route
 * at 1440 px (pages-1440.test.ts) and every template at 390 px (pages-390.test.ts).
 */
import { dialogTests } from '../support/keyboard-walk.ts';
import { checkEachTemplate } from '../support/page-checks.ts';
import { onTemplateRoutesOfTheme } from '../support/route-visits.ts';

onTemplateRoutesOfTheme('lumen', (run, routes) => {
  for (const width of [390, 1440] as const) {
    checkEachTemplate(run, width, routes);
    dialogTests(run, width);
  }
});
