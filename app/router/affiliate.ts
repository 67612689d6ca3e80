/**
 * The visit's affiliate in cookies (spec 001 §4 'Affiliate id', §8, §9 'Affiliate cookies'). A landing with an
 * `aff_id` (and `offer_id`) or a base64 JSON `link_data` query keeps the affiliate for 7 days on path '/': the
 * `link_data` cookie (base64 JSON {aff_id, offer_id}, which the rule reads first) and the plain `aff_id` and
 * `offer_id` cookies. Called by the root route's `beforeLoad`: on the server render (Set-Cookie with the page) and on
 * every client navigation. Invalid values are empty: nothing is kept.
 *
 * A later landing with another affiliate changes nothing while the cookie holds one: the rule reads the cookie before
 * the query, so the first affiliate keeps the visitor for its 7 days (and is the one a sign-up stores as affiliateId).
 */
import type { CookieJar } from '../../adapters/cookies.ts';
import {
  AFFILIATE_COOKIE_MAX_AGE,
  AFF_ID_COOKIE,
  LINK_DATA,
  OFFER_ID_COOKIE,
  affiliateOf,
  decodeLinkData,
  encodeLinkData,
} from '../../domain/affiliate.ts';

/** The visit's affiliate: the link_data cookie's, else the query's ({affId: ''} for none). */
export const visitAffiliate = (cookies: CookieJar, search: string): { affId: string; offerId: string } =>
  affiliateOf(cookies.get(LINK_DATA), new URLSearchParams(search));

/** Keeps the affiliate of a landing's query in the cookies, unless the cookie already holds one. */
export function captureAffiliate(cookies: CookieJar, search: string): void {
  if (decodeLinkData(cookies.get(LINK_DATA)).affId) return;
  const landed = affiliateOf(undefined, new URLSearchParams(search));
  if (!landed.affId) return;
  const kept = { path: '/', maxAge: AFFILIATE_COOKIE_MAX_AGE };
  cookies.set(LINK_DATA, encodeLinkData(landed), kept);
  cookies.set(AFF_ID_COOKIE, landed.affId, kept);
  // An offer_id left by an earlier affiliate is not this one's.
  if (landed.offerId) cookies.set(OFFER_ID_COOKIE, landed.offerId, kept);
  else if (cookies.get(OFFER_ID_COOKIE) !== undefined) cookies.remove(OFFER_ID_COOKIE, { path: '/' });
}
