/**
 * Model-based tests of a cam simulator private show (backend/cams/show.machine.ts): paths from the machine's graph
 * replayed with spy actions and a simulated clock. Invariants: a minute is billed only while an accepted show is
 * watched — never a request, a held show, an invented one, or after the end; the fees are the tariff for the first
 * minute and for each debit, plus the tips paid while watched; a request falls due for expiry only while it waits, a
 * held show for its end only while held; an ended or closed show is over for good.
 */
import type { AnyEventObject } from 'xstate';
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { HOLD_MS, MINUTE, REQUEST_EXPIRY_MS } from '../../backend/cams/cam-rules.ts';
import { type Fees, type ShowContext, type ShowEvent, showMachine } from '../../backend/cams/show.machine.ts';
import type { AnySnap } from './replay.ts';
import { generate, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('camShow', showMachine);
const DELAYS = { REQUEST_EXPIRY: REQUEST_EXPIRY_MS, BILLING_MINUTE: MINUTE, HOLD: HOLD_MS };
const TARIFF = 60;
const EVENTS: ShowEvent[] = [
  { type: 'ACCEPTED', tariff: TARIFF },
  { type: 'CLOSED' },
  { type: 'DEBITED' },
  { type: 'TIPPED', fee: 'privateChatTipFee', amount: 7 },
  { type: 'TIPPED', fee: 'tipMenuFee', amount: 25 },
  { type: 'TIPPED', fee: 'toysMenuFee', amount: 40 },
  { type: 'TAB_CLOSED' },
  { type: 'RESUMED' },
  { type: 'ENDED' },
];
const INPUTS = { 'a member': { member: true }, invented: { member: false } };
const NO_FEES: Fees = { privateShowFee: 0, privateChatTipFee: 0, tipMenuFee: 0, toysMenuFee: 0 };
const DUE = ['expiryDue', 'billDue', 'holdDue'] as const;

/** What the graph sees of the fees: the minutes billed (up to 3), whether tips were paid. */
const feesSeen = ({ tariff, fees }: ShowContext) => [
  tariff ? Math.min(fees.privateShowFee / tariff, 3) : 0,
  fees.privateChatTipFee + fees.tipMenuFee + fees.toysMenuFee > 0,
];

/** The show machine with its timers' work spied on. */
function spied() {
  const due: string[] = [];
  const machine = showMachine.provide({ actions: Object.fromEntries(DUE.map((type) => [type, () => void due.push(type)])) as never });
  return { machine, due };
}

/** The fees as the rules say they are after the event (the test's own bookkeeping). */
function expectedFees(was: Fees, event: AnyEventObject, before: AnySnap): Fees {
  const watched = before.matches({ live: 'running' });
  if (event.type === 'ACCEPTED' && before.matches('requested')) return { ...NO_FEES, privateShowFee: TARIFF };
  if (event.type === 'DEBITED' && watched) return { ...was, privateShowFee: was.privateShowFee + TARIFF };
  if (event.type === 'TIPPED' && watched) {
    const { fee, amount } = event as Extract<ShowEvent, { type: 'TIPPED' }>;
    return { ...was, [fee]: was[fee] + amount };
  }
  return was;
}

function checkStep(event: AnyEventObject, before: AnySnap, after: AnySnap, step: string[]): void {
  const was = before.context as ShowContext;
  const now = after.context as ShowContext;
  const fell = event.type.startsWith('xstate.after.') ? (event.type.split('.')[2] ?? '') : '';
  // Only a watched, accepted show is billed, once a minute; a request, a held, an invented or an ended one never.
  if (step.includes('billDue')) expect([before.matches({ live: 'running' }), after.matches({ live: 'running' })]).toEqual([true, true]);
  expect(step.filter((d) => d === 'billDue')).toHaveLength(fell === 'BILLING_MINUTE' ? 1 : 0);
  expect(step.filter((d) => d === 'expiryDue')).toHaveLength(fell === 'REQUEST_EXPIRY' ? 1 : 0);
  if (step.includes('expiryDue')) expect(after.matches('requested')).toBe(true);
  expect(step.filter((d) => d === 'holdDue')).toHaveLength(fell === 'HOLD' ? 1 : 0);
  if (step.includes('holdDue')) expect(after.matches({ live: 'held' })).toBe(true);
  // A timer falling due changes nothing by itself: its work reports back.
  if (fell) expect(after.value).toEqual(before.value);
  expect(now.fees).toEqual(expectedFees(was.fees, event, before));
  if (after.matches('requested') || after.matches('invented')) expect(now.fees).toEqual(NO_FEES);
  if (before.matches('over')) throw new Error('a step after the end');
  if (after.matches('over')) expect(after.status).toBe('done');
  if (before.matches('invented')) expect(after.value).toEqual(event.type === 'ENDED' ? 'over' : 'invented');
}

describe('cam show, paths from the graph', () => {
  it('replays every path: billed only while watched after acceptance, fees add up, over for good', async () => {
    // Fees grow without end: the graph tells shows apart by up to three billed minutes and whether tips were paid.
    const paths = generate(showMachine, INPUTS, EVENTS, {
      serializeState: (snapshot) => JSON.stringify([snapshot.value, feesSeen(snapshot.context)]),
    });
    const count = await replayAll(paths, {
      coverage,
      delays: DELAYS,
      contextView: (context) => feesSeen(context as ShowContext),
      makeRun: () => {
        const { machine, due } = spied();
        let seen = 0;
        return {
          machine,
          check: (event, before, after) => {
            checkStep(event, before, after, due.slice(seen));
            seen = due.length;
          },
        };
      },
    });
    expect(count).toBeGreaterThanOrEqual(60);
    expect(coverage.complete).toBe(true);
  });
});

describe('cam show, with a clock', () => {
  const start = (member = true) => {
    const clock = new SimulatedClock();
    const { machine, due } = spied();
    const actor = createActor(machine, { input: { member }, clock }).start();
    const minutes = (n: number) => {
      for (let i = 0; i < n; i++) clock.increment(MINUTE);
    };
    return { clock, actor, due, minutes };
  };

  it('bills a minute after acceptance and every minute on, not while held, again from the return, never after the end', () => {
    const { actor, due, minutes } = start();
    minutes(3);
    expect(due).toEqual(['expiryDue']);
    due.length = 0;
    actor.send({ type: 'ACCEPTED', tariff: TARIFF });
    minutes(3);
    expect(due).toEqual(['billDue', 'billDue', 'billDue']);
    actor.send({ type: 'TAB_CLOSED' });
    minutes(1);
    expect(due).toEqual(['billDue', 'billDue', 'billDue']);
    actor.send({ type: 'RESUMED' });
    minutes(2);
    expect(due).toEqual(['billDue', 'billDue', 'billDue', 'billDue', 'billDue']);
    actor.send({ type: 'ENDED' });
    minutes(10);
    expect(due).toHaveLength(5);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a request falls due for expiry at REQUEST_EXPIRY and not once closed; a held show for its end at HOLD and not once back', () => {
    const closed = start();
    closed.clock.increment(REQUEST_EXPIRY_MS - 1);
    expect(closed.due).toEqual([]);
    closed.actor.send({ type: 'CLOSED' });
    closed.clock.increment(REQUEST_EXPIRY_MS);
    expect([closed.due, closed.actor.getSnapshot().status]).toEqual([[], 'done']);

    const held = start();
    held.actor.send({ type: 'ACCEPTED', tariff: TARIFF });
    held.actor.send({ type: 'TAB_CLOSED' });
    held.clock.increment(HOLD_MS - 1);
    expect(held.due).toEqual([]);
    held.clock.increment(1);
    expect(held.due).toEqual(['holdDue']);
    held.actor.send({ type: 'RESUMED' });
    held.actor.send({ type: 'TAB_CLOSED' });
    held.actor.send({ type: 'RESUMED' });
    held.clock.increment(HOLD_MS - 1);
    expect(held.due).toEqual(['holdDue', 'billDue']);
  });

  it('an invented show is never billed nor held, and keeps no fees', () => {
    const { actor, due, minutes } = start(false);
    for (const event of EVENTS) if (event.type !== 'ENDED') actor.send(event);
    minutes(15);
    expect([due, actor.getSnapshot().value, actor.getSnapshot().context.fees]).toEqual([[], 'invented', NO_FEES]);
  });
});
