/**
 * The join-now page's calls on the site host (spec 001 §7 'Join-now and sales', 'Checkout and payment'):
 *   GET /api/join-now-template, /api/join-now-config            → data
 *   GET /api/current-sale-event?event=                          → data: the running sale event (group 1: none running)
 *   GET /api/price-slots?event=                                 → data: the sale's slots when `event` names the running
 *                                                                  sale, else the regular ones
 *   GET /api/memberships/billers                                → data: the billers
 *   GET /api/memberships/service/timer                          → data: the promo banner's promotion, null for none
 *   POST /api/join-now/leave-offer                              → data {priceUuids, seconds}: the leave-page trap opened
 *                                                                  for this visitor; the signed offer of the special
 *                                                                  prices set as an HttpOnly cookie for the trap's time,
 *                                                                  bound to the visitor's own (auth/leave-offer.ts). A
 *                                                                  visitor with a running offer gets it again, never a
 *                                                                  longer one; 404 when the trap is not configured
 * Seeded settings (backend/seed/sales.ts); the price slots' `event` is matched, never trusted.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod/mini';
import { LEAVE_OFFER_COOKIE, OFFER_VISITOR_COOKIE } from '../../contracts/leave-offer.ts';
import {
  BillersAnswer,
  JoinNowConfigAnswer,
  JoinNowTemplateAnswer,
  LeaveOfferAnswer,
  type PriceSlot,
  PriceSlotsAnswer,
  type SaleEvent,
  SaleEventAnswer,
} from '../../contracts/sales.ts';
import type { Biller, JoinNowConfig, JoinNowTemplate } from '../../contracts/sales.ts';
import { type PromoTimer, PromoTimerAnswer } from '../../contracts/promo-timer.ts';
import { isVisitorId, newVisitorId, signLeaveOffer, verifyLeaveOffer } from '../auth/leave-offer.ts';
import { specialPriceUuids } from '../billing/checkout.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { getSetting } from '../repo/catalogue.ts';

const EventQuery = z.object({ event: z._default(z.string().check(z.maxLength(100)), '') });

/** The 'no sale event' answer (group 1, spec 001 §9). */
const NO_SALE: SaleEvent = { uuid: '', saleEventGroup: 1, userRegionCode: '', title: '', endsAt: null };

/** The offer's two cookies: HttpOnly, Lax, on every path of the site (the form without JavaScript posts to /join-now/). */
const offerCookie = (ctx: BackendContext, maxAge?: number) => ({
  httpOnly: true,
  sameSite: 'Lax' as const,
  path: '/',
  secure: ctx.publicUrl.startsWith('https:'),
  ...(maxAge === undefined ? {} : { maxAge }),
});

/**
 * The leave-page trap's offer for the caller (auth/leave-offer.ts): their running one again (the window is never moved
 * on by asking again), else a new one to now + the trap's time; the visitor's cookie made when they have none (a
 * browser session's: the trap is once per browser session).
 */
async function leaveOffer(c: Context, ctx: BackendContext, trapSeconds: number) {
  const now = nowSeconds(ctx);
  const known = getCookie(c, OFFER_VISITOR_COOKIE);
  const visitorId = isVisitorId(known) ? known : newVisitorId();
  if (visitorId !== known) setCookie(c, OFFER_VISITOR_COOKIE, visitorId, offerCookie(ctx));
  const running = await verifyLeaveOffer(ctx.jwtKey, getCookie(c, LEAVE_OFFER_COOKIE), visitorId, ctx.now());
  const prices = await specialPriceUuids(ctx);
  const exp = running?.exp ?? now + trapSeconds;
  if (!running) {
    const token = await signLeaveOffer(ctx.jwtKey, { visitorId, prices, exp }, now);
    setCookie(c, LEAVE_OFFER_COOKIE, token, offerCookie(ctx, exp - now));
  }
  return { priceUuids: running?.prices ?? prices, seconds: exp - now };
}

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

  app.post('/api/join-now/leave-offer', async (c) => {
    const { trapTimerMinutes } = await setting<JoinNowConfig>('joinNowConfig');
    if (trapTimerMinutes <= 0) throw notFound();
    // The visitor's own: no cache keeps it.
    c.header('Cache-Control', 'no-store');
    return send(c, LeaveOfferAnswer, { data: await leaveOffer(c, ctx, trapTimerMinutes * 60) });
  });

  app.get('/api/price-slots', async (c) => {
    const { event } = query(c, EventQuery);
    const slots = await setting<{ regular: PriceSlot[]; sale: PriceSlot[] }>('priceSlots');
    const sale = await runningSale();
    const onSale = event !== '' && sale.saleEventGroup !== 1 && event === sale.uuid;
    return send(c, PriceSlotsAnswer, { data: onSale ? slots.sale : slots.regular });
  });
};
