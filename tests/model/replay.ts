/**
 * The model tests' replay: graph.ts's path generation and replay (see there for how invoke results and delays
 * become events), with vitest's `expect` comparing each replayed snapshot with the graph's.
 */
import { expect } from 'vitest';
import type { Path, ReplayOptions, SameState } from './graph.ts';
import { replayPath } from './graph.ts';

export type { AnySnap, NamedPath, Path, ReplayOptions, Step } from './graph.ts';
export { FakeActors, describePath, edgePaths, entryPaths, flush, generate, ownEvents } from './graph.ts';

const expectSameState: SameState = (actual, expected, where, view) => {
  expect(actual.value, `state value after ${where}`).toEqual(expected.value);
  expect(view(actual.context), `context after ${where}`).toEqual(view(expected.context));
  expect([...actual.tags].sort(), `tags after ${where}`).toEqual([...expected.tags].sort());
};

/** Replays a path against the real (provided) machine; returns the final snapshot. */
export const replay = (path: Path, opts: ReplayOptions) => replayPath(path, opts, expectSameState);
