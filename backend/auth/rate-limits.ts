/**
 * Rate limits of the account actions, counted in the database (`rate_events`) so every process agrees, like
 * the login limits (login-limits.ts). A request over a limit is refused with 429, Retry-After and a message, before
 * anything is looked up (so a refusal says nothing about the account), and is not counted itself.
 *
 * Figures (backend/README.md):
 * - e-mails (login code, reset, unblock, e-mail change, removal): 3 of one kind per account in 15 minutes, and
 *   20 of any kind per address in an hour — enough to retry a lost mail, too few to flood a mailbox;
 * - code sign-ins that fail: 10 per account in 15 minutes and 20 per address a minute (the login figures), on top
 *   of each code's own 5 tries.
 * - partner app codes (/playalogin/): 20 per account in 15 minutes — each opening of the app asks for one; failed code
 *   exchanges: 20 per address a minute, like failed code sign-ins.
 * - sign-ups refused for an e-mail that has an account: 10 per address in 15 minutes — the answer tells that the
 *   account exists, so it is not an oracle to run a list of addresses through.
 * Requests for an e-mail that has no account count the same, so the answers never tell the two apart.
 */
import type { Db } from '../db/db.ts';
import type { LoginLimit } from './login-limits.ts';

export type RateLimit = LoginLimit;

export type MailKind = 'code' | 'reset' | 'unblock' | 'email-change' | 'removal';

export const MAIL_ACCOUNT_LIMIT: RateLimit = { failures: 3, windowSeconds: 15 * 60 };
export const MAIL_ADDRESS_LIMIT: RateLimit = { failures: 20, windowSeconds: 60 * 60 };
export const CODE_FAILURE_ACCOUNT_LIMIT: RateLimit = { failures: 10, windowSeconds: 15 * 60 };
export const CODE_FAILURE_ADDRESS_LIMIT: RateLimit = { failures: 20, windowSeconds: 60 };

export const PARTNER_CODE_ACCOUNT_LIMIT: RateLimit = { failures: 20, windowSeconds: 15 * 60 };
export const PARTNER_TOKEN_FAILURE_ADDRESS_LIMIT: RateLimit = { failures: 20, windowSeconds: 60 };

export const TAKEN_SIGN_UP_ADDRESS_LIMIT: RateLimit = { failures: 10, windowSeconds: 15 * 60 };

const LONGEST_WINDOW = Math.max(
  TAKEN_SIGN_UP_ADDRESS_LIMIT.windowSeconds,
  MAIL_ACCOUNT_LIMIT.windowSeconds,
  MAIL_ADDRESS_LIMIT.windowSeconds,
  CODE_FAILURE_ACCOUNT_LIMIT.windowSeconds,
  PARTNER_CODE_ACCOUNT_LIMIT.windowSeconds,
);

const account = (email: string) => email.trim().toLowerCase();

/** Keys and limits of one kind of e-mail asked for an account from an address. */
export const mailKeys = (kind: MailKind, email: string, address: string): [string, RateLimit][] => [
  [`mail:${kind}:account:${account(email)}`, MAIL_ACCOUNT_LIMIT],
  [`mail:address:${address}`, MAIL_ADDRESS_LIMIT],
];

/** Keys and limits of failed code sign-ins. */
export const codeFailureKeys = (email: string, address: string): [string, RateLimit][] => [
  [`code-failure:account:${account(email)}`, CODE_FAILURE_ACCOUNT_LIMIT],
  [`code-failure:address:${address}`, CODE_FAILURE_ADDRESS_LIMIT],
];

/** Keys and limits of the partner app codes asked for by an account (by its uuid). */
export const partnerCodeKeys = (userUuid: string): [string, RateLimit][] => [[`partner-code:account:${userUuid}`, PARTNER_CODE_ACCOUNT_LIMIT]];

/** Keys and limits of sign-ups refused for a taken e-mail. */
export const takenSignUpKeys = (address: string): [string, RateLimit][] => [[`sign-up-taken:address:${address}`, TAKEN_SIGN_UP_ADDRESS_LIMIT]];

/** Keys and limits of failed partner code exchanges. */
export const partnerTokenFailureKeys = (address: string): [string, RateLimit][] => [
  [`partner-token-failure:address:${address}`, PARTNER_TOKEN_FAILURE_ADDRESS_LIMIT],
];

/** Seconds until a request may be made again under these keys, or 0 when none is over its limit. */
export async function rateLimitedFor(db: Db, keys: [string, RateLimit][], now: number): Promise<number> {
  let wait = 0;
  for (const [key, limit] of keys) {
    const [row] = await db.query<{ n: number; oldest: number | null }>(
      'SELECT count(*)::int AS n, min(at) AS oldest FROM rate_events WHERE key = $1 AND at > $2',
      [key, now - limit.windowSeconds],
    );
    if (row && row.n >= limit.failures && row.oldest !== null) wait = Math.max(wait, row.oldest + limit.windowSeconds - now);
  }
  return wait;
}

/** Counts a request under each key, and forgets events older than any window. */
export async function recordRateEvent(db: Db, keys: [string, RateLimit][], now: number): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE at <= $1', [now - LONGEST_WINDOW]);
  for (const [key] of keys) await db.query('INSERT INTO rate_events (key, at) VALUES ($1, $2)', [key, now]);
}

export async function clearRateEvents(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE key = $1', [key]);
}

/** 'Too many requests…' with the wait in whole minutes (at least one). */
export const tooManyRequestsMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
