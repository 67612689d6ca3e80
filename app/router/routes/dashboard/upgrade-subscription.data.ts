/**
 * /main-dashboard/upgrade-subscription/'s loader (the head: upgrade-subscription.head.ts; upgrade-subscription.tsx; loaded with the route,
 * app/router/route-code.ts): the member's dashboard info, their upgrade offers, the price-upgrade rules and the
 * billers in parallel; each offer the rules allow from the member's price (domain/upgrade.ts).
 */

import { upgradeOptions } from '../../../../domain/upgrade.ts';
import type { LoaderContext } from '../../route-code.ts';
import type { UpgradeRouteData } from '../../screens/upgrade-subscription.tsx';

export const upgradeSubscriptionLoader = async ({ context: { services } }: LoaderContext): Promise<UpgradeRouteData> => {
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
};
