/**
 * Model-based tests of the member-plus payment flow (spec 001 §4 'Member-plus payment flow', §7, §8): paths from the
 * machine's graph (inputs and actor results from its atlas entry) replayed with fake actors and a spied `goTo`. The
 * price is asked for by the tile's priceUuid; a customPaymentUrl is followed with no payment-URL request; otherwise the
 * request carries the price's piCode, site and SegPay package with the member's payment system; every failure leads to
 * the fallback {siteUrl}/join-now/; the browser is sent exactly once, at the end.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { memberPlusPaymentEntry } from '../../app/atlas/member-plus-payment.ts';
import type { MemberPlusPrice } from '../../contracts/member-plus.ts';
import type { MemberPlusPaymentContext, MemberPlusPaymentInput } from '../../machines/member-plus-payment.machine.ts';
import { memberPlusPaymentMachine } from '../../machines/member-plus-payment.machine.ts';
import { memberPlusFallbackUrl, paymentUrlQueryOf } from '../../domain/member-plus.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('memberPlusPayment', memberPlusPaymentMachine);

describe('member-plus payment, paths from its graph', () => {
  it('replays every path: the price, then its custom URL or the requested one, else the fallback; one navigation at the end', async () => {
    await replayAll(entryPaths(memberPlusPaymentEntry), {
      coverage,
      makeRun: (input) => {
        const fakes = new FakeActors();
        const goTo = vi.fn();
        const { priceUuid, paymentSystem } = input as MemberPlusPaymentInput;
        return {
          machine: memberPlusPaymentMachine.provide({
            actors: fakeActorsOf(memberPlusPaymentEntry, fakes) as never,
            actions: { goTo: (_, params) => goTo(params.url) },
          }),
          fakes,
          check: (event, _before, after) => {
            const ctx = after.context as MemberPlusPaymentContext;
            if (event.type === 'xstate.init') expect(fakes.calls.loadPrice).toEqual([{ priceUuid }]);
            if (event.type === 'xstate.done.actor.loadPrice') {
              const price = (event as unknown as { output: MemberPlusPrice | null }).output;
              if (price?.customPaymentUrl) expect(fakes.calls.requestPaymentUrl).toEqual([]);
              else if (price) expect(fakes.calls.requestPaymentUrl).toEqual([paymentUrlQueryOf(price, paymentSystem)]);
            }
            if (after.status === 'done') {
              const url = after.hasTag('fallback') ? memberPlusFallbackUrl(ctx.price?.site.url) : ctx.price?.customPaymentUrl || ctx.url;
              expect([ctx.url, goTo.mock.calls]).toEqual([url, [[url]]]);
              if (after.hasTag('fallback')) expect(url).toMatch(/\/join-now\/$/);
            } else {
              expect(after.hasTag('busy')).toBe(true);
              expect(goTo).not.toHaveBeenCalled();
            }
          },
        };
      },
    });
  });
});

describe('member-plus payment outcomes', () => {
  const sample = memberPlusPaymentEntry.events.find((e) => e.type === 'xstate.done.actor.loadPrice') as { output: MemberPlusPrice };
  const price = sample.output;
  /** Runs the flow to its end with the given answers; where the browser was sent. */
  const run = async (loaded: MemberPlusPrice | null | Error, paymentUrl: string | null | Error = null) => {
    const answer = <T>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
    const goTo = vi.fn();
    const machine = memberPlusPaymentMachine.provide({
      actions: { goTo: (_, params) => goTo(params.url) },
      actors: {
        loadPrice: fromPromise(() => answer(loaded)),
        requestPaymentUrl: fromPromise(() => answer(paymentUrl)),
      },
    });
    const actor = createActor(machine, { input: { priceUuid: price.uuid, paymentSystem: 'segpay' } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    return goTo.mock.calls;
  };

  it('goes to the biller’s page, the custom URL, or the fallback of the price’s site or of this site', async () => {
    expect(await run(price, 'https://site.test/billing/segpay/pay/p1/')).toEqual([['https://site.test/billing/segpay/pay/p1/']]);
    expect(await run({ ...price, customPaymentUrl: 'https://midnightvr.test/offer/' })).toEqual([['https://midnightvr.test/offer/']]);
    expect(await run(price, null)).toEqual([['https://midnightvr.test/join-now/']]);
    expect(await run(price, new Error('offline'))).toEqual([['https://midnightvr.test/join-now/']]);
    expect(await run(null)).toEqual([['/join-now/']]);
    expect(await run(new Error('offline'))).toEqual([['/join-now/']]);
  });
});
