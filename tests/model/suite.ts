/**
 * Shared driver of the model tests: a machine's paths come from its atlas entry (`entryPaths`: the entry's inputs,
 * events and graph settings), each is replayed with fresh spies. The coverage passed to `replayAll` must come from
 * `trackCoverage`, which fails the test file unless the replayed paths reached every state and transition.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { afterAll } from 'vitest';
import { Coverage, assertFullCoverage } from './coverage.ts';
import type { AnySnap, FakeActors, NamedPath } from './replay.ts';
import { describePath, replay } from './replay.ts';

export { entryPaths, generate } from './replay.ts';

export type Run = {
  /** The machine with spied actions (and fakes) provided. */
  machine: AnyStateMachine;
  check?: (event: EventObject, before: AnySnap, after: AnySnap) => void;
  /** Fake promise actors whose results the path's done/error steps settle. */
  fakes?: FakeActors;
};

/**
 * The coverage of a machine's model test: registers an `afterAll` of the test file that prints the coverage
 * row and fails the run unless coverage is full (`assertFullCoverage`). Call at the top level of the file.
 */
export function trackCoverage(name: string, machine: AnyStateMachine): Coverage {
  const coverage = new Coverage(name, machine);
  coverage.tracked = true;
  afterAll(() => {
    coverage.print();
    assertFullCoverage(coverage);
  });
  return coverage;
}

export async function replayAll(
  paths: NamedPath[],
  opts: {
    coverage: Coverage;
    delays?: Readonly<Record<string, number>>;
    contextView?: (context: unknown) => unknown;
    makeRun: (input: unknown) => Run;
  },
): Promise<number> {
  if (!opts.coverage.tracked) {
    throw new Error(`coverage ${opts.coverage.name} is not tracked: create it with trackCoverage(name, machine) so the run asserts full coverage`);
  }
  for (const { name, input, path } of paths) {
    const run = opts.makeRun(input);
    try {
      await replay(path, {
        machine: run.machine,
        input,
        fakes: run.fakes,
        delays: opts.delays,
        contextView: opts.contextView,
        inspect: opts.coverage.inspect,
        check: run.check,
      });
    } catch (error) {
      throw new Error(`[${name}] ${describePath(path)}: ${(error as Error).message}`);
    }
  }
  return paths.length;
}
