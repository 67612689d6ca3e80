/**
 * The member-plus offer of the category tiles (spec 001 §2 'Member-plus offer', §5 'Member-plus tile', §3 'Dashboard
 * info' status and paymentSystem, §4 'Member-plus payment flow'): started by the
 * categories route for a signed-in member when a tile with memberPlus is on the page.
 *
 * - It first fetches the member's dashboard facts (the provided `loadDashboard`: status and paymentSystem; null when
 *   the call fails), ahead of any click, so a click never waits for them.
 * - Until they are known, and whenever the rule says no (rules/member-plus.ts `opensMemberPlus`: a guest, an inactive
 *   member without benefits, an 'expired' dashboard status, a biller other than the two card billers), a tile is the
 *   plain link it is in the server's HTML: TILE_CLICKED is not accepted and the view lets the link work.
 * - A click the rule accepts opens the offer: the price of the tile's priceUuid is loaded (the provided `loadPrice`)
 *   and its pop-up shown — or, when it cannot be had, a message. The buy button starts the member-plus payment flow
 *   (machines/member-plus-payment.machine.ts, invoked with the priceUuid and the dashboard's payment system), which
 *   ends by sending the browser to the payment URL or the fallback join-now page; the offer stays busy meanwhile.
 * - Closing (the close button, Escape) returns to the tiles; it cannot close while the payment flow works.
 * A screen machine: composed by app/screen-machines/member-plus-offer.ts, started by the categories route (never by a view).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MemberPlusPrice } from '../contracts/member-plus.ts';
import { notProvided } from './actor-placeholders.ts';
import { memberPlusPaymentMachine } from './member-plus-payment.machine.ts';
import { type MemberPlusDashboard, isMemberPlusMember, opensMemberPlus } from '../domain/member-plus.ts';
import type { MembershipFlags } from '../domain/membership.ts';

/** The membership facts the tile rule reads (the session's). */
export type MemberPlusOfferFlags = Pick<MembershipFlags, 'loggedIn' | 'activeOrExpired' | 'inactiveWithBenefits'>;

/** The tile taken: a custom category's facts the offer needs (its name labels the pop-up until the price is there). */
export type MemberPlusTile = { id: number; slug: string; name: string; type: string; memberPlus: boolean; priceUuid: string | null };

export type MemberPlusOfferInput = {
  /** The signed-in member (the session's user id): whose dashboard facts are fetched; null for a guest. */
  member: string | null;
  flags: MemberPlusOfferFlags;
};

export type MemberPlusOfferContext = MemberPlusOfferInput & {
  dashboard: MemberPlusDashboard;
  /** The tile whose offer is open (or was last). */
  tile: MemberPlusTile | null;
  price: MemberPlusPrice | null;
};

export type MemberPlusOfferEvent =
  /** A plain click on a custom category tile (the view sends it only when `can` says the tile opens the offer). */
  | { type: 'TILE_CLICKED'; tile: MemberPlusTile }
  /** The offer's buy button. */
  | { type: 'BUY_CLICKED' }
  /** The offer's close button, or Escape. */
  | { type: 'CLOSED' };

/**
 * `checking`: the dashboard facts are being fetched (tiles are links meanwhile); `open`: the offer's dialog is shown;
 * `loading`: its price is on the way; `unavailable`: the price could not be had; `busy`: the payment flow works (the
 * buy button says so and is disabled).
 */
export type MemberPlusOfferTag = 'checking' | 'open' | 'loading' | 'unavailable' | 'busy';

