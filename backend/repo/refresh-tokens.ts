/**
 * Refresh tokens (spec 000 §4 'Token lifecycle'): stored by hash, rotated on use, revoked on logout. Every change
 * is one statement, so processes sharing one PostgreSQL agree on who rotated a token first.
 */
import type { Db } from '../db/db.ts';
import type { UserRecord } from './users.ts';

export async function storeRefreshToken(db: Db, tokenHash: string, userUuid: string, issuedAt: number, expiresAt: number): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, user_uuid, issued_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash,
    userUuid,
    issuedAt,
    expiresAt,
  ]);
}

/** The user of a live (not revoked, not expired) refresh token. */
export async function userOfLiveRefreshToken(db: Db, tokenHash: string, now: number): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>(
    `SELECT u.* FROM refresh_tokens t JOIN users u ON u.uuid = t.user_uuid
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2`,
    [tokenHash, now],
  );
  return row;
}

export interface Rotation {
  tokenHash: string;
  now: number;
  successorHash: string;
  successorExpiresAt: number;
  /** The new pair, sealed with the old refresh token. */
  sealed: string;
}

/**
 * Atomically retires a live token and stores its successor; false when it was not live, e.g. because a
 * concurrent request (in this process or another) rotated it first.
 */
export async function rotateRefreshToken(db: Db, r: Rotation): Promise<boolean> {
  const rows = await db.query(
    `WITH rotated AS (
       UPDATE refresh_tokens SET revoked_at = $2, rotated_at = $2, successor_hash = $3, successor_sealed = $5
       WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2
       RETURNING user_uuid)
     INSERT INTO refresh_tokens (token_hash, user_uuid, issued_at, expires_at)
     SELECT $3, user_uuid, $2, $4 FROM rotated RETURNING token_hash`,
    [r.tokenHash, r.now, r.successorHash, r.successorExpiresAt, r.sealed],
  );
  return rows.length === 1;
}

export interface RefreshTokenState {
  revoked_at: number | null;
  expires_at: number;
  rotated_at: number | null;
  successor_sealed: string | null;
  /** Whether the successor is still usable: not ended by a logout (it may have been rotated in turn). */
  successor_live: boolean;
}

export async function refreshTokenState(db: Db, tokenHash: string): Promise<RefreshTokenState | undefined> {
  const [row] = await db.query<RefreshTokenState>(
    `SELECT t.revoked_at, t.expires_at, t.rotated_at, t.successor_sealed,
            coalesce(s.revoked_at IS NULL OR s.rotated_at IS NOT NULL, false) AS successor_live
     FROM refresh_tokens t LEFT JOIN refresh_tokens s ON s.token_hash = t.successor_hash
     WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/**
 * Logout: revokes the token and, when it was already rotated, the successor a concurrent refresh got for it; when
 * that ended a live token, the member's cam tokens end too (users.cam_token_generation, cams/cam-token.ts).
 */
export async function revokeRefreshToken(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.query(
    `WITH revoked AS (
       UPDATE refresh_tokens SET revoked_at = $2
       WHERE revoked_at IS NULL
         AND (token_hash = $1 OR token_hash = (SELECT successor_hash FROM refresh_tokens WHERE token_hash = $1))
       RETURNING user_uuid)
     UPDATE users SET cam_token_generation = cam_token_generation + 1 WHERE uuid IN (SELECT user_uuid FROM revoked)`,
    [tokenHash, now],
  );
}

/**
 * A rotated token used again after the grace window: whoever holds it copied it, so every token it was rotated into
 * (its successor, that one's, and on) is revoked — the copier's and the owner's sessions alike — and the member's cam
 * tokens end with them. The owner signs in again; the copier holds nothing that refreshes.
 */
export async function revokeSuccessorChain(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.query(
    `WITH RECURSIVE chain(hash) AS (
       SELECT successor_hash FROM refresh_tokens WHERE token_hash = $1 AND successor_hash IS NOT NULL
       UNION
       SELECT t.successor_hash FROM refresh_tokens t JOIN chain ON t.token_hash = chain.hash WHERE t.successor_hash IS NOT NULL
     ), revoked AS (
       UPDATE refresh_tokens SET revoked_at = $2
       WHERE revoked_at IS NULL AND token_hash IN (SELECT hash FROM chain)
       RETURNING user_uuid)
     UPDATE users SET cam_token_generation = cam_token_generation + 1 WHERE uuid IN (SELECT user_uuid FROM revoked)`,
    [tokenHash, now],
  );
}
