/**
 * Model-based tests of the splash's Terms of Service modal (spec 000 §2.3, §4 modal operations, §8 'Terms
 * missing'): paths from the machine's graph replayed with a fake loader and a simulated clock.
 */
import type { AnyEventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_CLOSE_MS } from '../../machines/rules/constants.ts';
import type { TermsDialogContext } from '../../machines/terms-dialog.machine.ts';
import { termsDialogMachine } from '../../machines/terms-dialog.machine.ts';
import { trackCoverage } from './coverage.ts';
import { FakeActors } from './replay.ts';
import { generate, replayAll } from './suite.ts';

const coverage = trackCoverage('termsDialog', termsDialogMachine);
const TERMS = { title: 'Terms and Conditions', text: '<p>Be nice.</p>' };

const events: AnyEventObject[] = [
  { type: 'TERMS_REQUESTED' },
  { type: 'CLOSE_REQUESTED' },
  { type: 'xstate.done.actor.loadTerms', output: TERMS },
  { type: 'xstate.done.actor.loadTerms', output: { title: 'Terms', text: ' ' } },
  { type: 'xstate.done.actor.loadTerms', output: null },
  { type: 'xstate.error.actor.loadTerms', error: new Error('network') },
];

describe('terms modal, paths from its graph', () => {
  it('replays every path: loads the terms page, shows "No terms text available" data when missing (logged), closes after 300 ms', async () => {
    const paths = generate(termsDialogMachine, { closed: undefined }, events);
    await replayAll(paths, {
      coverage,
      delays: { CLOSE_ANIMATION: MODAL_CLOSE_MS },
      makeRun: () => {
        const fakes = new FakeActors();
        const logError = vi.fn();
        let opened = 0;
        const machine = termsDialogMachine.provide({
          actors: { loadTerms: fakes.logic('loadTerms') as never },
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
              const output = (event as { output?: typeof TERMS | null }).output;
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
