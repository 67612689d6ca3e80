/**
 * /main-dashboard/membership-info/'s loader and head (membership-info.tsx; loaded with the route,
 * app/router/route-code.ts): the member's dashboard info and memberships in parallel.
 */
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { HeadContext, LoaderContext } from '../../route-code.ts';
import type { MembershipInfoRouteData } from '../../screens/membership-info.tsx';

export const membershipInfoLoader = async ({ context: { services } }: LoaderContext): Promise<MembershipInfoRouteData> => {
  services.personalPage();
  const [info, memberships] = await Promise.all([services.site.dashboardInfo(), services.site.memberships()]);
  return { info, memberships };
};

export const membershipInfoHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: dashboardTitle(DASHBOARD_PAGES.membershipInfo.label, match.context.services.config.siteName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
