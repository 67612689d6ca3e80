/**
 * Accessibility of every route at 390 px in the default site's theme (velvet, dark): axe-core finds no serious or
 * critical violation nor a skipped heading level on the first visit's 18+ splash and on every route of
 * tests/support/routes.ts as its visitor sees it (the member dashboard signed in as an active member, the machine
 * atlas as an administrator, the developer pages as a guest), one test per page template. 1440 px:
 * accessibility-1440.test.ts; the other themes: accessibility-themes.test.ts.
 */
import { scanEachTemplate } from '../support/axe-scan.ts';
import { onEveryRoute } from '../support/route-visits.ts';

onEveryRoute((run, routes) => scanEachTemplate(run, 390, routes));
