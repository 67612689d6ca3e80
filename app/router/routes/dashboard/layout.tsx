/**
 * The dashboard layout (spec 001 §2 'Member dashboard'; §6 'Dashboard: requires authentication'): a pathless route
 * every /main-dashboard/ page sits in. Its guards answer 401 'You are not authenticated.' without a member's session
 * (the 'Access denied' screen in its place, app/router/refusal.ts). Its loader gives the dashboard menu's sidebar items
 * for the viewer (type 1 by sort, their visibility rules, never to guests, the easy-cancel page only where the
 * configuration has it: app/router/dashboard-data.ts); it is in layout.data.ts, loaded with the route
 * (route-code.ts). Its component (lazily loaded) draws the breadcrumbs, the sidebar and the page
 * (views/containers/DashboardLayoutScreen.tsx).
 */
import { createRoute } from '@tanstack/react-router';
import { guarded } from '../../gate.ts';
import { lazyScreen } from '../../lazy-screen.tsx';
import { routeCode } from '../../route-code.ts';
import { rootRoute } from '../root.tsx';

const code = routeCode(() => import('./layout.data.ts'), 'app/router/routes/dashboard/layout.data.ts');

export const dashboardLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'dashboard',
  // A member's own pages: never kept by the guest page cache or a CDN.
  staticData: { personal: true },
  beforeLoad: guarded(['authenticated', 'dashboard']),
  loader: code('dashboardLayoutLoader'),
  component: lazyScreen(
    () => import('../../../../views/containers/DashboardLayoutScreen.tsx'),
    'DashboardLayoutScreen',
    'views/containers/DashboardLayoutScreen.tsx',
  ),
});
