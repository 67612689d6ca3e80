/**
 * The dashboard page's head (upgrade-subscription.tsx; loaded with the route, app/router/route-code.ts). Its loader is
 * upgrade-subscription.data.ts: a page's hydration needs its head, not its loader.
 */
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { HeadContext } from '../../route-code.ts';
import type {} from './upgrade-subscription.data.ts';

export const upgradeSubscriptionHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: dashboardTitle(DASHBOARD_PAGES.upgradeSubscription.label, match.context.services.config.siteName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
