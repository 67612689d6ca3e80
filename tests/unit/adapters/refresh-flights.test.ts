/** Refreshes shared across a server process's requests: one call per token, its answer kept a few seconds. */
import { describe, expect, it } from 'vitest';
import { REFRESH_SHARED_MS, createRefreshFlights } from '../../../adapters/session/refresh-flights.ts';

describe('refresh flights', () => {
  it('makes one call per refresh token while it runs and for a few seconds after, then calls again', async () => {
    let clock = 0;
    let calls = 0;
    const flights = createRefreshFlights({ now: () => clock });
    const call = async () => ({ atoken: `A${++calls}`, rtoken: `R${calls}` });
    const answers = await Promise.all([flights.run('R0', call), flights.run('R0', call), flights.run('R0', call)]);
    expect(calls).toBe(1);
    expect(new Set(answers.map((a) => a.atoken))).toEqual(new Set(['A1']));
    clock += REFRESH_SHARED_MS - 1;
    expect((await flights.run('R0', call)).atoken).toBe('A1');
    expect((await flights.run('other', call)).atoken).toBe('A2');
    clock += 2;
    expect((await flights.run('R0', call)).atoken).toBe('A3');
  });

  it('shares a failure the same way, so a storm with a dead token makes one call', async () => {
    let calls = 0;
    const flights = createRefreshFlights({ now: () => 0 });
    const call = async () => {
      calls++;
      throw new Error('refused');
    };
    const results = await Promise.allSettled([flights.run('dead', call), flights.run('dead', call)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
  });
});
