/**
 * The member-plus service's client (spec 001 §7 'Checkout and payment' {memberPlus} calls, §8 'Member-plus payment-URL
 * failure or non-200'): every failure is logged and gives the empty default, so the payment flow falls back to the
 * partner site's join-now page and a page renders what it has. Never throws. The pop-up's media are paths on the
 * content host, prefixed like the join-now page's images.
 */
import type { MemberPlusMembership, MemberPlusPaymentUrlQuery, MemberPlusPrice, MemberPlusStatus } from '../contracts/member-plus.ts';
import type { HttpClient } from './http.ts';
import type { Logger } from './log.ts';
import { createPrefixer } from './permalinks.ts';

/** The status when it cannot be known: no member-plus membership (a fresh object: callers may keep it). */
const emptyMemberPlusStatus = (): MemberPlusStatus => ({ isMemberPlus: false, activeSites: [], nextRebillAt: null });

/** The log lines of the member-plus calls (the spec names none: ours, in the style of spec 001 §8's). */
export const MEMBER_PLUS_FAILURES = {
  price: 'Failed to get member-plus price',
  paymentUrl: 'Failed to get member-plus payment url',
  aggregate: 'Failed to get memberships',
  status: 'Failed to get membership status',
} as const;

/** HTTP 200: the only status whose payment URL is used (spec 001 §4 step 3). */
const HTTP_OK = 200;

export interface MemberPlusApi {
  /** The price of a tile's priceUuid; null when it cannot be had (unknown, the call failed). */
  price(id: string): Promise<MemberPlusPrice | null>;
  /** The biller's payment URL for the signed-in member; null on a failure or any answer but 200. */
  paymentUrl(q: MemberPlusPaymentUrlQuery): Promise<string | null>;
  /** The member's memberships across the network sites; none when the call fails. */
  aggregate(): Promise<MemberPlusMembership[]>;
  /** The member's member-plus standing; the empty one when the call fails. */
  status(): Promise<MemberPlusStatus>;
}

export function createMemberPlusApi(http: HttpClient, opts: { contentHost: string; log: Logger }): MemberPlusApi {
  const p = createPrefixer(opts.contentHost);
  const failed = (line: string, r: { reason: string; status: number | null; message: string }) =>
    opts.log.error(line, { reason: r.reason, status: r.status, message: r.message });
  return {
    async price(id) {
      const r = await http.call('memberPlusPrice', { params: { id } });
      if (!r.ok) {
        failed(MEMBER_PLUS_FAILURES.price, r);
        return null;
      }
      const price = r.data.data;
      const media = Object.fromEntries(
        (['videoLink', 'smallImage', 'mainImage', 'mobileMainImage', 'middleLayerImage', 'mobileMiddleLayerImage'] as const).map((key) => [
          key,
          price.popup[key] ? p.url(price.popup[key]) : '',
        ]),
      );
      return { ...price, popup: { ...price.popup, ...media } };
    },
    async paymentUrl(q) {
      const r = await http.call('memberPlusPaymentUrl', { query: q });
      if (r.ok && r.status === HTTP_OK) return r.data.data.paymentUrl;
      failed(MEMBER_PLUS_FAILURES.paymentUrl, r.ok ? { reason: 'http', status: r.status, message: `HTTP ${r.status} is not 200` } : r);
      return null;
    },
    async aggregate() {
      const r = await http.call('memberPlusAggregate');
      if (r.ok) return r.data.data.memberships;
      failed(MEMBER_PLUS_FAILURES.aggregate, r);
      return [];
    },
    async status() {
      const r = await http.call('memberPlusStatus');
      if (r.ok) return r.data.data;
      failed(MEMBER_PLUS_FAILURES.status, r);
      return emptyMemberPlusStatus();
    },
  };
}
