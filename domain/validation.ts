/**
 * Validation rules and their messages (spec 000 §5 'Validation rules'): password, e-mail (permissive and
 * strict forms), URL, maximum length, required fields, and the login form. The password and e-mail rules live in
 * contracts/password-rules.ts, which the site API checks too.
 */
import { EMAIL_MAX, EMAIL_MESSAGE, PASSWORD_MAX, isValidEmail } from '../contracts/password-rules.ts';

export {
  EMAIL_EXAMPLE,
  EMAIL_MAX,
  EMAIL_MESSAGE,
  EMAIL_PERMISSIVE,
  EMAIL_STRICT,
  PASSWORD_LETTER_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MESSAGE,
  PASSWORD_MIN,
  PASSWORD_NUMBER_MESSAGE,
  isValidEmail,
  isValidPassword,
  passwordErrors,
} from '../contracts/password-rules.ts';

export const REQUIRED_MESSAGE = 'This field is required';
export const URL_MESSAGE = 'Please enter a valid URL';
export const maxLengthMessage = (maxlength: number): string => `Please enter no more than ${maxlength} characters`;

/** Optional http(s)://, a host with dots, a TLD of 2 to 6 characters, optional path. */
export const URL_PATTERN = /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,6}(\/\S*)?$/;

export function isValidUrl(url: string): boolean {
  return URL_PATTERN.test(url.trim());
}

export type FieldErrors = Partial<Record<string, string[]>>;
export type LoginFields = { email: string; password: string };

/** The login e-mail is lower-cased (and trimmed) before sending (§5). */
export const normalizeLoginEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Login form: both fields required; the e-mail must match the permissive form (after lower-casing);
 * the password must not exceed 50 characters. Password strength rules are for new passwords, not login.
 */
export function validateLogin(fields: LoginFields): FieldErrors {
  const errors: FieldErrors = {};
  const email = normalizeLoginEmail(fields.email);
  if (!email) errors.email = [REQUIRED_MESSAGE];
  else if (email.length > EMAIL_MAX) errors.email = [maxLengthMessage(EMAIL_MAX)];
  else if (!isValidEmail(email)) errors.email = [EMAIL_MESSAGE];
  if (!fields.password) errors.password = [REQUIRED_MESSAGE];
  else if (fields.password.length > PASSWORD_MAX) errors.password = [maxLengthMessage(PASSWORD_MAX)];
  return errors;
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.values(errors).some((list) => (list?.length ?? 0) > 0);

/** Server field errors are shown under each field joined by line breaks (§5). */
export const joinFieldErrors = (messages: readonly string[] | undefined): string => (messages ?? []).join('\n');

/** A lone e-mail field (the e-mail change's new address): required, at most EMAIL_MAX, the permissive form (§5). */
export function validateEmailField(email: string): FieldErrors {
  const value = normalizeLoginEmail(email);
  if (!value) return { email: [REQUIRED_MESSAGE] };
  if (value.length > EMAIL_MAX) return { email: [maxLengthMessage(EMAIL_MAX)] };
  if (!isValidEmail(value)) return { email: [EMAIL_MESSAGE] };
  return {};
}
