/**
 * The shape of a module of the machine atlas: one module per machine in `machines/`, one line each in
 * `registry.ts`. An entry is plain data beside the machine itself: what it is (id, title, the spec sections it
 * implements, a description, an area to group it by, how long it lives in the app), and what it takes to run it
 * with no adapter — named starting inputs, the events a user or an actor can send with example payloads (an
 * actor's result is the `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event with an example output or
 * error), the named delays for a simulated clock, and which promise actors are faked.
 *
 * Why in app/ and not in machines/: machines/ imports only contracts and rules, and a machine never knows how it
 * is run. Running one without adapters (fake actors in place of the provided ones, example inputs, a simulated
 * clock) is composition, which DESIGN puts in app/; the atlas page, `npm run paths` and the model tests all read
 * this one registry, so the events and inputs the graph is generated from have one home. Nothing here imports
 * a test runner, Node or an adapter, so the atlas page can use it in the browser.
 */
import type { AnyActorLogic, AnyStateMachine, ContextFrom, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { FakeActors } from './fakes.ts';

/** Where a machine belongs, for grouping in the atlas (the areas of views/ and the spec's documents). */
export type AtlasArea = 'system' | 'session' | 'chrome' | 'catalogue' | 'sales' | 'dashboard' | 'cams' | 'messenger';

/**
 * How long an instance lives in the app: the visit's root actor, a child of it for the whole visit (a module of
 * app/system/registry.ts), or a screen-local machine started by its route.
 */
export type AtlasLifetime = 'root' | 'visit' | 'screen';

/** An invoked actor's result, as the graph and the sandbox offer it. */
export type ActorResultEvent = { type: `xstate.done.actor.${string}`; output?: unknown } | { type: `xstate.error.actor.${string}`; error?: unknown };

/** An event of the machine with an example payload, or an example result of one of its actors. */
export type AtlasEvent<M extends AnyStateMachine> = EventFrom<M> | ActorResultEvent;

export interface AtlasEntry<M extends AnyStateMachine = AnyStateMachine> {
  /** The machine's file stem: `machines/<id>.machine.ts`. Also the atlas page's path segment. */
  id: string;
  title: string;
  /** The sections of the spec (or of DESIGN, for the composition's own machines) it implements, e.g. "000 §2.3 'Cookie banner'". */
  spec: readonly string[];
  description: string;
  area: AtlasArea;
  lifetime: AtlasLifetime;
  machine: M;
  /** Named starting inputs: the graph is generated from each, the sandbox starts from one. */
  inputs: Readonly<Record<string, InputFrom<M>>>;
  /** The events a user or an actor can send, each type with its example payload variants. */
  events: readonly AtlasEvent<M>[];
  /**
   * The variants offered in a given snapshot, when some depend on it (the session's cookie reads are relative to
   * the tokens held, which keeps its graph finite). Absent: `events` everywhere. Read it through `eventsAt`.
   */
  eventsIn?(snapshot: SnapshotFrom<M>): readonly AtlasEvent<M>[];
  /** The named delays in ms, for the simulated clock: `xstate.after.<delay>` advances it by this much. */
  delays: Readonly<Record<string, number>>;
  /** The promise actors replaced by fakes (`FakeActors`), settled by their done/error events. */
  fakeActors: readonly string[];
  /** How the graph is traversed: the traversal limit, and for a large machine the abstraction it is drawn in. */
  graph: {
    limit: number;
    /** Two snapshots with the same key are one node of the graph (default: value and context). */
    serializeState?(snapshot: SnapshotFrom<M>): string;
    /** What of the context a replay compares with the graph's snapshot (the same abstraction). */
    contextView?(context: ContextFrom<M>): unknown;
  };
}

export type AtlasDefinition<M extends AnyStateMachine> = Omit<AtlasEntry<M>, 'delays' | 'fakeActors' | 'graph'> & {
  /** Default: the machine's own named delays (`setup({ delays })`), which must then be numbers. */
  delays?: AtlasEntry<M>['delays'];
  fakeActors?: readonly string[];
  graph?: Partial<AtlasEntry<M>['graph']>;
};

/** The machine's own named delays, in ms. */
function ownDelays(machine: AnyStateMachine): Record<string, number> {
  const delays: Record<string, unknown> = machine.implementations.delays ?? {};
  return Object.fromEntries(
    Object.entries(delays).map(([name, ms]) => {
      if (typeof ms !== 'number') throw new Error(`${machine.id}: delay ${name} is not a number; give the atlas entry its delays`);
      return [name, ms];
    }),
  );
}

export const defineAtlasEntry = <M extends AnyStateMachine>(definition: AtlasDefinition<M>): AtlasEntry<M> => ({
  ...definition,
  delays: definition.delays ?? ownDelays(definition.machine),
  fakeActors: definition.fakeActors ?? [],
  graph: { limit: 2000, ...definition.graph },
});

/** The event variants offered in `snapshot`. */
export const eventsAt = <M extends AnyStateMachine>(entry: AtlasEntry<M>, snapshot: SnapshotFrom<M>): readonly AtlasEvent<M>[] =>
  entry.eventsIn ? entry.eventsIn(snapshot) : entry.events;

/** The fake promise actors of an entry, by name, to `provide` (merge with the caller's own actors and actions). */
export const fakeActorsOf = (entry: AtlasEntry, fakes: FakeActors): Record<string, AnyActorLogic> =>
  Object.fromEntries(entry.fakeActors.map((name) => [name, fakes.logic(name)]));

/**
 * The machine as the sandbox runs it: its promise actors faked, everything else as defined (a machine's own
 * actions and callback actors are no-op placeholders until the app provides them, so it runs without adapters).
 */
export const sandbox = <M extends AnyStateMachine>(entry: AtlasEntry<M>, fakes: FakeActors): M =>
  entry.fakeActors.length === 0 ? entry.machine : (entry.machine.provide({ actors: fakeActorsOf(entry as AtlasEntry, fakes) }) as M);

/** Every event type some state node of the machine (root included) has a transition for. */
export function acceptedEventTypes(machine: AnyStateMachine): Set<string> {
  return new Set([machine.root, ...getStateNodes(machine)].flatMap((node) => [...node.transitions.keys()]));
}
