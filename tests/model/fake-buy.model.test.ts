/**
 * Model-based tests of the fake-buy pop-ups (spec 001 §4 'Fake-buy pop-ups', §6, §9): paths from the machine's graph
 * replayed with a simulated clock; the loop's timing (shown at pause/2, hidden at pause/2 + show, the next shown at
 * pause + show); never shown to a viewer who may not see it or when the config leaves it off.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeBuyEntry } from '../../app/atlas/fake-buy.ts';
import { type FakeBuyContext, type FakeBuyInput, fakeBuyMachine, selectFakeBuyView } from '../../machines/fake-buy.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('fakeBuy', fakeBuyMachine);

describe('fake-buy pop-ups, paths from the graph', () => {
  it('replays every path: shown only to an allowed viewer with the config on; the index moves one entry per pop-up', async () => {
    const count = await replayAll(entryPaths(fakeBuyEntry), {
      coverage,
      delays: fakeBuyEntry.delays,
      makeRun: () => ({
        machine: fakeBuyMachine,
        check: (event, before, after) => {
          const was = before.context as FakeBuyContext;
          const now = after.context as FakeBuyContext;
          if (after.hasTag('shown')) expect(now.enabled && now.allowed).toBe(true);
          const allowedNow = (event as { allowed?: boolean }).allowed;
          if (event.type === 'SESSION_CHANGED' && allowedNow === false) expect(after.hasTag('running')).toBe(false);
          if (event.type.startsWith('xstate.after.showDuration')) expect(now.index).toBe((was.index + 1) % was.count);
          else expect(now.index).toBe(was.index);
        },
      }),
    });
    expect(count).toBeGreaterThanOrEqual(5);
    expect(coverage.complete).toBe(true);
  });
});

describe('fake-buy pop-ups, the loop timing', () => {
  const start = (input: Partial<FakeBuyInput> = {}) => {
    const clock = new SimulatedClock();
    const base = fakeBuyEntry.inputs['guest, defaults'] as FakeBuyInput;
    const actor = createActor(fakeBuyMachine, { input: { ...base, count: 100, ...input }, clock }).start();
    const view = () => selectFakeBuyView(actor.getSnapshot());
    return { clock, actor, view };
  };

  it('shown at pause/2, hidden at pause/2 + show, the next shown at pause + show (15 s and 5 s)', () => {
    const { clock, actor, view } = start();
    clock.increment(7499);
    expect(view().shown).toBe(false);
    clock.increment(1); // 7.5 s
    expect(view()).toMatchObject({ shown: true, index: 0, links: true });
    clock.increment(4999);
    expect(view().shown).toBe(true);
    clock.increment(1); // 12.5 s
    expect(view()).toMatchObject({ shown: false, index: 1 });
    clock.increment(7499);
    expect(view().shown).toBe(false);
    clock.increment(1); // 20 s
    expect(view()).toMatchObject({ shown: true, index: 1 });
    clock.increment(5000); // 25 s
    expect(view().shown).toBe(false);
    clock.increment(7500); // 32.5 s
    expect(view()).toMatchObject({ shown: true, index: 2 });
    actor.stop();
  });

  it('a pop-up under the pointer stays until let go, then gets its full show duration again', () => {
    const { clock, actor, view } = start();
    clock.increment(7500 + 4000);
    actor.send({ type: 'HELD' });
    clock.increment(60_000);
    expect(view()).toMatchObject({ shown: true, index: 0 });
    actor.send({ type: 'RELEASED' });
    clock.increment(4999);
    expect(view().shown).toBe(true);
    clock.increment(1);
    expect(view()).toMatchObject({ shown: false, index: 1 });
    actor.stop();
  });

  it('other timings: pause 1 s, show 1 s', () => {
    const { clock, actor, view } = start({ pauseMs: 1000, showMs: 1000 });
    clock.increment(500);
    expect(view().shown).toBe(true);
    clock.increment(1000);
    expect(view().shown).toBe(false);
    clock.increment(500);
    expect(view()).toMatchObject({ shown: true, index: 1 });
    actor.stop();
  });

  it('wraps around the list', () => {
    const { clock, actor, view } = start({ count: 2 });
    clock.increment(7500 + 12_500 + 12_500);
    expect(view()).toMatchObject({ shown: true, index: 0 });
    actor.stop();
  });

  it('stops when an active member signs in; starts afresh when the visitor signs out', () => {
    const { clock, actor, view } = start();
    clock.increment(7500);
    expect(view().shown).toBe(true);
    actor.send({ type: 'SESSION_CHANGED', allowed: false });
    expect(view().shown).toBe(false);
    clock.increment(60_000);
    expect(view().shown).toBe(false);
    actor.send({ type: 'SESSION_CHANGED', allowed: true });
    clock.increment(7499);
    expect(view().shown).toBe(false);
    clock.increment(1);
    expect(view().shown).toBe(true);
    actor.stop();
  });

  it('never shows for a viewer who may not see it, or when the config is off', () => {
    for (const input of [{ allowed: false }, { enabled: false }, { count: 0 }]) {
      const { clock, actor, view } = start(input);
      clock.increment(120_000);
      expect(view().shown).toBe(false);
      actor.stop();
    }
  });
});
