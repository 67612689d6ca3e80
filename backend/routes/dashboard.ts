/**
 * The member's dashboard facts (spec 001 §3 'Dashboard', §7 'Dashboard and account'; contracts/dashboard.ts):
 *   GET /api/wp/user/dashboardInfo (Bearer) → data {info, dashboard}: the current membership on this site and its
 *                                             figures (repo/dashboard.ts); 401 without a valid token
 */
import { DashboardInfoAnswer } from '../../contracts/dashboard.ts';
import { requireUser } from '../auth/session.ts';
import type { RouteModule } from '../context.ts';
import { send } from '../http/send.ts';
import { dashboardInfoOf } from '../repo/dashboard.ts';

export const dashboardRoutes: RouteModule = (app, ctx) => {
  app.get('/api/wp/user/dashboardInfo', async (c) => {
    const user = await requireUser(c, ctx);
    return send(c, DashboardInfoAnswer, { data: await dashboardInfoOf(ctx, user) });
  });
};
