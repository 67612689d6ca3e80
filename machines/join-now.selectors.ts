/** What the join-now page's views read of its machine (join-now.machine.ts), without the machine's code. */
import { secondsLeft } from '../domain/price-timers.ts';
import type { JoinNowContext } from './join-now.machine.ts';

/** Seconds left of the trap's timer at `nowSec`; null without a trap. */
export const trapLeftOf = (trap: { start: number; duration: number } | null, nowSec: number): number | null =>
  trap ? secondsLeft(trap.start, trap.duration, nowSec) : null;

/** Seconds left of the trap's timer; null without a running trap. */
export const selectTrapLeft = (s: { context: JoinNowContext }): number | null => trapLeftOf(s.context.trap, s.context.nowSec);
