/**
 * /main-dashboard/account-settings/ (spec 001 §2 'Member dashboard' Account settings; §3 'Avatar', 'Password change
 * form'; §7 GET avatar): the member's avatar and the list to choose from loaded on the server, so the page is rendered
 * with them (a failing call: no avatar and no list; the adapter logs it). The avatar and the change-password form run
 * in the machines the route's component starts. The page is the member's own (never cached for others). Title
 * 'Account Settings | {site}'.
 */
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import { type AccountSettingsRouteData, accountSettingsRouteComponent } from '../../screens/account-settings.tsx';
import { postedForm } from '../../posted-form.ts';
import { dashboardLayoutRoute } from './layout.tsx';

export const accountSettingsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.accountSettings.path,
  loader: async ({ context: { services } }): Promise<AccountSettingsRouteData> => {
    services.personalPage();
    // A change-password form posted without JavaScript (app/server/form-change-password.ts): its outcome, once.
    const { posted, csrfToken } = postedForm(services, 'change-password');
    return { avatar: await services.site.avatar(), posted, csrfToken };
  },
  head: ({ match }) => ({
    meta: [
      { title: dashboardTitle(DASHBOARD_PAGES.accountSettings.label, match.context.services.config.siteName) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: accountSettingsRouteComponent,
});
