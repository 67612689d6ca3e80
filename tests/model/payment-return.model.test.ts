/**
 * Model-based tests of the payment return (spec 001 §2 /payment/; after returning, the site refreshes the
 * tokens): paths from its graph replayed with a fake status call and a simulated clock. Approved always ends approved
 * and asks the session to refresh exactly when the render had not; declined and not-found end there; a pending
 * payment is asked again only after the poll delay, at most PENDING_CHECKS times, then waits for a retry.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { paymentReturnEntry } from '../../app/atlas/payment-return.ts';
import type { PaymentReturnContext, PaymentReturnInput } from '../../machines/payment-return.machine.ts';
import { PENDING_CHECKS, paymentReturnMachine } from '../../machines/payment-return.machine.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('paymentReturn', paymentReturnMachine);

describe('payment return, paths from its graph', () => {
  it('replays every path: the status decides, pending is asked again on the clock, approved refreshes the session once', async () => {
    await replayAll(entryPaths(paymentReturnEntry), {
      coverage,
      delays: paymentReturnEntry.delays,
      makeRun: (input) => {
        const fakes = new FakeActors();
        const refreshSession = vi.fn();
        const { refreshed, paymentUuid } = input as PaymentReturnInput;
        return {
          machine: paymentReturnMachine.provide({ actors: fakeActorsOf(paymentReturnEntry, fakes) as never, actions: { refreshSession } }),
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as PaymentReturnContext;
            if (after.hasTag('approved')) expect(refreshSession).toHaveBeenCalledTimes(refreshed ? 0 : 1);
            else expect(refreshSession).not.toHaveBeenCalled();
            if (after.hasTag('approved') || after.hasTag('declined'))
              expect(ctx.payment?.status).toBe(after.hasTag('approved') ? 'approved' : 'declined');
            if (after.hasTag('checking') && !before.hasTag('checking') && event.type !== 'xstate.init') {
              expect(event.type === 'RETRY_CLICKED' || event.type.startsWith('xstate.after.poll')).toBe(true);
              expect(fakes.calls.loadStatus?.at(-1)).toEqual({ paymentUuid });
            }
            if (after.hasTag('pending')) expect(ctx.checks).toBeLessThan(PENDING_CHECKS);
            if (after.hasTag('stillPending')) expect(ctx.checks).toBe(PENDING_CHECKS);
            if (paymentUuid === null) expect(after.hasTag('unknown')).toBe(true);
            if (event.type === 'xstate.done.actor.loadStatus' && (event as unknown as { output: unknown }).output === null) {
              expect(after.hasTag('unknown')).toBe(true);
            }
            if (event.type.startsWith('xstate.error.actor.')) expect(after.hasTag('failed')).toBe(true);
          },
        };
      },
    });
  });
});
