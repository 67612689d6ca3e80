/**
 * /main-dashboard/membership-info/'s loader (the head: membership-info.head.ts; membership-info.tsx; loaded with the route,
 * app/router/route-code.ts): the member's dashboard info and memberships in parallel.
 */

import type { LoaderContext } from '../../route-code.ts';
import type { MembershipInfoRouteData } from '../../screens/membership-info.tsx';

export const membershipInfoLoader = async ({ context: { services } }: LoaderContext): Promise<MembershipInfoRouteData> => {
  const [info, memberships] = await Promise.all([services.site.dashboardInfo(), services.site.memberships()]);
  return { info, memberships };
};
