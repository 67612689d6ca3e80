/**
 * Path generation and replay for the model-based tests and `npm run paths`, free of the test runner (the model
 * tests' `replay` in replay.ts is this replay with vitest's `expect` comparing the snapshots).
 *
 * How the graph is built (xstate/graph on machines with invoke and after): the traversal functions
 * (`getShortestPaths`, `getAdjacencyMap`) step the machine with its pure `transition` function and a mock
 * actor scope, so invoked actors never run and delays never fire. Instead, every state offers its own event
 * descriptors as events — including `xstate.done.actor.<id>`, `xstate.error.actor.<id>` and
 * `xstate.after.<delay>.<stateId>` — and the `events` list supplies payload variants for them (an actor's
 * `output` or `error`, a command's fields). The graph therefore contains every actor result we list as a
 * possible next event in the states that invoke that actor. A machine's events, inputs, delays and graph
 * settings come from its atlas entry (app/atlas/), so the tests, `npm run paths` and the atlas agree.
 *
 * Replay: each path is run against the real machine (`createActor(machine.provide(fakes))` with a
 * SimulatedClock). An `xstate.after.<delay>.*` step advances the simulated clock by that delay; an
 * `xstate.done/error.actor.<id>` step settles the pending promise of the fake actor <id> with the step's
 * output/error; any other event is sent. After each step the real snapshot must equal the graph's
 * (state value, context, tags), and the caller's own `check` asserts the effects.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyStateMachine, EventObject, InspectionEvent, Snapshot, SnapshotFrom } from 'xstate';
import { SimulatedClock, createActor, isMachineSnapshot } from 'xstate';
import type { AdjacencyMap, SerializedSnapshot } from 'xstate/graph';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { eventsAt } from '../../app/atlas/define.ts';
import type { FakeActors } from '../../app/atlas/fakes.ts';
import { activeNodes } from './state-nodes.ts';

export { FakeActors } from '../../app/atlas/fakes.ts';

export type AnySnap = SnapshotFrom<AnyStateMachine>;
export type Step = { event: EventObject; state: AnySnap };
export type Path = { steps: Step[] };
export type NamedPath = { name: string; input: unknown; path: Path };
type EventsOf = readonly EventObject[] | ((snapshot: AnySnap) => readonly EventObject[]);

export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The events a state offers: the own event descriptors (public `StateNode.ownEvents`) of its active state nodes
 * (derived from `snapshot.value`), with the listed payload variants (else just the type).
 */
