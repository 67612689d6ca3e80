/**
 * Checking an e-mail and password behind the login limits (the password attempts of spec 000 §9),
 * for the login and for the start of an account removal:
 * - an address over ADDRESS_LIMIT is refused with 429 and Retry-After before anything is checked;
 * - an account with ACCOUNT_LIMIT failures in its window is BLOCKED: the answer is 423 with
 *   `data.allowResendEmail: true`, even for the right password, until the link of the unblock e-mail (sent when it
 *   is blocked, and again on resendUnblockEmail) is followed, or the password is reset, or a login code is used.
 * An e-mail without an account looks blocked too once it has as many failures (and is never mailed), so the answers
 * do not tell which e-mails have accounts; its block ends with the window.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type BackendContext, nowSeconds } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorBody } from '../http/errors.ts';
import { unblockMail } from '../mail/messages.ts';
import { sendMail } from '../mail/outbox.ts';
import { blockAccount, createLinkToken, isBlocked } from '../repo/account-tokens.ts';
import { type UserRecord, userByEmail } from '../repo/users.ts';
import { UNBLOCK_SECONDS } from './account-figures.ts';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, accountKey, addressKey, loginBlockedFor, recordLoginFailure, tooManyAttemptsMessage } from './login-limits.ts';
import { dummyHash, verifyPassword } from './passwords.ts';

export const BLOCKED_STATUS = 423;
export const BLOCKED_MESSAGE =
  'Your account has been blocked after too many failed login attempts. Follow the link in the e-mail we sent you to unblock it.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** The refusal of a login: HTTP status, body in the TokenAnswer shape, and Retry-After for a 429. */
export interface LoginRefusal {
  ok: false;
  httpStatus: ContentfulStatusCode;
  body: { status: { code: number; message: string }; data?: { token: null; allowResendEmail: true } };
  retryAfter?: number;
}

export type GuardedLogin = { ok: true; user: UserRecord } | LoginRefusal;

const blocked = (): LoginRefusal => ({
  ok: false,
  httpStatus: BLOCKED_STATUS,
  body: { status: { code: BLOCKED_STATUS, message: BLOCKED_MESSAGE }, data: { token: null, allowResendEmail: true } },
});

/** Whether logins of this e-mail are refused as blocked. */
export async function loginIsBlocked(ctx: BackendContext, email: string, user: UserRecord | undefined, now: number): Promise<boolean> {
  if (user && (await isBlocked(ctx.db, user.uuid))) return true;
  const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE key = $1 AND at > $2', [
    accountKey(email),
    now - ACCOUNT_LIMIT.windowSeconds,
  ]);
  return (row?.n ?? 0) >= ACCOUNT_LIMIT.failures;
}

/** Sends the unblock e-mail of a blocked account. */
export async function sendUnblockMail(ctx: BackendContext, user: UserRecord, now: number): Promise<void> {
  const token = await createLinkToken(ctx.db, { purpose: 'unblock', userUuid: user.uuid, now, lifetimeSeconds: UNBLOCK_SECONDS });
  await sendMail(ctx.db, unblockMail(user.email, ctx.publicUrl, token), now, ctx.publicUrl);
}

export async function guardedCredentials(c: Context, ctx: BackendContext, email: string, password: string): Promise<GuardedLogin> {
  const now = nowSeconds(ctx);
  const account = accountKey(email);
  const address = addressKey(clientAddress(c));
  const wait = await loginBlockedFor(ctx.db, [[address, ADDRESS_LIMIT]], now);
  if (wait > 0) return { ok: false, httpStatus: 429, body: errorBody(429, tooManyAttemptsMessage(wait)), retryAfter: wait };
  const user = await userByEmail(ctx.db, email);
  if (await loginIsBlocked(ctx, email, user, now)) return blocked();
  // The same work whether the account exists or not.
  const right = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (user && right) return { ok: true, user };
  await recordLoginFailure(ctx.db, [account, address], now);
  if (await loginIsBlocked(ctx, email, user, now)) {
    if (user && (await blockAccount(ctx.db, user.uuid, now))) await sendUnblockMail(ctx, user, now);
    return blocked();
  }
  return { ok: false, httpStatus: 401, body: errorBody(401, INVALID_CREDENTIALS) };
}

/** Answers a refusal (with Retry-After for a 429). */
export function refusalHeaders(c: Context, refusal: LoginRefusal): void {
  if (refusal.retryAfter !== undefined) c.header('Retry-After', String(refusal.retryAfter));
}
