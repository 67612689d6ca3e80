/**
 * The account forms without JavaScript (spec 001 §2 'Account actions', §5, §7 'Login and account actions';
 * 000 §4 'Age verification', §5 rules): /reset-password/, /account-removal/, /email-change/ and 'Verify Now' on
 * /age-verification/ post here, with the same rules as the login form (form-login.ts): only from the site's own pages
 * (403 otherwise) and with the visitor's CSRF token (csrf-token.ts; otherwise back to the form with 'This form has
 * expired. Please try again.'). Each calls the site API adapter method its screen machine's actor calls, with the
 * machine's own validation and messages, then answers 303 back to its page with the outcome in a short-lived HttpOnly
 * cookie (domain/form-outcome.ts): the page's render starts the machine in the step the script path would
 * have reached. Nothing typed is lost but passwords, which never go into the outcome.
 */
import type { Context } from 'hono';
import { parseCookieHeader } from '../../adapters/cookies.ts';
import { INVALID_FIELDS, LINK_GONE, requestRefusal } from '../../machines/email-change.machine.ts';
import { formErrorOf, validateNewPassword, validateRestore } from '../../machines/reset-password.machine.ts';
import { AGE_VERIFICATION_PATH, sessionIdCookie } from '../../domain/age-verification.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { FORM_OUTCOME_COOKIE, FORM_OUTCOME_MAX_AGE, type PostedForm, type PostedOutcome, encodeOutcome } from '../../domain/form-outcome.ts';
import { hasFieldErrors, normalizeLoginEmail, validateEmailField, validateLogin } from '../../domain/validation.ts';
import { NOT_OWN_SITE, type SessionRouteDeps, fromOwnSite, servicesFor } from './form-login.ts';
import { FORM_EXPIRED, CSRF_COOKIE, CSRF_FIELD, csrfTokenMatches } from './csrf-token.ts';

export const RESET_PASSWORD_PATH = '/reset-password/';
export const ACCOUNT_REMOVAL_PATH = '/account-removal/';
export const EMAIL_CHANGE_PATH = '/email-change/';

export type Fields = Record<string, unknown>;
export const text = (fields: Fields, name: string, max: number) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, max) : '');
/** A link's single-use token as the pages take it (app/router/search.ts LinkTokenSearch), or null. */
const linkToken = (fields: Fields): string | null => {
  const token = text(fields, 'token', 200);
  return /^[\w.~-]{1,200}$/.test(token) ? token : null;
};
const withToken = (path: string, token: string | null) => (token ? `${path}?${new URLSearchParams({ token })}` : path);

