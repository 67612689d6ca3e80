/** The layout gate (tests/support/layout-gate-files.ts) in the default theme, every route, as a returning guest. */
import { layoutGate } from '../support/layout-gate-files.ts';

layoutGate('velvet', ['guest'], { allRoutes: true });
