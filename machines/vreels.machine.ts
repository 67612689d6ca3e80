/**
 * The vreels feed (spec 000 §2.4 'Vreels'; intro 'Query vreelz=on auto-plays the short vertical videos on mobile
 * when the configuration flag enableVreels is on'): one clip active at a time; with autoplay (input, from
 * rules/vreels.ts) the first clip plays at once, otherwise nothing plays until the play button. NEXT/PREV (buttons,
 * arrow keys, a swipe) and SELECT move the active clip within the feed and keep playing if it was; the other clips
 * stay paused (the view follows the 'playing' tag on the active index only). A browser that refuses to start a
 * clip (PLAY_REFUSED, e.g. an autoplay policy) leaves it stopped with the play button.
 */
import { assign, setup } from 'xstate';
import { stepIndex } from '../domain/vreels.ts';

export type VreelsInput = { count: number; autoplay: boolean };
export type VreelsContext = { index: number; count: number; autoplay: boolean };
export type VreelsEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'SELECT'; index: number }
  | { type: 'PLAY_CLICKED' }
  | { type: 'PAUSE_CLICKED' }
  | { type: 'PLAY_REFUSED' };
export type VreelsTag = 'playing' | 'stopped';

export const vreelsMachine = setup({
  types: {
    context: {} as VreelsContext,
    events: {} as VreelsEvent,
    input: {} as VreelsInput,
    tags: {} as VreelsTag,
  },
  actions: {
    step: assign(({ context }, delta: number) => ({ index: stepIndex(context.index, delta, context.count) })),
    select: assign(({ context, event }) => ({ index: event.type === 'SELECT' ? stepIndex(event.index, 0, context.count) : context.index })),
  },
  guards: {
    autoplays: ({ context }) => context.autoplay && context.count > 0,
    hasClips: ({ context }) => context.count > 0,
    hasNext: ({ context }) => context.index < context.count - 1,
    hasPrev: ({ context }) => context.index > 0,
    otherClip: ({ context, event }) =>
      event.type === 'SELECT' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count && event.index !== context.index,
  },
}).createMachine({
  id: 'vreels',
  description: "Spec 000 §2.4 'Vreels'; intro 'vreelz=on' autoplay with enableVreels.",
  context: ({ input }) => ({ index: 0, count: Math.max(0, Math.trunc(input.count)), autoplay: input.autoplay }),
  initial: 'starting',
  on: {
    NEXT: { guard: 'hasNext', actions: { type: 'step', params: 1 } },
    PREV: { guard: 'hasPrev', actions: { type: 'step', params: -1 } },
    SELECT: { guard: 'otherClip', actions: 'select' },
  },
  states: {
    starting: {
      always: [{ guard: 'autoplays', target: 'playing' }, { target: 'idle' }],
    },
    idle: {
      description: 'Nothing has played yet: the active clip shows its poster and the play button.',
      tags: ['stopped'],
      on: { PLAY_CLICKED: { guard: 'hasClips', target: 'playing' } },
    },
    playing: {
      description: 'The active clip plays, muted and inline; moving to another clip plays that one.',
      tags: ['playing'],
      on: { PAUSE_CLICKED: 'paused', PLAY_REFUSED: 'paused' },
    },
    paused: {
      description: 'The active clip is paused; the play button resumes it.',
      tags: ['stopped'],
      on: { PLAY_CLICKED: 'playing' },
    },
  },
});
