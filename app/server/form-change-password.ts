/**
 * The change-password form of /main-dashboard/account-settings/ without JavaScript (spec 001 §2 'Account
 * settings', §5 'Change password', §7, §8), with the rules of the other account forms (form-account.ts): only from the
 * site's own pages and with the visitor's CSRF token. The machine's own rules first (contracts/change-password-rules.ts),
 * then the site API adapter's call its actor makes; 303 back to the page with the outcome in the short-lived cookie
 * (domain/form-outcome.ts: never a password), so the page's render starts the form where the script path
 * would have got: the server's message ('done'), or the errors under their fields ('refused').
 *
 * The site API keeps the caller's own refresh token by the request's cookie, which a call from this server does not
 * carry: every refresh token of the member is revoked, so this browser signs in again here with the new password
 * (a fresh token pair in its cookies) and stays signed in.
 */
import type { Context } from 'hono';
import { type ChangePasswordValues, changePasswordRuleErrors } from '../../contracts/change-password-rules.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { hasFieldErrors } from '../../domain/validation.ts';
import { accepted, back, text } from './form-account.ts';
import { type SessionRouteDeps, deviceLogin, servicesFor } from './form-login.ts';

export const ACCOUNT_SETTINGS_PATH = DASHBOARD_PAGES.accountSettings.path;

export async function formChangePassword(c: Context, deps: SessionRouteDeps): Promise<Response> {
  const form = 'change-password';
  const fields = await accepted(c, deps, form, ACCOUNT_SETTINGS_PATH);
  if (fields instanceof Response) return fields;
  const headers = new Headers();
  const services = servicesFor(c, deps, headers);
  const { site, sessionTokens } = services;
  // Signed out meanwhile: the page answers 401 itself.
  if (!sessionTokens.read().atoken) return back(c, deps, ACCOUNT_SETTINGS_PATH, null, headers);
  const values: ChangePasswordValues = {
    password: text(fields, 'password', 200),
    new_password: text(fields, 'new_password', 200),
    new_password_confirmation: text(fields, 'new_password_confirmation', 200),
  };
  const errors = changePasswordRuleErrors(values);
  if (hasFieldErrors(errors)) return back(c, deps, ACCOUNT_SETTINGS_PATH, { form, step: 'refused', fieldErrors: errors }, headers);
  const user = await site.userInfo();
  const outcome = await site.changePassword(values);
  if (!outcome.ok) {
    const formError = hasFieldErrors(outcome.fieldErrors) ? undefined : outcome.message || GENERIC_ERROR;
    return back(
      c,
      deps,
      ACCOUNT_SETTINGS_PATH,
      { form, step: 'refused', fieldErrors: outcome.fieldErrors, ...(formError ? { formError } : {}) },
      headers,
    );
  }
  if (user) await deviceLogin(services, { email: user.email, password: values.new_password });
  return back(c, deps, ACCOUNT_SETTINGS_PATH, { form, step: 'done', message: outcome.message }, headers);
}
