/**
 * Model-based tests of the token purchase (spec 002 §2.5, §4.8, §5, §8): paths from the machine's graph (inputs and
 * events from its atlas entry) replayed with fake calls and a spied `goTo`. A guest is sent to /login/ and nothing is
 * asked; the billers that may sell the pack decide (the chooser asked with them); the payment URL is asked with the
 * pack's isNonRecurring, item code and priceUuid and the biller; a missing URL, a refusal and a failure clear the
 * pending pack with the spec's messages; the browser is sent once each time it leaves; one call at a time; the
 * quick-buy packs are asked once.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { tokenPurchaseEntry } from '../../app/atlas/token-purchase.ts';
import type { TokenTariff } from '../../contracts/tokens.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED, PAYMENT_URL_NOT_FOUND, billerDecision } from '../../domain/billers.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { packPrice, tokenBillers } from '../../domain/token-tariffs.ts';
import { LOGIN_PATH, type TokenPurchaseContext, tokenPurchaseMachine } from '../../machines/token-purchase.machine.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('token-purchase', tokenPurchaseMachine);

describe('token purchase, paths from its graph', () => {
  it('replays every path with the expected billers, payment URL request, messages and way to the biller', async () => {
    await replayAll(entryPaths(tokenPurchaseEntry), {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const goTo = vi.fn();
        let navigations = 0;
        return {
          machine: tokenPurchaseMachine.provide({
            actors: fakeActorsOf(tokenPurchaseEntry, fakes) as never,
            actions: { goTo: (_, params) => goTo(params.url) },
          }),
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as TokenPurchaseContext;
            const was = before.context as TokenPurchaseContext;
            expect(fakes.maxInFlight.requestPaymentUrl ?? 0).toBeLessThanOrEqual(1);
            expect(fakes.calls.loadQuickBuy?.length ?? 0).toBeLessThanOrEqual(1);
            expect(fakes.calls.loadBillers?.length ?? 0).toBeLessThanOrEqual(1);
            if (after.hasTag('leaving') && !before.hasTag('leaving')) {
              navigations += 1;
              expect(goTo).toHaveBeenLastCalledWith(ctx.paymentUrl);
            }
            if (event.type === 'PACK_CHOSEN' && !was.signedIn && before.matches({ on: { purchase: 'idle' } })) {
              navigations += 1;
              expect(goTo).toHaveBeenLastCalledWith(LOGIN_PATH);
              expect(ctx.pending).toBeNull();
            }
            expect(goTo).toHaveBeenCalledTimes(navigations);
            if (!ctx.enabled) expect(after.matches('off')).toBe(true);
            if (event.type === 'PACK_CHOSEN' && was.signedIn && was.billers !== null && before.matches({ on: { purchase: 'idle' } })) {
              const { tariff } = event as unknown as { tariff: TokenTariff };
              const decision = billerDecision(tokenBillers(was.billers, tariff));
              if (decision.kind === 'none') expect(ctx.error).toBe(PAYMENT_SYSTEM_NOT_SELECTED);
              if (decision.kind === 'ask') expect(fakes.calls.billerChoice?.at(-1)).toEqual({ billers: decision.billers, preferred: null });
              if (decision.kind === 'use') {
                const price = packPrice(tariff);
                expect(fakes.calls.requestPaymentUrl?.at(-1)).toEqual({
                  priceUuid: price.priceUuid,
                  itemCode: price.itemCode,
                  isNonRecurring: price.nonRecurringPrice,
                  paymentSystem: decision.biller,
                });
              }
            }
            if (event.type === 'xstate.done.actor.requestPaymentUrl') {
              const output = (event as unknown as { output: { ok: boolean; paymentUrl?: string | null } }).output;
              if (!output.ok) expect([ctx.pending, ctx.error]).toEqual([null, GENERIC_ERROR]);
              else if (!output.paymentUrl) expect([ctx.pending, ctx.error]).toEqual([null, PAYMENT_URL_NOT_FOUND]);
              else expect(after.hasTag('leaving')).toBe(true);
            }
            if (event.type === 'xstate.error.actor.requestPaymentUrl') expect([ctx.pending, ctx.error]).toEqual([null, GENERIC_ERROR]);
            if (event.type === 'PAGE_RESTORED' && before.hasTag('leaving')) expect([after.hasTag('busy'), ctx.pending]).toEqual([false, null]);
          },
        };
      },
    });
  });
});
