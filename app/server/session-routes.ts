/**
 * Every way a session starts and ends over HTTP at the site server (spec 000 §4, §5; issue 7). The site server holds
 * the refresh token: it sets it in an HttpOnly cookie (adapters/token-store.ts) that no script reads, and the browser
 * refreshes and logs out through these endpoints, which read it.
 * - POST /login/: the login form without JavaScript, with its CSRF token (app/server/form-token.ts). Success stores the token cookies and goes home; failure goes
 *   back to the form with the message and the e-mail typed (never the password).
 * - POST /session/login/, /session/refresh/, /session/logout/ (contracts/session.ts): the same for the page's
 *   script, JSON only. A refresh is one upstream call per refresh token across the process's concurrent requests
 *   (the refresh flights the renders use too); a tab that lost the race gets the same new pair.
 * All of them are refused unless sent from the site's own pages (Origin, Fetch Metadata: login CSRF).
 */
import type { Context } from 'hono';
import { parseCookieHeader } from '../../adapters/cookies.ts';
import type { Logger } from '../../adapters/log.ts';
import type { RefreshFlights } from '../../adapters/refresh-flights.ts';
import { SESSION_EXPIRED } from '../../adapters/site-api.ts';
import { SESSION_PATHS, type SessionGranted, type SessionRefused } from '../../contracts/session.ts';
import { clientAddress } from '../../backend/http/client-address.ts';
import { hasFieldErrors, normalizeLoginEmail, validateLogin } from '../../machines/rules/validation.ts';
import type { PublicConfig } from '../config/env.ts';
import { Hono } from 'hono';
import { FORM_EXPIRED, FORM_TOKEN_COOKIE, FORM_TOKEN_FIELD, formTokenMatches } from './form-token.ts';
import { createServerServices } from './services.ts';

export interface SessionRouteDeps {
  upstreamFetch: typeof fetch;
  upstreamBase: { site: string; content: string };
  config: PublicConfig;
  log: Logger;
  refreshFlights: RefreshFlights;
}

const NOT_OWN_SITE = 'This form can only be sent from this site.';

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

/** The request's services, with the visitor's address forwarded: the site API limits logins per address. */
function servicesFor(c: Context, deps: SessionRouteDeps, responseHeaders: Headers) {
  const address = clientAddress(c);
  const upstreamFetch: typeof fetch = (input, init) => {
    const forwarded = new Headers(init?.headers);
    forwarded.set('x-forwarded-for', address);
    return deps.upstreamFetch(input, { ...init, headers: forwarded });
  };
  return createServerServices({ ...deps, upstreamFetch, request: c.req.raw, responseHeaders });
}

const back = (c: Context, email: string, error: string) => c.redirect(`/login/?${new URLSearchParams({ email, error })}`, 303);

async function formLogin(c: Context, deps: SessionRouteDeps): Promise<Response> {
  if (!fromOwnSite(c, deps.config)) return c.text(NOT_OWN_SITE, 403);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return back(c, '', 'Uh-oh... Something went wrong.');
  }
  const email = typeof form.email === 'string' ? form.email.slice(0, 254) : '';
  if (!formTokenMatches(parseCookieHeader(c.req.header('cookie')).get(FORM_TOKEN_COOKIE), form[FORM_TOKEN_FIELD]))
    return back(c, email, FORM_EXPIRED);
  const password = typeof form.password === 'string' ? form.password.slice(0, 50) : '';
  const errors = validateLogin({ email, password });
  if (hasFieldErrors(errors)) return back(c, email, Object.values(errors).flat().join('\n'));

  const headers = new Headers();
  const { site, tokens } = servicesFor(c, deps, headers);
  const result = await site.login({ email: normalizeLoginEmail(email), password });
  if (!result.ok) return back(c, email, result.message);
  tokens.write(result.tokens);
  headers.set('Location', '/');
  return new Response(null, { status: 303, headers });
}

/** A JSON answer of a session endpoint, never stored by a cache, with the cookies the call set. */
function answer(body: SessionGranted | SessionRefused | null, status: number, headers: Headers): Response {
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

export function sessionRoutes(deps: SessionRouteDeps): Hono {
  const app = new Hono();

  app.post('/login/', (c) => formLogin(c, deps));

  app.post(SESSION_PATHS.login, async (c) => {
    const refused = refusal(c, deps);
    if (refused) return refused;
    const body: unknown = await c.req.json().catch(() => null);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const email = typeof fields.email === 'string' ? fields.email.slice(0, 254) : '';
    const password = typeof fields.password === 'string' ? fields.password.slice(0, 50) : '';
    const errors = validateLogin({ email, password });
    if (hasFieldErrors(errors)) return answer({ message: Object.values(errors).flat().join('\n') }, 400, new Headers());
    const headers = new Headers();
    const { site, tokens } = servicesFor(c, deps, headers);
    const result = await site.login({ email: normalizeLoginEmail(email), password });
    if (!result.ok) return answer({ message: result.message }, 401, headers);
    tokens.write(result.tokens);
    return answer({ atoken: result.tokens.atoken }, 200, headers);
  });

  app.post(SESSION_PATHS.refresh, async (c) => {
    const refused = refusal(c, deps);
    if (refused) return refused;
    const headers = new Headers();
    const { site, tokens } = servicesFor(c, deps, headers);
    const { rtoken } = tokens.read();
    if (!rtoken) return answer({ message: SESSION_EXPIRED }, 401, headers);
    try {
      const pair = await deps.refreshFlights.run(rtoken, () => site.refreshToken(rtoken));
      tokens.write(pair);
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
    const { site, tokens } = servicesFor(c, deps, headers);
    const { rtoken } = tokens.read();
    tokens.clear();
    // Spec 000 §4 'Logout' step 1: the server logout call with the refresh token; the cookies go whatever it answers.
    if (rtoken) await site.logout(rtoken).catch((error) => deps.log.warn('[session] logout call failed', error));
    return answer(null, 204, headers);
  });

  return app;
}
