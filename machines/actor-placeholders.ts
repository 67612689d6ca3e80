/**
 * What machines declare in `setup({ actors })` for the side effects the app provides at composition (DESIGN
 * 'Machines'): a promise placeholder that rejects until provided, and the listener of the session's SESSION_CHANGED
 * as the machine's own event (machines talk through the actor system; with no session in it, it listens to nothing).
 */
import { type EventObject, fromCallback } from 'xstate';
import type { SessionEmitted } from './session.machine.ts';
import type { SessionFacts } from './rules/session-facts.ts';

/** A promise actor's placeholder: rejects with '<name> not provided'. */
export const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** The session's SESSION_CHANGED (from the system's `session`), turned into this machine's event by `toEvent`. */
export const fromSessionChanges = <E extends EventObject>(toEvent: (facts: SessionFacts) => E) =>
  fromCallback<E, undefined>(({ system, sendBack }) => {
    const session = system.get('session');
    if (!session?.on) return;
    const subscription = session.on('SESSION_CHANGED', ({ facts }: SessionEmitted) => sendBack(toEvent(facts)));
    return () => subscription.unsubscribe();
  });
