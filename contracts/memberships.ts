/**
 * The member's memberships and their cancellation (spec 001 §2 'Member dashboard' Membership info; §3 'Dashboard':
 * 'Membership list item: membership {name, sort, isActive}, status, isExternalSite'; §4 'Dashboard and cancellation';
 * §7 'Dashboard and account'; §8 'Cancellation or dashboard-info error'; §9 status codes).
 *
 * Wire choices where the spec shows no shape (this project's, answered by backend/routes/memberships.ts):
 * - GET {siteHost}/api/memberships/dashboard/memberships (Bearer) → data.items: the member's memberships on this site
 *   and on the other network sites, by membership.sort.
 * - status: the membership's status word ('active', 'canceled', 'expired', 'inactive'), as dashboardInfo's.
 * - isActive: it gives access now (active, or canceled with its paid period still running).
 * - siteName: the network site's name for an external membership ('' for this site's).
 * - expiry: when the paid period ends (unix seconds; a canceled membership's access end); null: never rebills.
 * - POST {siteHost}/api/memberships/dashboard/membership-cancel {membershipUuid} (Bearer) → {status, data}: the
 *   membership canceled (status 'canceled', access until `accessUntil`); refused with {status.message}: 404 not one
 *   of the member's, 409 already canceled or not cancellable, 422 an external site's or a malformed id.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';

const text = z._default(z.string(), '');
const flag = z._default(z.boolean(), false);

export const MembershipListItem = z.object({
  uuid: z.string().check(z.minLength(1)),
  membership: z.object({
    /** The plan's name ('1 Month', …). */
    name: text,
    sort: z._default(z.number(), 0),
    isActive: flag,
  }),
  status: z._default(z.string(), 'inactive'),
  isExternalSite: flag,
  siteName: text,
  /** Charged once, never rebilled. */
  nonRecurring: flag,
  expiry: z._default(z.nullable(z.number()), null),
});
export type MembershipListItem = z.infer<typeof MembershipListItem>;

export const MembershipsAnswer = z.object({ data: z.object({ items: z._default(z.array(MembershipListItem), []) }) });
export type MembershipsAnswer = z.infer<typeof MembershipsAnswer>;

export const MembershipCancelBody = z.object({ membershipUuid: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export type MembershipCancelBody = z.infer<typeof MembershipCancelBody>;

export const MembershipCancelAnswer = z.object({
  status: Status,
  data: z.object({
    membershipUuid: z.string(),
    status: z.string(),
    /** The end of the access the member keeps (unix seconds); null: none left. */
    accessUntil: z._default(z.nullable(z.number()), null),
  }),
});
export type MembershipCancelAnswer = z.infer<typeof MembershipCancelAnswer>;
