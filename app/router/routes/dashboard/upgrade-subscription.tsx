/**
 * /main-dashboard/upgrade-subscription/ (spec 001 §2 'Member dashboard' upgrade subscription: upgrade offers and
 * price-upgrade rules; §7): the member's dashboard info (the current plan), their upgrade offers, the price-upgrade
 * rules and the billers are loaded in parallel on the server, so the comparison is rendered with the page (each offer
 * the rules allow from the member's price, with its price, period and saving per month: domain/upgrade.ts).
 * 'Upgrade' runs in the upgrade-subscription machine the route's component starts. The page is the member's own.
 * Title 'Upgrade Subscription | {site}'. The loader and head are in upgrade-subscription.data.ts, loaded with the
 * route (route-code.ts).
 */
import { lazyRoute } from '../../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES } from '../../../../domain/dashboard.ts';
import { routeCode } from '../../route-code.ts';
import { dashboardLayoutRoute } from './layout.tsx';

const code = routeCode(() => import('./upgrade-subscription.data.ts'), 'app/router/routes/dashboard/upgrade-subscription.data.ts');
const head = routeCode(() => import('./upgrade-subscription.head.ts'), 'app/router/routes/dashboard/upgrade-subscription.head.ts');

export const upgradeSubscriptionRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.upgradeSubscription.path,
  loader: code('upgradeSubscriptionLoader'),
  head: head('upgradeSubscriptionHead'),
  component: lazyRoute(() => import('../../screens/upgrade-subscription.tsx'), 'upgradeRouteComponent', [
    'app/router/screens/upgrade-subscription.tsx',
    'views/containers/UpgradeSubscriptionScreen.tsx',
  ]),
});
