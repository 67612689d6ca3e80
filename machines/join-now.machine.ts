/**
 * The join-now page (spec 001 §2 'Join-now page', §4 'Bundles and tariff sets', 'Per-price timers', 'Leave-page
 * trap'; §9): three parallel regions.
 * - offer: the bundles the buyer toggles (BUNDLE_TOGGLED) and the tariff position they chose (TARIFF_CHOSEN); the
 *   shown set and its variant are rules (rules/tariffs.ts) of the bundles and of `specialOn`. Whenever the price at
 *   the chosen position changes (a tariff, a bundle, the trap switching the variant, the buyer switching the
 *   'One-Time Special' off or on while the trap runs) the machine emits PRICE_CHANGED: the checkout follows it.
 * - clock: a tick every second (the named delay `tick`) moves `nowSec`, which the per-price and trap timers count
 *   down from; their start times come in as input (the session cookies timer-0 … timer-3, set by the composition
 *   when missing).
 * - trap: armed while the browser session has not seen it (input `trapSeen`); the `leaveSignals` actor (the back
 *   button, the pointer leaving at the configured edges) sends LEFT_PAGE once, and the `openOffer` actor asks the site
 *   API for the visitor's leave-page offer (POST /api/join-now/leave-offer: the signed offer the special prices are
 *   sold with, issue 38 finding 8). With it, special tariffs switch on and the trap timer runs from when the visitor
 *   left for the seconds the offer lasts (`trapTriggered`: its cookies set, timer-0 … timer-3 cleared) — one clock for
 *   the page's countdown and the offer's expiry, the page's never the later; without it (the call failed) the trap
 *   shows nothing. When its time is up, or the checkout is told the offer expired (OFFER_EXPIRED), the trap
 *   deactivates (`trapDeactivated`: its cookies removed, the price timers restarted now) and special tariffs switch
 *   off: the same plan at its standard price, announced with `planKept` so the checkout keeps 'Pay with'. A reload
 *   during the trap resumes it from its cookies (input `trap`).
 * A screen machine: started by its route (app/router/screens), never by a view.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { LeaveOffer, Price, PriceSlot } from '../contracts/sales.ts';
import { notProvided } from './actor-placeholders.ts';
import type { Bundle } from '../domain/tariffs.ts';
import { priceAt, shownSlots, toggleBundle } from '../domain/tariffs.ts';
import { trapLeftOf } from './join-now.selectors.ts';

export type JoinNowInput = {
  /** Every price slot of the page (all sets and variants). */
  slots: PriceSlot[];
  bundles: Bundle[];
  /** The position chosen when the page opens (rules/tariffs.ts defaultPosition, or a kept choice). */
  chosen: number | null;
  nowSec: number;
  /** Start (unix seconds) of each price position's timer, null where it has none or it is not started. */
  timerStarts: (number | null)[];
  /** The leave-page trap was seen in this browser session (its flag cookie). */
  trapSeen: boolean;
  /** The trap's timer, when it is running (its session cookies). */
  trap: { start: number; duration: number } | null;
  /** The trap timer's length in seconds (trapTimerMinutes × 60); 0: the trap never arms. */
  trapSeconds: number;
};

export type JoinNowContext = {
  slots: PriceSlot[];
  bundles: Bundle[];
  /** The chosen tariff's position in the shown set; null: none chosen yet. */
  chosen: number | null;
  specialOn: boolean;
  nowSec: number;
  timerStarts: (number | null)[];
  trap: { start: number; duration: number } | null;
  trapSeconds: number;
  trapSeen: boolean;
  /** When the visitor left (nowSec), while the trap's offer is asked: the trap's timer starts there. */
  leftAt: number | null;
  /** The uuid of the price last announced (PRICE_CHANGED). */
  priceUuid: string | null;
};

/** The price at the chosen position of the shown set and variant. */
export const chosenPriceOf = (context: Pick<JoinNowContext, 'slots' | 'bundles' | 'specialOn' | 'chosen'>): Price | null =>
  priceAt(shownSlots(context.slots, context.bundles, context.specialOn), context.chosen);

/** `planKept`: the trap's offer ended, so the same plan is now at its standard price (the buyer changed nothing). */
export type JoinNowEmitted = { type: 'PRICE_CHANGED'; price: Price | null; planKept: boolean };

export type JoinNowEvent =
  | { type: 'BUNDLE_TOGGLED'; uuid: string }
  | { type: 'TARIFF_CHOSEN'; position: number }
  /** The buyer switched the 'One-Time Special' (the trap's special tariffs) off or back on while the trap runs. */
  | { type: 'SPECIAL_TOGGLED' }
  /** The visitor tried to leave (from the leaveSignals actor). */
  | { type: 'LEFT_PAGE' }
  /** The site API refused the trap's special price: its offer is over (from the checkout, app/screen-machines/checkout.ts). */
  | { type: 'OFFER_EXPIRED' };

export type JoinNowTag = 'trapRunning';

/** The trap's timer of an offer: from when the visitor left, for the seconds the offer lasts. */
const trapOfOffer = (context: Pick<JoinNowContext, 'leftAt' | 'nowSec'>, offer: LeaveOffer | null) => ({
  start: context.leftAt ?? context.nowSec,
  duration: offer?.seconds ?? 0,
});

