/**
 * The change-password form's rules (spec 001 §5 'Change password': the shared password rules of 000 §5, 8 to 50;
 * contracts/password-rules.ts), with the reference backend's texts: the form checks them before sending and the site
 * API checks them again (backend/routes/account-settings.ts). No zod here: the account settings screen imports it.
 */
import { passwordErrors } from './password-rules.ts';

export const CHANGE_PASSWORD_FIELDS = ['password', 'new_password', 'new_password_confirmation'] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];
export type ChangePasswordValues = Record<ChangePasswordField, string>;
/** Messages per field (a list is shown joined by line breaks, spec 001 §5). */
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string[]>>;

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is incorrect.';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password.';
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';
export const PASSWORD_UNCHANGED_MESSAGE = 'The new password must differ from the current one.';

/** The rules a change breaks, per field ({} when none); whether the current password is right is the server's to say. */
export function changePasswordRuleErrors(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.password === '') errors.password = [CURRENT_PASSWORD_REQUIRED_MESSAGE];
  const rules = passwordErrors(values.new_password);
  if (rules.length > 0) errors.new_password = rules;
  if (values.new_password_confirmation !== values.new_password) errors.new_password_confirmation = [PASSWORDS_DIFFER_MESSAGE];
  return errors;
}
