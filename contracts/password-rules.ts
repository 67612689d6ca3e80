/**
 * The password and e-mail rules of spec 000 §5 'Validation rules', with their exact messages: the forms check them
 * before sending (domain/validation.ts re-exports them) and the site API checks them again (a new password
 * of resetPassword, a new e-mail of request-change-email-action). One home, so both sides say the same thing.
 */

export const EMAIL_EXAMPLE = 'name@example.com';
export const EMAIL_MESSAGE = `Correct email pattern is: ${EMAIL_EXAMPLE}`;
export const PASSWORD_MESSAGE = 'Password must contain at least one digit and not contain symbols & and ", min 8 and max 50 sign';
export const PASSWORD_LETTER_MESSAGE = 'Password must contain at least one letter';
export const PASSWORD_NUMBER_MESSAGE = 'Password must contain at least one number';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const EMAIL_MAX = 254;

/** Permissive form: local part of letters, digits and ._%+!#$&'*\/=?^`{|}~-, '@', lower-case domain, TLD of 2+ letters. */
export const EMAIL_PERMISSIVE = /^[A-Za-z0-9._%+!#$&'*/=?^`{|}~-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
/** Strict form: local part of letters, digits and ._%+-, '@', a domain with a TLD of 2+ letters. */
export const EMAIL_STRICT = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

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
