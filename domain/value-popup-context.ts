/**
 * The value pop-up service's request context (spec 001 §7 'Value pop-ups and header bars') from the session's facts
 * and the shown list: what the header bar's machine shares with the value pop-ups', apart from their planning rules
 * (domain/value-popups.ts), which load with the pop-ups' machine (issue 35). The showTrigger values are in constants.ts.
 */
import type { ValuePopupContext } from '../contracts/value-popups.ts';
import type { VisitorGroup } from './membership.ts';

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

/** Adds a uuid to a shown list (once). */
export const withShown = (shown: readonly string[], uuid: string): string[] => (shown.includes(uuid) ? [...shown] : [...shown, uuid]);
