/** The cam simulator's clock (backend/cams/sim-clock.ts): timers fire in order, each at its own instant. */
import { describe, expect, it } from 'vitest';
import { createSimClock } from '../../../backend/cams/sim-clock.ts';

describe('createSimClock', () => {
  it('fires due timers in order of due time then creation, at their instants, including ones set while advancing', () => {
    const clock = createSimClock(1000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => fired.push(`c@${clock.now()}`), 200);
    const every = () => {
      fired.push(`m@${clock.now()}`);
      clock.setTimeout(every, 60);
    };
    clock.setTimeout(every, 60);
    expect(clock.advance(150)).toBe(1150);
    expect(fired).toEqual(['m@1060', 'a@1100', 'm@1120']);
    clock.advance(100);
    expect(fired).toEqual(['m@1060', 'a@1100', 'm@1120', 'm@1180', 'b@1200', 'c@1200', 'm@1240']);
    expect(clock.now()).toBe(1250);
  });

  it('clears timers, survives a failing one, and stop drops them all', () => {
    const clock = createSimClock(0);
    const fired: number[] = [];
    const id = clock.setTimeout(() => fired.push(1), 10);
    clock.setTimeout(() => {
      throw new Error('boom');
    }, 5);
    clock.setTimeout(() => fired.push(2), 20);
    clock.clearTimeout(id);
    const error = console.error;
    console.error = () => {};
    try {
      clock.advance(30);
    } finally {
      console.error = error;
    }
    expect(fired).toEqual([2]);
    clock.setTimeout(() => fired.push(3), 10);
    clock.stop();
    expect(clock.pending()).toBe(0);
  });

  it('follows real time by the elapsed time', async () => {
    let real = 5000;
    const clock = createSimClock(0);
    clock.followRealTime(5, () => real);
    real += 700;
    await new Promise((r) => setTimeout(r, 30));
    expect(clock.now()).toBe(700);
    clock.stop();
  });
});
