/**
 * Model-based tests of the join-now page (spec 001 §4 'Bundles and tariff sets', 'Per-price timers', 'Leave-page
 * trap'): paths from the machine's graph (inputs, events and the tick from its atlas entry) replayed on a simulated
 * clock. The trap fires at most once per session and only while armed, and only with the visitor's leave-page offer
 * (issue 38, finding 8), its timer from when the visitor left for the offer's seconds; special tariffs are on exactly
 * while it runs; its cookies are set when it fires and the price timers restart when it ends, by its time or by the
 * checkout hearing the offer expired — then the same plan is announced as kept.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { joinNowEntry } from '../../app/atlas/join-now.ts';
import type { LeaveOffer } from '../../contracts/sales.ts';
import type { JoinNowContext, JoinNowEmitted } from '../../machines/join-now.machine.ts';
import { chosenPriceOf, joinNowMachine } from '../../machines/join-now.machine.ts';
import { shownSetName } from '../../domain/tariffs.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('joinNow', joinNowMachine);

describe('join-now page, paths from its graph', () => {
  it('replays every path: bundles pick the set, the trap fires once and switches special tariffs for its time', async () => {
    await replayAll(entryPaths(joinNowEntry), {
      coverage,
      delays: joinNowEntry.delays,
      contextView: joinNowEntry.graph.contextView as (context: unknown) => unknown,
      makeRun: () => {
        const trapTriggered = vi.fn();
        const trapDeactivated = vi.fn();
        const fakes = new FakeActors();
        return {
          machine: joinNowMachine.provide({
            actors: fakeActorsOf(joinNowEntry, fakes) as never,
            actions: { trapTriggered: (_, p) => trapTriggered(p), trapDeactivated: (_, p) => trapDeactivated(p) },
          }),
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as JoinNowContext;
            const was = before.context as JoinNowContext;
            expect(trapTriggered.mock.calls.length).toBeLessThanOrEqual(1);
            // Special tariffs only while the trap runs (the buyer may switch them off meanwhile).
            if (ctx.specialOn) expect(after.hasTag('trapRunning')).toBe(true);
            // The announced price is always the one at the chosen position.
            expect(ctx.priceUuid).toBe(chosenPriceOf(ctx)?.uuid ?? null);
            // Leaving asks for the offer: nothing is on sale before it is there.
            if (event.type === 'LEFT_PAGE') {
              const armed = before.matches({ trap: 'armed' });
              expect(ctx.specialOn).toBe(was.specialOn);
              if (armed) {
                expect(after.matches({ trap: 'opening' })).toBe(true);
                expect(ctx.leftAt).toBe(was.nowSec);
                expect(fakes.calls.openOffer).toHaveLength(1);
              }
            }
            if (!after.matches({ trap: 'opening' })) expect(ctx.leftAt).toBeNull();
            if (event.type === 'xstate.done.actor.openOffer' || event.type === 'xstate.error.actor.openOffer') {
              const offer = event.type === 'xstate.done.actor.openOffer' ? (event as unknown as { output: LeaveOffer | null }).output : null;
              if (offer) {
                // The trap's timer: from when the visitor left, for the offer's seconds (never past the offer's end).
                expect(trapTriggered).toHaveBeenCalledTimes(1);
                expect(trapTriggered).toHaveBeenLastCalledWith({ start: was.leftAt, duration: offer.seconds });
                if (after.hasTag('trapRunning')) {
                  expect(ctx.specialOn).toBe(true);
                  expect(ctx.timerStarts.every((s) => s === null)).toBe(true);
                }
              } else {
                expect(trapTriggered).not.toHaveBeenCalled();
                expect([after.matches({ trap: 'spent' }), ctx.specialOn]).toEqual([true, false]);
              }
            }
            if (event.type === 'OFFER_EXPIRED' && before.hasTag('trapRunning')) expect(after.matches({ trap: 'spent' })).toBe(true);
            if (before.hasTag('trapRunning') && !after.hasTag('trapRunning')) {
              expect(trapDeactivated).toHaveBeenLastCalledWith(ctx.nowSec);
              expect(ctx.timerStarts.every((s) => s === ctx.nowSec)).toBe(true);
              expect(ctx.trap).toBeNull();
            }
            if (event.type === 'BUNDLE_TOGGLED') {
              const uuid = (event as unknown as { uuid: string }).uuid;
              expect(ctx.bundles.find((b) => b.uuid === uuid)?.isActive).toBe(!was.bundles.find((b) => b.uuid === uuid)?.isActive);
            }
            if (event.type.startsWith('xstate.after.tick')) expect(ctx.nowSec).toBe(was.nowSec + 1);
            if (event.type === 'SPECIAL_TOGGLED') expect(ctx.specialOn).toBe(before.hasTag('trapRunning') ? !was.specialOn : was.specialOn);
            expect(['base', 'first', 'second', 'third']).toContain(shownSetName(ctx.bundles));
          },
        };
      },
    });
  });
});

describe('join-now page, back after the trap ran out', () => {
  it('ends the trap at once: special tariffs off, the trap cookies removed and the price timers restarted now', () => {
    const trapDeactivated = vi.fn();
    const input = joinNowEntry.inputs['back after the trap ran out'];
    const page = createActor(joinNowMachine.provide({ actions: { trapDeactivated: (_, now) => trapDeactivated(now) } }), {
      input,
      inspect: coverage.inspect,
    }).start();
    const { context } = page.getSnapshot();
    expect(page.getSnapshot().matches({ trap: 'spent' })).toBe(true);
    expect([context.specialOn, context.trap]).toEqual([false, null]);
    expect(trapDeactivated).toHaveBeenCalledWith(input?.nowSec);
    expect(context.timerStarts).toEqual([input?.nowSec, input?.nowSec, input?.nowSec, input?.nowSec]);
    page.stop();
  });
});

describe('join-now page, the chosen price', () => {
  it('announces each change of the chosen price (PRICE_CHANGED) and nothing when it stays; the offer ending keeps the plan', async () => {
    const input = joinNowEntry.inputs['first visit'];
    const offer: LeaveOffer = { priceUuids: ['price-base-2-1', 'price-base-2-2'], seconds: 2 };
    const page = createActor(joinNowMachine.provide({ actors: { openOffer: fromPromise<LeaveOffer | null, void>(async () => offer) } }), {
      input,
      inspect: coverage.inspect,
    });
    const announced: [string | null, boolean][] = [];
    page.on('PRICE_CHANGED', (e: JoinNowEmitted) => announced.push([e.price?.uuid ?? null, e.planKept]));
    page.start();
    page.send({ type: 'TARIFF_CHOSEN', position: 1 });
    page.send({ type: 'TARIFF_CHOSEN', position: 0 });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-midnight' });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-lumen' });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-lumen' });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-midnight' });
    page.send({ type: 'LEFT_PAGE' });
    // Nothing special is on sale until the offer is there.
    expect(page.getSnapshot().context.specialOn).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.getSnapshot().hasTag('trapRunning')).toBe(true);
    page.send({ type: 'SPECIAL_TOGGLED' });
    page.send({ type: 'SPECIAL_TOGGLED' });
    page.send({ type: 'OFFER_EXPIRED' });
    expect(announced).toEqual([
      ['price-base-1-1', false],
      ['price-first-1-1', false],
      ['price-third-1-1', false],
      ['price-first-1-1', false],
      ['price-base-1-1', false],
      ['price-base-2-1', false],
      ['price-base-1-1', false],
      ['price-base-2-1', false],
      // The offer expired: the same plan at its standard price, the buyer's choices kept.
      ['price-base-1-1', true],
    ]);
    expect(page.getSnapshot().matches({ trap: 'spent' })).toBe(true);
    page.stop();
  });
});
