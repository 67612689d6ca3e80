/**
 * The dashboard page's head (membership-info.tsx; loaded with the route, app/router/route-code.ts). Its loader is
 * membership-info.data.ts: a page's hydration needs its head, not its loader.
 */
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { HeadContext } from '../../route-code.ts';
import type {} from './membership-info.data.ts';

export const membershipInfoHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: dashboardTitle(DASHBOARD_PAGES.membershipInfo.label, match.context.services.config.siteName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
