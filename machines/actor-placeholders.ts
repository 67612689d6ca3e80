/**
 * What machines declare in `setup({ actors })` for the side effects the app provides at composition (DESIGN
 * 'Machines'): a promise placeholder that rejects until provided, and the listeners of the session's SESSION_CHANGED
 * and of the cam session's facts and sign-ins as the machine's own events (machines talk through the actor system; with
 * no session in it, they listen to nothing).
 */
import { type EventObject, fromCallback } from 'xstate';
import type { CamSessionEmitted } from './cam-session.machine.ts';
import { type CamSessionFacts, providerSignedIn } from '../domain/cam-session-facts.ts';
import type { SessionEmitted } from './session.machine.ts';
import type { SessionFacts } from '../domain/session-facts.ts';

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

/** The visit's cam session as these listeners read it (its facts and its emitted sign-ins). */
type CamSessionSnapshot = { context: { facts: CamSessionFacts } };
type CamSessionRef = {
  getSnapshot(): CamSessionSnapshot;
  subscribe(listener: (snapshot: CamSessionSnapshot) => void): { unsubscribe(): void };
  on(type: CamSessionEmitted['type'], listener: (event: CamSessionEmitted) => void): { unsubscribe(): void };
};

/**
 * The cam session's facts (from the system's `camSession`), now and on every change, as VIEWER_CHANGED (their
 * signingIn says a sign-in is under way, so a request made meanwhile can wait for it); with `signIns`, also its emitted
 * CAM_AUTHORISED / CAM_UNAUTHORISED (a sign-in already made when this starts is told at once).
 */
export const fromCamSession = <E extends EventObject>(opts: { signIns: boolean }) =>
  fromCallback<E, undefined>(({ system, sendBack }) => {
    const cam = system.get('camSession') as CamSessionRef | undefined;
    if (!cam?.on) return;
    const tell = (event: unknown) => sendBack(event as E);
    const start = cam.getSnapshot();
    let last = start.context.facts;
    tell({ type: 'VIEWER_CHANGED', facts: last });
    if (opts.signIns && providerSignedIn(last)) tell({ type: 'CAM_AUTHORISED', userName: last.userName });
    const facts = cam.subscribe((snapshot) => {
      if (snapshot.context.facts === last) return;
      last = snapshot.context.facts;
      tell({ type: 'VIEWER_CHANGED', facts: last });
    });
    const signIns = opts.signIns ? [cam.on('CAM_AUTHORISED', tell), cam.on('CAM_UNAUTHORISED', tell)] : [];
    return () => {
      facts.unsubscribe();
      for (const s of signIns) s.unsubscribe();
    };
  });