export const memberPlusOfferMachine = setup({
  types: {
    context: {} as MemberPlusOfferContext,
    input: {} as MemberPlusOfferInput,
    events: {} as MemberPlusOfferEvent,
    tags: {} as MemberPlusOfferTag,
  },
  actors: {
    /** The member's dashboard facts (GET {siteHost}/api/wp/user/dashboardInfo: info.status, info.paymentSystem); null when not had. */
    loadDashboard: fromPromise<MemberPlusDashboard, { member: string }>(notProvided('loadDashboard')),
    /** The tile's member-plus price (GET {memberPlus}/api/v1/member-plus-prices/{id}); null when it cannot be had. */
    loadPrice: fromPromise<MemberPlusPrice | null, { priceUuid: string }>(notProvided('loadPrice')),
    /** The member-plus payment flow (provided by the composition with its adapters). */
    payment: memberPlusPaymentMachine,
  },
  actions: {
    keepDashboard: assign((_, dashboard: MemberPlusDashboard) => ({ dashboard })),
    keepTile: assign((_, tile: MemberPlusTile) => ({ tile, price: null })),
    keepPrice: assign((_, price: MemberPlusPrice) => ({ price })),
  },
  guards: {
    /** A member the offer may be for at all (§5: logged in; active or expired, or inactive with benefits). */
    mayOffer: ({ context }) => Boolean(context.member) && isMemberPlusMember(context.flags),
    /** §5 'Member-plus tile', every condition: the tile, the member, the dashboard's status and biller. */
    opens: ({ context }, tile: MemberPlusTile) => opensMemberPlus(tile, context.flags, context.dashboard),
    priced: (_, price: MemberPlusPrice | null) => price !== null,
  },
}).createMachine({
  id: 'memberPlusOffer',
  description:
    "Spec 001 §5 'Member-plus tile': a custom category tile with memberPlus opens the member-plus offer (§2: video, images and their mobile variants) for a signed-in active or expired member, or an inactive one with benefits, whose dashboard status is not 'expired' and who pays by one of the two card billers; otherwise it is a normal link. Buying runs §4 'Member-plus payment flow'.",
  context: ({ input }) => ({ member: input.member, flags: input.flags, dashboard: null, tile: null, price: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Whether the member may be offered anything at all; a guest or an inactive member without benefits only has links.',
      always: [{ guard: 'mayOffer', target: 'loadingDashboard' }, { target: 'links' }],
    },
    links: {
      description: '§5 otherwise: every tile works as a normal link.',
    },
    loadingDashboard: {
      description: "§3 'Dashboard info': the member's status and payment system, fetched ahead of any click; tiles are links meanwhile.",
      tags: ['checking'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ member: context.member ?? '' }),
        onDone: { target: 'ready', actions: { type: 'keepDashboard', params: ({ event }) => event.output } },
        onError: 'ready',
      },
    },
    ready: {
      description: '§5: a tile opens the offer when every condition holds (the click is taken from the link); other tiles stay links.',
      on: {
        TILE_CLICKED: {
          guard: { type: 'opens', params: ({ event }) => event.tile },
          target: 'offer',
          actions: { type: 'keepTile', params: ({ event }) => event.tile },
        },
      },
    },
    offer: {
      description: "§2 'Member-plus offer': the pop-up of the tile's price.",
      tags: ['open'],
      initial: 'loadingPrice',
      states: {
        loadingPrice: {
          description: "The tile's member-plus price, for its pop-up and amount.",
          tags: ['loading'],
          invoke: {
            id: 'loadPrice',
            src: 'loadPrice',
            input: ({ context }) => ({ priceUuid: context.tile?.priceUuid ?? '' }),
            onDone: [
              {
                guard: { type: 'priced', params: ({ event }) => event.output },
                target: 'showing',
                actions: { type: 'keepPrice', params: ({ event }) => event.output as MemberPlusPrice },
              },
              { target: 'unavailable' },
            ],
            onError: 'unavailable',
          },
          on: { CLOSED: '#memberPlusOffer.ready' },
        },
        showing: {
          description: 'The video, the images, the title, the text, the price and the buy button.',
          on: { BUY_CLICKED: 'buying', CLOSED: '#memberPlusOffer.ready' },
        },
        unavailable: {
          description: 'The price could not be had: the offer says so and can only be closed.',
          tags: ['unavailable'],
          on: { CLOSED: '#memberPlusOffer.ready' },
        },
        buying: {
          description: "§4 'Member-plus payment flow' with the tile's priceUuid and the member's payment system; it ends by leaving the page.",
          tags: ['busy'],
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => ({ priceUuid: context.tile?.priceUuid ?? '', paymentSystem: context.dashboard?.paymentSystem ?? '' }),
            onDone: 'leaving',
          },
        },
        leaving: {
          description: 'The browser is on its way to the payment URL or the fallback join-now page.',
          tags: ['busy'],
        },
      },
    },
  },
});

export type MemberPlusOfferMachine = typeof memberPlusOfferMachine;
