/**
 * Coverage of model-based tests: which state nodes and transitions of a machine the replayed paths reached.
 * Totals come from the machine definition (every state node under `machine.root`, every transition of every
 * node: `on`, invoke onDone/onError, `after`, and `always`); reached ones come from the `@xstate.microstep`
 * inspection events of the real actors that replayed the paths.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];

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
  missingStates: string[];
  missingTransitions: string[];
};

export class Coverage {
  readonly allStates: Set<string>;
  readonly allTransitions: Set<string>;
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  constructor(
    readonly name: string,
    machine: AnyStateMachine,
  ) {
    const nodes = allNodes(machine.root).filter((node) => node !== machine.root);
    this.allStates = new Set(nodes.map((node) => node.id));
    this.allTransitions = new Set(
      allNodes(machine.root).flatMap((node) => [
        ...[...node.transitions.values()].flat().map((t) => transitionKey(t)),
        ...(node.always ?? []).map((t) => transitionKey(t)),
      ]),
    );
  }

  /** Pass as `inspect` to `createActor`. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { _nodes?: AnyStateNode[] };
    for (const node of snapshot._nodes ?? []) this.states.add(node.id);
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
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
      missingStates: [...this.allStates].filter((id) => !this.states.has(id)),
      missingTransitions: [...this.allTransitions].filter((key) => !this.transitions.has(key)),
    };
  }

  get complete(): boolean {
    const row = this.row();
    return row.missingStates.length === 0 && row.missingTransitions.length === 0;
  }

  /** Prints the coverage table (call in afterAll). */
  print(): void {
    const row = this.row();
    console.log(
      [
        `coverage ${row.machine}: states ${row.states}, transitions ${row.transitions}`,
        ...row.missingStates.map((id) => `  state not reached: ${id}`),
        ...row.missingTransitions.map((key) => `  transition not taken: ${key}`),
      ].join('\n'),
    );
  }
}
