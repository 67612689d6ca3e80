/**
 * The promo countdown banner (spec 001 §2 'Promo countdown banner (promo timer)', §4 'Promo countdown banner', §6, §9):
 * shown to logged-out visitors in the verified view while the promotion's deadline (rules/promo-timer.ts: the end of
 * dateEnd's day in America/Los_Angeles, or of today with isCheatTimer) is ahead and the close cookie is absent.
 *
 * - The clock starts at the render's time (the root loader's nowMs, so the server HTML and the hydrated page agree) and
 *   moves a second per `tick` (a named delay); CLOCK_SYNCED sets it to the real clock (once the visit runs in the
 *   browser, and when a hidden tab is shown again). At 0 the banner hides for good (the timer is disabled).
 * - CLOSE_CLICKED hides it and `rememberClosed` sets the close cookie for 86400 s (provided at composition).
 * - The session's SESSION_CHANGED: a visitor who signs in loses it; signing out again brings it back while time is left.
 * - Its code comes at the page's first idle moment when a promotion runs (issue 35); until then the banner is drawn from
 *   the same starting facts (promo-banner.selectors.ts).
 */
import { assign, fromCallback, setup } from 'xstate';
import { PROMO_BANNER_CLOSED_MAX_AGE, PROMO_TICK_MS, type PromoBannerData, canSeePromoBanner } from '../domain/promo-banner.ts';
import { fromSessionChanges } from './actor-placeholders.ts';
import { timeUp } from './promo-banner.selectors.ts';

export type PromoBannerInput = {
  /** The deadline in epoch ms; null when no promotion runs. */
  deadlineMs: number | null;
  /** The clock at start (the render's time). */
  nowMs: number;
  /** Whether the close cookie exists. */
  closed: boolean;
  /** Whether the viewer may see the banner (logged out, verified view). */
  allowed: boolean;
  /** What the banner shows (the root loader's promotion); null when none runs. */
  content: Omit<PromoBannerData, 'deadlineMs'> | null;
};

export type PromoBannerContext = PromoBannerInput;

export type PromoBannerEvent =
  | { type: 'CLOSE_CLICKED' }
  | { type: 'SESSION_CHANGED'; allowed: boolean }
  /** The real clock, read when the visit starts in the browser and when the page is shown again (timers sleep in a hidden tab). */
  | { type: 'CLOCK_SYNCED'; nowMs: number };
export type PromoBannerTag = 'visible';

export const promoBannerMachine = setup({
  types: {
    context: {} as PromoBannerContext,
    events: {} as PromoBannerEvent,
    input: {} as PromoBannerInput,
    tags: {} as PromoBannerTag,
  },
  actors: {
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<PromoBannerEvent>((facts) => ({
      type: 'SESSION_CHANGED',
      allowed: canSeePromoBanner(facts.flags, facts.verifiedView),
    })),
    /** Sends CLOCK_SYNCED with the real clock (provided at composition; nothing without it). */
    clockSync: fromCallback<PromoBannerEvent, undefined>(() => {}),
  },
  actions: {
    /** Sets the close cookie (path /, max age 86400 s). */
    rememberClosed: (_, _params: { maxAge: number }) => {},
    adoptViewer: assign((_, next: { allowed: boolean }) => ({ allowed: next.allowed })),
    tick: assign(({ context }) => ({ nowMs: context.nowMs + PROMO_TICK_MS })),
    adoptClock: assign((_, nowMs: number) => ({ nowMs })),
  },
  guards: {
    closedBefore: ({ context }) => context.closed,
    timeUp: ({ context }) => timeUp(context),
    allowed: ({ context }) => context.allowed,
  },
  delays: {
    /** The countdown ticks every second (spec 001 §9). */
    tick: PROMO_TICK_MS,
  },
}).createMachine({
  id: 'promoBanner',
  description: "Spec 001 §2 'Promo countdown banner', §4 'Promo countdown banner', §6: a countdown to the end of the promotion's day in Los Angeles.",
  context: ({ input }) => input,
  invoke: [
    { id: 'sessionChanges', src: 'sessionChanges' },
    { id: 'clockSync', src: 'clockSync' },
  ],
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'closedBefore', target: 'closed' }, { guard: 'timeUp', target: 'ended' }, { target: 'counting' }],
    },
    counting: {
      description: 'The deadline is ahead: a tick every second; shown to a viewer who may see it.',
      after: { tick: { target: 'counting', reenter: true, actions: 'tick' } },
      on: {
        SESSION_CHANGED: { target: '.deciding', actions: { type: 'adoptViewer', params: ({ event }) => event } },
        CLOCK_SYNCED: { target: '.deciding', actions: { type: 'adoptClock', params: ({ event }) => event.nowMs } },
      },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'timeUp', target: '#promoBanner.ended' }, { guard: 'allowed', target: 'visible' }, { target: 'hidden' }],
        },
        visible: {
          tags: ['visible'],
          on: {
            CLOSE_CLICKED: {
              target: '#promoBanner.closed',
              actions: [assign({ closed: true }), { type: 'rememberClosed', params: { maxAge: PROMO_BANNER_CLOSED_MAX_AGE } }],
            },
          },
        },
        hidden: { description: 'A signed-in visitor (or one outside the verified view): no banner while time runs.' },
      },
    },
    closed: { description: 'Closed by the visitor: hidden while the cookie lasts (a day).' },
    ended: { description: 'Past the deadline (or no promotion): the timer is disabled.' },
  },
});
