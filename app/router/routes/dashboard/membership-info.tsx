/**
 * /main-dashboard/membership-info/ (spec 001 §2 'Member dashboard' Membership info; §3 'Dashboard'; §7 GET
 * dashboardInfo and the memberships list): the member's dashboard info and memberships loaded in parallel on the
 * server, so the page is rendered with every field and the list (a failing call: no fields, or no list; the adapter
 * logs it). The cancellation runs in the membership-cancel machine the route's component starts. The page is the
 * member's own (never cached for others). Title 'Membership Info | {site}'.
 */
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import { type MembershipInfoRouteData, membershipInfoRouteComponent } from '../../screens/membership-info.tsx';
import { dashboardLayoutRoute } from './layout.tsx';

export const membershipInfoRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.membershipInfo.path,
  loader: async ({ context: { services } }): Promise<MembershipInfoRouteData> => {
    services.personalPage();
    const [info, memberships] = await Promise.all([services.site.dashboardInfo(), services.site.memberships()]);
    return { info, memberships };
  },
  head: ({ match }) => ({
    meta: [
      { title: dashboardTitle(DASHBOARD_PAGES.membershipInfo.label, match.context.services.config.siteName) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: membershipInfoRouteComponent,
});