export function ownEvents(variantsOf: EventsOf) {
  return (snapshot: Snapshot<unknown>): EventObject[] => {
    if (!isMachineSnapshot(snapshot)) throw new Error('ownEvents: not a state machine snapshot');
    const variants = typeof variantsOf === 'function' ? variantsOf(snapshot) : variantsOf;
    const types = [...new Set(activeNodes(snapshot).flatMap((node) => node.ownEvents))];
    return types.flatMap((type) => {
      const matching = variants.filter((event) => event.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
}

/**
 * One path per edge of the machine's graph: the shortest path to each state (getShortestPaths), extended by
 * each event the state offers (getAdjacencyMap). Together they take every transition the graph can reach.
 */
export function edgePaths(
  machine: AnyStateMachine,
  opts: {
    input?: unknown;
    events: EventsOf;
    limit?: number;
    serializeState?: (state: AnySnap) => string;
    /** Edges already covered by earlier calls (keys: serialized source state + event); extended here. */
    seen?: Set<string>;
  },
): Path[] {
  const events = ownEvents(opts.events);
  const limit = opts.limit ?? 5000;
  const serializeState = opts.serializeState ?? ((state: AnySnap) => serializeSnapshot(state));
  const traversal = { input: opts.input, events, limit, serializeState };
  const shortest: { state: AnySnap; steps: Step[] }[] = getShortestPaths(machine, traversal);
  const adjacency: AdjacencyMap<AnySnap, EventObject> = getAdjacencyMap(machine, traversal);
  const paths: Path[] = [];
  const seen = opts.seen ?? new Set<string>();
  for (const path of shortest) {
    const source = serializeState(path.state);
    const next = adjacency[source as SerializedSnapshot];
    const edges: { event: EventObject; state: AnySnap }[] = Object.values(next?.transitions ?? {});
    if (edges.length === 0 && !seen.has(source)) {
      // A state with no way out: the path to it is a test of its own.
      seen.add(source);
      paths.push({ steps: path.steps });
    }
    for (const edge of edges) {
      const key = `${source} ${JSON.stringify(edge.event)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push({ steps: [...path.steps, { event: edge.event, state: edge.state }] });
    }
  }
  return paths;
}

/** Edge paths from each named input, each edge once over all of them. */
export function generate(
  machine: AnyStateMachine,
  inputs: Readonly<Record<string, unknown>>,
  events: EventsOf,
  opts: { limit?: number; serializeState?: (state: AnySnap) => string } = {},
): NamedPath[] {
  const seen = new Set<string>();
  return Object.entries(inputs).flatMap(([name, input]) =>
    edgePaths(machine, { input, events, limit: opts.limit ?? 2000, serializeState: opts.serializeState, seen }).map((path) => ({
      name,
      input,
      path,
    })),
  );
}

/** The paths of an atlas entry: its machine's graph from each of its inputs, with its events and graph settings. */
export const entryPaths = (entry: AtlasEntry): NamedPath[] =>
  generate(entry.machine, entry.inputs, (snapshot) => eventsAt(entry, snapshot), {
    limit: entry.graph.limit,
    serializeState: entry.graph.serializeState,
  });

export const describePath = (path: Path): string =>
  path.steps
    .map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*$/, 'after:$1'))
    .join(' → ');

export type ReplayOptions = {
  machine: AnyStateMachine;
  input?: unknown;
  fakes?: FakeActors;
  delays?: Readonly<Record<string, number>>;
  inspect?: (event: InspectionEvent) => void;
  /**
   * What of the context must match the graph's snapshot (default: all of it). With an abstracted graph
   * (a coarser `serializeState`), compare the same abstraction.
   */
  contextView?: (context: unknown) => unknown;
  /** Effect assertions after each step: the event, the snapshot before and after. */
  check?: (event: EventObject, before: AnySnap, after: AnySnap) => void;
};

/** Asserts that a replayed snapshot is the graph's: state value, context (through the view) and tags. */
export type SameState = (actual: AnySnap, expected: AnySnap, where: string, view: (context: unknown) => unknown) => void;

/** The runner-free comparison: structural equality (node:util), the first difference named. */
export const sameState: SameState = (actual, expected, where, view) => {
  const parts: [string, unknown, unknown][] = [
    ['state value', actual.value, expected.value],
    ['context', view(actual.context), view(expected.context)],
    ['tags', [...actual.tags].sort(), [...expected.tags].sort()],
  ];
  for (const [what, got, wanted] of parts) {
    if (!isDeepStrictEqual(got, wanted)) throw new Error(`${what} after ${where}: ${JSON.stringify(got)}, the graph has ${JSON.stringify(wanted)}`);
  }
};

/** Replays a path against the real (provided) machine; returns the final snapshot. */
export async function replayPath(path: Path, opts: ReplayOptions, same: SameState = sameState): Promise<AnySnap> {
  const view = opts.contextView ?? ((context: unknown) => context);
  const clock = new SimulatedClock();
  const actor = createActor(opts.machine, { input: opts.input, clock, inspect: opts.inspect });
  actor.start();
  await flush();
  const [first, ...rest] = path.steps;
  if (first) same(actor.getSnapshot(), first.state, 'start', view);
  for (const step of rest) {
    const before = actor.getSnapshot();
    const { type } = step.event;
    if (type.startsWith('xstate.after.')) {
      const delay = type.split('.')[2] ?? '';
      const ms = opts.delays?.[delay];
      if (ms === undefined) throw new Error(`unknown delay ${delay}`);
      clock.increment(ms);
    } else if (type.startsWith('xstate.done.actor.')) {
      opts.fakes?.settle(type.slice('xstate.done.actor.'.length), 'resolve', (step.event as { output?: unknown }).output);
    } else if (type.startsWith('xstate.error.actor.')) {
      opts.fakes?.settle(type.slice('xstate.error.actor.'.length), 'reject', (step.event as { error?: unknown }).error);
    } else {
      actor.send(step.event);
    }
    await flush();
    const after = actor.getSnapshot();
    same(after, step.state, type, view);
    opts.check?.(step.event, before, after);
  }
  const last = actor.getSnapshot();
  actor.stop();
  return last;
}
