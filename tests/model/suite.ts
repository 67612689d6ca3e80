/**
 * Shared driver of the small machines' model tests: generate edge paths per input, replay each with fresh spies.
 * The coverage passed to `replayAll` must come from `trackCoverage` (coverage.ts), which fails the test file
 * unless the replayed paths reached every state and transition.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import type { Coverage } from './coverage.ts';
import type { AnySnap, FakeActors, Path } from './replay.ts';
import { describePath, edgePaths, replay } from './replay.ts';

export type Run = {
  /** The machine with spied actions (and fakes) provided. */
  machine: AnyStateMachine;
  check?: (event: EventObject, before: AnySnap, after: AnySnap) => void;
  /** Fake promise actors whose results the path's done/error steps settle. */
  fakes?: FakeActors;
};

export function generate(
  machine: AnyStateMachine,
  inputs: Record<string, unknown>,
  events: readonly EventObject[],
): { name: string; input: unknown; path: Path }[] {
  const seen = new Set<string>();
  return Object.entries(inputs).flatMap(([name, input]) =>
    edgePaths(machine, { input, events, limit: 2000, seen }).map((path) => ({ name, input, path })),
  );
}

export async function replayAll(
  paths: { name: string; input: unknown; path: Path }[],
  opts: { coverage: Coverage; delays?: Record<string, number>; makeRun: (input: unknown) => Run },
): Promise<number> {
  if (!opts.coverage.tracked) {
    throw new Error(`coverage ${opts.coverage.name} is not tracked: create it with trackCoverage(name, machine) so the run asserts full coverage`);
  }
  for (const { name, input, path } of paths) {
    const run = opts.makeRun(input);
    try {
      await replay(path, { machine: run.machine, input, fakes: run.fakes, delays: opts.delays, inspect: opts.coverage.inspect, check: run.check });
    } catch (error) {
      throw new Error(`[${name}] ${describePath(path)}: ${(error as Error).message}`);
    }
  }
  return paths.length;
}
