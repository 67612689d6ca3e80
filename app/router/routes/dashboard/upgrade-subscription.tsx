/**
 * /main-dashboard/upgrade-subscription/ (spec 001 §2 'Member dashboard' upgrade subscription: upgrade offers and
 * price-upgrade rules; §7): the member's dashboard info (the current plan), their upgrade offers, the price-upgrade
 * rules and the billers are loaded in parallel on the server, so the comparison is rendered with the page (each offer
 * the rules allow from the member's price, with its price, period and saving per month: domain/upgrade.ts).
 * 'Upgrade' runs in the upgrade-subscription machine the route's component starts. The page is the member's own.
 * Title 'Upgrade Subscription | {site}'.
 */
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import { upgradeOptions } from '../../../../domain/upgrade.ts';
import { type UpgradeRouteData, upgradeRouteComponent } from '../../screens/upgrade-subscription.tsx';
import { dashboardLayoutRoute } from './layout.tsx';

export const upgradeSubscriptionRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.upgradeSubscription.path,
  loader: async ({ context: { services } }): Promise<UpgradeRouteData> => {
    services.personalPage();
    const [info, offers, rules, billers] = await Promise.all([
      services.site.dashboardInfo(),
      services.site.upgradeOffers(),
      services.site.priceUpgradeRules(),
      services.sales.billers(),
    ]);
    const period = info?.dashboard.periodicity ?? null;
    const options = upgradeOptions(offers, rules, period);
    const membership = info?.info;
    const current =
      membership?.membership_uuid && period
        ? {
            title: membership.membership,
            status: membership.status,
            currency: membership.membership_currency,
            period,
            amount: options[0]?.currentAmount ?? info?.dashboard.rebill_amount ?? 0,
            paymentSystem: membership.paymentSystem,
          }
        : null;
    return { current, options: current ? options : [], billers, failed: info === null };
  },
  head: ({ match }) => ({
    meta: [
      { title: dashboardTitle(DASHBOARD_PAGES.upgradeSubscription.label, match.context.services.config.siteName) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: upgradeRouteComponent,
});
