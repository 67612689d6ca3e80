/**
 * Model-based tests of the AI-mask pop-up (spec 000 §2.4 'Video page' AI-mask videos, §7 GET /aima{secret}, §8):
 * paths from the machine's graph (events and delay from its atlas entry) replayed with a fake settings call and a
 * simulated clock. It opens only for active settings and only after their delay; closing or following marks it
 * seen, once; nothing is marked without it having opened.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { aiMaskPopupEntry } from '../../app/atlas/ai-mask-popup.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import type { AiMaskPopup } from '../../contracts/ai-mask.ts';
import { aiMaskPopupMachine } from '../../machines/ai-mask-popup.machine.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('aiMaskPopup', aiMaskPopupMachine);

describe('AI-mask pop-up, paths from its graph', () => {
  it('replays every path: open only with active settings after the delay; closing or following marks it seen once', async () => {
    await replayAll(entryPaths(aiMaskPopupEntry), {
      coverage,
      delays: aiMaskPopupEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const markSeen = vi.fn();
        let opened = false;
        return {
          machine: aiMaskPopupMachine.provide({ actors: fakeActorsOf(aiMaskPopupEntry, fakes) as never, actions: { markSeen } }),
          fakes,
          check: (event, before, after) => {
            if (after.hasTag('open')) {
              opened = true;
              expect(event.type).toMatch(/^xstate\.after\.showDelay\./);
              expect((after.context as { settings: AiMaskPopup | null }).settings?.isActive).toBe(true);
            }
            if (event.type === 'xstate.done.actor.loadSettings') {
              const output = (event as unknown as { output: AiMaskPopup | null }).output;
              expect(after.matches('waiting')).toBe(output?.isActive === true);
            }
            if ((event.type === 'CLOSED' || event.type === 'FOLLOWED') && before.hasTag('open')) expect(after.status).toBe('done');
            expect(markSeen).toHaveBeenCalledTimes(opened && after.status === 'done' ? 1 : 0);
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('AI-mask pop-up timing', () => {
  it('opens after the settings’ delay on the simulated clock, not before', async () => {
    const clock = new SimulatedClock();
    const settings = { isActive: true, delaySeconds: 4 } as AiMaskPopup;
    const machine = aiMaskPopupMachine.provide({ actors: { loadSettings: fromPromise(async (): Promise<AiMaskPopup | null> => settings) } });
    const popup = createActor(machine, { clock }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(popup.getSnapshot().value).toBe('waiting');
    clock.increment(3999);
    expect(popup.getSnapshot().hasTag('open')).toBe(false);
    clock.increment(1);
    expect(popup.getSnapshot().hasTag('open')).toBe(true);
    popup.send({ type: 'CLOSED' });
    expect(popup.getSnapshot().status).toBe('done');
  });
});
