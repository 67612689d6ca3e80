/**
 * Model-based tests of the splash's Terms of Service modal (spec 000 §2.3, §4 modal operations, §8 'Terms
 * missing'): paths from the machine's graph (events and delays from its atlas entry) replayed with a fake loader
 * and a simulated clock.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { type TERMS_PAGE, termsDialogEntry } from '../../app/atlas/terms-dialog.ts';
import type { TermsDialogContext } from '../../machines/terms-dialog.machine.ts';
import { termsDialogMachine } from '../../machines/terms-dialog.machine.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('termsDialog', termsDialogMachine);

describe('terms modal, paths from its graph', () => {
  it('replays every path: loads the terms page, shows "No terms text available" data when missing (logged), closes after 300 ms', async () => {
    const paths = entryPaths(termsDialogEntry);
    await replayAll(paths, {
      coverage,
      delays: termsDialogEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const logError = vi.fn();
        let opened = 0;
        const machine = termsDialogMachine.provide({
          actors: fakeActorsOf(termsDialogEntry, fakes) as never,
          actions: { logError: (_, { message }) => logError(message) },
        });
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as TermsDialogContext;
            if (event.type === 'TERMS_REQUESTED' && before.matches('closed')) {
              opened += 1;
              expect(after.hasTag('loading')).toBe(true);
              expect(fakes.calls.loadTerms).toHaveLength(opened);
            }
            if (event.type.startsWith('xstate.done.actor.loadTerms') || event.type.startsWith('xstate.error.actor.loadTerms')) {
              const output = (event as { output?: typeof TERMS_PAGE | null }).output;
              const complete = Boolean(output?.title.trim() && output.text.trim());
              expect(after.hasTag('open')).toBe(true);
              expect(ctx.terms).toEqual(complete ? output : null);
              if (complete) expect(logError).not.toHaveBeenCalled();
              else expect(logError).toHaveBeenLastCalledWith('No terms data');
            }
            if (event.type === 'CLOSE_REQUESTED' && before.hasTag('open')) expect(after.hasTag('closing')).toBe(true);
            if (event.type.startsWith('xstate.after.')) expect(after.matches('closed')).toBe(true);
          },
        };
      },
    });
  });
});
