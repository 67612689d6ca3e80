/**
 * The join-now page's calls on the site host (spec 001 §7 'Join-now and sales', 'Checkout and payment'; §8): each
 * failure is logged with the spec's line and gives the empty default, so the page renders what it has. Never throws.
 * The affiliate id is forwarded with the price-slot request as `aff_id` (the site server calls the upstream, so the
 * browser's cookie is passed on as a parameter). The leave-page trap's offer is the browser's own: its answer sets the
 * offer's HttpOnly cookies, which go with the sign-up and payment-URL calls of the same origin (a special price is
 * refused without them, 403 under `offer`: contracts/leave-offer.ts).
 */
import type {
  Biller,
  JoinNowConfig,
  JoinNowTemplate,
  LeaveOffer,
  PaymentStatus,
  PaymentUrlBody,
  PaymentUrlOutcome,
  PriceSlot,
  SaleEvent,
  SignUpBody,
} from '../contracts/sales.ts';
import type { PromoTimer } from '../contracts/promo-timer.ts';
import type { CallResult, HttpClient } from './http.ts';
import { GENERIC_ERROR } from './messages.ts';
import type { Logger } from './log.ts';
import { createPrefixer } from './permalinks.ts';

/**
 * The sales contract's schemas, loaded when a refusal is read or an empty default is needed (the answers themselves
 * are parsed by the call table, adapters/http.ts): this adapter is in every page's first load, the schemas are not.
 */
const salesContract = () => import('../contracts/sales.ts');

/** The log lines of spec 001 §8. */
export const SALES_FAILURES = {
  template: 'Failed to get template',
  config: 'Failed to get config',
  tariffs: 'Failed to get tariffs',
  saleEvent: 'Failed to get current sale event',
  billers: 'Failed to get payment systems',
  /** The promo timer's failure (the spec names no line: 'errors swallowed; empty defaults'). */
  promoTimer: 'Failed to get promo timer',
  /** The leave-page trap's offer (not in the spec: the trap then shows no special prices). */
  leaveOffer: 'Failed to get the leave-page offer',
} as const;

export interface SalesApi {
  template(): Promise<JoinNowTemplate>;
  config(): Promise<JoinNowConfig>;
  /** The price slots for the sale event (`event`: its uuid, or none), with the visitor's affiliate id. */
  priceSlots(q: { event?: string; affId?: string }): Promise<PriceSlot[]>;
  /** The running sale event; null when the call fails. */
  currentSaleEvent(q: { event?: string }): Promise<SaleEvent | null>;
  billers(): Promise<Biller[]>;
  /**
   * POST /api/join-now/leave-offer: the leave-page trap's offer for this visitor (the special prices, the seconds it
   * lasts; its signed cookies set by the answer, which the sign-up and payment URL of a special price need); null
   * when the call fails. Never throws.
   */
  leaveOffer(): Promise<LeaveOffer | null>;
  /**
   * POST /api/account: the new account's payment URL, or the refusal {title, data} (§8; a special price without its
   * leave-page offer: 'This offer has expired.' under `offer`). Never throws.
   */
  signUp(body: SignUpBody): Promise<PaymentUrlOutcome>;
  /** POST /api/payment/url (Bearer): a signed-in member's payment URL, or the refusal (as the sign-up's). Never throws. */
  paymentUrl(body: PaymentUrlBody): Promise<PaymentUrlOutcome>;
  /** GET /api/payment/status/{uuid}: the payment; null when there is none; throws when the call fails. */
  paymentStatus(uuid: string): Promise<PaymentStatus | null>;
  /** GET /api/memberships/service/timer: the promo countdown banner's promotion; null when none runs or the call fails. */
  promoTimer(): Promise<PromoTimer | null>;
}

/**
 * A payment-URL call as the checkout sees it: the URL, or the refusal {title: errors.title or the call's message,
 * data: errors.data} (spec 001 §8 'Account creation or payment-URL error').
 */
async function outcomeOf(r: CallResult<{ data: { paymentUrl: string | null } }>): Promise<PaymentUrlOutcome> {
  if (r.ok) return { ok: true, paymentUrl: r.data.data.paymentUrl };
  const body = (await salesContract()).CheckoutErrorBody.safeParse(r.body);
  if (body.success) return { ok: false, title: body.data.errors.title, data: body.data.errors.data };
  // A refusal of the request (4xx) says why in its message; a failure of the service does not.
  const refusedRequest = r.status !== null && r.status >= 400 && r.status < 500;
  return { ok: false, title: (refusedRequest && r.message) || GENERIC_ERROR, data: {} };
}

export function createSalesApi(http: HttpClient, opts: { contentHost: string; log: Logger }): SalesApi {
  const p = createPrefixer(opts.contentHost);
  const image = <I extends { url: string } | null>(i: I): I => (i ? { ...i, url: p.url(i.url) } : i);
  const failed = (line: string, r: { reason: string; status: number | null; message: string }) =>
    opts.log.error(line, { reason: r.reason, status: r.status, message: r.message });
  return {
    async template() {
      const r = await http.call('joinNowTemplate');
      if (!r.ok) {
        failed(SALES_FAILURES.template, r);
        return (await salesContract()).emptyJoinNowTemplate;
      }
      const t = r.data.data;
      return {
        ...t,
        winnerLogos: t.winnerLogos.map(image),
        standardImage1: image(t.standardImage1),
        standardImage2: image(t.standardImage2),
        standardImage3: image(t.standardImage3),
        bundleImage1: image(t.bundleImage1),
        bundleImage2: image(t.bundleImage2),
        bundleImage3: image(t.bundleImage3),
      };
    },
    async config() {
      const r = await http.call('joinNowConfig');
      if (r.ok) return r.data.data;
      failed(SALES_FAILURES.config, r);
      return (await salesContract()).emptyJoinNowConfig;
    },
    async priceSlots(q) {
      const r = await http.call('priceSlots', { query: { event: q.event || undefined, aff_id: q.affId || undefined } });
      if (r.ok) return r.data.data.map((slot) => ({ ...slot, image: image(slot.image) }));
      failed(SALES_FAILURES.tariffs, r);
      return [];
    },
    async currentSaleEvent(q) {
      const r = await http.call('currentSaleEvent', { query: { event: q.event || undefined } });
      if (r.ok) return r.data.data;
      failed(SALES_FAILURES.saleEvent, r);
      return null;
    },
    async billers() {
      const r = await http.call('billers');
      if (r.ok) return r.data.data;
      failed(SALES_FAILURES.billers, r);
      return [];
    },
    async leaveOffer() {
      const r = await http.call('leaveOffer');
      if (r.ok) return r.data.data;
      failed(SALES_FAILURES.leaveOffer, r);
      return null;
    },
    async signUp(body) {
      return outcomeOf(await http.call('signUp', { body, noAuthRetry: true }));
    },
    async paymentUrl(body) {
      return outcomeOf(await http.call('paymentUrl', { body }));
    },
    async paymentStatus(uuid) {
      // An unknown payment is the page's to say, not a 404 of the whole page.
      const r = await http.call('paymentStatus', { params: { uuid }, passNotFound: true });
      if (r.ok) return r.data.data;
      if (r.reason === 'not-found') return null;
      throw new Error(`payment status: ${r.message}`);
    },
    async promoTimer() {
      const r = await http.call('promoTimer');
      if (!r.ok) {
        failed(SALES_FAILURES.promoTimer, r);
        return null;
      }
      const t = r.data.data;
      return t && { ...t, imageMobile: image(t.imageMobile), imageTablet: image(t.imageTablet), imageDesktop: image(t.imageDesktop) };
    },
  };
}
