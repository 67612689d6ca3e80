/**
 * Rules of the value pop-ups (spec 001 §4 'Value pop-ups', §6, §9):
 * which pop-up a page's answer shows and when, and which link clicks the exit trap stops. Pure functions of the value
 * pop-ups' machine and the link interception; the request's context is domain/value-popup-context.ts.
 */
import type { ValuePopup } from '../contracts/value-popups.ts';
import { EXIT_TRAP_TRIGGER } from './constants.ts';

/** The leave-page trap's group (§4). */
export const LEAVE_TRAP_GROUP = 600;
/** Links to the join-now page never spring the exit trap (§4). */
export const JOIN_NOW_PREFIX = '/join-now/';

export type PopupTrigger = 'timed' | 'atOnce' | 'exitTrap' | 'leaveTrap';

export function triggerOf(item: Pick<ValuePopup, 'showTrigger' | 'timeForTrigger' | 'groupId'>): PopupTrigger {
  if (item.showTrigger === EXIT_TRAP_TRIGGER) return item.groupId === LEAVE_TRAP_GROUP ? 'leaveTrap' : 'exitTrap';
  return item.timeForTrigger !== null && item.timeForTrigger > 0 ? 'timed' : 'atOnce';
}

/** What a page's answer sets up: the default (timed or at-once) pop-up, the exit trap, the leave-page trap's pop-up. */
export type PopupPlan = { banner: ValuePopup | null; exitTrap: ValuePopup | null; leaveTrap: ValuePopup | null };

/** The first pop-up of each kind the answer holds that was not shown yet (one pop-up at a time, §4). */
export function planPopups(items: readonly ValuePopup[], shown: readonly string[]): PopupPlan {
  const fresh = items.filter((item) => item.active && !shown.includes(item.uuid));
  const first = (kinds: PopupTrigger[]) => fresh.find((item) => kinds.includes(triggerOf(item))) ?? null;
  return { banner: first(['timed', 'atOnce']), exitTrap: first(['exitTrap']), leaveTrap: first(['leaveTrap']) };
}

/** Seconds before the default pop-up shows (0: at once). */
export const secondsBeforeShowing = (item: Pick<ValuePopup, 'timeForTrigger'>): number => Math.max(0, item.timeForTrigger ?? 0);

/**
 * Whether a click on a link to `href` (resolved against `origin`) springs the exit trap (§4): an internal link, to
 * another address than the page's own, not to the join-now page, not a hash on the same page.
 */
export function trapsLink(href: string, origin: string, current: { path: string; search: string }): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (url.pathname.startsWith(JOIN_NOW_PREFIX)) return false;
  const here = `${current.path}${current.search ? `?${current.search.replace(/^\?/, '')}` : ''}`;
  return `${url.pathname}${url.search}` !== here;
}