/** 303 to `location`, the outcome in its cookie for the page's render (and any cookie the call set in `headers`). */
export function back(c: Context, deps: SessionRouteDeps, location: string, outcome: PostedOutcome | null, headers = new Headers()): Response {
  if (outcome) {
    const secure = new URL(c.req.url).protocol === 'https:' || deps.config.siteUrl.startsWith('https:');
    const value = encodeURIComponent(encodeOutcome(outcome));
    headers.append(
      'Set-Cookie',
      `${FORM_OUTCOME_COOKIE}=${value}; Max-Age=${FORM_OUTCOME_MAX_AGE}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
    );
  }
  headers.set('Location', location);
  headers.set('Cache-Control', 'no-store');
  return new Response(null, { status: 303, headers });
}

/**
 * The post's fields when it may be carried out; else the answer: 403 from another site, back to the form with the
 * e-mail typed when its token does not match or its body cannot be read.
 */
export async function accepted(c: Context, deps: SessionRouteDeps, form: PostedForm, path: string): Promise<Fields | Response> {
  if (!fromOwnSite(c, deps.config)) return c.text(NOT_OWN_SITE, 403);
  let fields: Fields;
  try {
    fields = await c.req.parseBody();
  } catch {
    return back(c, deps, path, { form, step: 'refused', formError: GENERIC_ERROR });
  }
  if (!csrfTokenMatches(parseCookieHeader(c.req.header('cookie')).get(CSRF_COOKIE), fields[CSRF_FIELD])) {
    const email = text(fields, 'email', 254);
    return back(c, deps, withToken(path, linkToken(fields)), { form, step: 'refused', formError: FORM_EXPIRED, ...(email ? { email } : {}) });
  }
  return fields;
}

/** /reset-password/: the restore (an e-mail) or, with the link's token, the new password (001 §2; 000 §5 rules). */
export async function formResetPassword(c: Context, deps: SessionRouteDeps): Promise<Response> {
  const form = 'reset-password';
  const fields = await accepted(c, deps, form, RESET_PASSWORD_PATH);
  if (fields instanceof Response) return fields;
  const { site } = servicesFor(c, deps, new Headers());
  const token = linkToken(fields);
  if (token === null) {
    const email = text(fields, 'email', 254);
    const errors = validateRestore(email);
    if (hasFieldErrors(errors)) return back(c, deps, RESET_PASSWORD_PATH, { form, step: 'refused', email, fieldErrors: errors });
    const outcome = await site.restorePassword(normalizeLoginEmail(email));
    if (outcome.ok) return back(c, deps, RESET_PASSWORD_PATH, { form, step: 'sent', email: normalizeLoginEmail(email) });
    const formError = formErrorOf(outcome);
    return back(c, deps, RESET_PASSWORD_PATH, {
      form,
      step: 'refused',
      email,
      fieldErrors: outcome.fieldErrors,
      ...(formError ? { formError } : {}),
    });
  }
  const here = withToken(RESET_PASSWORD_PATH, token);
  const password = text(fields, 'password', 200);
  const errors = validateNewPassword({ password, confirmation: text(fields, 'confirmation', 200) });
  if (hasFieldErrors(errors)) return back(c, deps, here, { form, step: 'refused', fieldErrors: errors });
  const outcome = await site.resetPassword(token, password);
  if (outcome.ok) return back(c, deps, RESET_PASSWORD_PATH, { form, step: 'done' });
  // A used or expired link: the page's own check of it shows the invalid-link state.
  if (outcome.gone) return back(c, deps, here, null);
  const formError = formErrorOf(outcome);
  return back(c, deps, here, { form, step: 'refused', fieldErrors: outcome.fieldErrors, ...(formError ? { formError } : {}) });
}

/**
 * /account-removal/: the start (e-mail and password → the confirmation e-mail) or, with the link's token, the removal.
 * Removing the account signed in in this browser ends its session: the token cookies are cleared (the script path's
 * logout without a redirect).
 */
export async function formAccountRemoval(c: Context, deps: SessionRouteDeps): Promise<Response> {
  const form = 'account-removal';
  const fields = await accepted(c, deps, form, ACCOUNT_REMOVAL_PATH);
  if (fields instanceof Response) return fields;
  const headers = new Headers();
  const { site, sessionTokens } = servicesFor(c, deps, headers);
  const token = linkToken(fields);
  if (token === null) {
    const email = text(fields, 'email', 254);
    const credentials = { email, password: text(fields, 'password', 50) };
    const errors = validateLogin(credentials);
    if (hasFieldErrors(errors)) return back(c, deps, ACCOUNT_REMOVAL_PATH, { form, step: 'refused', email, fieldErrors: errors });
    const outcome = await site.initAccountRemoval({ email: normalizeLoginEmail(email), password: credentials.password });
    if (outcome.ok) return back(c, deps, ACCOUNT_REMOVAL_PATH, { form, step: 'triggered' });
    return back(c, deps, ACCOUNT_REMOVAL_PATH, {
      form,
      step: 'refused',
      email,
      fieldErrors: outcome.fieldErrors,
      formError: outcome.message || GENERIC_ERROR,
    });
  }
  // Who is signed in here, asked before the account may be gone.
  const signedIn = sessionTokens.read().atoken ? ((await site.userInfo())?.email ?? null) : null;
  const outcome = await site.removeAccount(token);
  if (outcome.ok) {
    if (signedIn !== null && outcome.email !== null && signedIn.toLowerCase() === outcome.email.toLowerCase()) sessionTokens.clear();
    return back(c, deps, ACCOUNT_REMOVAL_PATH, { form, step: 'removed' }, headers);
  }
  if (outcome.status === LINK_GONE) return back(c, deps, ACCOUNT_REMOVAL_PATH, { form, step: 'invalidLink' }, headers);
  return back(c, deps, withToken(ACCOUNT_REMOVAL_PATH, token), { form, step: 'refused', formError: outcome.message || GENERIC_ERROR }, headers);
}

/** /email-change/: a member's request (the new address) or, with the link's token, its confirmation (no sign-in needed). */
export async function formEmailChange(c: Context, deps: SessionRouteDeps): Promise<Response> {
  const form = 'email-change';
  const fields = await accepted(c, deps, form, EMAIL_CHANGE_PATH);
  if (fields instanceof Response) return fields;
  const headers = new Headers();
  const { site } = servicesFor(c, deps, headers);
  const token = linkToken(fields);
  if (token === null) {
    const email = text(fields, 'email', 254);
    const errors = validateEmailField(email);
    if (hasFieldErrors(errors)) return back(c, deps, EMAIL_CHANGE_PATH, { form, step: 'refused', email, fieldErrors: errors }, headers);
    const outcome = await site.requestEmailChange(normalizeLoginEmail(email));
    if (outcome.ok) return back(c, deps, EMAIL_CHANGE_PATH, { form, step: 'sent', email: normalizeLoginEmail(email) }, headers);
    const { fieldErrors, formError } = requestRefusal(outcome);
    return back(c, deps, EMAIL_CHANGE_PATH, { form, step: 'refused', email, fieldErrors, ...(formError ? { formError } : {}) }, headers);
  }
  const here = withToken(EMAIL_CHANGE_PATH, token);
  const outcome = await site.confirmEmailChange(token);
  if (outcome.ok) return back(c, deps, here, { form, step: 'confirmed', email: outcome.email }, headers);
  if (outcome.status === LINK_GONE) return back(c, deps, here, { form, step: 'invalidLink' }, headers);
  if (outcome.status === INVALID_FIELDS) return back(c, deps, here, { form, step: 'taken', formError: outcome.message }, headers);
  return back(c, deps, here, { form, step: 'confirmFailed', formError: outcome.message || GENERIC_ERROR }, headers);
}

/**
 * 'Verify Now' without JavaScript (000 §4 'Age verification'): a provider session started here, its id in the cookie
 * the machine sets (rules/age-verification.ts sessionIdCookie), and 303 to the provider's page. The provider sends the
 * visitor back to /age-verification/?sessionId=…, where the page renders the check in progress (see README: its poll
 * needs JavaScript). No session (not signed in, the provider down): back to the page, which says what it can.
 */
export async function formAgeVerification(c: Context, deps: SessionRouteDeps): Promise<Response> {
  if (!fromOwnSite(c, deps.config)) return c.text(NOT_OWN_SITE, 403);
  const fields: Fields = await c.req.parseBody().catch(() => ({}));
  if (!csrfTokenMatches(parseCookieHeader(c.req.header('cookie')).get(CSRF_COOKIE), fields[CSRF_FIELD]))
    return back(c, deps, AGE_VERIFICATION_PATH, null);
  const headers = new Headers();
  const { site, sessionTokens, cookies } = servicesFor(c, deps, headers);
  if (!sessionTokens.read().atoken) return back(c, deps, AGE_VERIFICATION_PATH, null, headers);
  const session = await site.startAgeVerification(AGE_VERIFICATION_PATH);
  if (!session) return back(c, deps, AGE_VERIFICATION_PATH, null, headers);
  const cookie = sessionIdCookie(session.sessionId);
  cookies.set(cookie.name, cookie.value, { path: cookie.path, maxAge: cookie.maxAge, domain: cookie.domain });
  // As the machine goes there: a relative address (the sandbox provider) stays on the host the visitor is on.
  return back(c, deps, session.url, null, headers);
}
