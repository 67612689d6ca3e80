/**
 * The dashboard page's head (main.tsx; loaded with the route, app/router/route-code.ts). Its loader is
 * main.data.ts: a page's hydration needs its head, not its loader.
 */
import { DASHBOARD_LABEL, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { HeadContext } from '../../route-code.ts';
import type {} from './main.data.ts';

export const dashboardMainHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: dashboardTitle(DASHBOARD_LABEL, match.context.services.config.siteName) }, { name: 'robots', content: 'noindex, nofollow' }],
});
