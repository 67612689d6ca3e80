/**
 * One-time codes of the partner app login (/playalogin/; contracts/partner-login.ts): 32 random bytes, only their
 * SHA-256 kept, bound to a user, a client and a redirect URI, live PARTNER_CODE_SECONDS. Spending one is one
 * statement, so two exchanges of the same code (two processes, two requests) cannot both get tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface PartnerCodeGrant {
  userUuid: string;
  clientId: string;
  redirectUri: string;
  now: number;
  lifetimeSeconds: number;
}

/** A new code for this user, app and redirect URI. */
export async function createPartnerCode(db: Db, grant: PartnerCodeGrant): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO partner_codes (code_hash, user_uuid, client_id, redirect_uri, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sha256(code), grant.userUuid, grant.clientId, grant.redirectUri, grant.now, grant.now + grant.lifetimeSeconds],
  );
  return code;
}

/**
 * Spends a live code presented by the client and redirect URI it was issued for: the user's uuid, or undefined when
 * the code is unknown, expired, already spent, or bound to another client or redirect URI.
 */
export async function spendPartnerCode(db: Db, code: string, clientId: string, redirectUri: string, now: number): Promise<string | undefined> {
  const [row] = await db.query<{ user_uuid: string }>(
    `UPDATE partner_codes SET used_at = $4
     WHERE code_hash = $1 AND client_id = $2 AND redirect_uri = $3 AND used_at IS NULL AND expires_at > $4
     RETURNING user_uuid`,
    [sha256(code), clientId, redirectUri, now],
  );
  return row?.user_uuid;
}

export interface PartnerCodeState {
  client_id: string;
  redirect_uri: string;
  expires_at: number;
  used_at: number | null;
  refresh_hash: string | null;
}

/** What is known of a code (to say why it was refused), or undefined for one never issued. */
export async function partnerCodeState(db: Db, code: string): Promise<PartnerCodeState | undefined> {
  const [row] = await db.query<PartnerCodeState>(
    'SELECT client_id, redirect_uri, expires_at, used_at, refresh_hash FROM partner_codes WHERE code_hash = $1',
    [sha256(code)],
  );
  return row;
}

/** Remembers the refresh token of the pair a spent code gave, so a reuse of the code can revoke it. */
export async function recordPartnerPair(db: Db, code: string, refreshHash: string): Promise<void> {
  await db.query('UPDATE partner_codes SET refresh_hash = $2 WHERE code_hash = $1', [sha256(code), refreshHash]);
}

/**
 * A spent code presented again: revokes the refresh token its exchange gave and, when that was rotated since, every
 * token rotated from it (the whole family: one recursive statement).
 */
export async function revokePartnerPair(db: Db, refreshHash: string, now: number): Promise<void> {
  await db.query(
    `WITH RECURSIVE family(token_hash) AS (
       SELECT token_hash FROM refresh_tokens WHERE token_hash = $1
       UNION SELECT t.successor_hash FROM refresh_tokens t JOIN family f ON t.token_hash = f.token_hash WHERE t.successor_hash IS NOT NULL)
     UPDATE refresh_tokens SET revoked_at = $2 WHERE token_hash IN (SELECT token_hash FROM family) AND revoked_at IS NULL`,
    [refreshHash, now],
  );
}
