/**
 * The site server's session endpoints for the page's script: POST /session/login/, /session/refresh/,
 * /session/logout/ (contracts/session.ts), JSON only, from the site's own pages only. The site server holds the
 * refresh token in an HttpOnly cookie (adapters/session/token-store.ts) that no script reads; these endpoints read it and call
 * the site API. A refresh is one upstream call per refresh token across the process's concurrent requests (the refresh
 * flights the renders use too): a tab that lost the race gets the same new pair. The form without JavaScript posts to
 * /login/ (form-login.ts), mounted here too, and so are the account forms without JavaScript (form-account.ts) and the
 * 18+ splash's 'I Agree' (form-age-agree.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { SESSION_EXPIRED } from '../../adapters/messages.ts';
import { AGE_VERIFICATION_PATH } from '../../domain/age-verification.ts';
import { AGE_AGREE_PATH, JOIN_PATH } from '../../domain/constants.ts';
import { formAgeAgree } from './form-age-agree.ts';
import { formCheckout } from './form-checkout.ts';
import { SESSION_PATHS, type SessionCodeSent, type SessionGranted, type SessionRefused } from '../../contracts/session.ts';
import {
  type LoginAttempt,
  NOT_OWN_SITE,
  type SessionRouteDeps,
  attemptCodeLogin,
  attemptLogin,
  formLogin,
  fromOwnSite,
  servicesFor,
} from './form-login.ts';
import {
  ACCOUNT_REMOVAL_PATH,
  EMAIL_CHANGE_PATH,
  RESET_PASSWORD_PATH,
  formAccountRemoval,
  formAgeVerification,
  formEmailChange,
  formResetPassword,
} from './form-account.ts';
import { ACCOUNT_SETTINGS_PATH, formChangePassword } from './form-change-password.ts';

export type { SessionRouteDeps } from './form-login.ts';

/** A JSON answer of a session endpoint, never stored by a cache, with the cookies the call set. */
function answer(body: SessionGranted | SessionRefused | SessionCodeSent | null, status: number, headers: Headers): Response {
  headers.set('Cache-Control', 'no-store');
  if (body === null) return new Response(null, { status, headers });
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

/** Only the site's own pages, and only JSON (a form or text/plain post from elsewhere cannot be made to look like one). */
function refusal(c: Context, deps: SessionRouteDeps): Response | null {
  if (!fromOwnSite(c, deps.config)) return answer({ message: NOT_OWN_SITE }, 403, new Headers());
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return answer({ message: 'Send JSON (application/json).' }, 415, new Headers());
  return null;
}

/** A refused attempt as JSON: the message, and allowResendEmail (423) or the field errors when there are any. */
const refusedAnswer = (attempt: Extract<LoginAttempt, { ok: false }>, headers: Headers) =>
  answer(
    {
      message: attempt.message,
      ...(attempt.allowResendEmail ? { allowResendEmail: true } : {}),
      ...(attempt.fieldErrors ? { errors: attempt.fieldErrors } : {}),
    },
    attempt.status,
    headers,
  );

const fieldsOf = async (c: Context): Promise<Record<string, unknown>> => {
  const body: unknown = await c.req.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
};

export function sessionRoutes(deps: SessionRouteDeps): Hono {
  const app = new Hono();

  app.post('/login/', (c) => formLogin(c, deps));
  // The account forms and 'Verify Now' without JavaScript (form-account.ts).
  app.post(RESET_PASSWORD_PATH, (c) => formResetPassword(c, deps));
  app.post(ACCOUNT_REMOVAL_PATH, (c) => formAccountRemoval(c, deps));
  app.post(EMAIL_CHANGE_PATH, (c) => formEmailChange(c, deps));
  app.post(ACCOUNT_SETTINGS_PATH, (c) => formChangePassword(c, deps));
  app.post(AGE_VERIFICATION_PATH, (c) => formAgeVerification(c, deps));
  // 'I Agree' on the 18+ splash before or without the app (form-age-agree.ts).
  app.post(AGE_AGREE_PATH, (c) => formAgeAgree(c, deps));
  // The checkout form without JavaScript (form-checkout.ts).
  app.post(JOIN_PATH, (c) => formCheckout(c, deps));

  app.post(SESSION_PATHS.login, async (c) => {
    const refused = refusal(c, deps);
    if (refused) return refused;
    const headers = new Headers();
    const attempt = await attemptLogin(c, deps, await fieldsOf(c), headers);
    return attempt.ok ? answer({ atoken: attempt.atoken }, 200, headers) : refusedAnswer(attempt, headers);
  });

  // Login by a code (001 §2): asking for the code and signing in with it both come here, so the site API sees the
  // visitor's address and the refresh token of a sign-in stays in the HttpOnly cookie.
  app.post(SESSION_PATHS.loginCode, async (c) => {
    const refused = refusal(c, deps);
    if (refused) return refused;
    const headers = new Headers();
    const attempt = await attemptCodeLogin(c, deps, await fieldsOf(c), headers);
    if (!attempt.ok) return refusedAnswer(attempt, headers);
    return 'sent' in attempt ? answer({ sent: true }, 200, headers) : answer({ atoken: attempt.atoken }, 200, headers);
  });

  app.post(SESSION_PATHS.refresh, async (c) => {
    const refused = refusal(c, deps);
    if (refused) return refused;
    const headers = new Headers();
    const { site, sessionTokens } = servicesFor(c, deps, headers);
    const { rtoken } = sessionTokens.read();
    if (!rtoken) return answer({ message: SESSION_EXPIRED }, 401, headers);
    try {
      const pair = await deps.refreshFlights.run(rtoken, () => site.refreshToken(rtoken));
      sessionTokens.write(pair);
      return answer({ atoken: pair.atoken }, 200, headers);
    } catch (error) {
      deps.log.warn('[session] refresh refused', error instanceof Error ? error.message : error);
      return answer({ message: error instanceof Error && error.message ? error.message : SESSION_EXPIRED }, 401, headers);
    }
  });

  app.post(SESSION_PATHS.logout, async (c) => {
    const refused = refusal(c, deps);
    if (refused) return refused;
    const headers = new Headers();
    const { site, sessionTokens } = servicesFor(c, deps, headers);
    const { rtoken } = sessionTokens.read();
    sessionTokens.clear();
    // Spec 000 §4 'Logout' step 1: the server logout call with the refresh token; the cookies go whatever it answers.
    if (rtoken) await site.logout(rtoken).catch((error) => deps.log.warn('[session] logout call failed', error));
    return answer(null, 204, headers);
  });

  return app;
}
