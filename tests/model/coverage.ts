/**
 * Coverage of model-based tests: which state nodes and transitions of a machine the replayed paths reached.
 * Totals come from the machine definition (every state node under the root, from xstate/graph's
 * `getStateNodes`; every transition of every node from the public `StateNode.transitions` — `on`, invoke
 * onDone/onError, `after` — and `StateNode.always`); reached ones come from the `@xstate.microstep` and
 * `@xstate.snapshot` inspection events of the real actors that replayed the paths.
 *
 * A model test creates its coverage with `trackCoverage(name, machine)` (suite.ts): after the file's tests it
 * prints the coverage row and fails unless every state and transition was reached (`assertFullCoverage`),
 * listing what was not. `replayAll` refuses a coverage that is not tracked, so a new machine's test gets the
 * check by using the harness. This module itself needs no test runner: `npm run paths` uses it too.
 */
import type { AnyStateMachine, AnyTransitionDefinition, InspectedMicrostepEvent, InspectionEvent } from 'xstate';
import { isMachineSnapshot } from 'xstate';
import { getStateNodes as descendantStateNodes } from 'xstate/graph';
import { activeNodes } from './state-nodes.ts';

/**
 * The transitions a microstep took. The ONLY use of an XState internal in the model-test harness: the
 * inspection event's `_transitions` field. No public API reports which transition definitions a step took
 * (`getMicrosteps`/`transition` give snapshots and actions only, `machine.getTransitionData` and
 * `getNextTransitions` give candidates for an event but not the eventless `always` transitions selected in
 * later microsteps), and the snapshots alone cannot tell apart two guarded alternatives with the same target.
 */
const takenTransitions = (event: InspectedMicrostepEvent): readonly AnyTransitionDefinition[] => event._transitions;

/** Key of a transition definition that is stable across `machine.provide(...)` copies. */
function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  return `${source.id} --${t.eventType || 'always'}#${list.indexOf(t)}`;
}

export type CoverageRow = {
  machine: string;
  states: string;
  transitions: string;
  statesReached: number;
  statesTotal: number;
  transitionsReached: number;
  transitionsTotal: number;
  missingStates: string[];
  missingTransitions: string[];
};

export class Coverage {
  readonly allStates: Set<string>;
  readonly allTransitions: Set<string>;
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  /** Set by `trackCoverage`: the full-coverage assertion runs after the test file. */
  tracked = false;

  constructor(
    readonly name: string,
    readonly machine: AnyStateMachine,
  ) {
    const nodes = descendantStateNodes(machine);
    this.allStates = new Set(nodes.map((node) => node.id));
    this.allTransitions = new Set(
      [machine.root, ...nodes].flatMap((node) => [
        ...[...node.transitions.values()].flat().map((t) => transitionKey(t)),
        ...(node.always ?? []).map((t) => transitionKey(t)),
      ]),
    );
  }

  /** Pass as `inspect` to `createActor`. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    // Only this machine's snapshots (not those of fake promise actors or other machines in the system).
    const { snapshot } = event;
    if (!isMachineSnapshot(snapshot) || snapshot.machine.id !== this.machine.id) return;
    for (const node of activeNodes(snapshot)) this.states.add(node.id);
    if (event.type === '@xstate.microstep') {
      for (const t of takenTransitions(event)) {
        this.transitions.add(transitionKey(t));
        this.states.add(t.source.id);
      }
    }
  };

  row(): CoverageRow {
    const reachedStates = [...this.allStates].filter((id) => this.states.has(id));
    const taken = [...this.allTransitions].filter((key) => this.transitions.has(key));
    return {
      machine: this.name,
      states: `${reachedStates.length}/${this.allStates.size}`,
      transitions: `${taken.length}/${this.allTransitions.size}`,
      statesReached: reachedStates.length,
      statesTotal: this.allStates.size,
      transitionsReached: taken.length,
      transitionsTotal: this.allTransitions.size,
      missingStates: [...this.allStates].filter((id) => !this.states.has(id)),
      missingTransitions: [...this.allTransitions].filter((key) => !this.transitions.has(key)),
    };
  }

  get complete(): boolean {
    const row = this.row();
    return row.missingStates.length === 0 && row.missingTransitions.length === 0;
  }

  /** The coverage row and what was not reached, one line each. */
  report(): string {
    const row = this.row();
    return [
      `coverage ${row.machine}: states ${row.states}, transitions ${row.transitions}`,
      ...row.missingStates.map((id) => `  state not reached: ${id}`),
      ...row.missingTransitions.map((key) => `  transition not taken: ${key}`),
    ].join('\n');
  }

  /** Prints the coverage table (call in afterAll). */
  print(): void {
    console.log(this.report());
  }
}

/** Throws unless the paths reached every state and took every transition; the message lists what was not. */
export function assertFullCoverage(coverage: Coverage): void {
  if (coverage.complete) return;
  throw new Error(`incomplete model coverage — ${coverage.report()}`);
}
