/**
 * Model-based tests of the cut-title tooltip (spec 000 §2.3 'Shared display elements': full text when truncated,
 * on tap on touch, show delay 100 ms): paths from the machine's graph replayed with a simulated clock.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tooltipEntry } from '../../app/atlas/tooltip.ts';
import { openTooltipId, type TooltipEvent, tooltipMachine } from '../../machines/tooltip.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('tooltip', tooltipMachine);

describe('tooltip, paths from its graph', () => {
  it('replays every path: only a cut title opens, a hover only after the delay, one at a time', async () => {
    await replayAll(entryPaths(tooltipEntry), {
      coverage,
      delays: tooltipEntry.delays,
      makeRun: () => ({
        machine: tooltipMachine,
        check: (sent, before, after) => {
          const event = sent as TooltipEvent;
          const open = openTooltipId(after);
          const wasOpen = openTooltipId(before);
          if ('cut' in event && !event.cut) expect(open === null || open === wasOpen).toBe(true);
          // A hover never opens a tooltip at once.
          if (event.type === 'HOVERED' && open !== null) expect(open).toBe(wasOpen);
          if ((event.type === 'FOCUSED' || event.type === 'TAPPED') && event.cut) expect(open).toBe(event.id);
          if (event.type === 'CLOSED' || event.type === 'ROUTE_CHANGED') expect(open).toBeNull();
          if (event.type === 'LEFT' && wasOpen === event.id) expect(open).toBeNull();
        },
      }),
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('tooltip timing', () => {
  it('shows 100 ms after a mouse enters a cut title, and not when it left before', () => {
    const clock = new SimulatedClock();
    const actor = createActor(tooltipMachine, { clock }).start();
    actor.send({ type: 'HOVERED', id: 'a', cut: true });
    clock.increment(99);
    expect(openTooltipId(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(openTooltipId(actor.getSnapshot())).toBe('a');
    actor.send({ type: 'LEFT', id: 'a' });
    actor.send({ type: 'HOVERED', id: 'b', cut: true });
    clock.increment(50);
    actor.send({ type: 'LEFT', id: 'b' });
    clock.increment(100);
    expect(openTooltipId(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
