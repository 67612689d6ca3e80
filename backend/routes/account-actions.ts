/**
 * Account actions of the site API (spec 001 §2 'Account actions', §7; 000 §7 'Auth and account'): login by
 * code, password reset, unblocking, e-mail change and account removal. Shapes: contracts/account.ts; figures:
 * auth/account-figures.ts and auth/rate-limits.ts (backend/README.md). E-mails go to the outbox (mail/outbox.ts).
 *
 * Calls that send an e-mail to an address anyone can type answer the same whether it has an account or not, and
 * count against the same limits, so they tell nobody which e-mails have accounts.
 */
import type { Context } from 'hono';
import {
  AccountRemovalBody,
  ActionAnswer,
  AuthCodeAnswer,
  AuthCodeBody,
  ChangeEmailBody,
  CheckResetTokenAnswer,
  ConfirmChangeEmailAnswer,
  EmailBody,
  RemoveAccountAnswer,
  ResetPasswordBody,
  TokenBody,
} from '../../contracts/account.ts';
import { EMAIL_MESSAGE, isValidEmail, passwordErrors } from '../../contracts/password-rules.ts';
import { CODE_SECONDS, CODE_TRIES, EMAIL_CHANGE_SECONDS, REMOVAL_SECONDS, RESET_SECONDS } from '../auth/account-figures.ts';
import { guardedCredentials, loginIsBlocked, refusalHeaders, sendUnblockMail } from '../auth/guarded-login.ts';
import { readKnownDevice, signKnownDevice } from '../auth/known-device.ts';
import { accountKey, clearLoginFailures } from '../auth/login-limits.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type MailKind, codeFailureKeys, mailKeys, rateLimitedFor, recordRateEvent, tooManyRequestsMessage } from '../auth/rate-limits.ts';
import { issueTokens, requireUser } from '../auth/session.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError, errorBody, invalidField } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import { codeMail, emailChangeMail, removalMail, resetMail } from '../mail/messages.ts';
import { sendMail } from '../mail/outbox.ts';
import {
  createAuthCode,
  createLinkToken,
  liveLink,
  removeUser,
  revokeAllRefreshTokens,
  setEmail,
  setPasswordHash,
  spendAllLinks,
  spendLink,
  tryAuthCode,
  unblockAccount,
} from '../repo/account-tokens.ts';
import { userByEmail, userByUuid } from '../repo/users.ts';

export const LINK_INVALID_MESSAGE = 'This link is invalid or has expired.';
export const CODE_INVALID_MESSAGE = 'The code is invalid or has expired.';
export const CODE_SENT_MESSAGE = 'If an account exists for this e-mail, we sent a login code to it.';
export const RESET_SENT_MESSAGE = 'If an account exists for this e-mail, we sent a link to reset the password to it.';
export const UNBLOCK_SENT_MESSAGE = 'If this account is blocked, we sent a link to unblock it to its e-mail.';
export const EMAIL_TAKEN_MESSAGE = 'This e-mail address is already used by another account.';
export const EMAIL_SAME_MESSAGE = 'This is already the e-mail address of your account.';

const ok = (message: string) => ({ status: { code: 200, message } });
const linkInvalid = () => new ApiError(410, errorBody(410, LINK_INVALID_MESSAGE, { token: [LINK_INVALID_MESSAGE] }));
const normalized = (email: string) => email.trim().toLowerCase();

/** Refuses with 429 (Retry-After) when over a limit; otherwise counts the request. */
async function limited(c: Context, ctx: BackendContext, keys: Parameters<typeof rateLimitedFor>[1], now: number): Promise<void> {
  const wait = await rateLimitedFor(ctx.db, keys, now);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ApiError(429, errorBody(429, tooManyRequestsMessage(wait)));
  }
  await recordRateEvent(ctx.db, keys, now);
}

const mailLimit = (c: Context, ctx: BackendContext, kind: MailKind, email: string, now: number) =>
  limited(c, ctx, mailKeys(kind, email, clientAddress(c)), now);

