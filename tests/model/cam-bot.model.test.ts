/**
 * Model-based tests of a cam simulator bot (backend/cams/bot.machine.ts): paths from the machine's graph replayed with
 * spy actions and a simulated clock. Invariants: the phase the world reads is always the machine's; a show ends
 * exactly when the bot leaves PRIVATE, before anything else; leaving PUBLIC by a move refuses the pending requests
 * first; the messenger hears of presence exactly when the bot goes offline or comes back; every move to another phase
 * is told to the rooms once, last, with its reason; going PRIVATE by a move invents a show; a busy bot never leaves
 * PUBLIC by itself; each beat of the pulse queues its work and moves nothing.
 */
import type { AnyEventObject } from 'xstate';
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type BotEvent, type Phase, WANDER, botMachine } from '../../backend/cams/bot.machine.ts';
import type { AnySnap } from './replay.ts';
import { generate, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('camBot', botMachine);
const PHASES: Phase[] = ['PUBLIC', 'AWAY', 'PRIVATE', 'OFFLINE'];
const DELAYS = { firstBeat: 2000, nextBeat: 10_000 };
const ACTIONS = ['refusePendings', 'presence', 'enter', 'inventShow', 'announce', 'endShow', 'newText', 'comeBack', 'planEnd', 'pulse'] as const;
/** Rolls on every side of each threshold of the pulse's moves. */
const ROLLS = [0.05, 0.15, 0.25, 0.3, 0.55, 0.9];

const EVENTS: BotEvent[] = [
  ...PHASES.map((phase): BotEvent => ({ type: 'MOVED', phase, reason: phase === 'OFFLINE' ? 'BROADCAST_STOPPED_BY_MODEL' : 'NONE' })),
  ...ROLLS.flatMap((roll) => [false, true].map((busy): BotEvent => ({ type: 'PULSED', roll, busy }))),
  { type: 'SHOW_STARTED' },
  { type: 'SHOW_ENDED', reason: 'PRIVATE_SHOW_DISABLED_BY_BILLING' },
];
const INPUTS = Object.fromEntries(PHASES.map((phase) => [phase, { phase }]));

type Done = { type: (typeof ACTIONS)[number]; params: Record<string, unknown> | undefined };

const phaseOf = (snapshot: AnySnap): Phase => {
  const value = (snapshot.value as { phase: string }).phase;
  return value.toUpperCase() as Phase;
};

/** The bot machine with spy actions standing in for the world; `bot.phase` as the world keeps it. */
function spied(start: Phase) {
  const done: Done[] = [];
  const world = { phase: start };
  const spy =
    (type: Done['type']) =>
    (_: unknown, params?: Record<string, unknown>): void => {
      done.push({ type, params });
      if (type === 'enter') world.phase = params?.phase as Phase;
      if (type === 'endShow') world.phase = 'PUBLIC';
    };
  const machine = botMachine.provide({ actions: Object.fromEntries(ACTIONS.map((type) => [type, spy(type)])) as never });
  return { machine, done, world };
}

/** The move a pulse's roll makes from a phase (the table of bot.machine.ts, written out). */
function pulseMove(from: Phase, event: Extract<BotEvent, { type: 'PULSED' }>): Phase | 'text' | null {
  const { roll, busy } = event;
  if (from === 'PUBLIC' && !busy) {
    if (roll < WANDER.public.away) return 'AWAY';
    if (roll < WANDER.public.private) return 'PRIVATE';
    if (roll < WANDER.public.offline) return 'OFFLINE';
    return roll < WANDER.public.text ? 'text' : null;
  }
  if (from === 'AWAY') return roll < WANDER.away.public ? 'PUBLIC' : roll < WANDER.away.offline ? 'OFFLINE' : null;
  if (from === 'OFFLINE') return roll < WANDER.offline.public ? 'PUBLIC' : null;
  return null;
}

function checkStep(event: AnyEventObject, before: AnySnap, after: AnySnap, step: Done[], worldPhase: Phase): void {
  const from = phaseOf(before);
  const to = phaseOf(after);
  const types = step.map((a) => a.type);
  expect(worldPhase, 'the phase the world reads').toBe(to);
  // A show ends exactly when the bot leaves PRIVATE, before anything else.
  if (from === 'PRIVATE' && to !== 'PRIVATE') expect(types.indexOf('endShow')).toBe(0);
  else expect(types).not.toContain('endShow');
  // Presence exactly when going offline or coming back.
  const presence = step.filter((a) => a.type === 'presence');
  if ((from === 'OFFLINE') !== (to === 'OFFLINE')) expect(presence.map((a) => a.params?.online)).toEqual([to !== 'OFFLINE']);
  else expect(presence).toEqual([]);
  // Leaving PUBLIC by a move refuses the pending requests first (an accepted request refused the others itself).
  if (from === 'PUBLIC' && to !== 'PUBLIC' && event.type !== 'SHOW_STARTED') expect(types.indexOf('refusePendings')).toBe(0);
  else expect(types).not.toContain('refusePendings');
  // Every move to another phase is told once, last, with its reason; a show started or ended tells the rooms itself.
  const moved = from !== to && (event.type === 'MOVED' || event.type === 'PULSED');
  expect(types.filter((t) => t === 'announce')).toHaveLength(moved ? 1 : 0);
  if (moved) {
    expect(types.at(-1)).toBe('announce');
    const reason = event.type === 'MOVED' ? event.reason : to === 'OFFLINE' ? 'BROADCAST_STOPPED_BY_MODEL' : 'NONE';
    expect(step.at(-1)?.params).toEqual({ reason });
  }
  // Going PRIVATE by a move invents a show; an accepted request is a show already.
  expect(types.includes('inventShow')).toBe(moved && to === 'PRIVATE');
  if (event.type === 'MOVED') {
    if (event.phase === from) expect([types, to]).toEqual([[], from]);
    else expect(to).toBe(event.phase);
  }
  if (event.type === 'PULSED') {
    const move = pulseMove(from, event as Extract<BotEvent, { type: 'PULSED' }>);
    if (move === 'text') expect([types, to]).toEqual([['newText'], from]);
    else if (move) expect(to).toBe(move);
    else if (from === 'PRIVATE') expect([types, to]).toEqual([['planEnd'], from]);
    else expect([types, to]).toEqual([[], from]);
    if (from === 'OFFLINE' && move) expect(types[0]).toBe('comeBack');
  }
  if (event.type.startsWith('xstate.after.')) expect([types, to]).toEqual([['pulse'], from]);
  if (event.type === 'SHOW_STARTED') expect([from, to, types]).toEqual(['PUBLIC', 'PRIVATE', ['enter']]);
  if (event.type === 'SHOW_ENDED') expect([to, types]).toEqual(from === 'PRIVATE' ? ['PUBLIC', ['endShow']] : [from, []]);
}

describe('cam bot, paths from the graph', () => {
  it('replays every path: the world reads the machine phase; shows end on leaving PRIVATE; busy bots stay; beats move nothing', async () => {
    const count = await replayAll(generate(botMachine, INPUTS, EVENTS), {
      coverage,
      delays: DELAYS,
      makeRun: (input) => {
        const { machine, done, world } = spied((input as { phase: Phase }).phase);
        let seen = 0;
        return {
          machine,
          check: (event, before, after) => {
            checkStep(event, before, after, done.slice(seen), world.phase);
            seen = done.length;
          },
        };
      },
    });
    expect(count).toBeGreaterThanOrEqual(60);
    expect(coverage.complete).toBe(true);
  });
});

describe('cam bot, with a clock', () => {
  it('beats first after its first delay, then after every next one, whatever the phase; a start runs no effect', () => {
    const clock = new SimulatedClock();
    const { machine, done } = spied('OFFLINE');
    const actor = createActor(machine, { input: { phase: 'OFFLINE' }, clock }).start();
    expect(done).toEqual([]);
    clock.increment(DELAYS.firstBeat - 1);
    expect(done).toEqual([]);
    clock.increment(1);
    expect(done.map((a) => a.type)).toEqual(['pulse']);
    actor.send({ type: 'MOVED', phase: 'PUBLIC', reason: 'NONE' });
    actor.send({ type: 'MOVED', phase: 'PRIVATE', reason: 'NONE' });
    done.length = 0;
    for (let beat = 0; beat < 3; beat++) clock.increment(DELAYS.nextBeat);
    expect(done.map((a) => a.type)).toEqual(['pulse', 'pulse', 'pulse']);
    expect(actor.getSnapshot().value).toEqual({ phase: 'private', pulse: 'beating' });
    actor.stop();
  });

  it('a move from PRIVATE to OFFLINE: the show ends first (the bot PUBLIC again), then presence, the phase, the rooms told', () => {
    const { machine, done, world } = spied('PRIVATE');
    const actor = createActor(machine, { input: { phase: 'PRIVATE' } }).start();
    actor.send({ type: 'MOVED', phase: 'OFFLINE', reason: 'BROADCAST_STOPPED_BY_MODEL' });
    expect(done).toEqual([
      { type: 'endShow', params: { reason: 'PRIVATE_SHOW_DISABLED_BY_MODEL' } },
      { type: 'presence', params: { online: false } },
      { type: 'enter', params: { phase: 'OFFLINE' } },
      { type: 'announce', params: { reason: 'BROADCAST_STOPPED_BY_MODEL' } },
    ]);
    expect(world.phase).toBe('OFFLINE');
    actor.stop();
  });
});
