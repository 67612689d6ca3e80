/**
 * The dashboard page's head (account-settings.tsx; loaded with the route, app/router/route-code.ts). Its loader is
 * account-settings.data.ts: a page's hydration needs its head, not its loader.
 */
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { HeadContext } from '../../route-code.ts';
import type {} from './account-settings.data.ts';

export const accountSettingsHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: dashboardTitle(DASHBOARD_PAGES.accountSettings.label, match.context.services.config.siteName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