export const accountActionRoutes: RouteModule = (app, ctx) => {
  /**
   * `{email}` → a code by e-mail (same answer for unknown e-mails); `{email, code}` → tokens and the known-device token,
   * like login: the browser that proved the mailbox is known for the account from then on.
   */
  app.post('/api/account/auth-code', async (c) => {
    const { email, code, device: deviceToken } = await jsonBody(c, AuthCodeBody);
    const now = nowSeconds(ctx);
    if (code === undefined) {
      await mailLimit(c, ctx, 'code', email, now);
      const user = await userByEmail(ctx.db, email);
      if (user)
        await sendMail(ctx.db, codeMail(user.email, await createAuthCode(ctx.db, user.uuid, now, CODE_SECONDS, CODE_TRIES)), now, ctx.publicUrl);
      return send(c, AuthCodeAnswer, ok(CODE_SENT_MESSAGE));
    }
    const keys = codeFailureKeys(email, clientAddress(c));
    const wait = await rateLimitedFor(ctx.db, keys, now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return send(c, AuthCodeAnswer, errorBody(429, tooManyRequestsMessage(wait)), 429);
    }
    const user = await userByEmail(ctx.db, email);
    if (!user || !(await tryAuthCode(ctx.db, user.uuid, code, now))) {
      await recordRateEvent(ctx.db, keys, now);
      return send(c, AuthCodeAnswer, errorBody(401, CODE_INVALID_MESSAGE, { code: [CODE_INVALID_MESSAGE] }), 401);
    }
    // The code proves the mailbox, as the unblock link does: it ends a block.
    await unblockAccount(ctx.db, user.uuid);
    await clearLoginFailures(ctx.db, accountKey(user.email));
    const device = await signKnownDevice(ctx.jwtKey, await readKnownDevice(ctx.jwtKey, deviceToken, now), user.uuid, now);
    return send(c, AuthCodeAnswer, { status: { code: 200, message: 'OK' }, data: { token: await issueTokens(ctx, user), device } });
  });

  app.post('/api/wp/auth/restorePassword', async (c) => {
    const { email } = await jsonBody(c, EmailBody);
    const now = nowSeconds(ctx);
    await mailLimit(c, ctx, 'reset', email, now);
    const user = await userByEmail(ctx.db, email);
    if (user) {
      const token = await createLinkToken(ctx.db, { purpose: 'reset', userUuid: user.uuid, now, lifetimeSeconds: RESET_SECONDS });
      await sendMail(ctx.db, resetMail(user.email, ctx.publicUrl, token), now, ctx.publicUrl);
    }
    return send(c, ActionAnswer, ok(RESET_SENT_MESSAGE));
  });

  app.post('/api/wp/auth/checkResetToken', async (c) => {
    const { token } = await jsonBody(c, TokenBody);
    const link = await liveLink(ctx.db, 'reset', token, nowSeconds(ctx));
    const user = link ? await userByUuid(ctx.db, link.user_uuid) : undefined;
    if (!user) return send(c, CheckResetTokenAnswer, { status: { code: 410, message: LINK_INVALID_MESSAGE }, data: { valid: false } });
    return send(c, CheckResetTokenAnswer, { status: { code: 200, message: 'OK' }, data: { valid: true, email: maskEmail(user.email) } });
  });

  /** Password rules first (422 under 'password'), then the link (410); success revokes every refresh token. */
  app.post('/api/wp/auth/resetPassword', async (c) => {
    const { token, password } = await jsonBody(c, ResetPasswordBody);
    const errors = passwordErrors(password);
    if (errors.length > 0) throw new ApiError(422, errorBody(422, `The given data was invalid. ${errors[0]}`, { password: errors }));
    const now = nowSeconds(ctx);
    const passwordHash = await hashPassword(password);
    const link = await spendLink(ctx.db, 'reset', token, now);
    const user = link ? await userByUuid(ctx.db, link.user_uuid) : undefined;
    if (!user) throw linkInvalid();
    await setPasswordHash(ctx.db, user.uuid, passwordHash);
    await spendAllLinks(ctx.db, 'reset', user.uuid, now);
    await revokeAllRefreshTokens(ctx.db, user.uuid, now);
    // A new password ends a block too: whoever guessed cannot use the old one.
    await unblockAccount(ctx.db, user.uuid);
    await clearLoginFailures(ctx.db, accountKey(user.email));
    return send(c, ActionAnswer, ok('Your password has been changed. Please log in with the new password.'));
  });

  app.post('/api/wp/auth/resendUnblockEmail', async (c) => {
    const { email } = await jsonBody(c, EmailBody);
    const now = nowSeconds(ctx);
    await mailLimit(c, ctx, 'unblock', email, now);
    const user = await userByEmail(ctx.db, email);
    if (user && (await loginIsBlocked(ctx, email, user, now))) await sendUnblockMail(ctx, user, now);
    return send(c, ActionAnswer, ok(UNBLOCK_SENT_MESSAGE));
  });

  /** The unblock e-mail's link: a page visit, so it redirects to the login page with the outcome. */
  app.get('/api/wp/auth/unblock', async (c) => {
    const token = (c.req.query('token') ?? '').slice(0, 200);
    const now = nowSeconds(ctx);
    const link = token ? await spendLink(ctx.db, 'unblock', token, now) : undefined;
    const user = link ? await userByUuid(ctx.db, link.user_uuid) : undefined;
    if (!user) return c.redirect('/login/?unblocked=0', 303);
    await unblockAccount(ctx.db, user.uuid);
    await clearLoginFailures(ctx.db, accountKey(user.email));
    await spendAllLinks(ctx.db, 'unblock', user.uuid, now);
    return c.redirect('/login/?unblocked=1', 303);
  });

  app.post('/api/user/request-change-email-action', async (c) => {
    const user = await requireUser(c, ctx);
    const { email: typed } = await jsonBody(c, ChangeEmailBody);
    const email = normalized(typed);
    if (!isValidEmail(email)) throw invalidField('email', EMAIL_MESSAGE);
    if (email === user.email) throw invalidField('email', EMAIL_SAME_MESSAGE);
    const now = nowSeconds(ctx);
    await mailLimit(c, ctx, 'email-change', user.email, now);
    if (await userByEmail(ctx.db, email)) throw invalidField('email', EMAIL_TAKEN_MESSAGE);
    const token = await createLinkToken(ctx.db, { purpose: 'email-change', userUuid: user.uuid, email, now, lifetimeSeconds: EMAIL_CHANGE_SECONDS });
    await sendMail(ctx.db, emailChangeMail(email, ctx.publicUrl, token), now, ctx.publicUrl);
    return send(c, ActionAnswer, ok(`We sent a link to confirm the change to ${email}.`));
  });

  /** No bearer needed: the link may be opened in another browser; the token says whose account it is. */
  app.post('/api/user/confirm-change-email-action', async (c) => {
    const { token } = await jsonBody(c, TokenBody);
    const now = nowSeconds(ctx);
    const link = await liveLink(ctx.db, 'email-change', token, now);
    if (!link?.email) throw linkInvalid();
    if (!(await setEmail(ctx.db, link.user_uuid, link.email))) throw invalidField('email', EMAIL_TAKEN_MESSAGE);
    if (!(await spendLink(ctx.db, 'email-change', token, now))) throw linkInvalid();
    await spendAllLinks(ctx.db, 'email-change', link.user_uuid, now);
    return send(c, ConfirmChangeEmailAnswer, { ...ok('Your e-mail address has been changed.'), data: { email: link.email } });
  });

  /**
   * The credentials, behind the login limits (401, 423, 429 as login; no known-device token is taken: a blocked
   * account's removal waits for its unblock link, a reset or a login code), then the confirmation e-mail.
   */
  app.post('/api/wp/auth/initAccountRemoval', async (c) => {
    const { email, password } = await jsonBody(c, AccountRemovalBody);
    const checked = await guardedCredentials(c, ctx, email, password);
    if (!checked.ok) {
      refusalHeaders(c, checked);
      return send(
        c,
        ActionAnswer,
        { status: checked.body.status, data: checked.body.data ? { allowResendEmail: true } : undefined },
        checked.httpStatus,
      );
    }
    const now = nowSeconds(ctx);
    await mailLimit(c, ctx, 'removal', email, now);
    const token = await createLinkToken(ctx.db, { purpose: 'removal', userUuid: checked.user.uuid, now, lifetimeSeconds: REMOVAL_SECONDS });
    await sendMail(ctx.db, removalMail(checked.user.email, ctx.publicUrl, token), now, ctx.publicUrl);
    return send(c, ActionAnswer, ok('We sent you an e-mail with a link to confirm the removal of your account.'));
  });

  /** Removes the account (its refresh tokens, favourites, links and codes go with it). */
  app.post('/api/wp/auth/removeAccount', async (c) => {
    const { token } = await jsonBody(c, TokenBody);
    const link = await spendLink(ctx.db, 'removal', token, nowSeconds(ctx));
    const user = link ? await userByUuid(ctx.db, link.user_uuid) : undefined;
    if (!link || !user || !(await removeUser(ctx.db, link.user_uuid))) throw linkInvalid();
    // The address removed: a page signed in as that account ends its session (spec 001 §2 'Account actions').
    return send(c, RemoveAccountAnswer, { ...ok('Your account has been removed.'), data: { email: user.email } });
  });
};

/** 'a***e@demo.test': the first and last letters of the local part. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}@${domain}`;
}
