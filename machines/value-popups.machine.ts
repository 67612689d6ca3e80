/**
 * Value pop-ups (spec 001 §2 'Value pop-ups (site-wide)', §4 'Value pop-ups', 'Leave-page trap', §6, §7 'Value pop-ups
 * and header bars', §8 errors swallowed, §9 showTrigger and 1 s steps): a long-lived machine of the visit.
 *
 * - Starts from the first page's pop-ups, which the server asked for with the page (input `firstItems`; null: fetched
 *   when started), and fetches them again on every ROUTE_CHANGED, with the context of rules/value-popups.ts
 *   from the session's facts, the affiliate, the pop-ups already shown and the page. A failure shows none.
 * - The answer's default pop-up (showTrigger 1): with timeForTrigger it counts down in 1 s steps (the named delay
 *   `tick`, `remaining`) then shows; without, it shows at once.
 * - The exit trap (showTrigger 2): armed while nothing shows; the `exitSignals` actor (invoked while ready, armed when
 *   the page has an exit trap) stops the ways of leaving and sends them: LINK_CLICKED (an internal link other than
 *   join-now) or BACK_PRESSED shows the pop-up instead of leaving. A groupId 600 pop-up is
 *   not sprung by those: LEAVE_TRAP_TRIGGERED (the join-now page's leave-page trap) shows it, also when it comes while
 *   the answer is loading, another pop-up is open, or before the route change to that page has arrived.
 * - One pop-up at a time. CLOSED or FOLLOWED records its uuid (`recordShown`: on the member's user, in the guest's
 *   cookie) and keeps it in this visit's list so it never comes back; CLOSED then continues where the visitor was
 *   going (`continueTo` the intercepted link, or `goBack` for real).
 * - SESSION_CHANGED to another viewer: their shown list is loaded (`loadShown`), then the pop-ups are fetched anew.
 *
 * Side effects supplied at composition (app/system/value-popups.ts): actors `fetchPopups`, `loadShown`, `exitSignals`;
 * actions `recordShown`, `continueTo`, `goBack`.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ValuePopup, ValuePopupContext } from '../contracts/value-popups.ts';
import { fromSessionChanges, notProvided } from './actor-placeholders.ts';
import type { VisitorGroup } from '../domain/membership.ts';
import { valuePopupContext, withShown } from '../domain/value-popup-context.ts';
import { type PopupPlan, planPopups, secondsBeforeShowing, triggerOf } from '../domain/value-popups.ts';

export type ValuePopupsInput = {
  group: VisitorGroup;
  /** The signed-in user's uuid, null for a guest. */
  userId: string | null;
  affiliateId: string | null;
  /** The uuids already closed or followed (the user's record, else the guest's cookie). */
  shown: string[];
  path: string;
  search: string;
  /** The first page's answer, asked by the server (app/router/header-bars.ts); null: ask at start. */
  firstItems: ValuePopup[] | null;
};

/** Where the visitor was going when the exit trap sprang. */
export type PendingExit = { kind: 'link'; href: string } | { kind: 'back' } | null;

export type ValuePopupsContext = ValuePopupsInput & {
  /** The page's answer (active items). */
  items: ValuePopup[];
  plan: PopupPlan;
  /** The pop-up showing. */
  current: ValuePopup | null;
  /** Seconds left before the default pop-up shows. */
  remaining: number;
  pending: PendingExit;
  /** The leave-page trap triggered on this page and its pop-up has not shown yet. */
  /** The page whose leave-page trap sprang before its pop-up could show (it may spring before the route change arrives). */
  leaveTrapSprungOn: string | null;
};

export type ValuePopupsEvent =
  | { type: 'ROUTE_CHANGED'; path: string; search: string }
  | { type: 'SESSION_CHANGED'; group: VisitorGroup; userId: string | null }
  | { type: 'LINK_CLICKED'; href: string }
  | { type: 'BACK_PRESSED' }
  | { type: 'LEAVE_TRAP_TRIGGERED'; path: string }
  | { type: 'CLOSED' }
  | { type: 'FOLLOWED' };

export type ValuePopupsTag = 'loading' | 'counting' | 'open';

const NO_PLAN: PopupPlan = { banner: null, exitTrap: null, leaveTrap: null };

/** The request's context of a machine's facts (rules/value-popups.ts). */
export const contextOf = (c: Pick<ValuePopupsContext, 'group' | 'affiliateId' | 'shown' | 'path' | 'search'>): ValuePopupContext =>
  valuePopupContext({ group: c.group, affiliateId: c.affiliateId, shown: c.shown, path: c.path, search: c.search });

