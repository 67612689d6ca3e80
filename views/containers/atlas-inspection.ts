/**
 * The atlas's live inspection of the visitor's own actor of a machine ('Inspect this visit'): its active
 * state node ids (for the drawing), its state value and tags, and the last events it received with their payloads.
 *
 * Why a container hook and not a machine: the event log is a staff tool's view of the actor system itself, read
 * through `actorRef.system.inspect(observer)` (the page's own system, not a copy). It decides nothing, so it stays
 * here in views/containers, subscribed only while the viewer has the inspection switched on; the app's machines
 * neither know of it nor change. A token is never shown: payloads are written as JSON with every value of a key
 * that names a token, and every string that looks like a JWT, replaced.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { REDACTED, isTokenKey, looksLikeJwt } from '../../domain/redact-tokens.ts';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent, StateValue, Subscription } from 'xstate';

/** How many events the log keeps. */
export const INSPECTED_EVENTS = 50;

export interface InspectedEvent {
  /** Its number since the inspection was switched on (1 = the first). */
  seq: number;
  type: string;
  /** The sender: the actor's id ('itself' for its own delayed events and results), or null when sent from outside. */
  from: string | null;
  /** The event without its type, as JSON with tokens redacted ('' when it has nothing else). */
  payload: string;
}

export interface LiveInspection {
  /** The snapshot's active state node ids (the root's included). */
  active: ReadonlySet<string>;
  /** The state value as JSON. */
  value: string;
  tags: string[];
  /** Newest first. */
  events: InspectedEvent[];
}

/**
 * The active state node ids of a snapshot, derived from its value against the machine's own state nodes (state
 * node ids may be custom, so they are read from the nodes, never joined from keys).
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): Set<string> {
  const ids = new Set<string>();
  const walk = (node: AnyStateMachine['root'], at: StateValue | undefined) => {
    ids.add(node.id);
    if (at === undefined) return;
    if (typeof at === 'string') {
      const child = node.states[at];
      if (child) walk(child, undefined);
      return;
    }
    for (const [key, sub] of Object.entries(at)) {
      const child = node.states[key];
      if (child) walk(child, sub as StateValue | undefined);
    }
  };
  walk(machine.root, value);
  return ids;
}

export { REDACTED };

/** A value as JSON for the page: tokens redacted, errors by name and message, functions and actors by a word. */
export function redactedJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (key, v: unknown) => {
    if (typeof v === 'string') return isTokenKey(key) || looksLikeJwt(v) ? REDACTED : v;
    if (isTokenKey(key) && v !== null && typeof v !== 'object' && v !== undefined) return REDACTED;
    if (typeof v === 'function') return '[function]';
    if (v instanceof Error) return { name: v.name, message: v.message };
    if (typeof v === 'object' && v !== null) {
      if ('getSnapshot' in v && 'send' in v) return `[actor ${(v as AnyActorRef).id}]`;
      if (seen.has(v)) return '[circular]';
      seen.add(v);
    }
    return v;
  });
}

function payloadOf(event: { type: string }): string {
  const { type: _type, ...rest } = event;
  return Object.keys(rest).length === 0 ? '' : redactedJson(rest);
}

const EMPTY: ReadonlySet<string> = new Set();

/** Calls `onEvent` with every event `actor` receives from now on (its system's inspection), numbered from 1. */
export function watchEvents(actor: AnyActorRef, onEvent: (event: InspectedEvent) => void): Subscription {
  let seq = 0;
  return actor.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.event' || inspection.actorRef !== actor) return;
    seq += 1;
    const sender = inspection.sourceRef;
    onEvent({
      seq,
      type: inspection.event.type,
      from: sender === undefined ? null : sender === actor ? 'itself' : ((sender as { id?: string }).id ?? sender.sessionId),
      payload: payloadOf(inspection.event),
    });
  });
}

/**
 * The live inspection of `actor` while `on` (null when off or without an actor): its snapshot as React's external store,
 * its events through its system's inspection, kept newest first, at most {@link INSPECTED_EVENTS}.
 */
export function useLiveInspection(actor: AnyActorRef | null, on: boolean): LiveInspection | null {
  // React's own store hook, not @xstate/react's useSelector: importing @xstate/react here re-chunked xstate for every route.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => actor?.getSnapshot() as AnyMachineSnapshot | undefined;
  const snapshot = useSyncExternalStore(subscribe, read, read);
  const [events, setEvents] = useState<InspectedEvent[]>([]);
  useEffect(() => {
    if (!on || !actor) return;
    setEvents([]);
    const subscription = watchEvents(actor, (entry) => setEvents((list) => [entry, ...list].slice(0, INSPECTED_EVENTS)));
    return () => subscription.unsubscribe();
  }, [actor, on]);
  if (!on || !actor || !snapshot?.machine) return null;
  return {
    active: snapshot.value === undefined ? EMPTY : activeStateIds(snapshot.machine, snapshot.value),
    value: JSON.stringify(snapshot.value),
    tags: [...snapshot.tags].sort(),
    events,
  };
}
