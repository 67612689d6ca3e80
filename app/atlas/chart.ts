/**
 * A machine's statechart as plain data (the atlas page): every state node from the root down (type,
 * initial child, parallel regions, history, invoked actors, description and the spec sections it names) and every
 * transition (event, guard and delay names, source and targets). The drawing lays this out (layout.ts) and the
 * page's accessible list shows it. Read from XState's public StateNode API: `states`, `type`, `initial`,
 * `transitions` (events, invoke onDone/onError, `after`) and `always`.
 *
 * A transition's id is the key the path coverage counts it by (tests/model/coverage.ts: `<source id> --<event or
 * always>#<index>`), so a drawn edge can be matched with the coverage report or with a live inspection's
 * microsteps. Plain data only: it travels to the browser in the route's loader data.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { ChartState, ChartTransition, StatechartData, TransitionKind } from '../../views/atlas/chart-types.ts';

export type { ChartState, ChartTransition, StatechartData, TransitionKind };

/** A guard's name: a named guard, `{ type, params }` shows its type, `and`/`or`/`not` show their operands. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    const name = guard.name || 'inline';
    return inner ? `${name}(${inner.map((g) => guardName(g) ?? '?').join(', ')})` : name;
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

/** An action's name: a named action, `{ type, params }` shows its type, built-ins (`assign`, `sendTo`) their own type. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if ((typeof action === 'function' || typeof action === 'object') && action !== null) {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type;
    if (typeof action === 'function' && action.name) return action.name;
  }
  return 'inline';
}

/**
 * The spec sections a description names: "000 §4 'Session start'", "§8", "DESIGN 'Composition'". A section
 * without its document's number takes the last one named before it in the text, else `defaultDocument`.
 */
export function specRefs(text: string | undefined, defaultDocument?: string): string[] {
  if (!text) return [];
  const refs: string[] = [];
  let document = defaultDocument;
  for (const match of text.matchAll(/\b(\d{3})\s+(?=§)|§\s?(\d+(?:\.\d+)*)((?:\s'[^']+')?)|\bDESIGN((?:\s'[^']+')?)/g)) {
    if (match[1]) document = match[1];
    else if (match[2]) refs.push(`${document ? `${document} ` : ''}§${match[2]}${match[3] ?? ''}`);
    else refs.push(`DESIGN${match[4] ?? ''}`);
  }
  return [...new Set(refs)];
}

/** The event as a label shows it: the type, or 'after DELAY', 'always', 'done: actor', 'error: actor', 'done: state'. */
function eventOf(t: AnyTransitionDefinition): { kind: TransitionKind; event: string; delay: string | null } {
  const type = t.eventType;
  if (type === '') return { kind: 'always', event: 'always', delay: null };
  const delay = (t as { delay?: unknown }).delay;
  if (type.startsWith('xstate.after.')) {
    const named = delay ?? type.split('.')[2];
    const text = typeof named === 'number' ? `${named} ms` : String(named);
    return { kind: 'after', event: `after ${text}`, delay: text };
  }
  if (type.startsWith('xstate.done.actor.')) return { kind: 'done', event: `done: ${type.slice('xstate.done.actor.'.length)}`, delay: null };
  if (type.startsWith('xstate.error.actor.')) return { kind: 'error', event: `error: ${type.slice('xstate.error.actor.'.length)}`, delay: null };
  if (type.startsWith('xstate.done.state.')) return { kind: 'done', event: `done: ${type.slice('xstate.done.state.'.length)}`, delay: null };
  return { kind: 'event', event: type, delay: null };
}

/** 'EVENT [guard]', 'after DELAY [guard]', 'always [guard]'. */
export const transitionLabel = (event: string, guard: string | null): string => (guard ? `${event} [${guard}]` : event);

function documentOf(spec: readonly string[]): string | undefined {
  for (const line of spec) {
    const found = line.match(/^(\d{3})\s/);
    if (found) return found[1];
  }
  return undefined;
}

/** A transition's id: `<source id> --<event type or always>#<index among the source's transitions for it>`. */
export const transitionKey = (sourceId: string, eventType: string, index: number): string => `${sourceId} --${eventType || 'always'}#${index}`;

/** The id of one of a machine's transition definitions, as `chartOf` names it. */
export function transitionIdOf(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list: readonly AnyTransitionDefinition[] = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  return transitionKey(source.id, t.eventType, list.indexOf(t));
}

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap((child) => nodesOf(child as AnyStateNode))];

/** The statechart of `machine`: its state nodes (root first, document order) and their transitions. */
export function chartOf(machine: AnyStateMachine, spec: readonly string[] = []): StatechartData {
  const document = documentOf(spec);
  const nodes = nodesOf(machine.root);
  const states: ChartState[] = nodes.map((node) => {
    const parent = node.parent ?? null;
    const initial = node.type === 'compound' ? (node.initial?.target[0]?.id ?? null) : null;
    return {
      id: node.id,
      key: node.key,
      type: node.type,
      parent: parent?.id ?? null,
      depth: node.path.length,
      initial,
      region: parent?.type === 'parallel',
      history: node.type === 'history' ? (node.history === 'deep' ? 'deep' : 'shallow') : null,
      invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
      entry: node.entry.map(actionName),
      exit: node.exit.map(actionName),
      tags: [...node.tags],
      description: node.description ?? null,
      spec: specRefs(node.description, document),
    };
  });
  const transitions: ChartTransition[] = nodes.flatMap((node) => {
    const byEvent = [...node.transitions.values()].flatMap((list) => list.map((t, index) => ({ t, index })));
    const always = (node.always ?? []).map((t, index) => ({ t, index }));
    return [...byEvent, ...always].map(({ t, index }) => {
      const { kind, event, delay } = eventOf(t);
      const guard = guardName(t.guard);
      return {
        id: transitionKey(node.id, t.eventType, index),
        source: node.id,
        targets: (t.target ?? []).map((target) => target.id),
        eventType: t.eventType,
        kind,
        event,
        guard,
        delay,
        label: transitionLabel(event, guard),
        reenter: t.reenter,
        actions: t.actions.map(actionName),
        description: t.description ?? null,
        spec: specRefs(t.description, document),
      };
    });
  });
  return { id: machine.id, states, transitions };
}
