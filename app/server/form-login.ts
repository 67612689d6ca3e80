/**
 * Log in without JavaScript: the login form posts to /login/ (spec 000 §5 rules), with its CSRF token
 * (app/server/csrf-token.ts) and from the site's own pages only. The same site API call as the session machine's;
 * success stores the token cookies (the refresh token HttpOnly) and goes home, failure goes back to the form with the
 * message and the e-mail typed (never the password).
 */
import type { Context } from 'hono';
import { parseCookieHeader } from '../../adapters/cookies.ts';
import type { Logger } from '../../adapters/log.ts';
import type { RefreshFlights } from '../../adapters/session/refresh-flights.ts';
import type { LoginResult } from '../../adapters/site-api.ts';
import { nowSeconds, readClaims } from '../../domain/claims.ts';
import { landingAfterLogin, viewerOf } from '../../domain/gate.ts';
import { LOGIN_CODE_MESSAGE, LOGIN_CODE_PATTERN } from '../../domain/login-code.ts';
import { hasFieldErrors, normalizeLoginEmail, validateLogin } from '../../domain/validation.ts';
import type { PublicConfig } from '../config/env.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { clientAddress } from './client-address.ts';
import { FORM_EXPIRED, CSRF_COOKIE, CSRF_FIELD, csrfTokenMatches } from './csrf-token.ts';
import { createServerServices } from './services.ts';

export interface SessionRouteDeps {
  upstreamFetch: typeof fetch;
  upstreamBase: { site: string; content: string; vreels?: string };
  config: PublicConfig;
  log: Logger;
  refreshFlights: RefreshFlights;
}

/** The field saying which of the login page's forms was posted: none (the password), 'code' or 'unblock'. */
export const LOGIN_INTENT_FIELD = 'intent';

export const NOT_OWN_SITE = 'This form can only be sent from this site.';

/**
 * A post from another site (login CSRF: signing the visitor in as someone else) is refused: the browser's Origin must
 * be the site's own (the configured public URL, or the one the request came to), and Fetch Metadata must not say
 * cross-site. Clients that send neither are no browser a page could drive.
 */
export function fromOwnSite(c: Context, config: PublicConfig): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(config.siteUrl).origin && origin !== new URL(c.req.url).origin) return false;
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * The request's services, with the visitor's address forwarded: the site API limits logins per address. `cookies`: the
 * visitor's cookies of these names go with the calls to the site API (the leave-page offer's, for the checkout form).
 */
export function servicesFor(c: Context, deps: SessionRouteDeps, responseHeaders: Headers, cookies: readonly string[] = []) {
  const address = clientAddress(c);
  const held = parseCookieHeader(c.req.header('cookie'));
  const cookie = cookies.flatMap((name) => (held.get(name) ? [`${name}=${held.get(name)}`] : [])).join('; ');
  const upstreamFetch: typeof fetch = (input, init) => {
    const forwarded = new Headers(init?.headers);
    forwarded.set('x-forwarded-for', address);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (cookie && url.startsWith(deps.upstreamBase.site)) forwarded.set('cookie', cookie);
    return deps.upstreamFetch(input, { ...init, headers: forwarded });
  };
  return createServerServices({ ...deps, upstreamFetch, request: c.req.raw, responseHeaders });
}

/**
 * A site-API login of this browser: with its known-device cookie (an account blocked after failed logins still lets
 * in a device known for it: adapters/session/known-device.ts); a sign-in writes the token cookies and the renewed
 * known-device cookie.
 */
export async function deviceLogin(
  services: Pick<ReturnType<typeof servicesFor>, 'site' | 'sessionTokens' | 'knownDevice'>,
  credentials: { email: string; password: string },
): Promise<LoginResult> {
  const device = services.knownDevice.read();
  const result = await services.site.login({ ...credentials, ...(device ? { device } : {}) });
  if (result.ok) {
    services.sessionTokens.write(result.tokens);
    if (result.device) services.knownDevice.write(result.device);
  }
  return result;
}

