/**
 * What the member-plus service reads (spec 001 §3 'Member-plus category tile and price'; §7 {memberPlus}): its prices,
 * seeded in `settings` (seed/member-plus.ts), and a member's memberships on this site and the network's others, with
 * whether a member-plus payment bought them.
 */
import type { MemberPlusPrice } from '../../contracts/member-plus.ts';
import type { Db } from '../db/db.ts';
import { getSetting } from './catalogue.ts';

export async function memberPlusPrices(db: Db): Promise<MemberPlusPrice[]> {
  return (await getSetting<MemberPlusPrice[]>(db, 'memberPlusPrices')) ?? [];
}

export async function memberPlusPriceByUuid(db: Db, uuid: string): Promise<MemberPlusPrice | undefined> {
  return (await memberPlusPrices(db)).find((price) => price.uuid === uuid);
}

/** The price a payment-URL request names by its piCode (the service's billing code). */
export async function memberPlusPriceByPiCode(db: Db, piCode: string): Promise<MemberPlusPrice | undefined> {
  return (await memberPlusPrices(db)).find((price) => price.piCode !== '' && price.piCode === piCode);
}

export type MembershipRow = {
  uuid: string;
  site_host: string;
  price_uuid: string;
  payment_system: string;
  status_code: number;
  joined_at: number;
  rebill_at: number | null;
  member_plus: boolean;
};

/** A user's memberships, oldest first; `member_plus` when a member-plus payment bought it. */
export function membershipsOfUser(db: Db, userUuid: string): Promise<MembershipRow[]> {
  return db.query<MembershipRow>(
    `SELECT m.uuid, m.site_host, m.price_uuid, m.payment_system, m.status_code, m.joined_at, m.rebill_at,
            coalesce(p.member_plus, false) AS member_plus
     FROM memberships m LEFT JOIN payments p ON p.uuid = m.payment_uuid
     WHERE m.user_uuid = $1
     ORDER BY m.joined_at, m.site_host, m.uuid`,
    [userUuid],
  );
}
