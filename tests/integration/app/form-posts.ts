/**
 * Posting the site's forms as a browser without JavaScript does, in-process over an embedded backend (the account
 * forms' and the checkout's tests): the site server's session routes, a JSON sign-in, a form post with the visitor's
 * CSRF token, and the outcome a 303 carries for the page (domain/form-outcome.ts).
 */
import { Hono } from 'hono';
import { expect } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { createRefreshFlights } from '../../../adapters/session/refresh-flights.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { sessionRoutes } from '../../../app/server/session-routes.ts';
import type { Backend } from '../../../backend/app.ts';
import { SESSION_PATHS } from '../../../contracts/session.ts';
import { FORM_OUTCOME_COOKIE, type PostedOutcome, readOutcome } from '../../../domain/form-outcome.ts';

export const origin = 'http://site.test';
const CSRF_TOKEN = 'g'.repeat(43);

/** The site server's session routes over `backend` (given late: a test file creates it in beforeAll). */
export function site(backend: () => Backend) {
  const app = new Hono();
  app.route(
    '/',
    sessionRoutes({
      upstreamFetch: async (input, init) => backend().app.fetch(new Request(input, init)),
      upstreamBase: { site: 'http://embedded', content: 'http://embedded/api/content/v1' },
      config: loadConfig({ PUBLIC_URL: origin }).public,
      log: memoryLogger(),
      refreshFlights: createRefreshFlights(),
    }),
  );
  return app;
}

/** name → the Set-Cookie line that sets it. */
export const setCookies = (res: Response) => new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
export const cookieValue = (line: string | undefined) => line?.slice(line.indexOf('=') + 1, line.indexOf(';')) ?? '';

/** Signs in through the JSON endpoint: the cookie header of the session. */
export async function signedIn(app: Hono, email: string): Promise<string> {
  const res = await app.fetch(
    new Request(`${origin}${SESSION_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: 'demo1234' }),
    }),
  );
  expect(res.status).toBe(200);
  const cookies = setCookies(res);
  return `atoken=${cookieValue(cookies.get('atoken'))}; rtoken=${cookieValue(cookies.get('rtoken'))}`;
}

/** Posts a form as a browser without JavaScript sends it, with the visitor's CSRF token. */
export function postForm(app: Hono, path: string, fields: Record<string, string>, cookie = '') {
  return app.fetch(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        cookie: [`form_token=${CSRF_TOKEN}`, cookie].filter(Boolean).join('; '),
      },
      body: new URLSearchParams({ ...fields, form_token: CSRF_TOKEN }).toString(),
    }),
  );
}

/** The outcome a 303 carries for the page, as the page reads it. */
export function outcomeOf(res: Response, form: PostedOutcome['form']): PostedOutcome | null {
  const line = setCookies(res).get(FORM_OUTCOME_COOKIE);
  expect(line).toMatch(/; HttpOnly/);
  return readOutcome(decodeURIComponent(cookieValue(line)), form);
}
