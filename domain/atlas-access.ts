/**
 * Who may open the machine atlas (`/_atlas/`): a staff page, so administrators — a user whose roles
 * include admin or super_admin (spec 000 §6 'Roles and permissions') — and, while developing, anybody: the site
 * run embedded (its own backend, demo data) in development mode (`npm run dev`). A production build (`npm start`,
 * the end-to-end tests) lets only administrators in, embedded or not.
 *
 * Refused visitors get the 'Access denied' screen with HTTP 401 (ATLAS_REFUSED_STATUS): the spec's error catalogue
 * (§8) shows that screen for a page error of status 401 and the 404 screen for any other, and uses 401 for a
 * signed-in user who lacks a right too (§6: users without a subscription, tokens of a kind a page does not allow).
 */
import { hasAdminRole } from './staff.ts';

/** How the site runs: embedded (backend/ mounted, no upstream URLs) and in development mode (NODE_ENV). */
export type AtlasSite = { embedded: boolean; development: boolean };

/** The HTTP status of a refused visit: the 'Access denied' screen's (spec 000 §8 'Page error status 401'). */
export const ATLAS_REFUSED_STATUS = 401;

/** Whether a user with these roles (none for a guest) may open the atlas on this site. */
export function canOpenAtlas(roles: readonly string[] | null | undefined, site: AtlasSite): boolean {
  if (site.embedded && site.development) return true;
  return hasAdminRole(roles);
}
