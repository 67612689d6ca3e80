/**
 * Model-based tests of the promo countdown banner (spec 001 §4 'Promo countdown banner', §6, §9): paths from the
 * machine's graph replayed with a simulated clock; the countdown reaching the deadline hides it; closing it sets the
 * cookie for 86400 s; a signed-in visitor never sees it.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { promoBannerEntry } from '../../app/atlas/promo-banner.ts';
import { type PromoBannerContext, type PromoBannerInput, promoBannerMachine } from '../../machines/promo-banner.machine.ts';
import { firstPromoBannerView, selectPromoBannerView } from '../../machines/promo-banner.selectors.ts';
import { expectFirstViewsAreFirstSnapshots } from './first-view.ts';
import { promoDeadlineMs } from '../../domain/promo-timer.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('promoBanner', promoBannerMachine);

const withSpy = () => {
  const rememberClosed = vi.fn<(params: { maxAge: number }) => void>();
  const machine = promoBannerMachine.provide({ actions: { rememberClosed: (_, params) => rememberClosed(params) } });
  return { machine, rememberClosed };
};

describe('promo banner, paths from the graph', () => {
  it('replays every path: visible only to an allowed viewer with time left and no close cookie; closing saves the cookie', async () => {
    const count = await replayAll(entryPaths(promoBannerEntry), {
      coverage,
      delays: promoBannerEntry.delays,
      makeRun: () => {
        const { machine, rememberClosed } = withSpy();
        return {
          machine,
          check: (event, before, after) => {
            const now = after.context as PromoBannerContext;
            const view = selectPromoBannerView(after as never);
            if (view.visible) expect([now.allowed, now.closed, view.seconds > 0], JSON.stringify(now)).toEqual([true, false, true]);
            if (event.type === 'CLOSE_CLICKED' && before.hasTag('visible')) {
              expect(rememberClosed).toHaveBeenLastCalledWith({ maxAge: 86_400 });
              expect(after.hasTag('visible')).toBe(false);
            } else if (!before.hasTag('visible')) expect(rememberClosed).not.toHaveBeenCalled();
          },
        };
      },
    });
    expect(count).toBeGreaterThanOrEqual(6);
    expect(coverage.complete).toBe(true);
  });
});

describe('promo banner, before its machine has come', () => {
  it("draws what the machine's first snapshot shows, for every starting fact of the atlas and a deadline just passed", () => {
    const base = promoBannerEntry.inputs['guest, 2.5 s left'] as PromoBannerInput;
    const inputs = {
      ...promoBannerEntry.inputs,
      'deadline just passed': { ...base, nowMs: (base.deadlineMs ?? 0) + 1 },
      'closed, signed in': { ...base, allowed: false, closed: true },
    };
    expectFirstViewsAreFirstSnapshots(inputs, promoBannerMachine, firstPromoBannerView, selectPromoBannerView);
    expect(firstPromoBannerView(base).visible).toBe(true);
  });
});

describe('promo banner, the countdown', () => {
  const start = (input: Partial<PromoBannerInput>) => {
    const clock = new SimulatedClock();
    const base = promoBannerEntry.inputs['guest, 2.5 s left'] as PromoBannerInput;
    const { machine, rememberClosed } = withSpy();
    const actor = createActor(machine, { input: { ...base, ...input }, clock }).start();
    return { clock, actor, rememberClosed, view: () => selectPromoBannerView(actor.getSnapshot()) };
  };

  it('ticks down every second from the render time and hides at 0 (the deadline reached)', () => {
    // 2026-11-23 23:59:55.200 in Los Angeles: 4 whole seconds to its midnight.
    const nowMs = Date.UTC(2026, 10, 24, 7, 59, 55, 200);
    const deadlineMs = promoDeadlineMs({ dateEnd: '2026-11-23', isCheatTimer: false }, nowMs);
    const { clock, actor, view } = start({ nowMs, deadlineMs });
    expect(view()).toMatchObject({ visible: true, seconds: 4 });
    clock.increment(999);
    expect(view().seconds).toBe(4);
    clock.increment(1);
    expect(view()).toMatchObject({ visible: true, seconds: 3 });
    clock.increment(1000);
    clock.increment(1000);
    expect(view()).toMatchObject({ visible: true, seconds: 1 });
    clock.increment(1000);
    expect(view()).toMatchObject({ visible: false, seconds: 0 });
    expect(actor.getSnapshot().value).toBe('ended');
    actor.stop();
  });

  it('a cheat timer counts to the end of today in Los Angeles', () => {
    const nowMs = Date.UTC(2026, 10, 23, 20); // 12:00 in Los Angeles
    const deadlineMs = promoDeadlineMs({ dateEnd: '2020-01-01', isCheatTimer: true }, nowMs);
    const { actor, view } = start({ nowMs, deadlineMs });
    expect(view()).toMatchObject({ visible: true, seconds: 12 * 3600 });
    actor.stop();
  });

  it('closing hides it and sets the cookie for a day; closed before, it never shows', () => {
    const { clock, actor, view, rememberClosed } = start({});
    actor.send({ type: 'CLOSE_CLICKED' });
    expect(view().visible).toBe(false);
    expect(rememberClosed).toHaveBeenCalledWith({ maxAge: 86_400 });
    actor.send({ type: 'SESSION_CHANGED', allowed: true });
    clock.increment(1000);
    expect(view().visible).toBe(false);
    actor.stop();
    const again = start({ closed: true });
    expect(again.view().visible).toBe(false);
    again.actor.stop();
  });

  it('hides when the visitor signs in and comes back on sign-out while time is left', () => {
    const nowMs = Date.UTC(2026, 10, 23, 20);
    const { clock, actor, view } = start({ nowMs, deadlineMs: nowMs + 3_600_000 });
    actor.send({ type: 'SESSION_CHANGED', allowed: false });
    expect(view().visible).toBe(false);
    for (let i = 0; i < 10; i++) clock.increment(1000);
    actor.send({ type: 'SESSION_CHANGED', allowed: true });
    expect(view()).toMatchObject({ visible: true, seconds: 3590 });
    actor.stop();
  });

  it('past the deadline or without a promotion it never shows', () => {
    for (const input of [{ deadlineMs: null }, { deadlineMs: Date.UTC(2026, 10, 1) }]) {
      const { actor, view } = start(input);
      expect(view().visible).toBe(false);
      actor.stop();
    }
  });
});

describe('promo banner, the real clock', () => {
  it('CLOCK_SYNCED moves the countdown to the real clock, and past the deadline hides it', () => {
    const clock = new SimulatedClock();
    const nowMs = Date.UTC(2026, 10, 23, 20);
    const input = { ...(promoBannerEntry.inputs['guest, 2.5 s left'] as PromoBannerInput), nowMs, deadlineMs: nowMs + 3_600_000 };
    const actor = createActor(promoBannerMachine, { input, clock }).start();
    actor.send({ type: 'CLOCK_SYNCED', nowMs: nowMs + 600_000 });
    expect(selectPromoBannerView(actor.getSnapshot())).toMatchObject({ visible: true, seconds: 3000 });
    clock.increment(1000);
    expect(selectPromoBannerView(actor.getSnapshot()).seconds).toBe(2999);
    actor.send({ type: 'CLOCK_SYNCED', nowMs: nowMs + 3_600_000 });
    expect(actor.getSnapshot().value).toBe('ended');
    actor.stop();
  });
});
