/**
 * The actor views and screens hold for a machine of the visit started with the page (session, cookie consent, 18+
 * splash, gate), before and after XState has come (issue 35). Until then it answers the machine's first snapshot
 * (machines/first-snapshot.ts), keeps what is sent to it (in order: sending asks for the visit, `onSend`) and who
 * listens; when the machine is there (`take`) it hands both to it and from then on is only its way through. Nothing
 * is lost and nobody subscribes again.
 */

import type { AnyActorRef } from 'xstate';

type Listener = { next?: (snapshot: unknown) => void; error?: (error: unknown) => void; complete?: () => void };
type Subscription = { unsubscribe(): void };
type Emitted = { type: string };

/** The machine's actor (a type only: the stand-in needs no XState). */
export type TakenActor = AnyActorRef;

export interface StandIn {
  getSnapshot(): unknown;
  send(event: unknown): void;
  subscribe(listener: Listener | ((snapshot: unknown) => void)): Subscription;
  on(type: string, handler: (emitted: Emitted) => void): Subscription;
  /** Hands the machine's actor over: what was sent goes to it, who listened listens to it. */
  take(actor: TakenActor): void;
  /** The machine's actor, once handed over (the atlas inspects it through its actor system). */
  actor(): TakenActor | undefined;
}

export function standInActor(first: unknown, onSend: () => void): StandIn {
  let actor: TakenActor | undefined;
  const sent: unknown[] = [];
  // Each listener with its subscription to the actor once there.
  const listeners = new Map<Listener, Subscription | undefined>();
  const handlers = new Map<{ type: string; handler: (emitted: Emitted) => void }, Subscription | undefined>();
  return {
    getSnapshot: () => (actor ? actor.getSnapshot() : first),
    send(event) {
      if (actor) return actor.send(event as never);
      sent.push(event);
      onSend();
    },
    subscribe(given) {
      const listener = typeof given === 'function' ? { next: given } : given;
      listeners.set(listener, actor?.subscribe(listener));
      return {
        unsubscribe: () => {
          listeners.get(listener)?.unsubscribe();
          listeners.delete(listener);
        },
      };
    },
    on(type, handler) {
      const key = { type, handler };
      handlers.set(key, actor?.on(type, handler));
      return {
        unsubscribe: () => {
          handlers.get(key)?.unsubscribe();
          handlers.delete(key);
        },
      };
    },
    actor: () => actor,
    take(taken) {
      if (actor) return;
      actor = taken;
      for (const listener of listeners.keys()) listeners.set(listener, taken.subscribe(listener));
      for (const key of handlers.keys()) handlers.set(key, taken.on(key.type, key.handler));
      // The machine's own snapshot replaces the first one (the same state: machines/first-snapshot.ts), then what was sent.
      const snapshot = taken.getSnapshot();
      for (const listener of listeners.keys()) listener.next?.(snapshot);
      for (const event of sent.splice(0)) taken.send(event as never);
    },
  };
}
