/**
 * A new plan replaces the old one (spec 001 §2 'Upgrade subscription'): when a member's payment for this
 * site's membership is approved (an upgrade offer, or any join-now price bought again), the memberships of this site
 * they held before stop there — status expired (300), their access end set to now — so only the new one renews. A
 * member-plus payment buys on a partner site and replaces nothing here.
 */
import { MEMBERSHIP_STATUS } from '../../contracts/access-claims.ts';
import type { Db } from '../db/db.ts';

/** Ends the user's other memberships of this site (not `kept`) that are still active or canceled; how many. */
export async function endReplacedMemberships(db: Db, userUuid: string, kept: readonly string[], now: number): Promise<number> {
  const rows = await db.query<{ uuid: string }>(
    `UPDATE memberships SET status_code = $4, rebill_at = LEAST(COALESCE(rebill_at, $3), $3)
     WHERE user_uuid = $1 AND site_host = '' AND uuid NOT IN (SELECT jsonb_array_elements_text($2::jsonb)) AND status_code IN ($5, $6)
     RETURNING uuid`,
    [userUuid, JSON.stringify(kept), now, MEMBERSHIP_STATUS.expired, MEMBERSHIP_STATUS.active, MEMBERSHIP_STATUS.canceled],
  );
  return rows.length;
}