/** The posted e-mail as the login takes it (spec 000 §5: at most 254 characters). */
const emailOf = (fields: Record<string, unknown>) => (typeof fields.email === 'string' ? fields.email.slice(0, 254) : '');

export type LoginAttempt =
  | { ok: true; atoken: string }
  | { ok: false; status: 400 | 401 | 423 | 429; message: string; allowResendEmail?: boolean; fieldErrors?: Record<string, string[]> };

/** A refused site-API login as the site server passes it on: 423 (blocked, allowResendEmail) and 429 kept, else 401. */
function refusedAttempt(result: Extract<LoginResult, { ok: false }>): Extract<LoginAttempt, { ok: false }> {
  const status = result.status === 423 || result.status === 429 ? result.status : 401;
  return {
    ok: false,
    status,
    message: result.message,
    ...(result.allowResendEmail ? { allowResendEmail: true } : {}),
    ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
  };
}

/**
 * A login from posted fields, the same for the form and the page's script: the fields checked (spec 000 §5; 400 with
 * the messages), the site API called with the visitor's address and the browser's known-device cookie (deviceLogin; 401
 * with its message), the token cookies and the renewed known-device cookie set into `headers` on success.
 */
export async function attemptLogin(c: Context, deps: SessionRouteDeps, fields: Record<string, unknown>, headers: Headers): Promise<LoginAttempt> {
  const email = emailOf(fields);
  const password = typeof fields.password === 'string' ? fields.password.slice(0, 50) : '';
  const errors = validateLogin({ email, password });
  if (hasFieldErrors(errors)) return { ok: false, status: 400, message: Object.values(errors).flat().join('\n') };
  const result = await deviceLogin(servicesFor(c, deps, headers), { email: normalizeLoginEmail(email), password });
  return result.ok ? { ok: true, atoken: result.tokens.atoken } : refusedAttempt(result);
}

/**
 * Login by a code from the page's script (001 §2 'Account actions'), through the site server so the refresh token
 * lands in its HttpOnly cookie: `{email}` asks the site API for the code; `{email, code}` signs in and sets the token
 * cookies and the known-device cookie into `headers` like a password login (the device proved the mailbox).
 */
export async function attemptCodeLogin(
  c: Context,
  deps: SessionRouteDeps,
  fields: Record<string, unknown>,
  headers: Headers,
): Promise<LoginAttempt | { ok: true; sent: true }> {
  const email = emailOf(fields);
  const errors = validateLogin({ email, password: 'unchecked' });
  if (hasFieldErrors(errors))
    return { ok: false, status: 400, message: Object.values(errors).flat().join('\n'), fieldErrors: errors as Record<string, string[]> };
  const { site, sessionTokens, knownDevice } = servicesFor(c, deps, headers);
  if (fields.code === undefined) {
    const asked = await site.requestLoginCode(normalizeLoginEmail(email));
    if (asked.ok) return { ok: true, sent: true };
    return refusedAttempt({ ok: false, message: asked.message, ...(asked.status ? { status: asked.status } : {}) });
  }
  const code = typeof fields.code === 'string' ? fields.code.trim() : '';
  if (!LOGIN_CODE_PATTERN.test(code)) return { ok: false, status: 400, message: LOGIN_CODE_MESSAGE, fieldErrors: { code: [LOGIN_CODE_MESSAGE] } };
  const device = knownDevice.read();
  const result = await site.loginByCode({ email: normalizeLoginEmail(email), code, ...(device ? { device } : {}) });
  if (!result.ok) return refusedAttempt(result);
  sessionTokens.write(result.tokens);
  if (result.device) knownDevice.write(result.device);
  return { ok: true, atoken: result.tokens.atoken };
}

const back = (c: Context, email: string, error: string, allowResendEmail = false) =>
  c.redirect(`/login/?${new URLSearchParams({ email, error, ...(allowResendEmail ? { allowResendEmail: '1' } : {}) })}`, 303);

