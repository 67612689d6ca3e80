/**
 * Content API calls of the deals (spec 001 §7 'Deals'): GET {content}/deals and GET {content}/deal-sliders, both
 * answering `data.items` from the seeded settings 'deals' and 'dealSliders' (backend/seed/deals.ts), as stored (the
 * site orders them by sort).
 */
import type { Deal, DealSlide } from '../../contracts/deals.ts';
import { DealSlidesAnswer, DealsAnswer } from '../../contracts/deals.ts';
import type { RouteModule } from '../context.ts';
import { send } from '../http/send.ts';
import { getSetting } from '../repo/catalogue.ts';
import { contentBase } from './content.ts';

export const dealRoutes: RouteModule = (app, ctx) => {
  app.get(`${contentBase}/deals`, async (c) => send(c, DealsAnswer, { data: { items: (await getSetting<Deal[]>(ctx.db, 'deals')) ?? [] } }));
  app.get(`${contentBase}/deal-sliders`, async (c) =>
    send(c, DealSlidesAnswer, { data: { items: (await getSetting<DealSlide[]>(ctx.db, 'dealSliders')) ?? [] } }),
  );
};
