/** The dashboard's routes under their layout (app/router/routes/dashboard/layout.tsx): one line per page. */
import { dashboardLayoutRoute } from './layout.tsx';
import { favoritesRoute } from './favorites.tsx';
import { easyCancelRoute } from './easy-cancel.tsx';
import { upgradeSubscriptionRoute } from './upgrade-subscription.tsx';
import { dashboardMainRoute } from './main.tsx';
import { membershipInfoRoute } from './membership-info.tsx';
import { accountSettingsRoute } from './account-settings.tsx';

export const dashboardRouteTree = dashboardLayoutRoute.addChildren([
  // One page a line (this comment keeps the list open, so each page's line stays its own).
  favoritesRoute,
  dashboardMainRoute,
  easyCancelRoute,
  upgradeSubscriptionRoute,
  membershipInfoRoute,
  accountSettingsRoute,
]);
