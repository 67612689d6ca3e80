/**
 * The member's memberships and their cancellation (spec 001 §2 'Member dashboard' Membership info, §4 'Dashboard and
 * cancellation', §7 'Dashboard and account'; contracts/memberships.ts; repo/memberships.ts):
 *   GET  /api/memberships/dashboard/memberships (Bearer)       → data.items: this site's and the network's, by sort
 *   POST /api/memberships/dashboard/membership-cancel (Bearer) {membershipUuid}
 *        → 200 {status, data: {membershipUuid, status 'canceled', accessUntil}}: access kept until the rebill date
 *        → 404 not one of the caller's memberships (another member's looks the same as an unknown one)
 *        → 409 already canceled; not active (expired, inactive); non-recurring (nothing renews)
 *        → 422 a membership of another network site (cancelled there), or a malformed id
 *        → 401 without a valid token
 * A refusal changes nothing.
 */
import { MembershipCancelAnswer, MembershipCancelBody, MembershipsAnswer } from '../../contracts/memberships.ts';
import { requireUser } from '../auth/session.ts';
import type { RouteModule } from '../context.ts';
import { ApiError, errorBody, invalidField } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import { type CancelRefusal, cancelMembership, membershipListOf } from '../repo/memberships.ts';

export const MEMBERSHIP_NOT_FOUND_MESSAGE = 'This membership is not one of yours.';
export const ALREADY_CANCELED_MESSAGE = 'This membership is already canceled.';
export const NOT_ACTIVE_MESSAGE = 'Only an active membership can be canceled.';
export const NON_RECURRING_MESSAGE = 'This membership does not renew: there is nothing to cancel.';
export const EXTERNAL_MESSAGE = 'A membership of another network site is canceled on that site.';

/** A date as the site API writes it in messages: 'November 1, 2027' (spec 000 §9 'MMMM D, YYYY', UTC). */
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The answer's message: the access kept until the rebill date (spec 001 §4). */
export const canceledMessage = (accessUntil: number | null): string =>
  accessUntil === null
    ? 'Your membership has been canceled.'
    : `Your membership has been canceled. You keep access until ${longDate.format(accessUntil * 1000)}.`;

const refusals: Record<CancelRefusal, () => ApiError> = {
  notFound: () => new ApiError(404, errorBody(404, MEMBERSHIP_NOT_FOUND_MESSAGE)),
  external: () => invalidField('membershipUuid', EXTERNAL_MESSAGE),
  alreadyCanceled: () => new ApiError(409, errorBody(409, ALREADY_CANCELED_MESSAGE)),
  notActive: () => new ApiError(409, errorBody(409, NOT_ACTIVE_MESSAGE)),
  nonRecurring: () => new ApiError(409, errorBody(409, NON_RECURRING_MESSAGE)),
};

export const membershipRoutes: RouteModule = (app, ctx) => {
  app.get('/api/memberships/dashboard/memberships', async (c) => {
    const user = await requireUser(c, ctx);
    return send(c, MembershipsAnswer, { data: { items: await membershipListOf(ctx, user.uuid) } });
  });

  app.post('/api/memberships/dashboard/membership-cancel', async (c) => {
    const user = await requireUser(c, ctx);
    const { membershipUuid } = await jsonBody(c, MembershipCancelBody);
    const result = await cancelMembership(ctx, user.uuid, membershipUuid);
    if (!result.ok) throw refusals[result.refusal]();
    return send(c, MembershipCancelAnswer, {
      status: { code: 200, message: canceledMessage(result.accessUntil) },
      data: { membershipUuid, status: 'canceled', accessUntil: result.accessUntil },
    });
  });
};
