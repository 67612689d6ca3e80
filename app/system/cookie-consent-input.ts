/**
 * The cookie banner's starting facts (app/system/cookie-consent.ts), apart from its module: the visit draws the banner
 * from them before XState has come (machines/cookie-consent.first.ts). The choice made before, and a visit from the VR app.
 */
import { COOKIE_CONSENT_COOKIE } from '../../domain/constants.ts';
import type { CookieChoice, CookieConsentInput } from '../../machines/cookie-consent.machine.ts';
import { fromAppSession } from '../router/app-session.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';

const isChoice = (value: string | undefined): value is CookieChoice => value === 'accepted' || value === 'rejected';

export const cookieConsentInput = (_: RootData, request: VisitRequest): CookieConsentInput => {
  const choice = request.cookies.get(COOKIE_CONSENT_COOKIE);
  return { choice: isChoice(choice) ? choice : null, fromApp: fromAppSession(request.cookies, request.search) };
};
