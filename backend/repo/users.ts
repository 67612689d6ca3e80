/** Users and refresh tokens (spec 000 §3 'User session'; §4 token lifecycle). */
import type { User } from '../../contracts/site-api.ts';
import type { Db } from '../db/db.ts';

export interface UserRecord {
  uuid: string;
  email: string;
  password_hash: string;
  status_code: number;
  status: string;
  is_trial: boolean;
  has_benefits: boolean;
  has_non_removable_card: boolean;
  roles: string[];
  partners: string[];
  affiliate_id: string | null;
  token_balance: number;
  registered_at: number;
}

export async function userByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>('SELECT * FROM users WHERE email = $1', [email.trim().toLowerCase()]);
  return row;
}

export async function userByUuid(db: Db, uuid: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>('SELECT * FROM users WHERE uuid = $1', [uuid]);
  return row;
}

export const toWireUser = (u: UserRecord): User => ({
  uuid: u.uuid,
  email: u.email,
  affiliateId: u.affiliate_id,
  tokenBalance: u.token_balance,
  registeredAt: u.registered_at,
  status: u.status,
  isTrial: u.is_trial,
  hasBenefits: u.has_benefits,
  hasNonRemovableCard: u.has_non_removable_card,
  roles: u.roles,
  shownValuePopUps: [],
});

export async function storeRefreshToken(db: Db, tokenHash: string, userUuid: string, issuedAt: number, expiresAt: number): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, user_uuid, issued_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash,
    userUuid,
    issuedAt,
    expiresAt,
  ]);
}

/** Atomically revokes a live refresh token and returns its user, or undefined when it is not live. */
export async function consumeRefreshToken(db: Db, tokenHash: string, now: number): Promise<string | undefined> {
  const [row] = await db.query<{ user_uuid: string }>(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING user_uuid',
    [tokenHash, now],
  );
  return row?.user_uuid;
}

export async function refreshTokenState(db: Db, tokenHash: string): Promise<{ revoked_at: number | null; expires_at: number } | undefined> {
  const [row] = await db.query<{ revoked_at: number | null; expires_at: number }>(
    'SELECT revoked_at, expires_at FROM refresh_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return row;
}

export async function revokeRefreshToken(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}
