/**
 * One private (or voice-private) show of the simulated cam provider, from the member's request to its end, with the
 * provider's own rules, which run even when the simulator is frozen: a request nobody decides on expires after
 * REQUEST_EXPIRY; an accepted show is billed per started minute of the time its viewer watches, counted across holds
 * (a resume goes on with the minute it left, so leaving and coming back every 50 s does not watch for free: issue 38,
 * finding 3); a show whose tab went away is held for HOLD, unbilled, and ends unless the viewer comes back. A show the bot invented (its viewer is
 * nobody the provider knows) is live but never billed.
 *
 * The timers fall due on the simulator's clock and the world (shows.ts) queues their work in its serial queue: the
 * debit, the expiry, the end of a hold; that work reports back (DEBITED, CLOSED, ENDED...). The machine keeps the
 * show's tariff and its fee breakdown (onPrivateShowCompleted). The model's own moves (when she answers a request,
 * when she ends a show) are hers, not the provider's rules: shows.ts times them on the same clock, and freezing
 * stops them.
 */
import { assign, setup } from 'xstate';
import { HOLD_MS, MINUTE, REQUEST_EXPIRY_MS } from './cam-rules.ts';

export interface Fees {
  privateShowFee: number;
  privateChatTipFee: number;
  tipMenuFee: number;
  toysMenuFee: number;
}

export type ExtraFee = Exclude<keyof Fees, 'privateShowFee'>;

export interface ShowContext {
  /** The tariff per minute, fixed when the model accepts (0 for an invented show). */
  tariff: number;
  fees: Fees;
  /** How much of the current (already billed) minute was watched before the last hold. */
  intoMinuteMs: number;
  /** When the viewer last started watching (the clock's time). */
  watchingSince: number;
}

export type ShowEvent =
  /** The model accepted and the first minute was debited at `tariff`. */
  | { type: 'ACCEPTED'; tariff: number }
  /** The request ended without a show: refused, expired, withdrawn, or its tab went. */
  | { type: 'CLOSED' }
  /** A minute was debited. */
  | { type: 'DEBITED' }
  /** The viewer paid a tip, a tip-menu item or a toy during the show. */
  | { type: 'TIPPED'; fee: ExtraFee; amount: number }
  | { type: 'TAB_CLOSED' }
  | { type: 'RESUMED' }
  | { type: 'ENDED' };

const NO_FEES: Fees = { privateShowFee: 0, privateChatTipFee: 0, tipMenuFee: 0, toysMenuFee: 0 };

export const showMachine = setup({
  types: {
    /** now: the clock the machine's timers run on (the simulator's), to count the time watched. */
    input: {} as { member: boolean; now?: () => number },
    context: {} as ShowContext & { member: boolean; now: () => number },
    events: {} as ShowEvent,
  },
  actions: {
    /** The request's minute is up: the world queues its expiry (if nobody decided meanwhile). */
    expiryDue: () => {},
    /** A minute of the show is up: the world queues its debit. */
    billDue: () => {},
    /** The hold is up: the world queues the show's end (unless the viewer came back meanwhile). */
    holdDue: () => {},
  },
  guards: {
    member: ({ context }) => context.member,
  },
  // The next minute starts when the watched time reaches it: what is left of the current one.
  delays: { REQUEST_EXPIRY: REQUEST_EXPIRY_MS, BILLING_MINUTE: ({ context }) => MINUTE - context.intoMinuteMs, HOLD: HOLD_MS },
}).createMachine({
  id: 'camShow',
  description: 'A private show of the simulated cam provider: requested, billed per minute while watched, held while its tab is away, over.',
  context: ({ input }) => ({ member: input.member, now: input.now ?? Date.now, tariff: 0, fees: { ...NO_FEES }, intoMinuteMs: 0, watchingSince: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'member', target: 'requested' }, { target: 'invented' }],
    },
    requested: {
      tags: ['requested'],
      after: { REQUEST_EXPIRY: { actions: 'expiryDue' } },
      on: {
        ACCEPTED: {
          target: 'live',
          actions: assign(({ context, event }) => ({
            tariff: event.tariff,
            fees: { ...NO_FEES, privateShowFee: event.tariff },
            watchingSince: context.now(),
          })),
        },
        CLOSED: 'over',
      },
    },
    live: {
      on: { ENDED: 'over' },
      initial: 'running',
      states: {
        running: {
          tags: ['billed'],
          // A new minute starts at the boundary itself (not at whatever time a clock reads when its timer runs).
          after: {
            BILLING_MINUTE: {
              target: 'running',
              reenter: true,
              actions: [
                'billDue',
                assign(({ context }) => ({ watchingSince: context.watchingSince + MINUTE - context.intoMinuteMs, intoMinuteMs: 0 })),
              ],
            },
          },
          on: {
            DEBITED: {
              actions: assign(({ context }) => ({ fees: { ...context.fees, privateShowFee: context.fees.privateShowFee + context.tariff } })),
            },
            TIPPED: { actions: assign(({ context, event }) => ({ fees: { ...context.fees, [event.fee]: context.fees[event.fee] + event.amount } })) },
            TAB_CLOSED: {
              target: 'held',
              actions: assign(({ context }) => ({
                intoMinuteMs: Math.min(MINUTE - 1, context.intoMinuteMs + Math.max(0, context.now() - context.watchingSince)),
              })),
            },
          },
        },
        held: {
          tags: ['held'],
          after: { HOLD: { actions: 'holdDue' } },
          on: { RESUMED: { target: 'running', actions: assign(({ context }) => ({ watchingSince: context.now() })) } },
        },
      },
    },
    /** Nobody to bill: the model ends it when she likes. */
    invented: {
      on: { ENDED: 'over' },
    },
    over: { type: 'final' },
  },
});
