/**
 * The session's facts as the visit starts (rules/session-facts.ts): the same token, user and clock the session machine
 * starts from (app/system/session.ts), for the machines whose input depends on who is here.
 */
import { readClaims } from '../../domain/claims.ts';
import { type SessionFacts, sessionFacts } from '../../domain/session-facts.ts';
import { SHOWN_VALUE_POPUPS_COOKIE, readShownCookie } from '../../contracts/shown-value-popups-cookie.ts';
import { visitAffiliate } from '../router/affiliate.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';

export const startingFacts = (root: RootData, request: VisitRequest): SessionFacts =>
  sessionFacts({
    claims: readClaims(request.sessionTokens.atoken),
    user: root.user,
    ageVerification: request.config.ageVerification,
    nowMs: root.nowMs,
  });

/**
 * Who asks the value pop-up service, as the visit starts (spec 001 §7 'Value pop-ups and header bars' context): the
 * visitor's group, the affiliate, the pop-ups already closed or followed (the member's user record, else the guest's
 * cookie) and the page. The value pop-ups and the header bar start from the same facts.
 */
export function valuePopupViewer(root: RootData, request: VisitRequest) {
  const facts = startingFacts(root, request);
  return {
    group: facts.group,
    userId: facts.userId,
    affiliateId: visitAffiliate(request.cookies, request.search).affId || null,
    shown:
      facts.userId !== null
        ? (root.user?.shownValuePopUps ?? []).map((s) => s.uuid)
        : readShownCookie(request.cookies.get(SHOWN_VALUE_POPUPS_COOKIE)),
    path: request.path,
    search: request.search,
  };
}
