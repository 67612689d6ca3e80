/**
 * A stand-in for the content admin (spec 000 §6 'Roles and permissions'), served with the embedded backend (the site
 * runs embedded; a part of the upstreams' reference, not a developer call): the default of CONTENT_ADMIN_URL is `{site}/_admin`, so staff's
 * 'Content Admin' menu item and 'Edit' links land on a page instead of a 404. It is not a CMS: it says which item the
 * link targets and how to point the site at a real content admin. Staff only — an access token (the `atoken` cookie,
 * spec 000 §9) that verifies and carries admin or super_admin; anybody else gets 401 'Access denied'. Never indexed.
 */
import { getCookie } from 'hono/cookie';
import { ADMIN_ROLES } from '../../contracts/access-claims.ts';
import { CONTENT_ADMIN_PATH } from '../../contracts/content-admin.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { RouteModule } from '../context.ts';
import { errorBody } from '../http/errors.ts';
import { escapeHtml } from '../http/html.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

/** What an address under the root edits, in words (the paths of spec 000 §6). */
function target(path: string, search: URLSearchParams): string {
  const [kind, id] = path.split('/').filter(Boolean);
  const label: Record<string, string> = { videos: 'video', models: 'model', blog: 'blog post' };
  if (kind && label[kind] && id) return `the ${label[kind]} with id ${id}`;
  if (kind === 'pages' && search.get('id')) return `the constructor page with id ${search.get('id')}`;
  return 'the content admin’s start page';
}

/** Staff: roles with admin or super_admin (spec 000 §6). */
const isStaff = (roles: readonly string[]) => roles.some((role) => ADMIN_ROLES.includes(role));

export const contentAdminRoutes: RouteModule = (app, ctx) => {
  app.get(`${CONTENT_ADMIN_PATH}/*`, async (c) => {
    const token = getCookie(c, 'atoken');
    const claims = token ? await verifyAccessToken(ctx.jwtKey, token, ctx.now()) : null;
    c.header('Cache-Control', 'no-store');
    if (!claims || !isStaff(claims.vra)) {
      // A browser gets the page; any other client the backend's JSON error body, like every other 4xx of the backend.
      if (!(c.req.header('accept') ?? '').includes('text/html')) return c.json(errorBody(401, 'Access denied'), 401);
      return c.html(page('Access denied', '<h1>Access denied</h1><p>The content admin is for staff.</p><p><a href="/login/">Log In</a></p>'), 401);
    }
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(CONTENT_ADMIN_PATH.length);
    return c.html(
      page(
        'Content admin',
        `<h1>Content admin</h1><p>This link opens ${escapeHtml(target(rest, url.searchParams))}.</p>` +
          '<p>The demo site has no content admin of its own: set <code>CONTENT_ADMIN_URL</code> to your content admin’s origin and staff’s links lead there (<code>/videos/{id}</code>, <code>/models/{id}</code>, <code>/blog/{id}</code>, <code>/pages/?id={pageId}</code>).</p>' +
          '<p><a href="/">Back to the site</a></p>',
      ),
    );
  });
};
