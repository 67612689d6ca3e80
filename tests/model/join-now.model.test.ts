/**
 * Model-based tests of the join-now page (spec 001 §4 'Bundles and tariff sets', 'Per-price timers', 'Leave-page
 * trap'): paths from the machine's graph (inputs, events and the tick from its atlas entry) replayed on a simulated
 * clock. The trap fires at most once per session and only while armed; special tariffs are on exactly while it runs;
 * its cookies are set when it fires and the price timers restart when it ends.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { joinNowEntry } from '../../app/atlas/join-now.ts';
import type { JoinNowContext } from '../../machines/join-now.machine.ts';
import { chosenPriceOf, joinNowMachine } from '../../machines/join-now.machine.ts';
import { shownSetName } from '../../domain/tariffs.ts';
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
        return {
          machine: joinNowMachine.provide({ actions: { trapTriggered: (_, p) => trapTriggered(p), trapDeactivated: (_, p) => trapDeactivated(p) } }),
          check: (event, before, after) => {
            const ctx = after.context as JoinNowContext;
            const was = before.context as JoinNowContext;
            expect(trapTriggered.mock.calls.length).toBeLessThanOrEqual(1);
            // Special tariffs only while the trap runs (the buyer may switch them off meanwhile).
            if (ctx.specialOn) expect(after.hasTag('trapRunning')).toBe(true);
            // The announced price is always the one at the chosen position.
            expect(ctx.priceUuid).toBe(chosenPriceOf(ctx)?.uuid ?? null);
            if (event.type === 'LEFT_PAGE') {
              const armed = before.matches({ trap: 'armed' });
              expect(trapTriggered.mock.calls.length).toBe(armed ? 1 : trapTriggered.mock.calls.length);
              if (armed) {
                expect(ctx.specialOn).toBe(true);
                expect(after.hasTag('trapRunning')).toBe(true);
                expect(ctx.timerStarts.every((s) => s === null)).toBe(true);
                expect(trapTriggered).toHaveBeenLastCalledWith({ start: was.nowSec, duration: was.trapSeconds });
              } else expect(ctx.specialOn).toBe(was.specialOn);
            }
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
  it('announces each change of the chosen price (PRICE_CHANGED) and nothing when it stays', () => {
    const input = joinNowEntry.inputs['first visit'];
    const page = createActor(joinNowMachine, { input, inspect: coverage.inspect });
    const announced: (string | null)[] = [];
    page.on('PRICE_CHANGED', (e) => announced.push(e.price?.uuid ?? null));
    page.start();
    page.send({ type: 'TARIFF_CHOSEN', position: 1 });
    page.send({ type: 'TARIFF_CHOSEN', position: 0 });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-midnight' });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-lumen' });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-lumen' });
    page.send({ type: 'BUNDLE_TOGGLED', uuid: 'partner-midnight' });
    page.send({ type: 'LEFT_PAGE' });
    page.send({ type: 'SPECIAL_TOGGLED' });
    expect(announced).toEqual([
      'price-base-1-1',
      'price-first-1-1',
      'price-third-1-1',
      'price-first-1-1',
      'price-base-1-1',
      'price-base-2-1',
      'price-base-1-1',
    ]);
    page.stop();
  });
});
