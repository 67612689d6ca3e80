/**
 * The deal cards of a list (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel', §4 'Deal countdown and
 * texts'): the deals page's grid (the route's loader hands over the deals) and the maintenance page's carousel (no
 * deals given: it loads them on render through the provided `loadDeals` and keeps the 'maintenance' ones).
 *
 * - Each card's countdown starts at its timer and goes down by 1 every `tick` (1 s); at 0 it goes back to the timer.
 *   Cards without a timer (0) have none; with no countdown at all the clock does not run.
 * - A card with 2 or more notification texts shows the next one every `rotation` (5 s), wrapping to the first.
 * - Both start from the deals' own values, so the server's HTML (the initial snapshot) is what the browser hydrates.
 *
 * A screen machine: started by its route (app/router/screens/deals.tsx) or by the maintenance page's composition
 * (app/router/screens/maintenance-deals.tsx), never by a view. No events from views: its clock and its one call drive it.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Deal } from '../contracts/deals.ts';
import {
  DEAL_ROTATION_MS,
  DEAL_TICK_MS,
  countdownStart,
  dealsToShow,
  hasCountdown,
  nextCountdown,
  nextTextIndex,
  rotatesTexts,
} from '../domain/deals.ts';

export type DealCardsInput = {
  /** The deals to show (the route's loader); null: load them on start. */
  deals: Deal[] | null;
  /** Only the deals of this type (the maintenance carousel: 'maintenance'); null: all. */
  only?: string | null;
};

export type DealCardsContext = {
  /** The deals shown, by sort; null while loading. */
  deals: Deal[] | null;
  only: string | null;
  /** Each card's countdown in seconds (0 for a card without one). */
  remaining: number[];
  /** Each card's shown notification text. */
  textIndex: number[];
};

export type DealCardsTag = 'loading';

/** The context showing `deals` (of the type asked for, by sort) with their countdowns and texts at the start. */
export const startingCards = (deals: readonly Deal[], only: string | null): Omit<DealCardsContext, 'only'> => {
  const shown = dealsToShow(deals, only);
  return { deals: shown, remaining: shown.map(countdownStart), textIndex: shown.map(() => 0) };
};

export const dealCardsMachine = setup({
  types: {
    context: {} as DealCardsContext,
    input: {} as DealCardsInput,
    tags: {} as DealCardsTag,
  },
  actors: {
    /** The deals (GET {content}/deals): none when the call fails (the adapter never throws). */
    loadDeals: fromPromise<Deal[]>(async () => []),
  },
  actions: {
    adoptDeals: assign(({ context }, deals: readonly Deal[]) => startingCards(deals, context.only)),
    tick: assign(({ context }) => ({
      remaining: context.remaining.map((left, i) => {
        const deal = context.deals?.[i];
        return deal && hasCountdown(deal) ? nextCountdown(left, countdownStart(deal)) : left;
      }),
    })),
    rotate: assign(({ context }) => ({
      textIndex: context.textIndex.map((index, i) => nextTextIndex(index, context.deals?.[i]?.notificationTexts.length ?? 0)),
    })),
  },
  guards: {
    known: ({ context }) => context.deals !== null,
    anyCountdown: ({ context }) => (context.deals ?? []).some(hasCountdown),
    anyRotation: ({ context }) => (context.deals ?? []).some(rotatesTexts),
  },
  delays: {
    /** The countdowns tick every second (spec 001 §4). */
    tick: DEAL_TICK_MS,
    /** The notification texts rotate every 5 s (spec 001 §4, §9). */
    rotation: DEAL_ROTATION_MS,
  },
}).createMachine({
  id: 'dealCards',
  description: "Spec 001 §2 'Deals', 'Maintenance deals carousel', §4 'Deal countdown and texts': countdowns from the timer, texts every 5 s.",
  context: ({ input }) => {
    const only = input.only ?? null;
    return input.deals === null ? { deals: null, only, remaining: [], textIndex: [] } : { only, ...startingCards(input.deals, only) };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'known', target: 'shown' }, { target: 'loading' }],
    },
    loading: {
      description: 'The maintenance carousel loads the deals on render; placeholder cards meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'loadDeals',
        src: 'loadDeals',
        onDone: { target: 'shown', actions: { type: 'adoptDeals', params: ({ event }) => event.output } },
        onError: { target: 'shown', actions: { type: 'adoptDeals', params: [] } },
      },
    },
    shown: {
      type: 'parallel',
      states: {
        countdown: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'anyCountdown', target: 'ticking' }, { target: 'still' }] },
            still: { description: 'No card has a countdown.' },
            ticking: {
              description: 'Every second each countdown goes down by 1; at 0 it goes back to its timer.',
              after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } },
            },
          },
        },
        texts: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'anyRotation', target: 'rotating' }, { target: 'still' }] },
            still: { description: 'No card has 2 or more notification texts.' },
            rotating: {
              description: 'Every 5 s each card with 2 or more texts shows the next, wrapping to the first.',
              after: { rotation: { target: 'rotating', reenter: true, actions: 'rotate' } },
            },
          },
        },
      },
    },
  },
});
