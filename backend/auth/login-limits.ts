/**
 * Login limits: failed logins are counted per account, per address and per known device, in the database so every
 * process counts the same. Past the address limit the login is refused with 429 and Retry-After before any password is
 * checked, until the oldest failure of the window has aged out. A success clears the account's count, unless the
 * account is blocked.
 *
 * The spec names unlabelled constants '20, 60, 20, 60' near its password attempts (000 §9): 20 failures a minute is
 * the address limit here. An account gets fewer, over longer: 10 failures in 15 minutes, which stops guessing (the
 * probe answered 223 wrong passwords in 10 s).
 *
 * Reaching the account limit BLOCKS the account (423, the unblock e-mail, `allowResendEmail`) for every sign-in but
 * those from a device known for it (known-device.ts): the strangers' addresses and any new device, whatever the
 * password, until the unblock link is followed, the password is reset or a login code is used — see guarded-login.ts.
 * Issue 38, finding 6: the block held the owner's own devices too, so anybody could lock anybody out. A known device
 * gets DEVICE_LIMIT failures of its own (same figures as an account's), then it is blocked like a stranger until they
 * age out. The address limit still answers 429 with Retry-After, to everyone at that address.
 */
import type { Db } from '../db/db.ts';

export interface LoginLimit {
  /** Failures allowed within the window. */
  failures: number;
  windowSeconds: number;
}

export const ACCOUNT_LIMIT: LoginLimit = { failures: 10, windowSeconds: 15 * 60 };
export const ADDRESS_LIMIT: LoginLimit = { failures: 20, windowSeconds: 60 };
/** Failures with one known device's token (any account, any address) before the block holds it too. */
export const DEVICE_LIMIT: LoginLimit = { failures: 10, windowSeconds: 15 * 60 };

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;
/** The failures made with a known device's token (known-device.ts), by its id. */
export const deviceKey = (deviceId: string) => `device:${deviceId}`;

/** How many failures are counted under the key within the limit's window. */
export async function failuresWithin(db: Db, key: string, limit: LoginLimit, now: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE key = $1 AND at > $2', [
    key,
    now - limit.windowSeconds,
  ]);
  return row?.n ?? 0;
}

/** Seconds until a login may be tried again for these keys, or 0 when none is over its limit. */
export async function loginBlockedFor(db: Db, keys: [string, LoginLimit][], now: number): Promise<number> {
  let wait = 0;
  for (const [key, limit] of keys) {
    const since = now - limit.windowSeconds;
    const [row] = await db.query<{ n: number; oldest: number | null }>(
      'SELECT count(*)::int AS n, min(at) AS oldest FROM login_failures WHERE key = $1 AND at > $2',
      [key, since],
    );
    if (row && row.n >= limit.failures && row.oldest !== null) wait = Math.max(wait, row.oldest + limit.windowSeconds - now);
  }
  return wait;
}

/** Counts a failure under each key, and forgets failures older than any window. */
export async function recordLoginFailure(db: Db, keys: string[], now: number): Promise<void> {
  const longest = Math.max(ACCOUNT_LIMIT.windowSeconds, ADDRESS_LIMIT.windowSeconds, DEVICE_LIMIT.windowSeconds);
  await db.query('DELETE FROM login_failures WHERE at <= $1', [now - longest]);
  for (const key of keys) await db.query('INSERT INTO login_failures (key, at) VALUES ($1, $2)', [key, now]);
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}

/** 'Too many login attempts…' with the wait in whole minutes (at least one). */
export const tooManyAttemptsMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
