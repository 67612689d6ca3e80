/**
 * What screen machines' compositions share: the visit's machines as a route's machine reaches them (a route's machine
 * is a root of its own, so the visit's session and cam session are not in its actor system: the composition links
 * them; the room's social island follows the room the same way), and the browser's ways out of a page (a full navigation, the page shown again from the back-forward cache).
 */
import { type EventObject, fromCallback } from 'xstate';
import type { CamSessionFacts } from '../../domain/cam-session-facts.ts';
import type { SessionFacts } from '../../domain/session-facts.ts';
import type { BALANCE_REFRESH } from '../../domain/cam-session-facts.ts';
import type { RoomSnapshot } from '../../machines/broadcast-room.selectors.ts';
import type { SessionChanged } from '../../machines/session.machine.ts';

/** The session as screen machines listen to it: its emitted facts. */
export type SessionFactsSource = {
  on(type: 'SESSION_CHANGED', handler: (event: SessionChanged) => void): { unsubscribe(): void };
};

/** The session as a screen reaches it: who is signed in, and a logout. */
export type SessionLink = {
  getSnapshot(): { context: { user: { email: string } | null } };
  send(event: { type: 'LOGOUT_REQUESTED'; redirect?: boolean }): void;
};

/** The visit's cam session as the room reaches it: its facts followed, the balance refresh sent. */
export type CamSessionLink = {
  getSnapshot(): { context: { facts: CamSessionFacts } };
  subscribe(listener: (snapshot: { context: { facts: CamSessionFacts } }) => void): { unsubscribe(): void };
  send(event: typeof BALANCE_REFRESH): void;
};

/** The broadcast room's machine as its social island follows it: its snapshot, now and on every change. */
export type RoomLink = {
  getSnapshot(): RoomSnapshot;
  subscribe(listener: (snapshot: RoomSnapshot) => void): { unsubscribe(): void };
};

/** A fact of the room (`select`), now and whenever it changes, as an event of one of the island's machines. */
export const roomFact = <E extends EventObject, T>(room: RoomLink, select: (snapshot: RoomSnapshot) => T, toEvent: (fact: T) => E) =>
  fromCallback<E, undefined>(({ sendBack }) => {
    let last = select(room.getSnapshot());
    sendBack(toEvent(last));
    const subscription = room.subscribe((snapshot) => {
      const next = select(snapshot);
      if (next === last) return;
      last = next;
      sendBack(toEvent(next));
    });
    return () => subscription.unsubscribe();
  });

/** The session's facts, on every SESSION_CHANGED, as the machine's own event (`toEvent`). */
export const sessionChanges = (session: SessionFactsSource, toEvent: (facts: SessionFacts) => EventObject) =>
  fromCallback(({ sendBack }) => {
    const subscription = session.on('SESSION_CHANGED', ({ facts }) => sendBack(toEvent(facts)));
    return () => subscription.unsubscribe();
  });

/** The cam session's facts, now and on every change, as VIEWER_CHANGED (the room's, the tip's and the room chat's). */
export const camViewerFacts = <E extends EventObject>(camSession: CamSessionLink | undefined) =>
  fromCallback<E, undefined>(({ sendBack }) => {
    if (!camSession) return;
    let last = camSession.getSnapshot().context.facts;
    const tell = (facts: CamSessionFacts) => sendBack({ type: 'VIEWER_CHANGED', facts } as unknown as E);
    tell(last);
    const subscription = camSession.subscribe((snapshot) => {
      if (snapshot.context.facts === last) return;
      last = snapshot.context.facts;
      tell(last);
    });
    return () => subscription.unsubscribe();
  });

/** The browser leaves the site for `url` (a biller's page, a partner site, the partner app): a full navigation; never on the server, never to ''. */
export const leaveSite = (url: string) => {
  if (typeof window !== 'undefined' && url) window.location.assign(url);
};

/** Sends PAGE_RESTORED when the browser shows the page again from its back-forward cache (back from the biller). */
export const pageRestores = fromCallback(({ sendBack }) => {
  if (typeof window === 'undefined') return;
  const shown = (event: PageTransitionEvent) => {
    if (event.persisted) sendBack({ type: 'PAGE_RESTORED' });
  };
  window.addEventListener('pageshow', shown);
  return () => window.removeEventListener('pageshow', shown);
});
