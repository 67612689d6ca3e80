/**
 * Model-based tests of the video card preview (spec 000 §2.4 'Video card', §9 debounce 150 ms): paths from the
 * machine's graph (inputs, events and delays from its atlas entry) replayed with a simulated clock.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { cardPreviewEntry } from '../../app/atlas/card-preview.ts';
import type { CardPreviewContext } from '../../machines/card-preview.machine.ts';
import { cardPreviewMachine, isCardPreviewing } from '../../machines/card-preview.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

// Prints the coverage row after the file and fails it unless every state and transition was reached.
const coverage = trackCoverage('cardPreview', cardPreviewMachine);

describe('card preview, paths from its graph', () => {
  it('replays every path: a card previews only after the debounce, one card at a time', async () => {
    const paths = entryPaths(cardPreviewEntry);
    await replayAll(paths, {
      coverage,
      delays: cardPreviewEntry.delays,
      makeRun: (input) => ({
        machine: cardPreviewMachine,
        check: (event, before, after) => {
          const ctx = after.context as CardPreviewContext;
          if ((input as { enabled?: boolean }).enabled === false) expect(after.hasTag('previewing')).toBe(false);
          if (after.hasTag('previewing')) expect(ctx.activeId).not.toBeNull();
          else expect(ctx.activeId).toBeNull();
          if (event.type === 'POINTER_ENTERED' && before.context.activeId !== (event as { id?: number }).id) {
            // Entering a card never previews at once.
            expect(after.hasTag('previewing')).toBe(false);
          }
          if (event.type.startsWith('xstate.after.')) expect(ctx.activeId).toBe((before.context as CardPreviewContext).pendingId);
        },
      }),
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('card preview timing', () => {
  it('entering another card restarts the 150 ms debounce', () => {
    const clock = new SimulatedClock();
    const actor = createActor(cardPreviewMachine, { input: {}, clock }).start();
    actor.send({ type: 'POINTER_ENTERED', id: 'a' });
    clock.increment(100);
    actor.send({ type: 'POINTER_ENTERED', id: 'b' });
    clock.increment(100);
    expect(actor.getSnapshot().hasTag('previewing')).toBe(false);
    clock.increment(50);
    expect(isCardPreviewing(actor.getSnapshot(), 'b')).toBe(true);
    expect(isCardPreviewing(actor.getSnapshot(), 'a')).toBe(false);
    actor.send({ type: 'POINTER_LEFT', id: 'a' });
    expect(isCardPreviewing(actor.getSnapshot(), 'b')).toBe(true);
    actor.send({ type: 'POINTER_LEFT', id: 'b' });
    expect(actor.getSnapshot().hasTag('previewing')).toBe(false);
    actor.stop();
  });
});
