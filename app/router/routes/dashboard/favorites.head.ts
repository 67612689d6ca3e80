/**
 * The dashboard page's head (favorites.tsx; loaded with the route, app/router/route-code.ts). Its loader is
 * favorites.data.ts: a page's hydration needs its head, not its loader.
 */
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { HeadContext } from '../../route-code.ts';
import type {} from './favorites.data.ts';

export const favoritesHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: dashboardTitle(DASHBOARD_PAGES.favorites.label, match.context.services.config.siteName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
