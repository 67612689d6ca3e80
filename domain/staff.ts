/**
 * Staff shortcuts into the content admin (spec 000 §6 'Roles and permissions'): staff are the users whose access
 * token passes the two privilege checks — the admin role and the super_admin role in the `vra` claim (ADMIN_ROLES),
 * on a token that has not expired. Moderators are a separate check and are not staff. Staff get a menu item to the
 * content admin's root and, on video, model, blog and page-constructor screens, an 'Edit' item opening the content
 * admin in a new tab at /videos/{id}, /models/{id}, /blog/{id} or /pages/?id={pageId}.
 */
import type { ChromeMenuItem } from './chrome-data.ts';
import type { Claims } from './claims.ts';
import { isTokenExpired } from './claims.ts';
import { ADMIN_ROLES } from '../contracts/access-claims.ts';

/** The staff menu item's label. */
export const CONTENT_ADMIN_LABEL = 'Content Admin';

/** The staff's extra account-menu item: the content admin's root, in a new tab (an id no CMS menu item uses). */
export const staffMenuItem = (origin: string): ChromeMenuItem => ({ id: -1, label: CONTENT_ADMIN_LABEL, link: origin, inNewTab: true });

/** Whether these roles pass one of the two privilege checks (admin, super_admin). */
export const hasAdminRole = (roles: readonly string[] | null | undefined): boolean => (roles ?? []).some((role) => ADMIN_ROLES.includes(role));

/** Staff = a valid (not expired) access token whose roles pass a privilege check; a guest (no claims) never is. */
export function isStaff(claims: Claims | null, nowSec: number): boolean {
  return claims !== null && !isTokenExpired(claims, nowSec) && hasAdminRole(claims.vra);
}

/** What a staff 'Edit' item edits. */
export type EditKind = 'video' | 'model' | 'blog' | 'page';

/** What a screen's 'Edit' item says, for its accessible name ('Edit video', …). */
export const EDIT_KIND_LABEL: Record<EditKind, string> = { video: 'video', model: 'model', blog: 'blog post', page: 'page' };

/** The content admin's address of an item: `{origin}/videos/{id}`, `/models/{id}`, `/blog/{id}`, `/pages/?id={pageId}`. */
export function editUrl(kind: EditKind, id: number | string, origin: string): string {
  const root = origin.replace(/\/+$/, '');
  const key = encodeURIComponent(String(id));
  switch (kind) {
    case 'video':
      return `${root}/videos/${key}`;
    case 'model':
      return `${root}/models/${key}`;
    case 'blog':
      return `${root}/blog/${key}`;
    case 'page':
      return `${root}/pages/?id=${key}`;
  }
}
