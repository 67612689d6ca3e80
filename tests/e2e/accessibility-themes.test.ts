/**
 * Accessibility of every page template in the other themes (midnight darkest, lumen light), at 390 and 1440 px, one
 * test per template: axe-core finds no serious or critical violation nor a skipped heading level on one route of it
 * (tests/support/routes.ts's PAGE_TEMPLATES: the first route of the template that the site has). The default theme
 * scans every route (accessibility-390.test.ts, accessibility-1440.test.ts), so its templates are not scanned again here.
 */
import { scanEachTemplate } from '../support/axe-scan.ts';
import { onTemplateRoutesOfOtherThemes } from '../support/route-visits.ts';

onTemplateRoutesOfOtherThemes((run, routes) => {
  for (const width of [390, 1440]) scanEachTemplate(run, width, routes);
});
