/**
 * Affiliate tracking on the site host (spec 001 §4 'Affiliate id'; contracts/affiliate.ts):
 *   POST /api/affiliate/hits       {affId, offerId, path, unique} → 201 data.recorded: the js-hit tracker's hit
 *   GET  /api/dev/affiliate-hits   ?affId= → data.items: hits and unique visitors per affiliate, the busiest first; a
 *                                  developer call, served only with BackendOptions.devCalls (the site runs embedded),
 *                                  else 404 like any unknown path (the outbox's rule, routes/dev.ts)
 * A hit needs no sign-in (an affiliate's visitors are mostly guests) and changes no account; what the affiliate earns
 * is the sign-up's affiliateId (routes/checkout.ts), read back with the user (GET /api/wp/user data.item.affiliateId).
 */
import { AffiliateFiguresAnswer, AffiliateFiguresQuery, AffiliateHitAnswer, AffiliateHitBody } from '../../contracts/affiliate.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { devCallsOnly } from '../http/dev-access.ts';
import { jsonBody, query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { affiliateFigures, recordHit } from '../repo/affiliate-hits.ts';

export const affiliateRoutes: RouteModule = (app, ctx) => {
  app.post('/api/affiliate/hits', async (c) => {
    await recordHit(ctx.db, await jsonBody(c, AffiliateHitBody), nowSeconds(ctx));
    return send(c, AffiliateHitAnswer, { data: { recorded: true } }, 201);
  });

  app.get('/api/dev/affiliate-hits', devCallsOnly(ctx), async (c) => {
    const q = query(c, AffiliateFiguresQuery);
    const items = await affiliateFigures(ctx.db, q.affId || undefined);
    return send(c, AffiliateFiguresAnswer, { status: { code: 200, message: 'OK' }, data: { items } });
  });
};
