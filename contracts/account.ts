/**
 * Account actions of the site API (spec 001 §2 'Account actions', §7 'Login and account actions'; 000 §7 'Auth and
 * account'): login by a code sent by e-mail, password reset, unblocking a blocked account, e-mail change, account
 * removal. The spec shows only some payloads; these are the reference backend's (backend/README.md has the figures).
 *
 * Every answer has the site API's shape `{status: {code, message}, data?}`; a refused one may carry `errors`, one
 * list of messages per field ('password', 'email', 'token', …) to show under the field (000 §5). HTTP statuses:
 * 200 done, 401 wrong credentials or code, 410 a link that is unknown, used or expired, 422 invalid fields,
 * 423 a blocked account (with `data.allowResendEmail`), 429 too many requests (with Retry-After).
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';
import { DeviceToken, TokenAnswer } from './site-api.ts';

const Email = z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254));
/** A single-use link token of an e-mail (reset, e-mail change, removal, unblock). */
const LinkToken = z.string().check(z.trim(), z.minLength(1, 'Token is required'), z.maxLength(200));
const FieldErrors = z.record(z.string(), z.array(z.string()));

/**
 * `{status}` plus optional field errors: the answer of calls that only say whether they were done. initAccountRemoval
 * refused for a blocked account (423) says `data.allowResendEmail: true`, as login does.
 */
export const ActionAnswer = z.object({
  status: Status,
  data: z.optional(z.nullable(z.object({ allowResendEmail: z.optional(z.boolean()) }))),
  errors: z.optional(FieldErrors),
});
export type ActionAnswer = z.infer<typeof ActionAnswer>;

/**
 * Login by code. `{email}` asks for a 6-digit code by e-mail; `{email, code}` signs in with it, with the browser's
 * known-device token when it has one (renewed in the answer's `data.device`, like login's).
 */
export const AuthCodeBody = z.object({
  email: Email,
  code: z.optional(z.string().check(z.trim(), z.regex(/^\d{6}$/, 'The code is 6 digits'))),
  device: z.optional(DeviceToken),
});
export type AuthCodeBody = z.infer<typeof AuthCodeBody>;
/**
 * Asking: `{status}` only (the same whether the e-mail has an account or not). Signing in: like login, `data.token`
 * and `data.device`; a wrong, spent or expired code is 401 with `errors.code`.
 */
export const AuthCodeAnswer = z.extend(TokenAnswer, { errors: z.optional(FieldErrors) });
export type AuthCodeAnswer = z.infer<typeof AuthCodeAnswer>;

/** restorePassword, resendUnblockEmail. */
export const EmailBody = z.object({ email: Email });
export type EmailBody = z.infer<typeof EmailBody>;

/** checkResetToken, confirm-change-email-action, removeAccount. */
export const TokenBody = z.object({ token: LinkToken });
export type TokenBody = z.infer<typeof TokenBody>;

/** checkResetToken: always HTTP 200; `data.valid`, and the account's e-mail masked ('a***e@demo.test') when valid. */
export const CheckResetTokenAnswer = z.object({
  status: Status,
  data: z.object({ valid: z.boolean(), email: z.optional(z.string()) }),
});
export type CheckResetTokenAnswer = z.infer<typeof CheckResetTokenAnswer>;

/** resetPassword: the new password is checked with the password rules (contracts/password-rules.ts). */
export const ResetPasswordBody = z.object({
  token: LinkToken,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(200)),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** request-change-email-action (Bearer): the new address, which gets the confirmation link. */
export const ChangeEmailBody = z.object({ email: Email });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** confirm-change-email-action: `data.email` is the account's address now. */
export const ConfirmChangeEmailAnswer = z.object({
  status: Status,
  data: z.optional(z.nullable(z.object({ email: z.string() }))),
  errors: z.optional(FieldErrors),
});
export type ConfirmChangeEmailAnswer = z.infer<typeof ConfirmChangeEmailAnswer>;

/** initAccountRemoval: the account's credentials. */
export const AccountRemovalBody = z.object({
  email: Email,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(50)),
});
export type AccountRemovalBody = z.infer<typeof AccountRemovalBody>;

/** removeAccount: `data.email` is the address of the account removed (a page signed in as it ends its session). */
export const RemoveAccountAnswer = z.object({
  status: Status,
  data: z.optional(z.nullable(z.object({ email: z.string() }))),
  errors: z.optional(FieldErrors),
});
export type RemoveAccountAnswer = z.infer<typeof RemoveAccountAnswer>;
