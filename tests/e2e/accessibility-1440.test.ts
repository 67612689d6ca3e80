/**
 * Accessibility of every route at 1440 px in the default site's theme (velvet, dark), one test per page template;
 * what it checks: accessibility-390.test.ts.
 */
import { scanEveryRoute } from '../support/axe-scan.ts';

scanEveryRoute(1440);