export const valuePopupsMachine = setup({
  types: {
    context: {} as ValuePopupsContext,
    events: {} as ValuePopupsEvent,
    input: {} as ValuePopupsInput,
    tags: {} as ValuePopupsTag,
  },
  actors: {
    /** POST {valuepopup}/v1/front/show-pop with the context; the active items, none on a failure (§7, §8). */
    fetchPopups: fromPromise<ValuePopup[], ValuePopupContext>(notProvided('fetchPopups')),
    /** The shown uuids of the viewer now here: the member's user info, else the guest's cookie. */
    loadShown: fromPromise<string[], { signedIn: boolean }>(notProvided('loadShown')),
    /**
     * The ways of leaving the page while the exit trap is armed (`armed`: the page has one): a click on an internal
     * link other than join-now, stopped and sent as LINK_CLICKED; the first back, held on the page and sent as
     * BACK_PRESSED. Not armed: nothing is stopped.
     */
    exitSignals: fromCallback<ValuePopupsEvent, { armed: boolean }>(() => {}),
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<ValuePopupsEvent>((facts) => ({ type: 'SESSION_CHANGED', group: facts.group, userId: facts.userId })),
  },
  actions: {
    /** Records a closed or followed pop-up: on the member's user (site API), else in the guest's cookie. Never throws. */
    recordShown: (_, _shown: { uuid: string; signedIn: boolean }) => {},
    /** Goes on to the link the exit trap stopped (a client navigation). */
    continueTo: (_, _href: string) => {},
    /** Goes back for real (the back the exit trap stopped). */
    goBack: () => {},
    adoptRoute: assign(({ context }, route: { path: string; search: string }) => ({
      path: route.path,
      search: route.search,
      items: [],
      plan: NO_PLAN,
      current: null,
      pending: null,
      remaining: 0,
      // A trap that sprang on the page being opened, before its route change came, still counts there.
      leaveTrapSprungOn: route.path === context.leaveTrapSprungOn ? context.leaveTrapSprungOn : null,
    })),
    adoptViewer: assign((_, viewer: { group: VisitorGroup; userId: string | null }) => ({ group: viewer.group, userId: viewer.userId })),
    adoptShown: assign((_, shown: string[]) => ({ shown })),
    adoptItems: assign(({ context }, items: ValuePopup[]) => ({ items, plan: planPopups(items, context.shown) })),
    forgetItems: assign({ items: [], plan: NO_PLAN }),
    startCountdown: assign(({ context }) => ({ remaining: context.plan.banner ? secondsBeforeShowing(context.plan.banner) : 0 })),
    countDown: assign(({ context }) => ({ remaining: Math.max(0, context.remaining - 1) })),
    showBanner: assign(({ context }) => ({ current: context.plan.banner, pending: null, remaining: 0 })),
    showExitTrap: assign(({ context }, pending: PendingExit) => ({ current: context.plan.exitTrap, pending })),
    showLeaveTrap: assign(({ context }) => ({ current: context.plan.leaveTrap, pending: null, leaveTrapSprungOn: null })),
    markLeaveTrapSprung: assign((_, path: string) => ({ leaveTrapSprungOn: path })),
    /** The shown pop-up joins this visit's list; the page's plan no longer holds it. */
    keepShown: assign(({ context }) => {
      const shown = context.current ? withShown(context.shown, context.current.uuid) : context.shown;
      return { shown, plan: planPopups(context.items, shown), current: null };
    }),
    forgetPending: assign({ pending: null }),
  },
  guards: {
    viewerChanged: ({ context }, viewer: { group: VisitorGroup; userId: string | null }) =>
      viewer.userId !== context.userId || viewer.group !== context.group,
    hasFirstItems: ({ context }) => context.firstItems !== null,
    leaveTrapDue: ({ context }) => context.leaveTrapSprungOn === context.path && context.plan.leaveTrap !== null,
    leaveTrapReady: ({ context }) => context.plan.leaveTrap !== null,
    bannerAtOnce: ({ context }) => context.plan.banner !== null && triggerOf(context.plan.banner) === 'atOnce',
    bannerTimed: ({ context }) => context.plan.banner !== null && triggerOf(context.plan.banner) === 'timed',
    lastSecond: ({ context }) => context.remaining <= 1,
    exitTrapArmed: ({ context }) => context.plan.exitTrap !== null,
    pendingLink: ({ context }) => context.pending?.kind === 'link',
    pendingBack: ({ context }) => context.pending?.kind === 'back',
  },
  delays: {
    /** The countdown's step (§9: 1 s). */
    tick: 1000,
  },
}).createMachine({
  id: 'valuePopups',
  description:
    "Spec 001 §4 'Value pop-ups', 'Leave-page trap' (groupId 600), §7: the site-wide value pop-ups, fetched per page, shown on their trigger, recorded when closed or followed.",
  context: ({ input }) => ({
    ...input,
    items: [],
    plan: NO_PLAN,
    current: null,
    remaining: 0,
    pending: null,
    leaveTrapSprungOn: null,
  }),
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'starting',
  on: {
    ROUTE_CHANGED: { target: '.loading', reenter: true, actions: { type: 'adoptRoute', params: ({ event }) => event } },
    SESSION_CHANGED: {
      guard: { type: 'viewerChanged', params: ({ event }) => event },
      target: '.loadingShown',
      actions: [{ type: 'adoptViewer', params: ({ event }) => event }, 'forgetItems'],
    },
    LEAVE_TRAP_TRIGGERED: { actions: { type: 'markLeaveTrapSprung', params: ({ event }) => event.path } },
  },
  states: {
    starting: {
      description: "The first page's answer came with the page (the server asked for it): decided at once; else asked now.",
      always: [
        { guard: 'hasFirstItems', target: 'deciding', actions: { type: 'adoptItems', params: ({ context }) => context.firstItems ?? [] } },
        { target: 'loading' },
      ],
    },
    loadingShown: {
      description: 'Another viewer: the pop-ups they closed or followed before (their user record, or the guest cookie).',
      tags: ['loading'],
      invoke: {
        id: 'loadShown',
        src: 'loadShown',
        input: ({ context }) => ({ signedIn: context.userId !== null }),
        onDone: { target: 'loading', actions: { type: 'adoptShown', params: ({ event }) => event.output } },
        onError: { target: 'loading' },
      },
    },
    loading: {
      description: "§7 POST {valuepopup}/v1/front/show-pop with this page's context; active items only; a failure shows none (§8).",
      tags: ['loading'],
      invoke: {
        id: 'fetchPopups',
        src: 'fetchPopups',
        input: ({ context }) => contextOf(context),
        onDone: { target: 'deciding', actions: { type: 'adoptItems', params: ({ event }) => event.output } },
        onError: { target: 'deciding', actions: 'forgetItems' },
      },
    },
    deciding: {
      description: 'The leave-page trap that sprang first, else the default pop-up: at once, or after its countdown.',
      always: [
        { guard: 'leaveTrapDue', target: 'open', actions: 'showLeaveTrap' },
        { guard: 'bannerAtOnce', target: 'open', actions: 'showBanner' },
        { guard: 'bannerTimed', target: 'ready.counting', actions: 'startCountdown' },
        { target: 'ready.waiting' },
      ],
    },
    ready: {
      description: 'Nothing shows; the exit trap (showTrigger 2) is armed when the page has one; groupId 600 waits for the leave-page trap.',
      invoke: { id: 'exitSignals', src: 'exitSignals', input: ({ context }) => ({ armed: context.plan.exitTrap !== null }) },
      on: {
        LINK_CLICKED: {
          guard: 'exitTrapArmed',
          target: 'open',
          actions: { type: 'showExitTrap', params: ({ event }) => ({ kind: 'link', href: event.href }) },
        },
        BACK_PRESSED: { guard: 'exitTrapArmed', target: 'open', actions: { type: 'showExitTrap', params: { kind: 'back' } } },
        LEAVE_TRAP_TRIGGERED: { guard: 'leaveTrapReady', target: 'open', actions: 'showLeaveTrap' },
      },
      initial: 'waiting',
      states: {
        waiting: {},
        counting: {
          description: 'showTrigger 1 with timeForTrigger: that many seconds in 1 s steps, then the pop-up shows (§4, §9).',
          tags: ['counting'],
          after: {
            tick: [
              { guard: 'lastSecond', target: '#valuePopups.open', actions: 'showBanner' },
              { target: 'counting', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
    },
    open: {
      description: 'One pop-up shows. Closing or following records it; closing continues to the stopped link or goes back.',
      tags: ['open'],
      on: {
        CLOSED: [
          {
            guard: 'pendingLink',
            target: 'deciding',
            actions: [
              { type: 'recordShown', params: ({ context }) => ({ uuid: context.current?.uuid ?? '', signedIn: context.userId !== null }) },
              'keepShown',
              { type: 'continueTo', params: ({ context }) => (context.pending?.kind === 'link' ? context.pending.href : '/') },
              'forgetPending',
            ],
          },
          {
            guard: 'pendingBack',
            target: 'deciding',
            actions: [
              { type: 'recordShown', params: ({ context }) => ({ uuid: context.current?.uuid ?? '', signedIn: context.userId !== null }) },
              'keepShown',
              'goBack',
              'forgetPending',
            ],
          },
          {
            target: 'deciding',
            actions: [
              { type: 'recordShown', params: ({ context }) => ({ uuid: context.current?.uuid ?? '', signedIn: context.userId !== null }) },
              'keepShown',
            ],
          },
        ],
        FOLLOWED: {
          target: 'deciding',
          actions: [
            { type: 'recordShown', params: ({ context }) => ({ uuid: context.current?.uuid ?? '', signedIn: context.userId !== null }) },
            'keepShown',
            'forgetPending',
          ],
        },
      },
    },
  },
});
