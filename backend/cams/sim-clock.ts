/**
 * The cam provider simulator's clock and scheduler: simulated time with its own timers, moved on by hand in
 * tests (`advance`) and, in a running server, by a real interval that adds the real time elapsed since the last tick.
 * The control endpoint of embedded mode moves it on too (POST /api/cam-provider/_sim/advance). Timers fire in order of
 * their due time (then of creation), each at its own simulated instant, so a long jump runs every minute of billing.
 */

export interface SimClock {
  /** Simulated time, unix milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number | null | undefined): void;
  /** Moves simulated time on by `ms`, firing every timer that falls due on the way; returns the new time. */
  advance(ms: number): number;
  /** Follows real time: every `tickMs` the clock advances by the real time elapsed (timer unref'd). */
  followRealTime(tickMs?: number, realNow?: () => number): void;
  /** Stops following real time and drops every timer. */
  stop(): void;
  /** Timers waiting (for tests). */
  pending(): number;
}

interface Timer {
  id: number;
  due: number;
  fn: () => void;
}

export function createSimClock(start: number): SimClock {
  let now = start;
  let seq = 0;
  let timers: Timer[] = [];
  let interval: ReturnType<typeof setInterval> | null = null;

  const nextDue = (limit: number): Timer | undefined => {
    let best: Timer | undefined;
    for (const t of timers) if (t.due <= limit && (!best || t.due < best.due || (t.due === best.due && t.id < best.id))) best = t;
    return best;
  };

  const clock: SimClock = {
    now: () => now,
    setTimeout(fn, ms) {
      seq += 1;
      timers.push({ id: seq, due: now + Math.max(0, ms), fn });
      return seq;
    },
    clearTimeout(id) {
      if (id === null || id === undefined) return;
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms) {
      const target = now + Math.max(0, ms);
      for (let t = nextDue(target); t; t = nextDue(target)) {
        const fired = t;
        timers = timers.filter((x) => x !== fired);
        now = Math.max(now, fired.due);
        try {
          fired.fn();
        } catch (err) {
          console.error('[cams] a simulated timer failed:', err);
        }
      }
      now = target;
      return now;
    },
    followRealTime(tickMs = 250, realNow = Date.now) {
      if (interval) return;
      let last = realNow();
      interval = setInterval(() => {
        const t = realNow();
        clock.advance(t - last);
        last = t;
      }, tickMs);
      interval.unref?.();
    },
    stop() {
      if (interval) clearInterval(interval);
      interval = null;
      timers = [];
    },
    pending: () => timers.length,
  };
  return clock;
}
