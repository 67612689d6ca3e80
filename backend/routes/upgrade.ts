/**
 * Upgrade subscription (spec 001 §2 'Upgrade subscription', §7 'Dashboard and account'; contracts/upgrade.ts;
 * repo/easy-cancel.ts):
 *   GET /api/memberships/service/upgrade-offers (Bearer) → data {membershipUuid, priceUuid, offers}: the member's
 *       current membership here and its price, and the site's upgrade offers (join-now prices)
 *   GET /api/memberships/service/price-upgrade-rules → the whole body: [{fromPriceUuid, toPriceUuid, priceDifference}]
 * Buying an offer is the checkout's POST /api/payment/url with the offer's price (routes/checkout.ts).
 */
import { PriceUpgradeRules, UpgradeOffersAnswer } from '../../contracts/upgrade.ts';
import { requireUser } from '../auth/session.ts';
import type { RouteModule } from '../context.ts';
import { send } from '../http/send.ts';
import { upgradeOffersOf } from '../repo/easy-cancel.ts';
import { upgradeSettings } from '../repo/upgrades.ts';

export const upgradeRoutes: RouteModule = (app, ctx) => {
  app.get('/api/memberships/service/upgrade-offers', async (c) => {
    const user = await requireUser(c, ctx);
    return send(c, UpgradeOffersAnswer, { data: await upgradeOffersOf(ctx, user.uuid) });
  });

  app.get('/api/memberships/service/price-upgrade-rules', async (c) => send(c, PriceUpgradeRules, (await upgradeSettings(ctx)).rules));
};
