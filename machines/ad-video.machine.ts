/**
 * The video of an ad banner (spec 000 §2.3 'Ad banner': "A banner video starts when 10% visible, after 1500 ms
 * when a still image exists"). One machine per banner video. The `visibility` actor (an IntersectionObserver at
 * composition) reports VISIBLE when at least 10 % of the banner is in view and HIDDEN when less; `play` and
 * `pause` drive the video element. Our design where the spec is silent: a video scrolled out of view pauses, and
 * resumes at once (no second wait on the still) when it comes back; scrolled away during the wait, it waits again.
 */
import { fromCallback, setup } from 'xstate';
import { AD_VIDEO_STILL_MS } from '../domain/constants.ts';

export type AdVideoInput = { hasStill: boolean };
export type AdVideoContext = { hasStill: boolean };
export type AdVideoEvent = { type: 'VISIBLE' } | { type: 'HIDDEN' };

export const adVideoMachine = setup({
  types: {
    context: {} as AdVideoContext,
    events: {} as AdVideoEvent,
    input: {} as AdVideoInput,
    tags: {} as 'playing' | 'still',
  },
  actions: {
    play: () => {},
    pause: () => {},
  },
  actors: {
    visibility: fromCallback<AdVideoEvent>(() => {}),
  },
  guards: {
    hasStill: ({ context }) => context.hasStill,
  },
  delays: { STILL_SHOWN: AD_VIDEO_STILL_MS },
}).createMachine({
  id: 'adVideo',
  description: "Spec 000 §2.3 'Ad banner': a banner video starts when 10% visible, after 1500 ms when a still image exists.",
  context: ({ input }) => ({ hasStill: input.hasStill }),
  invoke: { src: 'visibility' },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Not yet 10 % visible: the still image (or the first frame) shows.',
      tags: ['still'],
      on: { VISIBLE: [{ guard: 'hasStill', target: 'showingStill' }, { target: 'playing' }] },
    },
    showingStill: {
      description: 'In view with a still image: it shows for 1500 ms before the video starts.',
      tags: ['still'],
      after: { STILL_SHOWN: 'playing' },
      on: { HIDDEN: 'waiting' },
    },
    playing: {
      tags: ['playing'],
      entry: 'play',
      on: { HIDDEN: { target: 'paused', actions: 'pause' } },
    },
    paused: {
      description: 'Scrolled out of view after it started (our design): paused, resumed when back in view.',
      on: { VISIBLE: 'playing' },
    },
  },
});
