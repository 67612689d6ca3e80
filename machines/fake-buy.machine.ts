/**
 * The fake-buy social-proof pop-ups (spec 001 §2 'Fake-buy social-proof pop-ups', §4 'Fake-buy pop-ups', §6, §9): a loop
 * over the visit's order of the fixed list (rules/fake-buy-entries.ts) for logged-out visitors and inactive members in
 * the verified view, when the digest's config enables it (rules/fake-buy.ts).
 *
 * - The loop: wait half the pause → show the next entry for the show duration → hide, wait half the pause → show the
 *   next … (named delays `halfPause` and `showDuration` from the context: 7.5 s and 5 s by default).
 * - The session's SESSION_CHANGED: a viewer who may not see the pop-ups (an active member signed in) stops the loop;
 *   one who may (signed out again) starts it afresh.
 * - A pop-up under the pointer or holding focus stays (HELD) until it is let go (RELEASED), then has its full show
 *   duration again (WCAG 2.2.1: nobody has to read it against the clock).
 *
 * No side effects: the view announces the shown entry in a polite live region and never takes focus.
 */
import { assign, setup } from 'xstate';
import { canSeeFakeBuy } from '../domain/fake-buy.ts';
import { fromSessionChanges } from './actor-placeholders.ts';

export type FakeBuyInput = {
  /** The config's pause and show duration in ms (rules/fake-buy.ts). */
  pauseMs: number;
  showMs: number;
  /** Whether the digest's config enables the pop-ups (isActive and isEnablePopup). */
  enabled: boolean;
  /** Whether entries link onward (enableListLinks). */
  links: boolean;
  /** The visit's shuffle seed (the order of the list) and the list's length. */
  seed: number;
  count: number;
  /** Whether the viewer may see them (a guest or an inactive member, in the verified view). */
  allowed: boolean;
};

export type FakeBuyContext = FakeBuyInput & {
  /** The entry of the visit's order shown (or shown next). */
  index: number;
};

export type FakeBuyEvent = { type: 'SESSION_CHANGED'; allowed: boolean } | { type: 'HELD' } | { type: 'RELEASED' };
export type FakeBuyTag = 'shown' | 'running';

export const fakeBuyMachine = setup({
  types: {
    context: {} as FakeBuyContext,
    events: {} as FakeBuyEvent,
    input: {} as FakeBuyInput,
    tags: {} as FakeBuyTag,
  },
  actors: {
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<FakeBuyEvent>((facts) => ({
      type: 'SESSION_CHANGED',
      allowed: canSeeFakeBuy(facts.flags, facts.verifiedView),
    })),
  },
  actions: {
    adoptViewer: assign((_, next: { allowed: boolean }) => ({ allowed: next.allowed })),
    nextEntry: assign(({ context }) => ({ index: (context.index + 1) % Math.max(1, context.count) })),
  },
  guards: {
    runs: ({ context }) => context.enabled && context.allowed && context.count > 0,
    notAllowed: (_, next: { allowed: boolean }) => !next.allowed,
  },
  delays: {
    /** Half the pause before each pop-up (spec 001 §4: 15 s by default, so 7.5 s). */
    halfPause: ({ context }) => context.pauseMs / 2,
    /** How long a pop-up stays (5 s by default). */
    showDuration: ({ context }) => context.showMs,
  },
}).createMachine({
  id: 'fakeBuy',
  description: "Spec 001 §2 'Fake-buy social-proof pop-ups', §4 'Fake-buy pop-ups', §6: wait half the pause, show, hide, wait half the pause, next.",
  context: ({ input }) => ({ ...input, index: 0 }),
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'runs', target: 'running' }, { target: 'off' }],
    },
    off: {
      description: 'Not for this viewer (an active or expired member, outside the verified view) or not enabled by the config.',
      on: { SESSION_CHANGED: { target: 'deciding', actions: { type: 'adoptViewer', params: ({ event }) => event } } },
    },
    running: {
      tags: ['running'],
      on: {
        SESSION_CHANGED: [
          {
            guard: { type: 'notAllowed', params: ({ event }) => event },
            target: 'off',
            actions: { type: 'adoptViewer', params: ({ event }) => event },
          },
          { actions: { type: 'adoptViewer', params: ({ event }) => event } },
        ],
      },
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Half the pause with no pop-up.',
          after: { halfPause: 'showing' },
        },
        showing: {
          description: 'The entry shown for the show duration; then the next one waits its turn.',
          tags: ['shown'],
          after: { showDuration: { target: 'waiting', actions: 'nextEntry' } },
          on: { HELD: 'held' },
        },
        held: {
          description: 'The entry is under the pointer or has focus: it stays until let go, then is shown its full duration again.',
          tags: ['shown'],
          on: { RELEASED: 'showing' },
        },
      },
    },
  },
});

/** What the pop-up's view needs: whether one is shown, which entry of the visit's order, whether it links onward. */
export const selectFakeBuyView = (s: { context: FakeBuyContext; hasTag(tag: FakeBuyTag): boolean }) => ({
  shown: s.hasTag('shown'),
  seed: s.context.seed,
  index: s.context.index,
  links: s.context.links,
});
