/**
 * /main-dashboard/account-settings/ (spec 001 §2 'Member dashboard' Account settings; §3 'Avatar', 'Password change
 * form'; §7 GET avatar): the member's avatar and the list to choose from loaded on the server, so the page is rendered
 * with them (a failing call: no avatar and no list; the adapter logs it). The avatar and the change-password form run
 * in the machines the route's component starts. The page is the member's own (never cached for others). Title
 * 'Account Settings | {site}'. The loader and head are in account-settings.data.ts, loaded with the route
 * (route-code.ts).
 */
import { lazyRoute } from '../../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES } from '../../../../domain/dashboard.ts';
import { routeCode } from '../../route-code.ts';
import { dashboardLayoutRoute } from './layout.tsx';

const code = routeCode(() => import('./account-settings.data.ts'), 'app/router/routes/dashboard/account-settings.data.ts');
const head = routeCode(() => import('./account-settings.head.ts'), 'app/router/routes/dashboard/account-settings.head.ts');

export const accountSettingsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.accountSettings.path,
  loader: code('accountSettingsLoader'),
  head: head('accountSettingsHead'),
  component: lazyRoute(() => import('../../screens/account-settings.tsx'), 'accountSettingsRouteComponent', [
    'app/router/screens/account-settings.tsx',
    'views/containers/AccountSettingsScreen.tsx',
  ]),
});
