/**
 * Issue 38, finding 3 (private shows watched nearly free): closing the socket put the show on an unbilled hold, and
 * resuming restarted the 60 s billing timer, so a viewer who left and came back every 50 s was never billed past the
 * first minute (90 tokens for 400 s instead of 630). The simulated provider's show (backend/cams/show.machine.ts) now
 * bills per started minute of the time watched, counted across holds: a resume goes on with the minute it left.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../backend/cams/cam-rules.ts';
import { showMachine } from '../../../backend/cams/show.machine.ts';

const TARIFF = 90;

/** A member's accepted show on a simulated clock: its debits counted (the first minute is paid on acceptance). */
function acceptedShow() {
  const clock = new SimulatedClock();
  let debits = 1;
  const machine = showMachine.provide({ actions: { billDue: () => void debits++ } });
  const actor = createActor(machine, { input: { member: true, now: () => clock.now() }, clock }).start();
  actor.send({ type: 'ACCEPTED', tariff: TARIFF });
  return { clock, actor, paid: () => debits * TARIFF };
}

describe('a private show billed by the time watched', () => {
  it('leaving and coming back every 50 s for 400 s watched pays 7 started minutes (630), not 1 (90)', () => {
    const { clock, actor, paid } = acceptedShow();
    let watched = 0;
    while (watched < 400_000) {
      const step = Math.min(50_000, 400_000 - watched);
      clock.increment(step);
      watched += step;
      actor.send({ type: 'TAB_CLOSED' });
      clock.increment(1_000);
      actor.send({ type: 'RESUMED' });
    }
    expect(paid()).toBe(7 * TARIFF);
  });

  it('the time on hold is not billed, and does not reset the minute', () => {
    const { clock, actor, paid } = acceptedShow();
    clock.increment(40_000);
    actor.send({ type: 'TAB_CLOSED' });
    clock.increment(100_000);
    expect(paid()).toBe(TARIFF);
    actor.send({ type: 'RESUMED' });
    clock.increment(19_999);
    expect(paid()).toBe(TARIFF);
    clock.increment(1);
    expect(paid()).toBe(2 * TARIFF);
    clock.increment(MINUTE);
    expect(paid()).toBe(3 * TARIFF);
  });

  it('a viewer who stays is billed every minute, as before', () => {
    const { clock, paid } = acceptedShow();
    for (let i = 0; i < 5; i++) clock.increment(MINUTE);
    expect(paid()).toBe(6 * TARIFF);
  });
});
