/**
 * The promo header bar (spec 001 §2 'Promo header bar (site-wide)', §4 'Value pop-ups' (the header-bar handling),
 * 'Header bar countdown', §7 'Value pop-ups and header bars', §8 errors swallowed, §9): a long-lived machine
 * of the visit.
 *
 * - Starts from the root loader's header bars for the first page (so the server HTML already has the bar and its
 *   countdown at the render's time, and the hydrated page shows the same); refetches on every ROUTE_CHANGED
 *   (`fetchBars`, the context of rules/value-popups.ts); a failure or an empty answer hides it (§4, §8), except the
 *   showTrigger 2 item this route change promoted, which an empty answer keeps.
 * - The bar is the answer's first showTrigger 1 item not closed or followed before; the answer's showTrigger 2 item
 *   becomes the bar on the next route change that has no URL hash (§4).
 * - Hidden on the age-verification route (§2).
 * - The countdown (rules/header-bar.ts): the clock starts at the render's (or the answer's) time and moves a second
 *   per `tick` (a named delay) while the countdown's end is ahead; it shows while seconds remain and hides at 0.
 * - CLOSE hides it and records its uuid (`recordShown`: on the member's user, in the guest's cookie); FOLLOWED (the
 *   'header-bar-with-btn' button) records it too (§4 'Closing or following a pop-up records its uuid').
 * - SESSION_CHANGED to another viewer fetches the bars for them.
 *
 * Side effects supplied at composition (app/system/header-bar.ts): the actor `fetchBars`, the action `recordShown`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ValuePopupContext } from '../contracts/value-popups.ts';
import { fromSessionChanges, notProvided } from './actor-placeholders.ts';
import { HEADER_BAR_TICK_MS, type HeaderBarItem, barOffRoute, countdownAhead, hasHash, pickArmed, pickBar } from '../domain/header-bar.ts';
import type { VisitorGroup } from '../domain/membership.ts';
import { valuePopupContext, withShown } from '../domain/value-popup-context.ts';
import { headerBarContext } from './header-bar.selectors.ts';

export type HeaderBarInput = {
  group: VisitorGroup;
  /** The signed-in user's uuid, null for a guest. */
  userId: string | null;
  affiliateId: string | null;
  /** The uuids already closed or followed (the user's record, else the guest's cookie). */
  shown: string[];
  path: string;
  search: string;
  /** The root loader's header bars for the first page (Los Angeles times already made instants). */
  items: HeaderBarItem[];
  /** The clock at start (the render's time). */
  nowMs: number;
};

export type HeaderBarContext = HeaderBarInput & {
  /** The bar showing (null: none). */
  bar: HeaderBarItem | null;
  /** The last answer's showTrigger 2 item, the bar of the next route change without a hash. */
  armed: HeaderBarItem | null;
  /** The showTrigger 2 item this route change made the bar (kept over the page's refetch). */
  promoted: HeaderBarItem | null;
};

/** What a refetch answers: the page's items and the clock when they came (the countdown's new start). */
export type HeaderBarAnswer = { items: HeaderBarItem[]; nowMs: number };

export type HeaderBarEvent =
  | { type: 'ROUTE_CHANGED'; path: string; search: string; hash?: string }
  | { type: 'SESSION_CHANGED'; group: VisitorGroup; userId: string | null }
  | { type: 'CLOSE' }
  | { type: 'FOLLOWED' };

export type HeaderBarTag = 'loading' | 'counting';

/** The request's context of the machine's facts (rules/value-popups.ts). */
export const headerBarRequest = (c: Pick<HeaderBarContext, 'group' | 'affiliateId' | 'shown' | 'path' | 'search'>): ValuePopupContext =>
  valuePopupContext({ group: c.group, affiliateId: c.affiliateId, shown: c.shown, path: c.path, search: c.search });

const recordParams = ({ context }: { context: HeaderBarContext }) => ({ uuid: context.bar?.uuid ?? '', signedIn: context.userId !== null });

