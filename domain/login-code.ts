/**
 * Login by a code sent to the account (spec 001 §2 'Account actions'): the code is 6 digits (the reference backend's
 * figure, backend/README.md). Used by the login form machine and by the site server's /session/login-code/.
 */
import { type FieldErrors, validateLogin } from './validation.ts';

export const LOGIN_CODE_PATTERN = /^\d{6}$/;
export const LOGIN_CODE_MESSAGE = 'The code is 6 digits';

/** The code's field errors: none for 6 digits (spaces around ignored). */
export function validateLoginCode(code: string): FieldErrors {
  return LOGIN_CODE_PATTERN.test(code.trim()) ? {} : { code: [LOGIN_CODE_MESSAGE] };
}

/** The e-mail a code is asked for: the login form's e-mail rules (000 §5), without a password. */
export function validateCodeEmail(email: string): FieldErrors {
  const errors = validateLogin({ email, password: 'not checked here' });
  return errors.email ? { email: errors.email } : {};
}
