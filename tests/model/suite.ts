/** Shared driver of the small machines' model tests: generate edge paths per input, replay each with fresh spies. */
import type { AnyStateMachine, EventObject } from 'xstate';
import type { Coverage } from './coverage.ts';
import type { AnySnap, Path } from './replay.ts';
import { describePath, edgePaths, replay } from './replay.ts';

export type Run = {
  /** The machine with spied actions (and fakes) provided. */
  machine: AnyStateMachine;
  check?: (event: EventObject, before: AnySnap, after: AnySnap) => void;
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
  for (const { name, input, path } of paths) {
    const run = opts.makeRun(input);
    try {
      await replay(path, { machine: run.machine, input, delays: opts.delays, inspect: opts.coverage.inspect, check: run.check });
    } catch (error) {
      throw new Error(`[${name}] ${describePath(path)}: ${(error as Error).message}`);
    }
  }
  return paths.length;
}
