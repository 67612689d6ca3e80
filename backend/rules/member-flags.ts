/**
 * What the site API's member calls ask of a signed-in member (spec 000 §4 'Membership status (claim usc)'; 002 §2.5,
 * §7): whether they may buy tokens (an active, expired or inactive member) and whether they are authorised for live
 * cam (an active member, or an inactive one with benefits). From the token's status code and the user's record: an
 * expired member has usc 300 or the status text 'expired' (any case); canceled members (200) are active.
 */
import { MEMBERSHIP_STATUS } from '../../contracts/access-claims.ts';

export type MemberFlags = { activeExpiredOrInactive: boolean; authorizedForLiveCam: boolean };

export function memberFlags(usc: number, user: { status: string; has_benefits: boolean }): MemberFlags {
  const expired = usc === MEMBERSHIP_STATUS.expired || user.status.toLowerCase() === 'expired';
  const inactive = !expired && usc === MEMBERSHIP_STATUS.inactive;
  const active = !expired && !inactive;
  return { activeExpiredOrInactive: active || expired || inactive, authorizedForLiveCam: active || (inactive && user.has_benefits) };
}
