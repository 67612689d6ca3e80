/**
 * Model-based tests of upgrade subscription (spec 001 §2, §4 'Checkout flow' steps 3–4, §5 'Payment', §8): paths from
 * the machine's graph (inputs and events from its atlas entry) replayed with fake calls and a spied `goTo`. Only an
 * offer shown can be bought; the eligible billers decide (the chooser asked with them and the member's biller); the
 * payment URL is asked with the offer's price and the chosen biller; refusals, a missing URL and failures come back to
 * the offers with the spec's messages; the browser is sent once each time it leaves; one call at a time.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { upgradeSubscriptionEntry } from '../../app/atlas/upgrade-subscription.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED, PAYMENT_URL_NOT_FOUND, billerDecision } from '../../domain/billers.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import type { UpgradeSubscriptionContext } from '../../machines/upgrade-subscription.machine.ts';
import { eligibleForOffer, upgradeSubscriptionMachine } from '../../machines/upgrade-subscription.machine.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('upgradeSubscription', upgradeSubscriptionMachine);

describe('upgrade subscription, paths from its graph', () => {
  it('replays every path with the expected biller choice, payment URL request, messages and way to the biller', async () => {
    await replayAll(entryPaths(upgradeSubscriptionEntry), {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const goTo = vi.fn();
        let leavings = 0;
        return {
          machine: upgradeSubscriptionMachine.provide({
            actors: fakeActorsOf(upgradeSubscriptionEntry, fakes) as never,
            actions: { goTo: (_, params) => goTo(params.url) },
          }),
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as UpgradeSubscriptionContext;
            const was = before.context as UpgradeSubscriptionContext;
            expect(fakes.maxInFlight.requestPaymentUrl ?? 0).toBeLessThanOrEqual(1);
            if (after.hasTag('leaving') && !before.hasTag('leaving')) {
              leavings += 1;
              expect(goTo).toHaveBeenLastCalledWith(ctx.paymentUrl);
            }
            expect(goTo).toHaveBeenCalledTimes(leavings);
            if (event.type === 'UPGRADE_CLICKED' && before.hasTag('offers')) {
              const { priceUuid } = event as unknown as { priceUuid: string };
              if (!was.offers.includes(priceUuid)) expect(after.value).toEqual(before.value);
              else {
                const decision = billerDecision(eligibleForOffer(was.billers));
                if (decision.kind === 'none') expect([after.hasTag('offers'), ctx.error]).toEqual([true, PAYMENT_SYSTEM_NOT_SELECTED]);
                if (decision.kind === 'ask')
                  expect(fakes.calls.billerChoice?.at(-1)).toEqual({ billers: decision.billers, preferred: was.preferred });
                if (decision.kind === 'use') expect(fakes.calls.requestPaymentUrl?.at(-1)).toEqual({ priceUuid, paymentSystem: decision.biller });
              }
            }
            if (event.type === 'xstate.done.actor.billerChoice') {
              const { biller } = (event as unknown as { output: { biller: string | null } }).output;
              if (biller === null) expect([after.hasTag('offers'), ctx.error]).toEqual([true, null]);
              else expect(fakes.calls.requestPaymentUrl?.at(-1)).toEqual({ priceUuid: was.chosen, paymentSystem: biller });
            }
            if (event.type === 'xstate.done.actor.requestPaymentUrl') {
              const output = (event as unknown as { output: { ok: boolean; paymentUrl?: string | null; title?: string } }).output;
              if (!output.ok) expect([after.hasTag('offers'), ctx.error]).toEqual([true, output.title]);
              else if (!output.paymentUrl) expect([after.hasTag('offers'), ctx.error]).toEqual([true, PAYMENT_URL_NOT_FOUND]);
              else expect(after.hasTag('leaving')).toBe(true);
            }
            if (event.type === 'xstate.error.actor.requestPaymentUrl') expect(ctx.error).toBe(GENERIC_ERROR);
            if (event.type === 'PAGE_RESTORED' && before.hasTag('leaving')) expect(after.hasTag('offers')).toBe(true);
          },
        };
      },
    });
  });
});
