/**
 * The checkout form's rule (spec 001 §5 'Registration', 'Payment'): shared by the checkout machine and the form posted
 * without JavaScript. The site API checks the sign-up again by its own rules (backend/rules/sign-up.ts in the embedded one).
 */
import { PAYMENT_SYSTEM_NOT_SELECTED } from './billers.ts';
import { type FieldErrors, REQUIRED_MESSAGE, passwordErrors, validateEmailField } from './validation.ts';

/**
 * The checkout form (spec 001 §5 'Registration', 'Payment'): 'Pay with' must name a payment system; a visitor
 * without an account also gives an e-mail of the permissive form and a password of the password rules.
 */
export function validateCheckout(fields: { email: string; password: string; paymentSystem: string }, createsAccount: boolean): FieldErrors {
  const errors: FieldErrors = createsAccount ? validateEmailField(fields.email) : {};
  if (createsAccount) {
    if (!fields.password) errors.password = [REQUIRED_MESSAGE];
    else if (passwordErrors(fields.password).length > 0) errors.password = passwordErrors(fields.password);
  }
  if (!fields.paymentSystem) errors.paymentSystem = [PAYMENT_SYSTEM_NOT_SELECTED];
  return errors;
}
