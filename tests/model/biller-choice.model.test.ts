/**
 * Model-based tests of the payment-method chooser (spec 001 §2 'Payment-method chooser dialog', §4 'Checkout flow'
 * step 4, §5 'Payment'): paths from its graph (inputs and events from its atlas entry). It opens with an eligible
 * preference selected; only an eligible biller can be selected; 'Continue to Checkout' ends with the selection or
 * marks the dropdown invalid; dismissing ends without a biller. When it is asked at all is the rule billerDecision's.
 */
import { describe, expect, it } from 'vitest';
import { billerChoiceEntry } from '../../app/atlas/biller-choice.ts';
import type { BillerChoiceContext, BillerChoiceInput, BillerChoiceOutput } from '../../machines/biller-choice.machine.ts';
import { billerChoiceMachine } from '../../machines/biller-choice.machine.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED } from '../../domain/billers.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('billerChoice', billerChoiceMachine);

describe('payment-method chooser, paths from its graph', () => {
  it('replays every path: it opens with an eligible preference, only eligible billers are chosen', async () => {
    await replayAll(entryPaths(billerChoiceEntry), {
      coverage,
      makeRun: (input) => {
        const { billers, preferred } = input as BillerChoiceInput;
        const names = billers.map((b) => b.name);
        return {
          machine: billerChoiceMachine,
          check: (event, before, after) => {
            const ctx = after.context as BillerChoiceContext;
            const output = after.output as BillerChoiceOutput | undefined;
            if (event.type === 'xstate.init') {
              expect(after.hasTag('open')).toBe(true);
              expect(ctx.selected).toBe(preferred !== null && names.includes(preferred) ? preferred : null);
            }
            if (ctx.selected !== null) expect(names).toContain(ctx.selected);
            if (event.type === 'CONTINUE_CLICKED' && before.hasTag('open')) {
              const selected = (before.context as BillerChoiceContext).selected;
              if (selected === null) expect([after.hasTag('open'), ctx.invalid]).toEqual([true, PAYMENT_SYSTEM_NOT_SELECTED]);
              else expect(output).toEqual({ biller: selected });
            }
            if (event.type === 'DISMISSED' && before.hasTag('open')) expect(output).toEqual({ biller: null });
            if (event.type === 'BILLER_SELECTED' && before.hasTag('open')) {
              const { name } = event as unknown as { name: string };
              if (names.includes(name)) expect([ctx.selected, ctx.invalid]).toEqual([name, null]);
              else expect(ctx.selected).toBe((before.context as BillerChoiceContext).selected);
            }
          },
        };
      },
    });
  });
});
