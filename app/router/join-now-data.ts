/**
 * What the join-now page starts from (spec 001 §2 'Join-now page', §4 'Sale event', 'Per-price timers', 'Leave-page
 * trap', 'Affiliate id'): the current sale event first (its id is kept for the visit and fetched only while it is null
 * or false), then the template, the config, the price slots of that sale (with the visitor's affiliate id) and the
 * billers; each failure is logged by the adapter and leaves its empty default, so the page renders what it has.
 * The timer cookies timer-0 … timer-3 are started now where a position has a timer and no start yet (not while the
 * trap runs: it cleared them); the trap's cookies say whether it was seen and whether it runs. A declined payment in
 * the address (?payment=…) brings back the buyer's tariff, biller, e-mail and the biller's message.
 */
import type { Biller, JoinNowConfig, JoinNowTemplate, PriceSlot, SaleEvent } from '../../contracts/sales.ts';
import { JOIN_EXPIRED_PATH } from '../../domain/constants.ts';
import { JOIN_NOW_CHOICE_COOKIE, decodeChoice } from '../../domain/join-now-choice.ts';
import {
  TIMER_COOKIES,
  TRAP_DURATION_COOKIE,
  TRAP_START_COOKIE,
  TRAP_TRIGGERED_COOKIE,
  priceTimerSeconds,
  trapTimerSeconds,
} from '../../domain/price-timers.ts';
import { type SaleEventId, needsSaleEvent, saleEventIdOf, saleEventQuery } from '../../domain/sale-event.ts';
import { bundlesOf, defaultPosition, placeOfPrice, shownSlots } from '../../domain/tariffs.ts';
import type { Bundle } from '../../domain/tariffs.ts';
import type { PostedOutcome } from '../../domain/form-outcome.ts';
import { visitAffiliate } from './affiliate.ts';
import { postedForm } from './posted-form.ts';
import type { Services } from './services.ts';
import { viewerFlags } from './viewer-flags.ts';

/**
 * What the last try kept for the next: a declined payment's e-mail, biller and message; or the biller chosen before a
 * reload or Back from the biller's page (no e-mail, no message).
 */
export type KeptCheckout = { email: string; paymentSystem: string; message: string };

export interface JoinNowData {
  template: JoinNowTemplate;
  config: JoinNowConfig;
  slots: PriceSlot[];
  billers: Biller[];
  saleEvent: SaleEvent | null;
  /** ?event=expired: an expired member renewing. */
  expired: boolean;
  /** The viewer's membership is active (not canceled): no plan is for sale to them here (spec 001 §6). */
  member: boolean;
  nowSec: number;
  bundles: Bundle[];
  chosen: number | null;
  timerStarts: (number | null)[];
  trapSeen: boolean;
  trap: { start: number; duration: number } | null;
  trapSeconds: number;
  kept: KeptCheckout | null;
  /** The checkout form posted without JavaScript and refused (app/server/form-checkout.ts): its e-mail and messages. */
  posted: PostedOutcome | null;
  /** The checkout form's CSRF token, for the post without JavaScript ('' after a client navigation). */
  csrfToken: string;
}

type HeldSaleEvent = { id: SaleEventId; event: SaleEvent | null };

/**
 * The visit's current sale event (its id null until fetched), one per services object: a request on the server, the
 * visit in the browser (spec 001 §3 'Stored on the client as currentSaleEvent').
 */
const saleEvents = new WeakMap<Services, HeldSaleEvent>();

export async function currentSaleEvent(services: Services): Promise<HeldSaleEvent> {
  const held = saleEvents.get(services) ?? { id: null, event: null };
  if (!needsSaleEvent(held.id)) return held;
  const event = await services.sales.currentSaleEvent(saleEventQuery(held.id));
  const next = event ? { id: saleEventIdOf(event), event } : held;
  saleEvents.set(services, next);
  return next;
}

const secondsOf = (value: string | undefined): number | null => {
  const n = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
};

/** The trap's timer from its session cookies; null when it is not running. */
function trapOf(services: Services): { start: number; duration: number } | null {
  const start = secondsOf(services.cookies.get(TRAP_START_COOKIE));
  const duration = secondsOf(services.cookies.get(TRAP_DURATION_COOKIE));
  return start !== null && duration !== null ? { start, duration } : null;
}

/** Each position's timer start, started now (a session cookie) where it has a timer and none yet. */
function timerStartsOf(services: Services, config: JoinNowConfig, nowSec: number, trapRunning: boolean): (number | null)[] {
  const seconds = priceTimerSeconds(config);
  return TIMER_COOKIES.map((name, i) => {
    if (seconds[i] === null) return null;
    const start = secondsOf(services.cookies.get(name));
    if (start !== null || trapRunning) return start;
    services.cookies.set(name, String(nowSec));
    return nowSec;
  });
}

/** Spec 001 §2, §4: where an expired member opening /join-now/ is sent instead (?event=expired); null for anyone else. */
export function renewalPath(services: Services, search: { event?: string; payment?: string }): string | null {
  if (!viewerFlags(services).expired || search.event === 'expired') return null;
  return `${JOIN_EXPIRED_PATH}${search.payment ? `&payment=${encodeURIComponent(search.payment)}` : ''}`;
}

export async function loadJoinNowData(services: Services, search: { event?: string; payment?: string }, searchStr: string): Promise<JoinNowData> {
  const flags = viewerFlags(services);
  const { posted, csrfToken } = postedForm(services, 'checkout');
  const { affId } = visitAffiliate(services.cookies, searchStr);
  const sale = await currentSaleEvent(services);
  const [template, config, slots, billers, payment] = await Promise.all([
    services.sales.template(),
    services.sales.config(),
    services.sales.priceSlots({ ...saleEventQuery(sale.id), affId }),
    services.sales.billers(),
    // A payment is told to its buyer's own session only (its e-mail is theirs): none asked without one.
    search.payment && flags.loggedIn ? services.sales.paymentStatus(search.payment).catch(() => null) : Promise.resolve(null),
  ]);
  const nowSec = Math.floor(services.nowMs() / 1000);
  const trap = trapOf(services);
  const trapRunning = trap !== null && trap.start + trap.duration > nowSec;
  const declined = payment?.status === 'declined' ? payment : null;
  const offered = bundlesOf(slots);
  // The plan and biller the buyer chose before (a reload, Back from the biller), unless a declined payment says.
  const chosenBefore = declined ? null : decodeChoice(services.cookies.get(JOIN_NOW_CHOICE_COOKIE));
  const keptPrice = declined?.priceUuid ?? chosenBefore?.priceUuid;
  const place = keptPrice ? placeOfPrice(slots, offered, keptPrice) : null;
  const bundles = place?.bundles ?? offered;
  return {
    template,
    config: { ...config, comments: config.comments.filter((c) => (c.text ?? '').trim() !== '') },
    slots,
    billers,
    saleEvent: sale.event,
    expired: search.event === 'expired',
    member: flags.active && !flags.canceled,
    nowSec,
    bundles,
    chosen: place?.position ?? defaultPosition(shownSlots(slots, bundles, trapRunning).length),
    timerStarts: timerStartsOf(services, config, nowSec, trapRunning),
    trapSeen: services.cookies.get(TRAP_TRIGGERED_COOKIE) !== undefined,
    trap,
    trapSeconds: trapTimerSeconds(config),
    kept: declined
      ? { email: declined.email, paymentSystem: declined.paymentSystem, message: declined.message }
      : place && chosenBefore
        ? { email: posted?.email ?? '', paymentSystem: chosenBefore.paymentSystem, message: '' }
        : null,
    posted,
    csrfToken,
  };
}