/** Back to /login/ with the facts the page's render shows (app/router/search.ts LoginSearch). */
const backWith = (params: Record<string, string>, headers = new Headers()) => {
  headers.set('Location', `/login/?${new URLSearchParams(params)}`);
  return new Response(null, { status: 303, headers });
};

/** Signed in: the token cookies in `headers`, on to the landing page of the viewer the token makes (spec 000 §4). */
function signedIn(deps: SessionRouteDeps, atoken: string, headers: Headers): Response {
  const viewer = viewerOf({ ageVerification: deps.config.ageVerification, claims: readClaims(atoken), nowSec: nowSeconds() });
  headers.set('Location', landingAfterLogin(viewer));
  return new Response(null, { status: 303, headers });
}

/**
 * 'Use a login code' without JavaScript (001 §2 'Account actions'): the same attemptCodeLogin as the script's POST
 * /session/login-code/. Without a `code` field it asks for the code and comes back to the code step (`sent=1`, the
 * notice); with one it signs in, or comes back to the code step with the refusal (a wrong code under its field).
 */
async function formCodeLogin(c: Context, deps: SessionRouteDeps, form: Record<string, unknown>, email: string): Promise<Response> {
  const headers = new Headers();
  const withCode = typeof form.code === 'string';
  const attempt = await attemptCodeLogin(c, deps, withCode ? form : { email: form.email }, headers);
  const step = { mode: 'code', email: attempt.ok ? normalizeLoginEmail(email) : email };
  if (attempt.ok) return 'sent' in attempt ? backWith({ ...step, sent: '1' }, headers) : signedIn(deps, attempt.atoken, headers);
  const codeError = attempt.fieldErrors?.code?.join('\n');
  const emailError = attempt.fieldErrors?.email?.join('\n');
  // A refused code keeps the code step; a refused request (the e-mail, 429) stays on the request.
  return backWith(
    { ...step, ...(withCode && !emailError ? { sent: '1' } : {}), ...(codeError ? { codeError } : { error: emailError || attempt.message }) },
    headers,
  );
}

/** 'Resend unblock e-mail' without JavaScript (001 §2 'Unblock'): the notice, or the call's message (429). */
async function formResendUnblock(c: Context, deps: SessionRouteDeps, email: string): Promise<Response> {
  const errors = validateLogin({ email, password: 'unchecked' });
  if (hasFieldErrors(errors)) return back(c, email, Object.values(errors).flat().join('\n'));
  const headers = new Headers();
  const { site } = servicesFor(c, deps, headers);
  const outcome = await site.resendUnblockEmail(normalizeLoginEmail(email));
  if (outcome.ok) return backWith({ email, unblockSent: '1' }, headers);
  return backWith({ email, error: outcome.message || GENERIC_ERROR }, headers);
}

export async function formLogin(c: Context, deps: SessionRouteDeps): Promise<Response> {
  if (!fromOwnSite(c, deps.config)) return c.text(NOT_OWN_SITE, 403);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return back(c, '', 'Uh-oh... Something went wrong.');
  }
  const email = emailOf(form);
  if (!csrfTokenMatches(parseCookieHeader(c.req.header('cookie')).get(CSRF_COOKIE), form[CSRF_FIELD])) return back(c, email, FORM_EXPIRED);
  // The page's other forms post here too (LoginPage.tsx): the code login, and the resend of the unblock e-mail.
  if (form[LOGIN_INTENT_FIELD] === 'code') return formCodeLogin(c, deps, form, email);
  if (form[LOGIN_INTENT_FIELD] === 'unblock') return formResendUnblock(c, deps, email);
  const headers = new Headers();
  const attempt = await attemptLogin(c, deps, form, headers);
  if (!attempt.ok) return back(c, email, attempt.message, attempt.allowResendEmail === true);
  return signedIn(deps, attempt.atoken, headers);
}
