/** The model-test harness itself: coverage is asserted, and an incomplete one names what was not reached. */
import type { AnyEventObject } from 'xstate';
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { Coverage, assertFullCoverage } from './coverage.ts';
import { ownEvents, replay } from './replay.ts';
import { generate, replayAll, trackCoverage } from './suite.ts';

const events = [{ type: 'GO' }, { type: 'BACK' }];

/** Every state and transition reachable from the start. */
const loop = setup({ types: { events: {} as { type: 'GO' } | { type: 'BACK' } } }).createMachine({
  id: 'loop',
  initial: 'off',
  states: {
    off: { on: { GO: 'on' } },
    on: { on: { BACK: 'off' } },
  },
});

/** `orphan` has no way in, so neither it nor its transition is ever reached. */
const withOrphan = setup({ types: { events: {} as { type: 'GO' } | { type: 'BACK' } } }).createMachine({
  id: 'withOrphan',
  initial: 'off',
  states: {
    off: { on: { GO: 'on' } },
    on: {},
    orphan: { on: { BACK: 'off' } },
  },
});

// Fully covered: this file's own afterAll assertion must pass too.
const full = trackCoverage('loop', loop);

describe('model-test harness', () => {
  it('passes a machine whose paths reach every state and transition', async () => {
    await replayAll(generate(loop, { start: undefined }, events), { coverage: full, makeRun: () => ({ machine: loop }) });
    expect(full.row()).toMatchObject({ states: '2/2', transitions: '2/2', missingStates: [], missingTransitions: [] });
    expect(() => assertFullCoverage(full)).not.toThrow();
  });

  it('fails the coverage assertion for an unreachable state, naming it and its transition', async () => {
    const coverage = new Coverage('withOrphan', withOrphan);
    for (const { input, path } of generate(withOrphan, { start: undefined }, events)) {
      await replay(path, { machine: withOrphan, input, inspect: coverage.inspect });
    }
    expect(coverage.row()).toMatchObject({ states: '2/3', transitions: '1/2' });
    expect(() => assertFullCoverage(coverage)).toThrow(/states 2\/3, transitions 1\/2/);
    expect(() => assertFullCoverage(coverage)).toThrow(/state not reached: withOrphan\.orphan\b/);
    expect(() => assertFullCoverage(coverage)).toThrow(/transition not taken: withOrphan\.orphan --BACK#0/);
  });

  it('refuses to replay with a coverage that is not tracked (so no model test skips the assertion)', async () => {
    const untracked = new Coverage('loop', loop);
    await expect(replayAll([], { coverage: untracked, makeRun: () => ({ machine: loop }) })).rejects.toThrow(/trackCoverage/);
  });

  it('offers the own events of the active state nodes, derived from the snapshot value', () => {
    const nested = setup({}).createMachine({
      id: 'nested',
      initial: 'a',
      on: { RESET: '.a' },
      states: {
        a: { initial: 'x', on: { NEXT: 'b' }, states: { x: { on: { INNER: 'y' } }, y: {} } },
        b: { on: { inert: {} } },
      },
    });
    const variants: AnyEventObject[] = [
      { type: 'NEXT', variant: 1 },
      { type: 'NEXT', variant: 2 },
    ];
    const offered = ownEvents(variants);
    const a = nested.resolveState({ value: { a: 'x' }, context: {} });
    const b = nested.resolveState({ value: 'b', context: {} });
    expect(offered(a)).toEqual([{ type: 'RESET' }, { type: 'NEXT', variant: 1 }, { type: 'NEXT', variant: 2 }, { type: 'INNER' }]);
    // A transition without target or actions is inert and not offered.
    expect(offered(b)).toEqual([{ type: 'RESET' }]);
  });
});
