/**
 * Model-based tests of the video page panels (spec 000 §2.4 'Video page'): paths from the machine's graph (inputs
 * and events from its atlas entry) replayed against the machine; panels exclude each other and the full player
 * needs access.
 */
import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { videoPanelEntry } from '../../app/atlas/video-panel.ts';
import type { VideoPanelContext } from '../../machines/video-panel.machine.ts';
import { videoPanelMachine } from '../../machines/video-panel.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

// Prints the coverage row after the file and fails it unless every state and transition was reached.
const coverage = trackCoverage('videoPanel', videoPanelMachine);

describe('video panels, paths from their graph', () => {
  it('replays every path: one panel at a time, poster hidden only by the player, full video only with access', async () => {
    const paths = entryPaths(videoPanelEntry);
    await replayAll(paths, {
      coverage,
      delays: videoPanelEntry.delays,
      makeRun: () => ({
        machine: videoPanelMachine,
        check: (event, before, after) => {
          const ctx = after.context as VideoPanelContext;
          const panels = (['player', 'trailer', 'sharing'] as const).filter((tag) => after.hasTag(tag));
          expect(panels.length).toBeLessThanOrEqual(1);
          expect(after.hasTag('poster')).toBe(!after.hasTag('player'));
          if (after.hasTag('player')) {
            expect(ctx.canWatchFull).toBe(true);
            expect(ctx.videoType).toBe('full');
          }
          if (after.hasTag('trailer')) expect(ctx.videoType).toBe('trailer');
          if (event.type === 'FULL_REQUESTED' && !(before.context as VideoPanelContext).canWatchFull) {
            expect(after.value).toEqual(before.value);
          }
        },
      }),
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('video panel, access from the session', () => {
  it('follows ACCESS_CHANGED from its accessChanges stream: a lost membership closes the full video', () => {
    let tell: (canWatchFull: boolean) => void = () => {};
    const accessChanges = fromCallback(({ sendBack }) => {
      tell = (canWatchFull) => sendBack({ type: 'ACCESS_CHANGED', canWatchFull });
    });
    const panel = createActor(videoPanelMachine.provide({ actors: { accessChanges } }), { input: { canWatchFull: false } }).start();
    panel.send({ type: 'FULL_REQUESTED' });
    expect(panel.getSnapshot().hasTag('player')).toBe(false);
    tell(true);
    panel.send({ type: 'FULL_REQUESTED' });
    expect(panel.getSnapshot().hasTag('player')).toBe(true);
    tell(false);
    expect(panel.getSnapshot().hasTag('player')).toBe(false);
    expect(panel.getSnapshot().context.canWatchFull).toBe(false);
    panel.stop();
  });
});
