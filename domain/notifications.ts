/**
 * The notifications dropdown's rules (spec 000 §2.3 'Notifications dropdown', §4 'Notifications read state', §9):
 * links, unread counts against the notificationMark cookie, the badge, the page size.
 */
import type { Notification, NotificationType } from '../contracts/notifications.ts';

/** 6 shown at first, 6 more per 'Load More' (§9). */
export const NOTIFICATIONS_PAGE = 6;
/** Unix seconds of the first opening of the dropdown (§4); path /. */
export const NOTIFICATION_MARK_COOKIE = 'notificationMark';
/** The cookie lives as long as the other long-lived choices of the site (a year, §9). */
export const NOTIFICATION_MARK_MAX_AGE = 31_536_000;

const EXTERNAL = /^https?:\/\//i;
const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/**
 * Where a notification leads: /{typeIcon}/{url}/ when its type is known (the type's ico slug), the raw URL when
 * external (a new tab), otherwise /{url}/.
 */
export function notificationLink(n: Pick<Notification, 'type' | 'url'>, types: readonly NotificationType[]): { href: string; external: boolean } {
  if (EXTERNAL.test(n.url)) return { href: n.url, external: true };
  const path = trimSlashes(n.url);
  const type = types.find((t) => t.id === n.type);
  if (type?.ico) return { href: path ? `/${trimSlashes(type.ico)}/${path}/` : `/${trimSlashes(type.ico)}/`, external: false };
  return { href: path ? `/${path}/` : '/', external: false };
}

/** The notificationMark cookie's seconds; 0 when absent or not a number (§4). */
export function readMark(cookie: string | undefined): number {
  const n = Number(cookie);
  return cookie !== undefined && cookie.trim() !== '' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Unread = published after the mark (§4). */
export const unreadCount = (items: readonly Pick<Notification, 'publishedAt'>[], mark: number): number =>
  items.filter((n) => n.publishedAt > mark).length;

/** The bell's badge: '9+' above 9, nothing at 0 (§2.3). */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 9 ? '9+' : String(count));

/** Newest first. */
export const newestFirst = <T extends Pick<Notification, 'publishedAt' | 'id'>>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);

/** The bell is for active, expired or inactive members, in the verified view (§2.3 'Header', §6). */
export const canSeeNotifications = (flags: { activeExpiredOrInactive: boolean }, verifiedView: boolean): boolean =>
  flags.activeExpiredOrInactive && verifiedView;
