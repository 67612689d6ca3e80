/**
 * Per-price timers and the leave-page trap's timer (spec 001 §4 'Per-price timers', 'Leave-page trap', §5 'Timer
 * minutes are converted to seconds', §9): up to four price positions with a timer of their own, started at the time
 * kept in the session cookies timer-0 … timer-3; the price slot's special timer on the middle slot (floor(n/2)).
 */
import type { JoinNowConfig } from '../contracts/sales.ts';

export const PRICE_TIMER_POSITIONS = 4;
export const timerCookie = (position: number) => `timer-${position}`;
export const TIMER_COOKIES = Array.from({ length: PRICE_TIMER_POSITIONS }, (_, i) => timerCookie(i));
/** The trap's session cookies: its duration (seconds) and start (unix seconds); and the once-per-session flag. */
export const TRAP_DURATION_COOKIE = 'trap-timer-duration';
export const TRAP_START_COOKIE = 'trap-timer-start';
export const TRAP_TRIGGERED_COOKIE = 'trap-triggered';

const NAMES = ['One', 'Two', 'Three', 'Four'] as const;

/** Each position's timer in seconds; null where the position has none. */
export function priceTimerSeconds(config: JoinNowConfig): (number | null)[] {
  return NAMES.map((name) => {
    const minutes = config[`timerMinutesPricePosition${name}`];
    return config[`hasTimerPricePosition${name}`] && minutes > 0 ? minutes * 60 : null;
  });
}

/** The slot whose price's special timer applies: the middle one. */
export const specialTimerIndex = (slotCount: number): number => Math.floor(slotCount / 2);

/** The trap timer's length in seconds (trapTimerMinutes × 60). */
export const trapTimerSeconds = (config: Pick<JoinNowConfig, 'trapTimerMinutes'>): number => config.trapTimerMinutes * 60;

/** Seconds left of a timer of `duration` seconds started at `start` (both seconds); 0 once it ran out. */
export const secondsLeft = (start: number, duration: number, now: number): number => Math.max(0, Math.ceil(start + duration - now));

/** '1:02:03' above an hour, else '02:03'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}
