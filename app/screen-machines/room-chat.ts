/**
 * The room chat (machines/room-chat.machine.ts; spec 002 §4.6): the channel's 'chat' events as the machine's events,
 * 'chat.send' through `services.camChannel`, the visit's cam session's facts, and the composer told how a submission
 * ended (`settled`).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { CamEvent } from '../../contracts/cam-channel.ts';
import { type RoomChatEvent, roomChatMachine } from '../../machines/room-chat.machine.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';
import { type CamSessionLink, camViewerFacts } from './links.ts';

/** A 'chat' channel event as the room chat's own event (§4.6). */
function roomChatEventOf(event: CamEvent): RoomChatEvent | null {
  if (event.channel !== 'chat') return null;
  switch (event.event) {
    case 'clearChat':
      return { type: 'CHAT_CLEARED' };
    case 'deleteAllUserMessages':
      return { type: 'USER_MESSAGES_DELETED', userId: event.data.userId };
    case 'historyMessage':
      return { type: 'HISTORY_RECEIVED', messages: event.data.messages };
    default:
      return { type: 'ENTRY_RECEIVED', entry: event.data };
  }
}

export const roomChat = defineScreenMachine({
  id: 'roomChat',
  machine: roomChatMachine,
  provide: (
    { camChannel: channel }: Pick<Services, 'camChannel'>,
    { navigate, camSession, settled }: { navigate: (path: string) => void; camSession: CamSessionLink | undefined; settled(ok: boolean): void },
  ) =>
    roomChatMachine.provide({
      actions: {
        goTo: (_, params) => navigate(params.path),
        settled: (_, params) => settled(params.ok),
      },
      actors: {
        viewerFacts: camViewerFacts<RoomChatEvent>(camSession),
        chatEvents: fromCallback<RoomChatEvent, { broadcastId: string }>(({ sendBack }) =>
          channel.subscribe((event) => {
            const own = roomChatEventOf(event);
            if (own) sendBack(own);
          }),
        ),
        sendMessage: fromPromise<boolean, { text: string }>(async ({ input }) => (await channel.request('chat.send', { text: input.text })).ok),
      },
    }),
});
