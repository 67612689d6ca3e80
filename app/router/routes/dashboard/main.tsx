/**
 * /main-dashboard/ (spec 001 §2 'Dashboard main'; §7 GET {content}/dashboard, GET {content}/dashboard-menu; §9 'first
 * 2 blog posts, top 5 top scenes'): the public dashboard, the dashboard menu's main-area tiles (type 2, for the viewer)
 * and the first 2 blog posts, loaded in parallel on the server, so the page is rendered with its content. Easy cancel
 * is offered when the dashboard says isEasyCancelActive, the configuration has it and the viewer is an active member.
 * Title 'Your Dashboard | {site}'. The loader and head are in main.data.ts, loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PATH } from '../../../../domain/dashboard.ts';
import { lazyScreen } from '../../lazy-screen.tsx';
import { routeCode } from '../../route-code.ts';
import { dashboardLayoutRoute } from './layout.tsx';

const code = routeCode(() => import('./main.data.ts'), 'app/router/routes/dashboard/main.data.ts');
const head = routeCode(() => import('./main.head.ts'), 'app/router/routes/dashboard/main.head.ts');

export const dashboardMainRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PATH,
  loader: code('dashboardMainLoader'),
  head: head('dashboardMainHead'),
  component: lazyScreen(
    () => import('../../../../views/containers/DashboardMainScreen.tsx'),
    'DashboardMainScreen',
    'views/containers/DashboardMainScreen.tsx',
  ),
});
