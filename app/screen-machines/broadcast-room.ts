/**
 * The broadcast room (machines/broadcast-room.machine.ts):
 * - the provider's operations through `services.camChannel` (request never throws: `{ok:false, error}`);
 * - enterRoom: the room as entering found it (text status, viewers, status) written into the list's cache too;
 * - roomEvents: the channel's 'room' events for this broadcast as the machine's events (domain `roomChannelEvent`), a
 *   text status, viewer count or state also written into the list's cache (app/router/cam-cache.ts, §4.3), and
 *   `room.leave` when the actor stops (the route is left, the machine stops);
 * - viewerFacts and refreshBalance: the visit's cam session (systemId 'camSession'), which lives in the visit's actor
 *   system, not the route's, so the composition links the two (its facts followed; BALANCE_REFRESH_REQUESTED sent);
 * - goTo: the router's navigation.
 */
import { fromCallback, fromPromise } from 'xstate';
import { updateCachedRoom } from '../router/cam-cache.ts';
import type { CamOp, CamOpArgs, CamOpResult } from '../../contracts/cam-channel.ts';
import type { StreamType } from '../../contracts/cam-provider.ts';
import { roomChannelEvent } from '../../domain/broadcast-room.ts';
import { BALANCE_REFRESH } from '../../domain/cam-session-facts.ts';
import { type BroadcastRoomEvent, type OpOutcome, broadcastRoomMachine } from '../../machines/broadcast-room.machine.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';
import { type CamSessionLink, camViewerFacts } from './links.ts';

export const broadcastRoom = defineScreenMachine({
  id: 'broadcastRoom',
  machine: broadcastRoomMachine,
  provide: (
    { camChannel: channel }: Pick<Services, 'camChannel'>,
    { navigate, camSession }: { navigate: (path: string) => void; camSession: CamSessionLink | undefined },
  ) => {
    /** An operation as the machine's promise actor (its input is the operation's arguments). */
    const op = <O extends CamOp, I>(name: O) =>
      fromPromise<OpOutcome<CamOpResult<O>>, I>(({ input }) => channel.request(name, (input ?? {}) as CamOpArgs<O>));
    const noArgs = <O extends CamOp>(name: O) => fromPromise<OpOutcome<unknown>, void>(() => channel.request(name, {} as CamOpArgs<O>));
    // The room's events heard so far, by the card fact they change: an entering's answer does not overwrite in the
    // cache a fact the room told while the answer was on its way (the answer is older).
    const heard = { description: 0, viewers: 0, status: 0 };
    return broadcastRoomMachine.provide({
      actions: {
        goTo: (_, params) => navigate((params as { path: string }).path),
        refreshBalance: () => camSession?.send(BALANCE_REFRESH),
      },
      actors: {
        // What the room says on entering is the newest the tab knows of it: the list's cached card follows (§4.3) —
        // unless the entering was given up meanwhile (a reconnect enters again; the old answer may come last) or an
        // event of the room came while it was asked (the answer is then older than what the tab heard).
        enterRoom: fromPromise<OpOutcome<CamOpResult<'room.enter'>>, { nickname: string; restorePrivateShow: boolean }>(async ({ input, signal }) => {
          const before = { ...heard };
          const outcome = await channel.request('room.enter', input);
          if (outcome.ok && !signal.aborted) {
            const b = outcome.result.broadcast;
            updateCachedRoom(b.id, {
              ...(heard.description === before.description ? { description: b.broadcastTextStatus } : {}),
              ...(heard.viewers === before.viewers ? { viewers: b.broadcastMembersCount } : {}),
              ...(heard.status === before.status ? { status: b.broadcastStatus } : {}),
            });
          }
          return outcome;
        }),
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
            if (roomEvent.type === 'TEXT_STATUS_CHANGED') {
              heard.description++;
              updateCachedRoom(input.broadcastId, { description: roomEvent.status });
            }
            if (roomEvent.type === 'VIEWERS_CHANGED') {
              heard.viewers++;
              updateCachedRoom(input.broadcastId, { viewers: roomEvent.count });
            }
            if (roomEvent.type === 'STATE_CHANGED') {
              heard.status++;
              updateCachedRoom(input.broadcastId, { status: roomEvent.state });
            }
            sendBack(roomEvent);
          });
          return () => {
            unsubscribe();
            void channel.request('room.leave', {});
          };
        }),
        viewerFacts: camViewerFacts<BroadcastRoomEvent>(camSession),
      },
    });
  },
});
