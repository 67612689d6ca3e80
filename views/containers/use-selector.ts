/**
 * What a view reads from an actor: `useSelector(actor, selector, compare)` as @xstate/react has it, on React's own
 * `useSyncExternalStore`. Views read the visit's machines on every page; @xstate/react's hook brings its module (with
 * `useActorRef`, `useMachine` and the store shims React 19 no longer needs) into every page's first load, so the views
 * read through this one and only the screens that start a machine load @xstate/react (issue 35).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';

/** The part of an actor a view reads: its snapshot now, and word of each next one (or of its failing). */
export interface Readable<Snapshot> {
  getSnapshot(): Snapshot;
  subscribe(observer: { next: () => void; error: () => void }): { unsubscribe(): void };
}

type SnapshotOf<A> = A extends Readable<infer S> ? S : undefined;

const noUnsubscribe = () => {};

/**
 * The selector's answer from the actor's snapshot, kept (the same value) while `compare` says the new answer is the
 * same as the last. A snapshot of a failed actor throws its error to the nearest error boundary. With no actor the
 * selector gets `undefined`.
 */
export function useSelector<A extends Readable<unknown> | undefined, T>(
  actor: A,
  selector: (snapshot: SnapshotOf<A>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
  /** The answer in the server render and the hydrating one, when it is not the actor's (a machine the server never runs). */
  drawnByServer?: { value: T },
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noUnsubscribe;
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  // The last answer, for the snapshot and selector it came from: React reads the store more than once per snapshot,
  // and a selector answering a new object each time would otherwise never settle.
  const last = useRef<{ snapshot: unknown; selector: unknown; value: T } | null>(null);
  const read = () => {
    const snapshot = actor?.getSnapshot() as SnapshotOf<A>;
    const failed = snapshot as { status?: unknown; error?: unknown } | undefined;
    if (failed?.status === 'error') throw failed.error;
    const before = last.current;
    if (before && before.snapshot === snapshot && before.selector === selector) return before.value;
    const answer = selector(snapshot);
    const value = before && compare(before.value, answer) ? before.value : answer;
    last.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read, drawnByServer ? () => drawnByServer.value : read);
}

/** Whether two values are the same, or objects with the same keys holding the same values (one level deep). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
