/**
 * The affiliate id (spec 001 §4 'Affiliate id', §8, §9): the first of the aff_id field of the base64 JSON cookie, the
 * aff_id query parameter and the base64 JSON link_data query parameter; invalid base64 or JSON is empty. Kept in the
 * aff_id, offer_id and hit cookies for 7 days on path '/', and stored on the user as affiliateId at sign-up.
 */
import { AFFILIATE_ID } from '../contracts/affiliate-id.ts';

/** The base64 JSON cookie (and query parameter) carrying {aff_id, offer_id}. */
export const LINK_DATA = 'link_data';
export const AFF_ID_COOKIE = 'aff_id';
export const OFFER_ID_COOKIE = 'offer_id';
/** Marks a browser whose affiliate visit was counted (the js-hit tracker). */
export const AFF_HIT_COOKIE = 'aff_hit';
export const AFFILIATE_COOKIE_MAX_AGE = 604_800;

/**
 * An affiliate or offer id (the wire's pattern, contracts/affiliate.ts; a whole number in JSON counts as its digits);
 * anything else is empty. A huge number's text ('1e+21') is not an id either.
 */
const idOf = (value: unknown): string => {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : '';
  return AFFILIATE_ID.test(text) ? text : '';
};

/** The fields of a base64 JSON value; none when it is not base64 of a JSON object. */
export function decodeLinkData(value: string | null | undefined): { affId: string; offerId: string } {
  const none = { affId: '', offerId: '' };
  if (!value) return none;
  try {
    const normalised = value.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(normalised));
    if (typeof json !== 'object' || json === null) return none;
    const fields = json as Record<string, unknown>;
    return { affId: idOf(fields.aff_id), offerId: idOf(fields.offer_id) };
  } catch {
    return none;
  }
}

/** The base64 JSON {aff_id, offer_id} of an affiliate, as the link_data cookie keeps it (ids are ASCII: plain btoa). */
export const encodeLinkData = (affiliate: { affId: string; offerId: string }): string =>
  btoa(JSON.stringify({ aff_id: affiliate.affId, offer_id: affiliate.offerId }));

/** The affiliate of a visit: {affId, offerId}, each '' when absent. */
export function affiliateOf(
  cookieLinkData: string | null | undefined,
  query: { get(name: string): string | null },
): { affId: string; offerId: string } {
  const fromCookie = decodeLinkData(cookieLinkData);
  if (fromCookie.affId) return fromCookie;
  const queryAffId = idOf(query.get('aff_id'));
  if (queryAffId) return { affId: queryAffId, offerId: idOf(query.get('offer_id')) };
  return decodeLinkData(query.get(LINK_DATA));
}
