/**
 * The broadcast room's social island's machines with their side effects provided (DESIGN 'Composition'; loaded with
 * views/cams/RoomSocial.tsx, never in another page's first load):
 * - tip: 'chat.tip' / 'chat.tipMenu' / 'chat.toy' through `services.camChannel` (never throws: `{ok:false, error}`),
 *   the visit's cam session (systemId 'camSession', in the visit's actor system, not the room's) followed as
 *   VIEWER_CHANGED and sent BALANCE_REFRESH_REQUESTED after every settled tip, /tokens/ by the router's navigation;
 *   the room's model followed as MODEL_CHANGED;
 * - room chat: the channel's 'chat' events as the machine's events, 'chat.send', the cam session's facts, and the
 *   composer told how a submission ended (`settled`);
 * - composer: its submission handed to the room chat (`submit`), the room's chat availability (live, not banned)
 *   followed as DISABLED_CHANGED.
 */
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { CamEvent } from '../../contracts/cam-channel.ts';
import { type RoomSnapshot, selectChatEnabled } from '../../machines/broadcast-room.selectors.ts';
import type { ComposerEvent, composerMachine } from '../../machines/composer.machine.ts';
import { BALANCE_REFRESH } from '../../domain/cam-session-facts.ts';
import type { RoomChatEvent, roomChatMachine } from '../../machines/room-chat.machine.ts';
import type { TipEvent, TipOutcome, TipSend, tipMachine } from '../../machines/tip.machine.ts';
import { type CamSessionLink, camViewerFacts } from './cam-room-screens.ts';
import type { Services } from './services.ts';

/** The broadcast room's machine as its social island follows it: its snapshot, now and on every change. */
export type RoomLink = {
  getSnapshot(): RoomSnapshot;
  subscribe(listener: (snapshot: RoomSnapshot) => void): { unsubscribe(): void };
};

export interface CamSocialScreens {
  tip(machine: typeof tipMachine, link: { room: RoomLink }): typeof tipMachine;
  roomChat(machine: typeof roomChatMachine, link: { settled(ok: boolean): void }): typeof roomChatMachine;
  composer(machine: typeof composerMachine, link: { submit(text: string): void; room: RoomLink }): typeof composerMachine;
}

/** A fact of the room (`select`), now and whenever it changes, as an event of one of the island's machines. */
const roomFact = <E extends EventObject, T>(room: RoomLink, select: (snapshot: RoomSnapshot) => T, toEvent: (fact: T) => E) =>
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

/** A 'chat' channel event as the room chat's own event (§4.6). */
export function roomChatEventOf(event: CamEvent): RoomChatEvent | null {
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

export function createCamSocialScreens(
  services: Pick<Services, 'camChannel'>,
  nav: { navigate: (path: string) => void },
  camSession: CamSessionLink | undefined,
): CamSocialScreens {
  const channel = services.camChannel;
  const viewerFacts = <E extends EventObject>() => camViewerFacts<E>(camSession);
  const sendTip = fromPromise<TipOutcome, TipSend>(async ({ input }) => {
    const outcome =
      input.kind === 'tipMenu'
        ? await channel.request('chat.tipMenu', { itemId: input.itemId })
        : input.kind === 'toy'
          ? await channel.request('chat.toy', { itemId: input.itemId, amount: input.amount })
          : await channel.request('chat.tip', { amount: input.amount });
    return outcome.ok ? { ok: true, balance: outcome.result.balance } : { ok: false, error: outcome.error };
  });
  return {
    tip: (machine, { room }) =>
      machine.provide({
        actions: {
          goTo: (_, params) => nav.navigate(params.path),
          refreshBalance: () => camSession?.send(BALANCE_REFRESH),
        },
        actors: {
          sendTip,
          viewerFacts: viewerFacts<TipEvent>(),
          modelChanges: roomFact<TipEvent, string>(
            room,
            (s) => s.context.model.id,
            (modelId) => ({ type: 'MODEL_CHANGED', modelId }),
          ),
        },
      }),
    roomChat: (machine, link) =>
      machine.provide({
        actions: {
          goTo: (_, params) => nav.navigate(params.path),
          settled: (_, params) => link.settled(params.ok),
        },
        actors: {
          viewerFacts: viewerFacts<RoomChatEvent>(),
          chatEvents: fromCallback<RoomChatEvent, { broadcastId: string }>(({ sendBack }) =>
            channel.subscribe((event) => {
              const own = roomChatEventOf(event);
              if (own) sendBack(own);
            }),
          ),
          sendMessage: fromPromise<boolean, { text: string }>(async ({ input }) => (await channel.request('chat.send', { text: input.text })).ok),
        },
      }),
    composer: (machine, link) =>
      machine.provide({
        actions: { submit: (_, params) => link.submit(params.text) },
        actors: {
          availabilityChanges: roomFact<ComposerEvent, boolean>(link.room, selectChatEnabled, (enabled) => ({
            type: 'DISABLED_CHANGED',
            disabled: !enabled,
          })),
        },
      }),
  };
}
