/**
 * The join-now page's calls on the site host (spec 001 §7 'Join-now and sales', 'Checkout and payment'; §8): each
 * failure is logged with the spec's line and gives the empty default, so the page renders what it has. Never throws.
 * The affiliate id is forwarded with the price-slot request as `aff_id` (the site server calls the upstream, so the
 * browser's cookie is passed on as a parameter).
 */
import type { Biller, JoinNowConfig, JoinNowTemplate, PriceSlot, SaleEvent } from '../contracts/sales.ts';
import { emptyJoinNowConfig, emptyJoinNowTemplate } from '../contracts/sales.ts';
import type { HttpClient } from './http.ts';
import type { Logger } from './log.ts';
import { createPrefixer } from './permalinks.ts';

/** The log lines of spec 001 §8. */
export const SALES_FAILURES = {
  template: 'Failed to get template',
  config: 'Failed to get config',
  tariffs: 'Failed to get tariffs',
  saleEvent: 'Failed to get current sale event',
  billers: 'Failed to get payment systems',
} as const;

export interface SalesApi {
  template(): Promise<JoinNowTemplate>;
  config(): Promise<JoinNowConfig>;
  /** The price slots for the sale event (`event`: its uuid, or none), with the visitor's affiliate id. */
  priceSlots(q: { event?: string; affId?: string }): Promise<PriceSlot[]>;
  /** The running sale event; null when the call fails. */
  currentSaleEvent(q: { event?: string }): Promise<SaleEvent | null>;
  billers(): Promise<Biller[]>;
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
        return emptyJoinNowTemplate;
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
      return emptyJoinNowConfig;
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
  };
}
