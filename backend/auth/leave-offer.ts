/**
 * The leave-page trap's offer (spec 001 §4 'Leave-page trap'; issue 38, finding 8: the special price could be bought
 * any time by naming its uuid). When the trap opens, POST /api/join-now/leave-offer (routes/sales.ts) signs an offer:
 * an HS256 JWT with the backend's key, issuer TOKEN_ISSUER, audience LEAVE_OFFER_AUDIENCE, header typ
 * LEAVE_OFFER_TYPE (no other token of the backend passes for it, nor it for them), `prices` the special price uuids,
 * `exp` the end of the trap's window (trapTimerMinutes × 60 from when it opened), and `sub` the SHA-256 of the
 * visitor's id — the random id of the visitor's own HttpOnly cookie (contracts/leave-offer.ts), never in the token, so
 * an offer copied into another browser is no offer there. The offer travels in an HttpOnly cookie too; the sign-up
 * and the payment URL of a special price take it only with its visitor's cookie, unexpired and naming that price
 * (routes/checkout.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN_ISSUER, verifiedPayload } from './tokens.ts';

/** The offer's audience (`aud`): the site's checkout of the leave-page trap's prices. */
export const LEAVE_OFFER_AUDIENCE = 'leave-offer';
/** The offer's header `typ` (explicit typing, RFC 8725 §3.11): neither the access token's nor the cam token's. */
export const LEAVE_OFFER_TYPE = 'offer+jwt';

/** A new visitor id: 32 random bytes, base64url (43 characters). */
export const newVisitorId = (): string => randomBytes(32).toString('base64url');
/** A visitor id as this backend makes them; anything else in the cookie is no visitor. */
export const isVisitorId = (value: string | undefined): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** The visitor as the offer names it: the digest of their id (the id itself stays in their HttpOnly cookie). */
const visitorDigest = (visitorId: string): string => createHash('sha256').update(`leave-offer:${visitorId}`).digest('base64url');

export interface LeaveOffer {
  /** The special price uuids the offer sells. */
  prices: string[];
  /** The end of the trap's window (unix seconds). */
  exp: number;
}

/** The signed offer of `prices` for the visitor, from `nowSeconds` to `exp`. */
export function signLeaveOffer(key: Uint8Array, offer: LeaveOffer & { visitorId: string }, nowSeconds: number): Promise<string> {
  return new SignJWT({ prices: offer.prices })
    .setProtectedHeader({ alg: 'HS256', typ: LEAVE_OFFER_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(LEAVE_OFFER_AUDIENCE)
    .setSubject(visitorDigest(offer.visitorId))
    .setIssuedAt(nowSeconds)
    .setExpirationTime(offer.exp)
    .sign(key);
}

/**
 * The offer of a valid token (this issuer's, for the leave-page offer, of its type), unexpired at `nowMs` and made for
 * this visitor; null otherwise: no token, a forged or altered one, an expired one, another visitor's, or no visitor.
 */
export async function verifyLeaveOffer(
  key: Uint8Array,
  token: string | undefined,
  visitorId: string | undefined,
  nowMs: number,
): Promise<LeaveOffer | null> {
  if (!token || !isVisitorId(visitorId)) return null;
  const use = { audience: LEAVE_OFFER_AUDIENCE, typ: LEAVE_OFFER_TYPE, subject: visitorDigest(visitorId) };
  const payload = await verifiedPayload(key, token, use, nowMs);
  if (!payload || typeof payload.exp !== 'number' || !Array.isArray(payload.prices)) return null;
  return { prices: payload.prices.filter((p): p is string => typeof p === 'string'), exp: payload.exp };
}
