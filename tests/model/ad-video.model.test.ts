/**
 * Model-based tests of the ad banner video (spec 000 §2.3 'Ad banner'): paths from the machine's graph (inputs,
 * events and delays from its atlas entry) replayed with a simulated clock; the video plays only in view, and with
 * a still image only after 1500 ms in view.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { adVideoEntry } from '../../app/atlas/ad-video.ts';
import { adVideoMachine } from '../../machines/ad-video.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('adVideo', adVideoMachine);

describe('ad banner video, paths from its graph', () => {
  it('replays every path: plays only once visible, never on entering view when a still must show first', async () => {
    await replayAll(entryPaths(adVideoEntry), {
      coverage,
      delays: adVideoEntry.delays,
      makeRun: (input) => {
        const hasStill = (input as { hasStill: boolean }).hasStill;
        return {
          machine: adVideoMachine,
          check: (event, before, after) => {
            if (event.type === 'HIDDEN') expect(after.hasTag('playing')).toBe(false);
            if (event.type === 'VISIBLE' && !before.hasTag('playing') && before.value === 'waiting') {
              expect(after.hasTag('playing')).toBe(!hasStill);
            }
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('ad banner video timing', () => {
  const run = (hasStill: boolean) => {
    const play = vi.fn();
    const pause = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(adVideoMachine.provide({ actions: { play, pause } }), { input: { hasStill }, clock }).start();
    return { actor, clock, play, pause };
  };

  it('with a still image, starts 1500 ms after it became visible', () => {
    const { actor, clock, play } = run(true);
    actor.send({ type: 'VISIBLE' });
    clock.increment(1499);
    expect(play).not.toHaveBeenCalled();
    clock.increment(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
  });

  it('without a still image, starts at once', () => {
    const { actor, play } = run(false);
    actor.send({ type: 'VISIBLE' });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('scrolled away during the still it waits again; out of view it pauses, back in view it resumes at once', () => {
    const { actor, clock, play, pause } = run(true);
    actor.send({ type: 'VISIBLE' });
    clock.increment(1000);
    actor.send({ type: 'HIDDEN' });
    clock.increment(1000);
    expect(play).not.toHaveBeenCalled();
    actor.send({ type: 'VISIBLE' });
    clock.increment(1500);
    expect(play).toHaveBeenCalledTimes(1);
    actor.send({ type: 'HIDDEN' });
    expect(pause).toHaveBeenCalledTimes(1);
    actor.send({ type: 'VISIBLE' });
    expect(play).toHaveBeenCalledTimes(2);
  });
});
