/**
 * The js-hit tracker's call on the site host (spec 001 §4 'Affiliate id'; contracts/affiliate.ts): one page of an
 * affiliate's visitor. A hit is nothing the visitor waits for or sees: it never throws, never sends the visitor to
 * /404/ or logs them out (an upstream without the call, a 401), and a failure is logged and answered `false`.
 */
import type { AffiliateHit } from '../contracts/affiliate.ts';
import type { HttpClient } from './http.ts';
import type { Logger } from './log.ts';

export const HIT_FAILED = 'Failed to record affiliate hit';

export interface AffiliateApi {
  /** Records the hit; whether the site host did. */
  recordHit(hit: AffiliateHit): Promise<boolean>;
}

export function createAffiliateApi(http: HttpClient, opts: { log: Logger }): AffiliateApi {
  return {
    async recordHit(hit) {
      try {
        const r = await http.call('affiliateHit', { body: hit, passNotFound: true, noAuthRetry: true });
        if (r.ok && r.data.data.recorded) return true;
        opts.log.warn(HIT_FAILED, r.ok ? { recorded: false } : { reason: r.reason, status: r.status, message: r.message });
      } catch (error) {
        opts.log.warn(HIT_FAILED, error);
      }
      return false;
    },
  };
}
