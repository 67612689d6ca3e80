/**
 * The dashboard page's head (easy-cancel.tsx; loaded with the route, app/router/route-code.ts). Its loader is
 * easy-cancel.data.ts: a page's hydration needs its head, not its loader.
 */
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { HeadContext } from '../../route-code.ts';
import type {} from './easy-cancel.data.ts';

export const easyCancelHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: dashboardTitle(DASHBOARD_PAGES.easyCancel.label, match.context.services.config.siteName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
