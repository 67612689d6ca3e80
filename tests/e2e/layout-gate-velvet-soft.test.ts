/**
 * The layout gate (tests/support/layout-gate-files.ts) in the default theme, every route, as a member who must still
 * pass age verification (the soft site) and as the staff (the machine atlas).
 */
import { layoutGate } from '../support/layout-gate-files.ts';

layoutGate('velvet', ['unverified', 'staff'], { allRoutes: true });
