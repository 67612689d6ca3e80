/**
 * Cam token balances in PostgreSQL: `cam_balances` (a member's tokens) and `cam_ledger` (every debit and
 * credit with its reason). A debit is one statement — the guarded UPDATE and its ledger row in one CTE, so one
 * implicit transaction — that refuses to go below 0: concurrent debits never overdraw (the row lock makes the second
 * re-check the balance the first left, and the CHECK constraint backs it up).
 */
import type { Db } from '../db/db.ts';

export type LedgerReason = 'seed' | 'purchase' | 'sim' | 'private' | 'voice-private' | 'spy' | 'tip' | 'tip-menu' | 'toy' | 'compliment';

/** The member's tokens (0 without a row). */
export async function balanceOf(db: Db, userUuid: string): Promise<number> {
  const [row] = await db.query<{ tokens: number }>('SELECT tokens FROM cam_balances WHERE user_uuid = $1', [userUuid]);
  return row?.tokens ?? 0;
}

/** Takes `amount` tokens; the new balance, or null when the balance is short (nothing changes then). */
export async function debitTokens(
  db: Db,
  userUuid: string,
  amount: number,
  reason: LedgerReason,
  ref = '',
  nowSec = Math.floor(Date.now() / 1000),
): Promise<number | null> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`debit of ${amount} tokens`);
  const [row] = await db.query<{ balance: number }>(
    `WITH d AS (
       UPDATE cam_balances SET tokens = tokens - $2, updated_at = $5 WHERE user_uuid = $1 AND tokens >= $2 RETURNING tokens
     )
     INSERT INTO cam_ledger (user_uuid, delta, balance, reason, ref, created_at)
     SELECT $1, -$2::integer, tokens, $3, $4, $5 FROM d RETURNING balance`,
    [userUuid, amount, reason, ref, nowSec],
  );
  return row ? row.balance : null;
}

/** Adds `amount` tokens (a purchase); returns the new balance. */
export async function creditTokens(
  db: Db,
  userUuid: string,
  amount: number,
  reason: LedgerReason,
  ref = '',
  nowSec = Math.floor(Date.now() / 1000),
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`credit of ${amount} tokens`);
  const [row] = await db.query<{ balance: number }>(
    `WITH c AS (
       INSERT INTO cam_balances (user_uuid, tokens, updated_at) VALUES ($1, $2, $5)
       ON CONFLICT (user_uuid) DO UPDATE SET tokens = cam_balances.tokens + EXCLUDED.tokens, updated_at = EXCLUDED.updated_at
       RETURNING tokens
     )
     INSERT INTO cam_ledger (user_uuid, delta, balance, reason, ref, created_at)
     SELECT $1, $2::integer, tokens, $3, $4, $5 FROM c RETURNING balance`,
    [userUuid, amount, reason, ref, nowSec],
  );
  if (!row) throw new Error('credit failed');
  return row.balance;
}

/** Sets the balance (the simulator's control endpoint), recording the difference; returns it. */
export async function setBalance(db: Db, userUuid: string, tokens: number, nowSec = Math.floor(Date.now() / 1000)): Promise<number> {
  if (!Number.isInteger(tokens) || tokens < 0) throw new Error(`balance of ${tokens} tokens`);
  const [row] = await db.query<{ balance: number }>(
    `WITH old AS (SELECT coalesce((SELECT tokens FROM cam_balances WHERE user_uuid = $1), 0) AS tokens),
     s AS (
       INSERT INTO cam_balances (user_uuid, tokens, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_uuid) DO UPDATE SET tokens = EXCLUDED.tokens, updated_at = EXCLUDED.updated_at
       RETURNING tokens
     )
     INSERT INTO cam_ledger (user_uuid, delta, balance, reason, ref, created_at)
     SELECT $1, s.tokens - old.tokens, s.tokens, 'sim', 'set', $3 FROM s, old RETURNING balance`,
    [userUuid, tokens, nowSec],
  );
  return row?.balance ?? tokens;
}

/** The balances the seed gives the demo accounts (backend/seed/build.ts): the cam tests' accounts, else by status. */
export const SEEDED_CAM_BALANCES: Readonly<Record<string, number>> = {
  'active@demo.test': 2500,
  'camtips@demo.test': 1000,
  'camshow@demo.test': 400,
  'camspy@demo.test': 1000,
};

export const seededCamBalance = (email: string, statusCode: number): number => SEEDED_CAM_BALANCES[email] ?? (statusCode === 100 ? 150 : 0);
