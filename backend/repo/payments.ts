/**
 * Payments at the sandbox billers and the memberships they buy (spec 001 §3 'Dashboard'). A payment is
 * pending until its biller's postback; the first postback for it decides (approved: the buyer's memberships created
 * and their account active, in one statement; declined: the reason kept), any later one changes nothing.
 */
import type { PaymentStatus } from '../../contracts/sales.ts';
import type { Db } from '../db/db.ts';

export type PaymentRow = {
  uuid: string;
  user_uuid: string;
  price_uuid: string;
  slave_price_uuids: string[];
  payment_system: string;
  amount_cents: number;
  currency: string;
  status: PaymentStatus['status'];
  message: string;
  created_at: number;
  /** A member-plus price's payment (price_uuid names it): one partner-site membership, the site status untouched. */
  member_plus: boolean;
  /** A token pack's payment: the tokens its approval credits (0 for every other payment). */
  tokens: number;
  /** An upgrade's payment: the membership of this site its approval ends (repo/upgrades.ts); null for any other. */
  replaces: string | null;
};

export type NewPayment = Omit<PaymentRow, 'status' | 'message' | 'member_plus' | 'tokens' | 'replaces'> & {
  member_plus?: boolean;
  tokens?: number;
  replaces?: string | null;
};

export async function createPayment(db: Db, p: NewPayment): Promise<void> {
  await db.query(
    `INSERT INTO payments (uuid, user_uuid, price_uuid, slave_price_uuids, payment_system, amount_cents, currency, status, created_at, member_plus, tokens, replaces)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, 'pending', $8, $9, $10, $11)`,
    [
      p.uuid,
      p.user_uuid,
      p.price_uuid,
      JSON.stringify(p.slave_price_uuids),
      p.payment_system,
      p.amount_cents,
      p.currency,
      p.created_at,
      p.member_plus ?? false,
      p.tokens ?? 0,
      p.replaces ?? null,
    ],
  );
}

export async function paymentByUuid(db: Db, uuid: string): Promise<(PaymentRow & { email: string }) | undefined> {
  const [row] = await db.query<PaymentRow & { email: string }>(
    'SELECT payments.*, users.email FROM payments JOIN users ON users.uuid = payments.user_uuid WHERE payments.uuid = $1',
    [uuid],
  );
  return row;
}

/** A membership the approval creates. */
export type NewMembership = {
  uuid: string;
  site_host: string;
  price_uuid: string;
  payment_system: string;
  is_non_recurring: boolean;
  rebill_at: number | null;
  amount_cents: number;
  currency: string;
};

/**
 * Approves a pending payment: marks it with the transaction, makes its buyer an active member (usc 100; not for a
 * member-plus payment, which buys on a partner site only, nor a token pack) and creates their memberships; a token
 * pack's tokens are credited with their ledger row. All in one statement, so a repeated postback credits nothing.
 * Whether it did (false: not pending, or the transaction was seen before).
 */
export async function approvePayment(db: Db, uuid: string, transactionId: string, now: number, memberships: NewMembership[]): Promise<boolean> {
  const rows = await db.query<{ uuid: string }>(
    `WITH p AS (
       UPDATE payments SET status = 'approved', transaction_id = $2, completed_at = $3
       WHERE uuid = $1 AND status = 'pending' AND NOT EXISTS (SELECT 1 FROM payments WHERE transaction_id = $2)
       RETURNING uuid, user_uuid, member_plus, tokens
     ), u AS (
       UPDATE users SET status_code = 100, status = 'active'
       WHERE uuid IN (SELECT user_uuid FROM p WHERE NOT member_plus AND tokens = 0) RETURNING uuid
     ), c AS (
       INSERT INTO cam_balances (user_uuid, tokens, updated_at) SELECT user_uuid, tokens, $3 FROM p WHERE tokens > 0
       ON CONFLICT (user_uuid) DO UPDATE SET tokens = cam_balances.tokens + EXCLUDED.tokens, updated_at = EXCLUDED.updated_at
       RETURNING user_uuid, tokens
     ), l AS (
       INSERT INTO cam_ledger (user_uuid, delta, balance, reason, ref, created_at)
       SELECT c.user_uuid, p.tokens, c.tokens, 'purchase', p.uuid, $3 FROM c, p RETURNING id
     ), m AS (
       INSERT INTO memberships (uuid, user_uuid, payment_uuid, site_host, price_uuid, payment_system, status_code,
                                is_non_recurring, joined_at, rebill_at, amount_cents, currency)
       SELECT m.uuid, p.user_uuid, p.uuid, m.site_host, m.price_uuid, m.payment_system, 100, m.is_non_recurring, $3,
              m.rebill_at, m.amount_cents, m.currency
       FROM p, jsonb_to_recordset($4::jsonb) AS m(uuid text, site_host text, price_uuid text, payment_system text,
                                                 is_non_recurring boolean, rebill_at integer, amount_cents integer, currency text)
       RETURNING uuid
     )
     SELECT uuid FROM p`,
    [uuid, transactionId, now, JSON.stringify(memberships)],
  );
  return rows.length > 0;
}

/** Declines a pending payment with the biller's reason; whether it did. */
export async function declinePayment(db: Db, uuid: string, transactionId: string, now: number, message: string): Promise<boolean> {
  const rows = await db.query<{ uuid: string }>(
    `UPDATE payments SET status = 'declined', transaction_id = $2, completed_at = $3, message = $4
     WHERE uuid = $1 AND status = 'pending' AND NOT EXISTS (SELECT 1 FROM payments WHERE transaction_id = $2)
     RETURNING uuid`,
    [uuid, transactionId, now, message],
  );
  return rows.length > 0;
}

/** Creates a sign-up's account: inactive (usc 1) until its payment is approved. */
export async function createBuyer(
  db: Db,
  u: { uuid: string; email: string; passwordHash: string; affiliateId: string | null; receivesUpdates: boolean; now: number },
): Promise<boolean> {
  const rows = await db.query<{ uuid: string }>(
    `INSERT INTO users (uuid, email, password_hash, status_code, status, affiliate_id, registered_at, partners, receives_updates)
     VALUES ($1, $2, $3, 1, 'inactive', $4, $5, '[]'::jsonb, $6)
     ON CONFLICT (email) DO NOTHING RETURNING uuid`,
    [u.uuid, u.email, u.passwordHash, u.affiliateId, u.now, u.receivesUpdates],
  );
  return rows.length > 0;
}
