/**
 * Accessibility of every route at 1440 px in the default site's theme (velvet, dark), one test per page template;
 * what it checks: accessibility-390.test.ts.
 */
import { scanEachTemplate } from '../support/axe-scan.ts';
import { onEveryRoute } from '../support/route-visits.ts';

onEveryRoute((run, routes) => scanEachTemplate(run, 1440, routes));
