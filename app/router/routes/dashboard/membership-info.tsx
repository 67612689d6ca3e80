/**
 * /main-dashboard/membership-info/ (spec 001 §2 'Member dashboard' Membership info; §3 'Dashboard'; §7 GET
 * dashboardInfo and the memberships list): the member's dashboard info and memberships loaded in parallel on the
 * server, so the page is rendered with every field and the list (a failing call: no fields, or no list; the adapter
 * logs it). The cancellation runs in the membership-cancel machine the route's component starts. The page is the
 * member's own (never cached for others). Title 'Membership Info | {site}'. The loader and head are in
 * membership-info.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES } from '../../../../domain/dashboard.ts';
import { routeCode } from '../../route-code.ts';
import { dashboardLayoutRoute } from './layout.tsx';

const code = routeCode(() => import('./membership-info.data.ts'), 'app/router/routes/dashboard/membership-info.data.ts');
const head = routeCode(() => import('./membership-info.head.ts'), 'app/router/routes/dashboard/membership-info.head.ts');

export const membershipInfoRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.membershipInfo.path,
  loader: code('membershipInfoLoader'),
  head: head('membershipInfoHead'),
  component: lazyRoute(() => import('../../screens/membership-info.tsx'), 'membershipInfoRouteComponent', [
    'app/router/screens/membership-info.tsx',
    'views/containers/MembershipInfoScreen.tsx',
  ]),
});
