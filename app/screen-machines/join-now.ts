/**
 * The join-now page (machines/join-now.machine.ts; spec 001 'Leave-page trap'): the configured ways of leaving (the
 * back button held as adapters/back-button.ts holds it, the pointer leaving the window at a configured edge), the
 * visitor's leave-page offer asked from the site API when they leave (POST /api/join-now/leave-offer: its answer sets
 * the signed offer's cookies, which the sign-up and payment URL of a special price need) and the trap's session
 * cookies; when the trap triggers, the visit's value pop-ups hear it (their groupId 600 pop-up shows, spec 001 §4: a
 * route's machine is a root of its own, so the composition links the two).
 */
import { fromCallback, fromPromise } from 'xstate';
import { backButtonHolder } from '../../adapters/back-button.ts';
import type { CookieJar } from '../../adapters/cookies.ts';
import type { SalesApi } from '../../adapters/sales.ts';
import type { JoinNowConfig } from '../../contracts/sales.ts';
import { JOIN_PATH } from '../../domain/constants.ts';
import { TIMER_COOKIES, TRAP_DURATION_COOKIE, TRAP_START_COOKIE, TRAP_TRIGGERED_COOKIE } from '../../domain/price-timers.ts';
import { joinNowMachine } from '../../machines/join-now.machine.ts';
import { defineScreenMachine } from './define.ts';

/** The visit's value pop-ups as the leave-page trap tells them. */
export type LeaveTrapListener = { send(event: { type: 'LEAVE_TRAP_TRIGGERED'; path: string }): void };

/** Sends LEFT_PAGE when the visitor tries to leave: the back button (held: the first back stays on the page and is heard) and the pointer leaving the window at a configured edge. */
const leaveSignals = (config: JoinNowConfig) => {
  const holdBack = backButtonHolder();
  return fromCallback(({ sendBack }) => {
    if (typeof window === 'undefined') return;
    const left = () => sendBack({ type: 'LEFT_PAGE' });
    const stops: (() => void)[] = [];
    if (config.isTrapPositionBackBtn) stops.push(holdBack(left));
    if (config.isTrapPositionTop || config.isTrapPositionLeft || config.isTrapPositionRight) {
      const out = (event: MouseEvent) => {
        if (event.relatedTarget !== null) return;
        const atTop = config.isTrapPositionTop && event.clientY <= 0;
        const atLeft = config.isTrapPositionLeft && event.clientX <= 0;
        const atRight = config.isTrapPositionRight && event.clientX >= window.innerWidth - 1;
        if (atTop || atLeft || atRight) left();
      };
      document.addEventListener('mouseout', out);
      stops.push(() => document.removeEventListener('mouseout', out));
    }
    return () => {
      for (const stop of stops) stop();
    };
  });
};

/** The trap's end in the session's cookies (spec 001 §4 'Deactivate'): its timer's removed, timer-0 … timer-3 set to `now`. */
export function deactivateTrap(cookies: Pick<CookieJar, 'set' | 'remove'>, now: number): void {
  cookies.remove(TRAP_DURATION_COOKIE);
  cookies.remove(TRAP_START_COOKIE);
  for (const name of TIMER_COOKIES) cookies.set(name, String(now));
}

export const joinNow = defineScreenMachine({
  id: 'joinNow',
  machine: joinNowMachine,
  provide: (
    { cookies, sales }: { cookies: CookieJar; sales: Pick<SalesApi, 'leaveOffer'> },
    { config, valuePopups }: { config: JoinNowConfig; valuePopups?: LeaveTrapListener },
  ) =>
    joinNowMachine.provide({
      actors: { leaveSignals: leaveSignals(config), openOffer: fromPromise(() => sales.leaveOffer()) },
      actions: {
        trapTriggered: (_, trap) => {
          cookies.set(TRAP_TRIGGERED_COOKIE, '1');
          cookies.set(TRAP_DURATION_COOKIE, String(trap.duration));
          cookies.set(TRAP_START_COOKIE, String(trap.start));
          for (const name of TIMER_COOKIES) cookies.remove(name);
          valuePopups?.send({ type: 'LEAVE_TRAP_TRIGGERED', path: JOIN_PATH });
        },
        trapDeactivated: (_, now) => deactivateTrap(cookies, now),
      },
    }),
});
