/**
 * The leave-page trap's offer on the wire (spec 001 §4 'Leave-page trap'; issue 38, finding 8): the special prices are
 * sold only inside the trap's window, to the visitor it opened for. POST {siteHost}/api/join-now/leave-offer
 * (contracts/sales.ts LeaveOfferAnswer) answers the special prices and how long the offer lasts, and keeps the signed
 * offer in an HttpOnly cookie, bound to the visitor's own HttpOnly cookie; the sign-up and the payment URL of a special
 * price are refused (403, the reason under `offer`) without both. Plain values, no zod: the site server forwards the
 * two cookies with the checkout form posted without JavaScript.
 */

/** The signed offer (an HS256 JWT: the special prices, the window's end, the visitor's digest), HttpOnly, path '/'. */
export const LEAVE_OFFER_COOKIE = 'leave-offer';
/** The visitor the offer is for: a random id for the browser session, HttpOnly, path '/'. */
export const OFFER_VISITOR_COOKIE = 'offer-visitor';
/** The key of errors.data under which a refused special price says why. */
export const OFFER_REFUSAL_FIELD = 'offer';
/** Why a special price is refused: no offer, an expired, forged or another visitor's one, or one not for that price. */
export const OFFER_EXPIRED_MESSAGE = 'This offer has expired.';
