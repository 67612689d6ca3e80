/**
 * Whether a menu link is the current route (spec 000 §2.3 Mobile bottom menu: 'The active item matches the
 * current route'). Compares normalised paths; a section link ('/videos/') is also active on its sub-pages,
 * the home link '/' only on '/'. External links are never active.
 */
import { isExternal, normalizePath } from '../ui/AppLink.tsx';

export function isActivePath(link: string, activePath: string): boolean {
  if (!link || isExternal(link)) return false;
  const target = normalizePath(link).replace(/[?#].*$/, '');
  const current = normalizePath(activePath).replace(/[?#].*$/, '');
  if (target === '/') return current === '/';
  return current === target || current.startsWith(target);
}
