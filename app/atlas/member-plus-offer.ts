/**
 * The member-plus offer of the category tiles in the atlas: a signed-in active member and a guest; the dashboard's
 * answers (a card biller, another biller, an 'expired' status, none, a failure); a click on the demo's member-plus
 * tile and on a tile that is not one; the price's answers (the demo's price, none, a failure); buy and close; the
 * payment flow's end.
 */
import { type MemberPlusTile, memberPlusOfferMachine } from '../../machines/member-plus-offer.machine.ts';
import { guestFlags } from '../../domain/membership.ts';
import { defineAtlasEntry } from './define.ts';
import { TILE_PRICE as price } from './member-plus-prices.ts';

const tile: MemberPlusTile = {
  id: 103,
  slug: 'member-plus-bonus',
  name: 'Member Plus Bonus',
  type: 'member-plus',
  memberPlus: true,
  priceUuid: price.uuid,
};
const plainTile: MemberPlusTile = { id: 101, slug: 'vr-cam-girls', name: 'VR Cam Girls', type: 'external-offer', memberPlus: false, priceUuid: null };
const member = { ...guestFlags, loggedIn: true, active: true, activeOrExpired: true };

export const memberPlusOfferEntry = defineAtlasEntry({
  id: 'member-plus-offer',
  title: 'Member-plus offer',
  spec: [
    "001 §5 'Member-plus tile'",
    "001 §2 'Member-plus offer'",
    "001 §3 'Dashboard' (info part: status, paymentSystem)",
    '001 §7 GET {siteHost}/api/wp/user/dashboardInfo, GET {memberPlus}/api/v1/member-plus-prices/{id}',
    "001 §4 'Member-plus payment flow'",
  ],
  description:
    "On the categories page a signed-in member's dashboard facts are fetched ahead; a click on a custom category tile with memberPlus opens the member-plus offer only when the member is active or expired (or inactive with benefits), the dashboard status is not 'expired' and the biller is Epoch or SegPay. Otherwise the tile is a plain link. The offer shows the price's pop-up; its button runs the member-plus payment flow, which leaves for the payment URL or the fallback join-now page.",
  area: 'sales',
  lifetime: 'screen',
  machine: memberPlusOfferMachine,
  inputs: {
    'an active member': { member: 'user-active', flags: member },
    'a guest': { member: null, flags: guestFlags },
  },
  events: [
    { type: 'TILE_CLICKED', tile },
    { type: 'TILE_CLICKED', tile: plainTile },
    { type: 'BUY_CLICKED' },
    { type: 'CLOSED' },
    { type: 'xstate.done.actor.loadDashboard', output: { status: 'active', paymentSystem: 'epoch' } },
    { type: 'xstate.done.actor.loadDashboard', output: { status: 'active', paymentSystem: 'ccbill' } },
    { type: 'xstate.done.actor.loadDashboard', output: { status: 'Expired', paymentSystem: 'segpay' } },
    { type: 'xstate.done.actor.loadDashboard', output: null },
    { type: 'xstate.error.actor.loadDashboard', error: new Error('Network error') },
    { type: 'xstate.done.actor.loadPrice', output: price },
    { type: 'xstate.done.actor.loadPrice', output: null },
    { type: 'xstate.error.actor.loadPrice', error: new Error('Network error') },
    { type: 'xstate.done.actor.payment', output: undefined },
  ],
  fakeActors: ['loadDashboard', 'loadPrice', 'payment'],
});
