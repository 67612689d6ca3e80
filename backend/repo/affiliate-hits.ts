/** The js-hit tracker's hits (spec 001 §4 'Affiliate id'): stored one per page, counted per affiliate. */
import type { AffiliateFigures, AffiliateHit } from '../../contracts/affiliate.ts';
import type { Db } from '../db/db.ts';

export async function recordHit(db: Db, hit: AffiliateHit, now: number): Promise<void> {
  await db.query('INSERT INTO affiliate_hits (aff_id, offer_id, path, is_unique, created_at) VALUES ($1, $2, $3, $4, $5)', [
    hit.affId,
    hit.offerId,
    hit.path,
    hit.unique,
    now,
  ]);
}

/** Hits and unique visitors per affiliate (one affiliate's, or all), the busiest first. */
export async function affiliateFigures(db: Db, affId: string | undefined): Promise<AffiliateFigures[]> {
  const rows = await db.query<{ aff_id: string; hits: number; unique_visitors: number; last_hit_at: number }>(
    `SELECT aff_id, count(*)::int AS hits, count(*) FILTER (WHERE is_unique)::int AS unique_visitors, max(created_at) AS last_hit_at
       FROM affiliate_hits WHERE $1::text IS NULL OR aff_id = $1
      GROUP BY aff_id ORDER BY hits DESC, aff_id`,
    [affId ?? null],
  );
  return rows.map((r) => ({ affId: r.aff_id, hits: Number(r.hits), uniqueVisitors: Number(r.unique_visitors), lastHitAt: Number(r.last_hit_at) }));
}