export const headerBarMachine = setup({
  types: {
    context: {} as HeaderBarContext,
    events: {} as HeaderBarEvent,
    input: {} as HeaderBarInput,
    tags: {} as HeaderBarTag,
  },
  actors: {
    /** POST {valuepopup}/v1/front/show-header with the context; the active items at the answer's time, none on a failure. */
    fetchBars: fromPromise<HeaderBarAnswer, ValuePopupContext>(notProvided('fetchBars')),
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<HeaderBarEvent>((facts) => ({ type: 'SESSION_CHANGED', group: facts.group, userId: facts.userId })),
  },
  actions: {
    /** Records a closed or followed bar: on the member's user (site API), else in the guest's cookie. Never throws. */
    recordShown: (_, _shown: { uuid: string; signedIn: boolean }) => {},
    adoptRoute: assign(({ context }, route: { path: string; search: string; hash?: string }) => {
      const promoted = !hasHash(route.hash) && context.armed && !context.shown.includes(context.armed.uuid) ? context.armed : null;
      return { path: route.path, search: route.search, promoted, armed: null, bar: promoted ?? context.bar };
    }),
    adoptViewer: assign((_, viewer: { group: VisitorGroup; userId: string | null }) => ({ group: viewer.group, userId: viewer.userId })),
    adoptAnswer: assign(({ context }, answer: HeaderBarAnswer) => {
      // The promoted showTrigger 2 item came with the last page's answer: it stays the bar even when this page's answer
      // is empty (the guest closed the only other bar, which the service then leaves out).
      const bar = context.promoted ?? pickBar(answer.items, context.shown);
      const armed = pickArmed(answer.items, context.shown);
      return { items: answer.items, nowMs: answer.nowMs, bar, armed: armed && armed.uuid === bar?.uuid ? null : armed };
    }),
    forgetBars: assign({ items: [], bar: null, armed: null, promoted: null }),
    /** The closed or followed bar joins this visit's shown list. */
    keepShown: assign(({ context }) => ({ shown: context.bar ? withShown(context.shown, context.bar.uuid) : context.shown })),
    hideBar: assign({ bar: null, promoted: null }),
    tick: assign(({ context }) => ({ nowMs: context.nowMs + HEADER_BAR_TICK_MS })),
  },
  guards: {
    offRoute: ({ context }) => barOffRoute(context.path),
    hasBar: ({ context }) => context.bar !== null,
    countdownAhead: ({ context }) => countdownAhead(context.bar?.countdown ?? null, context.nowMs),
    viewerChanged: ({ context }, viewer: { group: VisitorGroup; userId: string | null }) =>
      viewer.userId !== context.userId || viewer.group !== context.group,
  },
  delays: {
    /** The countdown ticks every second (§9). */
    tick: HEADER_BAR_TICK_MS,
  },
}).createMachine({
  id: 'headerBar',
  description:
    "Spec 001 §2 'Promo header bar', §4 'Value pop-ups' (header-bar handling), 'Header bar countdown': the site-wide bar above the header, fetched per page, with a countdown in Los Angeles time; closing or following records it.",
  context: ({ input }) => headerBarContext(input),
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'deciding',
  on: {
    ROUTE_CHANGED: { target: '.routing', actions: { type: 'adoptRoute', params: ({ event }) => event } },
    SESSION_CHANGED: {
      guard: { type: 'viewerChanged', params: ({ event }) => event },
      target: '.routing',
      actions: { type: 'adoptViewer', params: ({ event }) => event },
    },
  },
  states: {
    routing: {
      description: 'A new page: none on the age-verification route, else its header bars are fetched.',
      always: [{ guard: 'offRoute', target: 'offRoute', actions: 'forgetBars' }, { target: 'loading' }],
    },
    loading: {
      description:
        "§7 POST {valuepopup}/v1/front/show-header with this page's context; active items only; the bar meanwhile stays (or is the promoted showTrigger 2 item); a failure shows none (§8).",
      tags: ['loading'],
      invoke: {
        id: 'fetchBars',
        src: 'fetchBars',
        input: ({ context }) => headerBarRequest(context),
        onDone: { target: 'deciding', actions: { type: 'adoptAnswer', params: ({ event }) => event.output } },
        onError: { target: 'deciding', actions: 'forgetBars' },
      },
    },
    deciding: {
      always: [{ guard: 'offRoute', target: 'offRoute', actions: 'forgetBars' }, { guard: 'hasBar', target: 'showing' }, { target: 'none' }],
    },
    showing: {
      description: 'The bar shows; its countdown ticks every second while its end is ahead and hides at 0.',
      on: {
        CLOSE: { target: 'none', actions: [{ type: 'recordShown', params: recordParams }, 'keepShown', 'hideBar'] },
        FOLLOWED: { actions: [{ type: 'recordShown', params: recordParams }, 'keepShown'] },
      },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'countdownAhead', target: 'counting' }, { target: 'still' }] },
        counting: {
          tags: ['counting'],
          after: { tick: { target: 'checking', actions: 'tick' } },
        },
        still: { description: 'No countdown (none, or it reached 0).' },
      },
    },
    none: { description: 'No bar: the answer had none, it failed, or the bar was closed.' },
    offRoute: { description: 'The age-verification route: no bar (§2).' },
  },
});
