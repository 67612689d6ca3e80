/**
 * What the account actions keep: single-use e-mail links, login codes, blocked accounts, and the account
 * changes they make (password, e-mail, removal). Each use of a link or a code is one statement, so two processes
 * (or two tabs) cannot both spend the same one.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';

export type LinkPurpose = 'reset' | 'unblock' | 'email-change' | 'removal';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new link token (32 random bytes, base64url); only its hash is stored. */
export async function createLinkToken(
  db: Db,
  link: { purpose: LinkPurpose; userUuid: string; email?: string; now: number; lifetimeSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO account_tokens (token_hash, purpose, user_uuid, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    sha256(token),
    link.purpose,
    link.userUuid,
    link.email ?? null,
    link.now,
    link.now + link.lifetimeSeconds,
  ]);
  return token;
}

export interface LiveLink {
  user_uuid: string;
  email: string | null;
}

/** The user (and e-mail) of an unused, unexpired link token of this purpose, without spending it. */
export async function liveLink(db: Db, purpose: LinkPurpose, token: string, now: number): Promise<LiveLink | undefined> {
  const [row] = await db.query<LiveLink>(
    'SELECT user_uuid, email FROM account_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
    [sha256(token), purpose, now],
  );
  return row;
}

/** Spends a live link token (once: a second use, or an expired token, gives undefined). */
export async function spendLink(db: Db, purpose: LinkPurpose, token: string, now: number): Promise<LiveLink | undefined> {
  const [row] = await db.query<LiveLink>(
    `UPDATE account_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_uuid, email`,
    [sha256(token), purpose, now],
  );
  return row;
}

/** Spends every other live link of this purpose of the user (a reset done makes the other reset mails useless). */
export async function spendAllLinks(db: Db, purpose: LinkPurpose, userUuid: string, now: number): Promise<void> {
  await db.query('UPDATE account_tokens SET used_at = $3 WHERE user_uuid = $1 AND purpose = $2 AND used_at IS NULL', [userUuid, purpose, now]);
}

const codeHash = (userUuid: string, code: string) => sha256(`${userUuid}:${code}`);

/** A new 6-digit login code for the user, replacing any earlier one. */
export async function createAuthCode(db: Db, userUuid: string, now: number, lifetimeSeconds: number, tries: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO auth_codes (user_uuid, code_hash, created_at, expires_at, tries_left) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_uuid) DO UPDATE SET code_hash = $2, created_at = $3, expires_at = $4, tries_left = $5`,
    [userUuid, codeHash(userUuid, code), now, now + lifetimeSeconds, tries],
  );
  return code;
}

/**
 * Tries a code: right and live → the code is spent (deleted) and true; wrong → one try fewer (the code is deleted
 * with its last try) and false; no live code → false.
 */
export async function tryAuthCode(db: Db, userUuid: string, code: string, now: number): Promise<boolean> {
  const [row] = await db.query<{ code_hash: string }>(
    'SELECT code_hash FROM auth_codes WHERE user_uuid = $1 AND expires_at > $2 AND tries_left > 0',
    [userUuid, now],
  );
  if (!row) return false;
  const given = Buffer.from(codeHash(userUuid, code));
  if (given.length === row.code_hash.length && timingSafeEqual(given, Buffer.from(row.code_hash))) {
    const spent = await db.query('DELETE FROM auth_codes WHERE user_uuid = $1 AND code_hash = $2 AND tries_left > 0 RETURNING user_uuid', [
      userUuid,
      row.code_hash,
    ]);
    return spent.length === 1;
  }
  await db.query('UPDATE auth_codes SET tries_left = tries_left - 1 WHERE user_uuid = $1', [userUuid]);
  await db.query('DELETE FROM auth_codes WHERE user_uuid = $1 AND tries_left <= 0', [userUuid]);
  return false;
}

export async function isBlocked(db: Db, userUuid: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM account_blocks WHERE user_uuid = $1', [userUuid]);
  return rows.length > 0;
}

/** Blocks the account; true when it was not blocked yet. */
export async function blockAccount(db: Db, userUuid: string, now: number): Promise<boolean> {
  const rows = await db.query('INSERT INTO account_blocks (user_uuid, blocked_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_uuid', [
    userUuid,
    now,
  ]);
  return rows.length === 1;
}

export async function unblockAccount(db: Db, userUuid: string): Promise<void> {
  await db.query('DELETE FROM account_blocks WHERE user_uuid = $1', [userUuid]);
}

/** Revokes every live refresh token of the user (a password reset signs out every device). */
export async function revokeAllRefreshTokens(db: Db, userUuid: string, now: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_uuid = $1 AND revoked_at IS NULL', [userUuid, now]);
}

export async function setPasswordHash(db: Db, userUuid: string, passwordHash: string): Promise<void> {
  // A new password ends the member's cam tokens too (cams/cam-token.ts), like their other sessions.
  await db.query('UPDATE users SET password_hash = $2, cam_token_generation = cam_token_generation + 1 WHERE uuid = $1', [userUuid, passwordHash]);
}

/** Changes the user's e-mail; false when another account has it already (the column is unique). */
export async function setEmail(db: Db, userUuid: string, email: string): Promise<boolean> {
  try {
    const rows = await db.query(
      `UPDATE users SET email = $2 WHERE uuid = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $2 AND uuid <> $1)
       RETURNING uuid`,
      [userUuid, email],
    );
    return rows.length === 1;
  } catch (error) {
    // Another process took the address between the check and the write: the unique index refuses it.
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

/**
 * Removes the account: the user row, and with it (ON DELETE CASCADE) its refresh tokens, favourites, links, codes
 * and block. A login afterwards fails, its refresh tokens are unknown (401) and its access tokens name nobody (401).
 */
export async function removeUser(db: Db, userUuid: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM users WHERE uuid = $1 RETURNING uuid', [userUuid]);
  return rows.length === 1;
}
