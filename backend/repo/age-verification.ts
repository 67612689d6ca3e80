/** Sessions of the sandbox age-verification provider and the accounts' verification (spec 000 §4 'Age verification'). */
import type { Db } from '../db/db.ts';

export interface AgeVerificationSessionRecord {
  id: string;
  user_uuid: string;
  status: string;
  return_path: string;
  created_at: number;
  decided_at: number | null;
}

export async function createAgeVerificationSession(db: Db, s: { id: string; userUuid: string; returnPath: string; now: number }): Promise<void> {
  await db.query(`INSERT INTO age_verification_sessions (id, user_uuid, status, return_path, created_at) VALUES ($1, $2, 'pending', $3, $4)`, [
    s.id,
    s.userUuid,
    s.returnPath,
    s.now,
  ]);
}

export async function ageVerificationSession(db: Db, id: string): Promise<AgeVerificationSessionRecord | undefined> {
  const [row] = await db.query<AgeVerificationSessionRecord>('SELECT * FROM age_verification_sessions WHERE id = $1', [id]);
  return row;
}

export async function decideAgeVerificationSession(db: Db, id: string, status: string, now: number): Promise<void> {
  await db.query('UPDATE age_verification_sessions SET status = $2, decided_at = $3 WHERE id = $1', [id, status, now]);
}

export async function hasApprovedSession(db: Db, userUuid: string): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM age_verification_sessions WHERE user_uuid = $1 AND status = 'approved'`,
    [userUuid],
  );
  return (row?.n ?? 0) > 0;
}

export async function markAgeVerified(db: Db, userUuid: string, now: number): Promise<void> {
  await db.query('UPDATE users SET age_verified_at = coalesce(age_verified_at, $2) WHERE uuid = $1', [userUuid, now]);
}

/** Refusing the check cancels the membership (the refuse dialog: 'immediate cancelation of your membership'). */
export async function cancelMembership(db: Db, userUuid: string): Promise<void> {
  await db.query(`UPDATE users SET status_code = 200, status = 'canceled', is_trial = false WHERE uuid = $1`, [userUuid]);
}
