/**
 * Rules of the value pop-ups and header bars (spec 001 §4 'Value pop-ups', §6, §7 'Value pop-ups and header bars', §9):
 * the request's context from the session's facts, which pop-up a page's answer shows and when, and which link clicks
 * the exit trap stops. Pure functions, shared by the value pop-ups' machine, the header bar's and the link interception.
 */
import type { ValuePopup, ValuePopupContext } from '../contracts/value-popups.ts';
import type { VisitorGroup } from './membership.ts';

/** showTrigger (§9) and the leave-page trap's group (§4); the same values as contracts/value-popups.ts, kept here so no contract module loads in a page. */
export const TIMED_TRIGGER = 1;
export const EXIT_TRAP_TRIGGER = 2;
export const LEAVE_TRAP_GROUP = 600;
/** Links to the join-now page never spring the exit trap (§4). */
export const JOIN_NOW_PREFIX = '/join-now/';

export type ValuePopupFacts = {
  group: VisitorGroup;
  /** The visitor's affiliate (app/router/affiliate.ts visitAffiliate), null when none. */
  affiliateId: string | null;
  /** The uuids already closed or followed: the member's user record, else the guest's cookie (plus this visit's). */
  shown: readonly string[];
  path: string;
  /** The query string, with or without its '?' ('' none). */
  search: string;
  /** The link being followed, when the context is asked for one ('' none). */
  targetLink?: string;
};

/** Whether a query string carries an aff_id parameter. */
const hasAffId = (search: string): boolean => new URLSearchParams(search.replace(/^\?/, '')).has('aff_id');

/**
 * The context of a request (§7): for an expired member {active, showToExpired, showAllPages} (with the page, so the
 * service can answer per page); for everyone else the group flags, the affiliate, the shown pop-ups, the url (the
 * path, plus the query string when there is no aff_id parameter) and the target link.
 */
export function valuePopupContext(facts: ValuePopupFacts): ValuePopupContext {
  const query = facts.search.replace(/^\?/, '');
  const url = query && !hasAffId(query) ? `${facts.path}?${query}` : facts.path;
  const shownValuePopUps = facts.shown.map((uuid) => ({ uuid }));
  if (facts.group === 'expiredMember') {
    return {
      active: true,
      showToExpired: true,
      showAllPages: true,
      showToGuest: false,
      showToInactive: false,
      showToMembers: false,
      affiliateId: facts.affiliateId,
      shownValuePopUps,
      url,
      targetLink: facts.targetLink ?? '',
    };
  }
  return {
    showToGuest: facts.group === 'guest',
    showToInactive: facts.group === 'inactive',
    showToMembers: facts.group === 'member',
    showToExpired: false,
    affiliateId: facts.affiliateId,
    shownValuePopUps,
    url,
    targetLink: facts.targetLink ?? '',
  };
}

/** How a pop-up comes up (§4): after a countdown or at once, on a link click or back, or on the leave-page trap. */
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

/** Adds a uuid to a shown list (once). */
export const withShown = (shown: readonly string[], uuid: string): string[] => (shown.includes(uuid) ? [...shown] : [...shown, uuid]);