/** Announces the chosen price when it changed; `planKept`: because the trap's offer ended. */
const announce = (planKept: boolean) =>
  enqueueActions<JoinNowContext, JoinNowEvent, undefined, JoinNowEvent, never, never, never, never, JoinNowEmitted>(({ context, enqueue }) => {
    const price = chosenPriceOf(context);
    if ((price?.uuid ?? null) === context.priceUuid) return;
    enqueue.assign({ priceUuid: price?.uuid ?? null });
    enqueue.emit({ type: 'PRICE_CHANGED', price, planKept });
  });

export const joinNowMachine = setup({
  types: {
    context: {} as JoinNowContext,
    events: {} as JoinNowEvent,
    input: {} as JoinNowInput,
    tags: {} as JoinNowTag,
    emitted: {} as JoinNowEmitted,
  },
  actors: {
    /** Sends LEFT_PAGE when the visitor tries to leave the configured ways. */
    leaveSignals: fromCallback(() => {}),
    /** POST /api/join-now/leave-offer: the visitor's offer (its cookies set by the answer); null when the call failed. */
    openOffer: fromPromise<LeaveOffer | null, void>(notProvided('openOffer')),
  },
  actions: {
    /** Keeps the trap for this session: its flag, duration and start cookies set; timer-0 … timer-3 cleared. */
    trapTriggered: (_, _trap: { start: number; duration: number }) => {},
    /** Ends the trap: its timer cookies removed; timer-0 … timer-3 set to `now`. */
    trapDeactivated: (_, _now: number) => {},
    /** Announces the chosen price when it changed. */
    announcePrice: announce(false),
    /** Announces the chosen price when the trap's offer ended: the same plan at its standard price. */
    announceOfferEnded: announce(true),
  },
  guards: {
    trapRunning: ({ context }) => (trapLeftOf(context.trap, context.nowSec) ?? 0) > 0,
    trapArmed: ({ context }) => !context.trapSeen && context.trapSeconds > 0,
    trapUp: ({ context }) => trapLeftOf(context.trap, context.nowSec) === 0,
    offered: (_, offer: LeaveOffer | null) => offer !== null && offer.seconds > 0,
  },
  delays: {
    /** Countdowns tick every second (spec 001 §9). */
    tick: 1000,
  },
}).createMachine({
  id: 'joinNow',
  description: "Spec 001 §4 'Bundles and tariff sets', 'Per-price timers', 'Leave-page trap' on the join-now page.",
  context: ({ input }) => {
    const context = {
      slots: input.slots,
      bundles: input.bundles,
      chosen: input.chosen,
      specialOn: (trapLeftOf(input.trap, input.nowSec) ?? 0) > 0,
      nowSec: input.nowSec,
      timerStarts: input.timerStarts,
      trap: input.trap,
      trapSeconds: input.trapSeconds,
      trapSeen: input.trapSeen,
      leftAt: null,
    };
    return { ...context, priceUuid: chosenPriceOf(context)?.uuid ?? null };
  },
  type: 'parallel',
  states: {
    offer: {
      on: {
        BUNDLE_TOGGLED: { actions: [assign({ bundles: ({ context, event }) => toggleBundle(context.bundles, event.uuid) }), 'announcePrice'] },
        TARIFF_CHOSEN: { actions: [assign({ chosen: ({ event }) => event.position }), 'announcePrice'] },
      },
    },
    clock: {
      initial: 'ticking',
      states: {
        ticking: {
          after: { tick: { target: 'ticking', reenter: true, actions: assign({ nowSec: ({ context }) => context.nowSec + 1 }) } },
        },
      },
    },
    trap: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'trapRunning', target: 'running' },
            { guard: ({ context }) => context.trap !== null, target: 'ending' },
            { guard: 'trapArmed', target: 'armed' },
            { target: 'spent' },
          ],
        },
        armed: {
          invoke: { id: 'leaveSignals', src: 'leaveSignals' },
          on: { LEFT_PAGE: { target: 'opening', actions: assign({ leftAt: ({ context }) => context.nowSec }) } },
        },
        opening: {
          description:
            "The visitor's leave-page offer is asked (POST /api/join-now/leave-offer); the trap's timer starts when they left and lasts the offer's seconds, so it never outlives the offer.",
          invoke: {
            id: 'openOffer',
            src: 'openOffer',
            onDone: [
              {
                guard: { type: 'offered', params: ({ event }) => event.output },
                target: 'running',
                actions: [
                  assign({
                    trap: ({ context, event }) => trapOfOffer(context, event.output),
                    specialOn: true,
                    timerStarts: ({ context }) => context.timerStarts.map(() => null),
                  }),
                  { type: 'trapTriggered', params: ({ context, event }) => trapOfOffer(context, event.output) },
                  assign({ leftAt: null }),
                  'announcePrice',
                ],
              },
              { target: 'spent', actions: assign({ leftAt: null }) },
            ],
            onError: { target: 'spent', actions: assign({ leftAt: null }) },
          },
        },
        running: {
          tags: ['trapRunning'],
          always: { guard: 'trapUp', target: 'ending' },
          on: {
            SPECIAL_TOGGLED: { actions: [assign({ specialOn: ({ context }) => !context.specialOn }), 'announcePrice'] },
            OFFER_EXPIRED: 'ending',
          },
        },
        ending: {
          always: {
            target: 'spent',
            actions: [
              assign({
                trap: null,
                specialOn: false,
                timerStarts: ({ context }) => context.timerStarts.map(() => context.nowSec),
              }),
              { type: 'trapDeactivated', params: ({ context }) => context.nowSec },
              'announceOfferEnded',
            ],
          },
        },
        spent: { type: 'final' },
      },
    },
  },
});
