/**
 * The change-password call (spec 001 §2 'Account settings'; §3 'Password change form'; §5 'Change password'; §7 POST
 * {siteHost}/api/user/change-password, form data password, new_password, new_password_confirmation → on 200 msg, on
 * error a map of field to message or list of messages; §8 'Change-password error': the server's texts under the fields).
 *
 * The reference backend (backend/routes/account-settings.ts) answers a refusal with 422 and `errors` (one list per
 * field), the site API's error shape; a map at the top level (`{password: '...'}`) is read too, as the spec allows.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';
import { CHANGE_PASSWORD_FIELDS, type ChangePasswordErrors } from './change-password-rules.ts';

export {
  CHANGE_PASSWORD_FIELDS,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_UNCHANGED_MESSAGE,
  type ChangePasswordErrors,
  type ChangePasswordField,
  changePasswordRuleErrors,
} from './change-password-rules.ts';

/** The form data sent (each at most 200 characters; the password rules are checked by the server and the form). */
const Field = z._default(z.string().check(z.maxLength(200)), '');
export const ChangePasswordBody = z.object({ password: Field, new_password: Field, new_password_confirmation: Field });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** 200: the server's message to show. */
export const ChangePasswordAnswer = z.object({ status: z.optional(Status), msg: z.string() });
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswer>;

/** A refusal's field errors: a message or a list of messages per field. */
export const ChangePasswordErrorMap = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** A refused answer's field errors as lists (from `errors`, or a map at the top level); {} when there are none. */
export function changePasswordFieldErrors(body: unknown): ChangePasswordErrors {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const source = typeof record.errors === 'object' && record.errors !== null ? record.errors : record;
  const parsed = ChangePasswordErrorMap.safeParse(
    Object.fromEntries(Object.entries(source).filter(([key]) => (CHANGE_PASSWORD_FIELDS as readonly string[]).includes(key))),
  );
  if (!parsed.success) return {};
  const out: ChangePasswordErrors = {};
  for (const [field, value] of Object.entries(parsed.data)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m) => m.length > 0);
    if (list.length > 0) out[field as keyof ChangePasswordErrors] = list;
  }
  return out;
}

/** change-password's outcome as the site API adapter gives it (never thrown): the server's msg, or its field errors. */
export type PasswordChangeOutcome = { ok: true; message: string } | { ok: false; message: string; fieldErrors: ChangePasswordErrors };
