/**
 * The broadcast room's machine with its side effects provided (DESIGN 'Composition': a screen machine is composed by
 * its route; this file is loaded with the room's screen, never in another page's first load):
 * - the provider's operations through `services.camChannel` (request never throws: `{ok:false, error}`);
 * - roomEvents: the channel's 'room' events for this broadcast as the machine's events (rules `roomChannelEvent`), a
 *   text status, viewer count or state also written into the list's cache (cam-cache.ts, §4.3), and
 *   `room.leave` when the actor stops (the route is left, the machine stops);
 * - viewerFacts and refreshBalance: the visit's cam session (systemId 'camSession'), which lives in the visit's actor
 *   system, not the route's, so the composition links the two (its facts followed; BALANCE_REFRESH_REQUESTED sent);
 * - goTo: the router's navigation.
 */
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { CamOp, CamOpArgs, CamOpResult } from '../../contracts/cam-channel.ts';
import type { StreamType } from '../../contracts/cam-provider.ts';
import type { BroadcastRoomEvent, OpOutcome, broadcastRoomMachine } from '../../machines/broadcast-room.machine.ts';
import { roomChannelEvent } from '../../domain/broadcast-room.ts';
import { BALANCE_REFRESH, type CamSessionFacts } from '../../domain/cam-session-facts.ts';
import { updateCachedRoom } from './cam-cache.ts';
import type { Services } from './services.ts';

/** The visit's cam session as the room reaches it: its facts followed, the balance refresh sent. */
export type CamSessionLink = {
  getSnapshot(): { context: { facts: CamSessionFacts } };
  subscribe(listener: (snapshot: { context: { facts: CamSessionFacts } }) => void): { unsubscribe(): void };
  send(event: typeof BALANCE_REFRESH): void;
};

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

export interface CamRoomScreens {
  broadcastRoom(machine: typeof broadcastRoomMachine): typeof broadcastRoomMachine;
}

export function createCamRoomScreens(
  services: Pick<Services, 'camChannel'>,
  nav: { navigate: (path: string) => void },
  camSession: CamSessionLink | undefined,
): CamRoomScreens {
  const channel = services.camChannel;
  /** An operation as the machine's promise actor (its input is the operation's arguments). */
  const op = <O extends CamOp, I>(name: O) =>
    fromPromise<OpOutcome<CamOpResult<O>>, I>(({ input }) => channel.request(name, (input ?? {}) as CamOpArgs<O>));
  const noArgs = <O extends CamOp>(name: O) => fromPromise<OpOutcome<unknown>, void>(() => channel.request(name, {} as CamOpArgs<O>));
  return {
    broadcastRoom: (machine) =>
      machine.provide({
        actions: {
          goTo: (_, params) => nav.navigate((params as { path: string }).path),
          refreshBalance: () => camSession?.send(BALANCE_REFRESH),
        },
        actors: {
          enterRoom: op<'room.enter', { nickname: string; restorePrivateShow: boolean }>('room.enter'),
          requestPrivate: op<'room.requestPrivate', { voice: boolean }>('room.requestPrivate'),
          cancelPrivate: noArgs('room.cancelPrivate'),
          requestSpy: noArgs('room.requestSpy'),
          cancelSpy: noArgs('room.cancelSpy'),
          setStreamType: fromPromise<OpOutcome<unknown>, { type: StreamType }>(({ input }) => channel.request('room.setStreamType', input)),
          findNearby: op<'room.nearby', { direction: 'previous' | 'next' }>('room.nearby'),
          sendCompliment: op<'room.compliment', { privateRequestId: string; amount: number }>('room.compliment'),
          roomEvents: fromCallback<BroadcastRoomEvent, { broadcastId: string }>(({ sendBack, input }) => {
            const unsubscribe = channel.subscribe((event) => {
              if (event.channel === 'connection') return sendBack({ type: 'CHANNEL_RECONNECTED' });
              if (event.channel !== 'room') return;
              const roomEvent = roomChannelEvent(event, input.broadcastId);
              if (!roomEvent) return;
              if (roomEvent.type === 'TEXT_STATUS_CHANGED') updateCachedRoom(input.broadcastId, { description: roomEvent.status });
              if (roomEvent.type === 'VIEWERS_CHANGED') updateCachedRoom(input.broadcastId, { viewers: roomEvent.count });
              if (roomEvent.type === 'STATE_CHANGED') updateCachedRoom(input.broadcastId, { status: roomEvent.state });
              sendBack(roomEvent);
            });
            return () => {
              unsubscribe();
              void channel.request('room.leave', {});
            };
          }),
          viewerFacts: camViewerFacts<BroadcastRoomEvent>(camSession),
        },
      }),
  };
}
