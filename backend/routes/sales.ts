/**
 * The join-now page's calls on the site host (spec 001 §7 'Join-now and sales', 'Checkout and payment'):
 *   GET /api/join-now-template, /api/join-now-config            → data
 *   GET /api/current-sale-event?event=                          → data: the running sale event (group 1: none running)
 *   GET /api/price-slots?event=                                 → data: the sale's slots when `event` names the running
 *                                                                  sale, else the regular ones
 *   GET /api/memberships/billers                                → data: the billers
 *   GET /api/memberships/service/timer                          → data: the promo banner's promotion, null for none
 * Seeded settings (backend/seed/sales.ts); the price slots' `event` is matched, never trusted.
 */
import { z } from 'zod/mini';
import {
  BillersAnswer,
  JoinNowConfigAnswer,
  JoinNowTemplateAnswer,
  type PriceSlot,
  PriceSlotsAnswer,
  type SaleEvent,
  SaleEventAnswer,
} from '../../contracts/sales.ts';
import type { Biller, JoinNowConfig, JoinNowTemplate } from '../../contracts/sales.ts';
import { type PromoTimer, PromoTimerAnswer } from '../../contracts/promo-timer.ts';
import type { RouteModule } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { getSetting } from '../repo/catalogue.ts';

const EventQuery = z.object({ event: z._default(z.string().check(z.maxLength(100)), '') });

/** The 'no sale event' answer (group 1, spec 001 §9). */
const NO_SALE: SaleEvent = { uuid: '', saleEventGroup: 1, userRegionCode: '', title: '', endsAt: null };

export const salesRoutes: RouteModule = (app, ctx) => {
  const setting = async <T>(key: string): Promise<T> => {
    const value = await getSetting<T>(ctx.db, key);
    if (value === undefined) throw notFound();
    return value;
  };
  const runningSale = async (): Promise<SaleEvent> => {
    const sale = await getSetting<SaleEvent>(ctx.db, 'saleEvent');
    const now = Math.floor(ctx.now() / 1000);
    return sale && (sale.endsAt === null || sale.endsAt > now) ? sale : NO_SALE;
  };

  app.get('/api/join-now-template', async (c) => send(c, JoinNowTemplateAnswer, { data: await setting<JoinNowTemplate>('joinNowTemplate') }));
  app.get('/api/join-now-config', async (c) => send(c, JoinNowConfigAnswer, { data: await setting<JoinNowConfig>('joinNowConfig') }));
  app.get('/api/memberships/billers', async (c) => send(c, BillersAnswer, { data: await setting<Biller[]>('billers') }));
  // The promo countdown banner (spec 001 §7): the seeded promotion, or none.
  app.get('/api/memberships/service/timer', async (c) =>
    send(c, PromoTimerAnswer, { data: (await getSetting<PromoTimer | null>(ctx.db, 'promoTimer')) ?? null }),
  );

  app.get('/api/current-sale-event', async (c) => {
    query(c, EventQuery);
    return send(c, SaleEventAnswer, { data: await runningSale() });
  });

  app.get('/api/price-slots', async (c) => {
    const { event } = query(c, EventQuery);
    const slots = await setting<{ regular: PriceSlot[]; sale: PriceSlot[] }>('priceSlots');
    const sale = await runningSale();
    const onSale = event !== '' && sale.saleEventGroup !== 1 && event === sale.uuid;
    return send(c, PriceSlotsAnswer, { data: onSale ? slots.sale : slots.regular });
  });
};
