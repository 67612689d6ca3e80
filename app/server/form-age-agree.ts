/**
 * 'I Agree' on the 18+ splash without the app (spec 000 §2.3): with JavaScript off, or clicked before the app has
 * started, the splash's form posts here. Only from the site's own pages (403 otherwise, like every form); the answer
 * sets the age cookie for 30 days, as the app does, and sends the visitor back (303) to the page they agreed on:
 * a path of this site only, else the home page (never another site's address).
 */
import type { Context } from 'hono';
import { serializeCookie } from '../../adapters/cookies.ts';
import { AGE_AGREE_RETURN_FIELD, AGE_COOKIE, AGE_COOKIE_MAX_AGE } from '../../domain/constants.ts';
import { NOT_OWN_SITE, type SessionRouteDeps, fromOwnSite } from './form-login.ts';
import { back } from './form-account.ts';

/** `value` when it is a path of this site ('/…', not '//…' nor '/\…', no control characters), else '/'. */
export function ownPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  return /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(value) ? value : '/';
}

export async function formAgeAgree(c: Context, deps: SessionRouteDeps): Promise<Response> {
  if (!fromOwnSite(c, deps.config)) return c.text(NOT_OWN_SITE, 403);
  const fields: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
  const secure = new URL(c.req.url).protocol === 'https:' || deps.config.siteUrl.startsWith('https:');
  const headers = new Headers({ 'Set-Cookie': serializeCookie(AGE_COOKIE, '1', { maxAge: AGE_COOKIE_MAX_AGE, secure }) });
  return back(c, deps, ownPath(fields[AGE_AGREE_RETURN_FIELD]), null, headers);
}
