/** The layout gate (tests/support/layout-gate-files.ts) in the darkest and the light theme, one route per template, as every kind of visitor. */
import { layoutGate } from '../support/layout-gate-files.ts';

for (const theme of ['midnight', 'lumen'] as const) layoutGate(theme, ['guest', 'member', 'expired', 'unverified', 'staff'], { allRoutes: false });
