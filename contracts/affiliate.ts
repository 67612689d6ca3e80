/**
 * Affiliate tracking on the site host (spec 001 §3 'Affiliate', §4 'Affiliate id': "A js-hit tracker runs on every
 * route together with the verified-member gate; what it records is not shown"). What a hit records is ours:
 *   POST {siteHost}/api/affiliate/hits      {affId, offerId, path, unique} → 201 data.recorded
 *   GET  {siteHost}/api/dev/affiliate-hits  ?affId= (a developer call, embedded only) → data.items: per affiliate,
 *                                            its hits and unique visitors
 */
import { z } from 'zod/mini';
import { AFFILIATE_ID } from './affiliate-id.ts';
import { Status } from './common.ts';

/** An affiliate or offer id: letters, digits, '-', '_' and '.', at most 64 (anything else is treated as empty, §8). */

const affiliateId = z.string().check(z.regex(AFFILIATE_ID, 'affId must be 1 to 64 letters, digits, ".", "_" or "-"'));

/**
 * One page of an affiliate's visitor: the route's path (no query), and whether it is the first hit this browser sent
 * for this affiliate (the hit cookie was not set for it yet) — a unique visitor.
 */
export const AffiliateHitBody = z.object({
  affId: affiliateId,
  offerId: z._default(z.string().check(z.regex(/^[A-Za-z0-9._-]{0,64}$/, 'offerId must be up to 64 letters, digits, ".", "_" or "-"')), ''),
  path: z.string().check(z.regex(/^\/[^?#\s]{0,299}$/, 'path must be a path of the site (up to 300 characters, no query)')),
  unique: z.boolean(),
});
export type AffiliateHit = z.infer<typeof AffiliateHitBody>;

export const AffiliateHitAnswer = z.object({ data: z.object({ recorded: z.boolean() }) });

/** The figures of one affiliate: every hit, the unique visitors among them, and when the last came (unix seconds). */
export const AffiliateFigures = z.object({
  affId: z.string(),
  hits: z.number().check(z.int(), z.nonnegative()),
  uniqueVisitors: z.number().check(z.int(), z.nonnegative()),
  lastHitAt: z.number().check(z.int()),
});
export type AffiliateFigures = z.infer<typeof AffiliateFigures>;

export const AffiliateFiguresQuery = z.object({ affId: z.optional(z.string().check(z.maxLength(64))) });

export const AffiliateFiguresAnswer = z.object({ status: Status, data: z.object({ items: z.array(AffiliateFigures) }) });
export type AffiliateFiguresAnswer = z.infer<typeof AffiliateFiguresAnswer>;
