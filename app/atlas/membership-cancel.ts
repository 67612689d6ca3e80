/**
 * Membership cancellation in the atlas: the 'Membership info' page of a member with a monthly membership here and one
 * on another network site. 'Cancel' of this site's membership opens the confirmation (another site's, or an unknown
 * one, opens nothing); kept or confirmed; the call's answers (canceled, 409 already canceled, 404 not the member's, a
 * failure); then the page's facts loaded again (or not).
 */
import type { DashboardInfo } from '../../contracts/dashboard.ts';
import type { MembershipListItem } from '../../contracts/memberships.ts';
import { membershipCancelMachine } from '../../machines/membership-cancel.machine.ts';
import { defineAtlasEntry } from './define.ts';

const HERE = 'membership-here';
const NETWORK = 'membership-network';
/** A second membership of this site (bought beside the first), cancellable after it. */
const SECOND = 'membership-second';
const second: MembershipListItem = {
  uuid: SECOND,
  membership: { name: '1 Year', sort: 3, isActive: true },
  status: 'active',
  isExternalSite: false,
  siteName: '',
  nonRecurring: false,
  expiry: 1_800_000_000,
};

const info = (status: string): DashboardInfo => ({
  info: {
    paymentSystem: 'epoch',
    isLifeTimePrice: false,
    status,
    nonRecurring: false,
    membership_uuid: HERE,
    membership_currency: 'USD',
    membership: '1 Month',
    registry: 1_776_000_000,
    expiry: 1_790_000_000,
    isClassicBundle: false,
    isEasyCancel: status === 'active',
    isSeparatedMembership: true,
  },
  dashboard: {
    vip_offer_remaining_pay: 0,
    vip_offer_rebill_amount: 0,
    periodicity: { unit: 'month', count: 1 },
    rebill_amount: status === 'active' ? 29.99 : 0,
    vrb_free_credit: 0,
    discounted_rebill: null,
    vip_offer_paidup_months: 0,
    isDowngradeEvent: false,
    vip_offer_overall_months: 0,
  },
});

const memberships = (status: string): MembershipListItem[] => [
  {
    uuid: HERE,
    membership: { name: '1 Month', sort: 1, isActive: true },
    status,
    isExternalSite: false,
    siteName: '',
    nonRecurring: false,
    expiry: 1_790_000_000,
  },
  {
    uuid: NETWORK,
    membership: { name: 'LumenAR Member Plus', sort: 2, isActive: true },
    status: 'active',
    isExternalSite: true,
    siteName: 'LumenAR',
    nonRecurring: false,
    expiry: 1_791_000_000,
  },
];

export const membershipCancelEntry = defineAtlasEntry({
  id: 'membership-cancel',
  title: 'Membership cancellation',
  spec: [
    "001 §2 'Member dashboard' Membership info (cancellation of a membership)",
    "001 §4 'Dashboard and cancellation'",
    "001 §7 'Dashboard and account' membership-cancel {membershipUuid}",
    "001 §8 'Cancellation or dashboard-info error'",
  ],
  description:
    "Cancel of one of this site's active recurring memberships opens a confirmation; keep closes it, confirm sends the uuid. Canceled: the membership shows canceled, the server's message is shown, the session refreshes its tokens (usc 200) and the page's facts load again. Refused (already canceled, not the member's, a failure): the message is shown and nothing changed.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: membershipCancelMachine,
  inputs: {
    'active member, one membership here and one on another site': { info: info('active'), memberships: memberships('active') },
    'dashboard info failed to load': { info: null, memberships: memberships('active') },
    'two memberships here': { info: info('active'), memberships: [...memberships('active'), second] },
  },
  events: [
    { type: 'CANCEL_CLICKED', membershipUuid: HERE },
    { type: 'CANCEL_CLICKED', membershipUuid: NETWORK },
    { type: 'CANCEL_CLICKED', membershipUuid: SECOND },
    { type: 'CANCEL_CLICKED', membershipUuid: 'unknown' },
    { type: 'CANCEL_KEPT' },
    { type: 'CANCEL_CONFIRMED' },
    {
      type: 'xstate.done.actor.cancelMembership',
      output: {
        ok: true,
        status: 'canceled',
        accessUntil: 1_790_000_000,
        message: 'Your membership has been canceled. You keep access until September 21, 2026.',
      },
    },
    { type: 'xstate.done.actor.cancelMembership', output: { ok: false, status: 409, message: 'This membership is already canceled.' } },
    { type: 'xstate.done.actor.cancelMembership', output: { ok: false, status: 404, message: 'This membership is not one of yours.' } },
    { type: 'xstate.error.actor.cancelMembership', error: new Error('Network error') },
    { type: 'xstate.done.actor.loadMembershipInfo', output: { info: info('canceled'), memberships: memberships('canceled') } },
    { type: 'xstate.error.actor.loadMembershipInfo', error: new Error('Network error') },
  ],
  fakeActors: ['cancelMembership', 'loadMembershipInfo'],
});
