/**
 * The room chat (spec 002 §3.11, §4.6 'Room chat', §4.7 'Message', §5 'Room chat', §6 who may chat).
 *
 * - The provider's 'chat' events (a fromCallback actor `chatEvents` over the channel, provided at composition) as the
 *   machine's events: clearChat empties the history, deleteAllUserMessages removes that user's lines, historyMessage
 *   replaces the history; message / tipsSent / tipMenuItemPurchased / toysMenuItemPurchased append and set
 *   hasNewMessages, which the viewer clears by reading (scrolling to the end: CHAT_READ).
 * - The message flow: a guest gets the confirm 'Get full access to Live VR Cams.'; somebody who is not an active,
 *   expired or inactive member goes to /tokens/; else the trimmed text is sent (`sendMessage`, 'chat.send'). A text
 *   submitted while the member's cam sign-in is under way (the facts' signingIn) waits for it (`awaitingCam`, shown as
 *   sending) and is sent once it has settled, so the provider knows who writes. Every submission is answered with
 *   action `settled(ok)` (the composer clears its text on success).
 *
 * Provided at composition (app/screen-machines/room-chat.ts): actors chatEvents, viewerFacts, sendMessage; actions
 * goTo and settled.
 */
import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import type { ChatEntry } from '../contracts/cam-channel.ts';
import { notProvided } from './actor-placeholders.ts';
import { type CamSessionFacts, NO_CAM_SESSION } from '../domain/cam-session-facts.ts';
import { TOKENS_PATH } from '../domain/cam-routes.ts';
import { sendableText } from '../domain/composer.ts';

/** The most lines the chat keeps (older ones are dropped as new ones come). */
export const CHAT_KEEP = 200;

export type RoomChatInput = { broadcastId: string; viewer?: CamSessionFacts };
export type RoomChatContext = {
  broadcastId: string;
  viewer: CamSessionFacts;
  messages: ChatEntry[];
  hasNewMessages: boolean;
  /** The text being sent. */
  outgoing: string;
  dialog: 'fullAccess' | null;
};
export type RoomChatEvent =
  | { type: 'VIEWER_CHANGED'; facts: CamSessionFacts }
  | { type: 'CHAT_CLEARED' }
  | { type: 'USER_MESSAGES_DELETED'; userId: string }
  | { type: 'HISTORY_RECEIVED'; messages: ChatEntry[] }
  | { type: 'ENTRY_RECEIVED'; entry: ChatEntry }
  | { type: 'CHAT_READ' }
  | { type: 'MESSAGE_SUBMITTED'; text: string }
  | { type: 'DIALOG_CLOSED' };
export type RoomChatTag = 'idle' | 'sending';

const keep = (messages: ChatEntry[]): ChatEntry[] => (messages.length > CHAT_KEEP ? messages.slice(-CHAT_KEEP) : messages);

export const roomChatMachine = setup({
  types: {
    context: {} as RoomChatContext,
    events: {} as RoomChatEvent,
    input: {} as RoomChatInput,
    tags: {} as RoomChatTag,
  },
  actors: {
    chatEvents: fromCallback<RoomChatEvent, { broadcastId: string }>(() => {}),
    viewerFacts: fromCallback<RoomChatEvent, undefined>(() => {}),
    sendMessage: fromPromise<boolean, { text: string }>(notProvided('sendMessage')),
  },
  actions: {
    goTo: (_, _params: { path: string }) => {},
    /** Answers the composer (provided at composition). */
    settled: (_, _params: { ok: boolean }) => {},
    adoptViewer: assign((_, facts: CamSessionFacts) => ({ viewer: facts })),
    clear: assign({ messages: [], hasNewMessages: false }),
    deleteUser: assign(({ context }, userId: string) => ({ messages: context.messages.filter((m) => m.userId !== userId) })),
    replace: assign((_, messages: ChatEntry[]) => ({ messages: keep(messages) })),
    append: assign(({ context }, entry: ChatEntry) => ({ messages: keep([...context.messages, entry]), hasNewMessages: true })),
    markRead: assign({ hasNewMessages: false }),
    askLogin: assign({ dialog: 'fullAccess' as const }),
    closeDialog: assign({ dialog: null }),
    hold: assign((_, text: string) => ({ outgoing: sendableText(text) ?? '' })),
    release: assign({ outgoing: '' }),
  },
  guards: {
    guest: ({ context }) => !context.viewer.signedIn,
    mayNotChat: ({ context }) => !context.viewer.mayChat,
    camSigningIn: ({ context }) => context.viewer.signingIn,
    empty: (_, text: string) => sendableText(text) === null,
    sent: (_, ok: boolean) => ok,
  },
}).createMachine({
  id: 'roomChat',
  description: "Spec 002 §4.6 'Room chat' events and §4.7 'Message': guest → confirm, not a member → /tokens/, else the trimmed text sent.",
  context: ({ input }) => ({
    broadcastId: input.broadcastId,
    viewer: input.viewer ?? NO_CAM_SESSION,
    messages: [],
    hasNewMessages: false,
    outgoing: '',
    dialog: null,
  }),
  invoke: [
    { id: 'chatEvents', src: 'chatEvents', input: ({ context }) => ({ broadcastId: context.broadcastId }) },
    { id: 'viewerFacts', src: 'viewerFacts' },
  ],
  on: {
    VIEWER_CHANGED: { actions: { type: 'adoptViewer', params: ({ event }) => event.facts } },
    CHAT_CLEARED: { actions: 'clear' },
    USER_MESSAGES_DELETED: { actions: { type: 'deleteUser', params: ({ event }) => event.userId } },
    HISTORY_RECEIVED: { actions: { type: 'replace', params: ({ event }) => event.messages } },
    ENTRY_RECEIVED: { actions: { type: 'append', params: ({ event }) => event.entry } },
    CHAT_READ: { actions: 'markRead' },
    DIALOG_CLOSED: { actions: 'closeDialog' },
  },
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        MESSAGE_SUBMITTED: [
          { guard: 'guest', actions: ['askLogin', { type: 'settled', params: { ok: false } }] },
          {
            guard: 'mayNotChat',
            actions: [
              { type: 'goTo', params: { path: TOKENS_PATH } },
              { type: 'settled', params: { ok: false } },
            ],
          },
          { guard: { type: 'empty', params: ({ event }) => event.text }, actions: { type: 'settled', params: { ok: false } } },
          { guard: 'camSigningIn', target: 'awaitingCam', actions: { type: 'hold', params: ({ event }) => event.text } },
          { target: 'sending', actions: { type: 'hold', params: ({ event }) => event.text } },
        ],
      },
    },
    awaitingCam: {
      description: "A member's text during the cam sign-in: held (shown as sending) until the sign-in settles, then sent.",
      tags: ['sending'],
      always: { guard: not('camSigningIn'), target: 'sending' },
      on: {
        MESSAGE_SUBMITTED: { actions: { type: 'settled', params: { ok: false } } },
      },
    },
    sending: {
      tags: ['sending'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ text: context.outgoing }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'idle',
            actions: ['release', { type: 'settled', params: { ok: true } }],
          },
          { target: 'idle', actions: ['release', { type: 'settled', params: { ok: false } }] },
        ],
        onError: { target: 'idle', actions: ['release', { type: 'settled', params: { ok: false } }] },
      },
      on: {
        MESSAGE_SUBMITTED: { actions: { type: 'settled', params: { ok: false } } },
      },
    },
  },
});

export type RoomChatActor = import('xstate').ActorRefFrom<typeof roomChatMachine>;
