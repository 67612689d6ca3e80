/**
 * Checking an e-mail and password behind the login limits (the password attempts of spec 000 §9, login-limits.ts),
 * for the login and for the start of an account removal:
 * - an address over ADDRESS_LIMIT is refused with 429 and Retry-After before anything is checked;
 * - an account with ACCOUNT_LIMIT failures in its window is BLOCKED and mailed the unblock link: the answer is 423 with
 *   `data.allowResendEmail: true`, before any password is checked (a right one too: no oracle, no more guesses), to
 *   every sign-in that does not come with a device known for the account (known-device.ts) — the addresses that failed
 *   and any other browser — until the unblock link is followed, the password is reset or a login code is used (the
 *   code signs that browser in, and makes it known).
 * - a device known for the account (its token valid and under DEVICE_LIMIT failures) is not blocked: the password is
 *   checked as usual, wrong is 401 (and counted, for the account and the device), right signs in and leaves the
 *   block for the others. Strangers failing cannot lock the owner out (issue 38, finding 6: they could, on every device).
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
import { type KnownDevice, readKnownDevice } from './known-device.ts';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  DEVICE_LIMIT,
  accountKey,
  addressKey,
  clearLoginFailures,
  deviceKey,
  failuresWithin,
  loginBlockedFor,
  recordLoginFailure,
  tooManyAttemptsMessage,
} from './login-limits.ts';
import { dummyHash, verifyPassword } from './passwords.ts';

export const BLOCKED_STATUS = 423;
export const BLOCKED_MESSAGE =
  'Sign-ins to this account from this device are blocked after too many failed login attempts. Follow the link in the e-mail we sent you to unblock it, or use a login code.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** The refusal of a login: HTTP status, body in the TokenAnswer shape, and Retry-After for a 429. */
export interface LoginRefusal {
  ok: false;
  httpStatus: ContentfulStatusCode;
  body: { status: { code: number; message: string }; data?: { token: null; allowResendEmail: true } };
  retryAfter?: number;
}

/** Right credentials: the user, and the device's token as it came (valid, for any account) to renew after a sign-in. */
export type GuardedLogin = { ok: true; user: UserRecord; device: KnownDevice | null } | LoginRefusal;

const blocked = (): LoginRefusal => ({
  ok: false,
  httpStatus: BLOCKED_STATUS,
  body: { status: { code: BLOCKED_STATUS, message: BLOCKED_MESSAGE }, data: { token: null, allowResendEmail: true } },
});

/** Whether the account of this e-mail is blocked (logins without a device known for it are refused). */
export async function loginIsBlocked(ctx: BackendContext, email: string, user: UserRecord | undefined, now: number): Promise<boolean> {
  if (user && (await isBlocked(ctx.db, user.uuid))) return true;
  return (await failuresWithin(ctx.db, accountKey(email), ACCOUNT_LIMIT, now)) >= ACCOUNT_LIMIT.failures;
}

/** Whether the device passes the account's block: it signed in to this account before and is under its own limit. */
async function knownFor(ctx: BackendContext, device: KnownDevice | null, user: UserRecord | undefined, now: number): Promise<boolean> {
  if (!device || !user || !device.accounts.includes(user.uuid)) return false;
  return (await failuresWithin(ctx.db, deviceKey(device.id), DEVICE_LIMIT, now)) < DEVICE_LIMIT.failures;
}

/** Sends the unblock e-mail of a blocked account. */
export async function sendUnblockMail(ctx: BackendContext, user: UserRecord, now: number): Promise<void> {
  const token = await createLinkToken(ctx.db, { purpose: 'unblock', userUuid: user.uuid, now, lifetimeSeconds: UNBLOCK_SECONDS });
  await sendMail(ctx.db, unblockMail(user.email, ctx.publicUrl, token), now, ctx.publicUrl);
}

/**
 * The credentials checked behind the limits and the block; `deviceToken` is the known-device token the browser holds
 * (the site server's cookie), if any.
 */
export async function guardedCredentials(
  c: Context,
  ctx: BackendContext,
  email: string,
  password: string,
  deviceToken?: string,
): Promise<GuardedLogin> {
  const now = nowSeconds(ctx);
  const account = accountKey(email);
  const address = addressKey(clientAddress(c));
  const wait = await loginBlockedFor(ctx.db, [[address, ADDRESS_LIMIT]], now);
  if (wait > 0) return { ok: false, httpStatus: 429, body: errorBody(429, tooManyAttemptsMessage(wait)), retryAfter: wait };
  const user = await userByEmail(ctx.db, email);
  const device = await readKnownDevice(ctx.jwtKey, deviceToken, now);
  if (!(await knownFor(ctx, device, user, now)) && (await loginIsBlocked(ctx, email, user, now))) return blocked();
  // The same work whether the account exists or not.
  const right = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (user && right) return { ok: true, user, device };
  await recordLoginFailure(ctx.db, device ? [account, address, deviceKey(device.id)] : [account, address], now);
  if (await loginIsBlocked(ctx, email, user, now)) {
    if (user && (await blockAccount(ctx.db, user.uuid, now))) await sendUnblockMail(ctx, user, now);
    if (!(await knownFor(ctx, device, user, now))) return blocked();
  }
  return { ok: false, httpStatus: 401, body: errorBody(401, INVALID_CREDENTIALS) };
}

/**
 * After a sign-in with the password: the device's failures are forgotten, and the account's too unless it is blocked
 * (a known device signing in leaves the block for the strangers; the unblock link, a reset or a login code ends it).
 */
export async function passwordSignInDone(ctx: BackendContext, user: UserRecord, device: KnownDevice | null): Promise<void> {
  if (device) await clearLoginFailures(ctx.db, deviceKey(device.id));
  if (!(await isBlocked(ctx.db, user.uuid))) await clearLoginFailures(ctx.db, accountKey(user.email));
}

/** Answers a refusal (with Retry-After for a 429). */
export function refusalHeaders(c: Context, refusal: LoginRefusal): void {
  if (refusal.retryAfter !== undefined) c.header('Retry-After', String(refusal.retryAfter));
}
