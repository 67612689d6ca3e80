/**
 * Model-based tests of the vreels feed (spec 000 §2.4 'Vreels', intro 'vreelz=on'): paths from the machine's graph
 * (events and inputs from its atlas entry) replayed, checking after each step that exactly the active clip plays
 * or none does, that the active index stays in the feed, and that autoplay decides the first state.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { vreelsEntry } from '../../app/atlas/vreels.ts';
import { type VreelsContext, vreelsMachine } from '../../machines/vreels.machine.ts';
import { stepIndex } from '../../domain/vreels.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('vreels', vreelsMachine);

describe('vreels feed, paths from its graph', () => {
  it('replays every path: autoplay plays the first clip, the play button otherwise; next/previous/select stay in the feed and keep playing', async () => {
    const paths = entryPaths(vreelsEntry);
    await replayAll(paths, {
      coverage,
      delays: vreelsEntry.delays,
      makeRun: () => ({
        machine: vreelsMachine,
        fakes: new FakeActors(),
        check: (event, before, after) => {
          const ctx = after.context as VreelsContext;
          const was = before.context as VreelsContext;
          expect(ctx.index).toBeGreaterThanOrEqual(0);
          expect(ctx.index).toBeLessThanOrEqual(Math.max(0, ctx.count - 1));
          expect(after.hasTag('playing') !== after.hasTag('stopped')).toBe(true);
          if (event.type === 'NEXT') expect(ctx.index).toBe(stepIndex(was.index, 1, ctx.count));
          if (event.type === 'PREV') expect(ctx.index).toBe(stepIndex(was.index, -1, ctx.count));
          if (event.type === 'SELECT') {
            const target = (event as unknown as { index: number }).index;
            expect(ctx.index).toBe(target < ctx.count ? target : was.index);
          }
          if (['NEXT', 'PREV', 'SELECT'].includes(event.type)) expect(after.hasTag('playing')).toBe(before.hasTag('playing'));
          if (event.type === 'PLAY_CLICKED' && ctx.count > 0) expect(after.hasTag('playing')).toBe(true);
          if (event.type === 'PAUSE_CLICKED' || event.type === 'PLAY_REFUSED') expect(after.hasTag('playing')).toBe(false);
        },
      }),
    });
  });

  it('starts playing only with autoplay and clips', () => {
    for (const [input, playing] of [
      [{ count: 3, autoplay: true }, true],
      [{ count: 3, autoplay: false }, false],
      [{ count: 0, autoplay: true }, false],
    ] as const) {
      const actor = createActor(vreelsMachine, { input }).start();
      expect(actor.getSnapshot().hasTag('playing')).toBe(playing);
      actor.stop();
    }
  });
});
