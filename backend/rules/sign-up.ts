/**
 * The sign-up's fields as the site API checks them (spec 001 §5 'Registration', 'Payment'; 000 §5 'Validation rules'):
 * the e-mail lower-cased and trimmed, required, at most EMAIL_MAX and of the permissive form; the password required and
 * of the password rules (contracts/password-rules.ts, which the forms check too); a payment system named.
 */
import { EMAIL_MAX, EMAIL_MESSAGE, isValidEmail, passwordErrors } from '../../contracts/password-rules.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED } from './billers.ts';

export const REQUIRED_MESSAGE = 'This field is required';

/** The e-mail as accounts are keyed: trimmed and lower-cased. */
export const accountEmail = (email: string): string => email.trim().toLowerCase();

/** The messages of each field that breaks a rule; none when the sign-up may go on. */
export function signUpErrors(fields: { email: string; password: string; paymentSystem: string }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const email = accountEmail(fields.email);
  if (!email) errors.email = [REQUIRED_MESSAGE];
  else if (email.length > EMAIL_MAX) errors.email = [`Please enter no more than ${EMAIL_MAX} characters`];
  else if (!isValidEmail(email)) errors.email = [EMAIL_MESSAGE];
  const password = fields.password ? passwordErrors(fields.password) : [REQUIRED_MESSAGE];
  if (password.length > 0) errors.password = password;
  if (!fields.paymentSystem) errors.paymentSystem = [PAYMENT_SYSTEM_NOT_SELECTED];
  return errors;
}
