/** The layout gate (tests/support/layout-gate-files.ts) in the default theme, every route, as an active and an expired member. */
import { layoutGate } from '../support/layout-gate-files.ts';

layoutGate('velvet', ['member', 'expired'], { allRoutes: true });
