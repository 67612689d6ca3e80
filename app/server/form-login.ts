/**
 * Log in without JavaScript: the login form posts to /login/ (spec 000 §5 rules). The same site API call as
 * the session machine's; success stores the token cookies and goes home, failure goes back to the form with
 * the message and the e-mail typed (never the password).
 */
import type { Context } from 'hono';
import type { Logger } from '../../adapters/log.ts';
import { clientAddress } from '../../backend/http/client-address.ts';
import { hasFieldErrors, normalizeLoginEmail, validateLogin } from '../../machines/rules/validation.ts';
import type { PublicConfig } from '../config/env.ts';
import { createServerServices } from './services.ts';

export interface FormLoginDeps {
  upstreamFetch: typeof fetch;
  upstreamBase: { site: string; content: string };
  config: PublicConfig;
  log: Logger;
}

const back = (c: Context, email: string, error: string) => c.redirect(`/login/?${new URLSearchParams({ email, error })}`, 303);

/**
 * A form post from another site (login CSRF: signing the visitor in as someone else) is refused: the browser's
 * Origin must be the site's own (the configured public URL, or the one the request came to), and Fetch Metadata must
 * not say cross-site. Clients that send neither are no browser a page could drive.
 */
export function fromOwnSite(c: Context, config: PublicConfig): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(config.siteUrl).origin && origin !== new URL(c.req.url).origin) return false;
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

export async function formLogin(c: Context, deps: FormLoginDeps): Promise<Response> {
  if (!fromOwnSite(c, deps.config)) return c.text('This form can only be sent from this site.', 403);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return back(c, '', 'Uh-oh... Something went wrong.');
  }
  const email = typeof form.email === 'string' ? form.email.slice(0, 254) : '';
  const password = typeof form.password === 'string' ? form.password.slice(0, 50) : '';
  const errors = validateLogin({ email, password });
  if (hasFieldErrors(errors)) return back(c, email, Object.values(errors).flat().join('\n'));

  const headers = new Headers();
  // The site API limits logins per address: it is told the visitor's, not the site server's.
  const address = clientAddress(c);
  const upstreamFetch: typeof fetch = (input, init) => {
    const forwarded = new Headers(init?.headers);
    forwarded.set('x-forwarded-for', address);
    return deps.upstreamFetch(input, { ...init, headers: forwarded });
  };
  const { site, tokens } = createServerServices({ ...deps, upstreamFetch, request: c.req.raw, responseHeaders: headers });
  const result = await site.login({ email: normalizeLoginEmail(email), password });
  if (!result.ok) return back(c, email, result.message);
  tokens.write(result.tokens);
  headers.set('Location', '/');
  return new Response(null, { status: 303, headers });
}
