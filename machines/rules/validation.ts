/**
 * Validation rules and their messages (spec 000 §5 'Validation rules'): password, e-mail (permissive and
 * strict forms), URL, maximum length, required fields, and the login form.
 */

export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_EXAMPLE = 'name@example.com';
export const EMAIL_MESSAGE = `Correct email pattern is: ${EMAIL_EXAMPLE}`;
export const PASSWORD_MESSAGE = 'Password must contain at least one digit and not contain symbols & and ", min 8 and max 50 sign';
export const PASSWORD_LETTER_MESSAGE = 'Password must contain at least one letter';
export const PASSWORD_NUMBER_MESSAGE = 'Password must contain at least one number';
export const URL_MESSAGE = 'Please enter a valid URL';
export const maxLengthMessage = (maxlength: number): string => `Please enter no more than ${maxlength} characters`;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const EMAIL_MAX = 254;

/** Permissive form: local part of letters, digits and ._%+!#$&'*\/=?^`{|}~-, '@', lower-case domain, TLD of 2+ letters. */
export const EMAIL_PERMISSIVE = /^[A-Za-z0-9._%+!#$&'*/=?^`{|}~-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
/** Strict form: local part of letters, digits and ._%+-, '@', a domain with a TLD of 2+ letters. */
export const EMAIL_STRICT = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Optional http(s)://, a host with dots, a TLD of 2 to 6 characters, optional path. */
export const URL_PATTERN = /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,6}(\/\S*)?$/;

export function isValidEmail(email: string, form: 'permissive' | 'strict' = 'permissive'): boolean {
  return (form === 'strict' ? EMAIL_STRICT : EMAIL_PERMISSIVE).test(email);
}

/** Every password rule the value breaks, as messages (empty when valid). */
export function passwordErrors(password: string): string[] {
  const errors: string[] = [];
  if (!/[A-Za-z]/.test(password)) errors.push(PASSWORD_LETTER_MESSAGE);
  if (!/\d/.test(password)) errors.push(PASSWORD_NUMBER_MESSAGE);
  const brokenRest = /[&"\s]/.test(password) || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX;
  if (brokenRest || errors.length > 0) errors.push(PASSWORD_MESSAGE);
  return errors;
}

export function isValidPassword(password: string): boolean {
  return passwordErrors(password).length === 0;
}

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
