/**
 * The open messenger chat (spec 002 §2.6 'Chat view', §4.7 'Tip' and 'Message' in the messenger, §4.9 'Loading
 * messages', 'Reading', 'Input', §5 'Messages', §9 'Messenger'): invoked by the messenger (machines/messenger.machine.ts,
 * child id 'chatView') while a chat is open, with the input of rules/messenger-link.ts.
 *
 * - Messages load backward 50 at a time: the newest page on opening, then the page before the oldest loaded one
 *   (relatedID) whenever the view says the top is near (OLDER_WANTED); fewer than 50 ends the paging (hasMore false).
 *   Pages and live messages are merged without duplicates. A failed page logs 'Error loading messages' and loading
 *   stops.
 * - The 'New Messages' divider goes before the first unread message of the first page and stays there while the chat is
 *   open (the view scrolls to it on opening, else to the bottom).
 * - Reading: the view reports the lowest unread message at least half visible (MESSAGE_SEEN); after the scroll has
 *   settled for READ_DEBOUNCE the latest such message is read ('messenger.read', one at a time), which marks it and
 *   every earlier unread message as read.
 * - Messages arriving in this chat (the messenger forwards the SENT events) are put in place; the participant's flags
 *   follow PRESENCE_UPDATE, MUTE_LIST and BLACK_LIST. A participant who blocked or muted the user disables the composer
 *   (a blocked chat reads 'Chat is not available').
 * - The composer (child 'composer', machines/composer.machine.ts with its errors shown) hands its trimmed text here; it
 *   is sent one at a time ('messenger.send') and the composer told how it went ('Can’t send the message' on failure).
 * - Tips of 10, 20 and 50 tokens go through the tip flow (child 'tip', machines/tip.machine.ts, not in a room chat),
 *   to the participant's user_id.
 *
 * Provided at composition (app/system/messenger.ts): actors loadMessages, readMessage, sendMessage and the tip machine
 * with its adapters; action logLoadFailed.
 */
import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { MessengerChat, MessengerMessage, MessengerParticipant } from '../contracts/messenger.ts';
import { MESSAGES_PER_PAGE } from '../contracts/messenger-limits.ts';
import { notProvided } from './actor-placeholders.ts';
import { composerMachine } from './composer.machine.ts';
import { sendableText } from '../domain/composer.ts';
import { type MessengerChatInput, isInputDisabled } from '../domain/messenger-link.ts';
import { firstUnreadId, isUnreadMessage, laterMessage, markReadUpTo, placeMessage, prependPage } from '../domain/messenger-messages.ts';
import { tipMachine } from './tip.machine.ts';

/** §9: scroll handling settles for 300 ms before a read is sent. */
export const READ_DEBOUNCE_MS = 300;

export type MessagesRequest = { chatId: string; relatedID: string | null };
/** A page, oldest first; null when it could not be loaded. */
export type MessagesPage = MessengerMessage[] | null;
export type ReadRequest = { chatId: string; messageId: string };
/** When the provider marked the messages read; null when it refused. */
export type ReadOutcome = { readAt: string } | null;
export type SendRequest = { chatId: string; text: string };

export type MessengerChatContext = {
  chat: MessengerChat;
  selfId: string;
  selfName: string;
  /** Oldest first, no two with one id. */
  messages: MessengerMessage[];
  hasMore: boolean;
  dividerBeforeId: string | null;
  /** The latest message seen and not read yet (waiting for the scroll to settle, or for the read in flight). */
  seenId: string | null;
  /** The message whose read is in flight. */
  readingId: string | null;
  /** The text being sent. */
  outgoing: string;
};

export type MessengerChatEvent =
  | { type: 'OLDER_WANTED' }
  | { type: 'MESSAGE_SEEN'; messageId: string }
  | { type: 'MESSAGE_SUBMITTED'; text: string }
  | { type: 'MESSAGE_ARRIVED'; message: MessengerMessage }
  | { type: 'PARTICIPANT_CHANGED'; participant: MessengerParticipant }
  /** After a reconnect: what came during the drop (the newest page) is put in place (domain/messenger-link.ts). */
  | { type: 'MISSED_WANTED' };
export type MessengerChatTag = 'loading' | 'loadingOlder' | 'sending';

const indexOf = (context: MessengerChatContext, id: string | null) => (id === null ? -1 : context.messages.findIndex((m) => m.id === id));

export const messengerChatMachine = setup({
  types: {
    context: {} as MessengerChatContext,
    events: {} as MessengerChatEvent,
    input: {} as MessengerChatInput,
    tags: {} as MessengerChatTag,
  },
  actors: {
    /** 'messenger.messages' backward, 50, relatedID. */
    loadMessages: fromPromise<MessagesPage, MessagesRequest>(notProvided('loadMessages')),
    /** 'messenger.messages' backward, 50, from the newest (after a reconnect: what came during the drop). */
    loadNewest: fromPromise<MessagesPage, MessagesRequest>(notProvided('loadNewest')),
    /** 'messenger.read'. */
    readMessage: fromPromise<ReadOutcome, ReadRequest>(notProvided('readMessage')),
    /** 'messenger.send': the message as stored, null when refused. */
    sendMessage: fromPromise<MessengerMessage | null, SendRequest>(notProvided('sendMessage')),
    /** The messenger's composer: its errors shown, its submission handed to this chat. */
    composer: composerMachine.provide({
      actions: { submit: sendParent((_, params: { text: string }) => ({ type: 'MESSAGE_SUBMITTED' as const, text: params.text })) },
    }),
    /** The tip flow, provided at composition with 'messenger.tip' and the cam session. */
    tip: tipMachine,
  },
  actions: {
    /** 'Error loading messages' logged (provided at composition). */
    logLoadFailed: () => {},
    adoptPage: assign(({ context }, page: MessengerMessage[]) => ({
      messages: prependPage(context.messages, page),
      hasMore: page.length >= MESSAGES_PER_PAGE,
    })),
    fixDivider: assign(({ context }) => ({ dividerBeforeId: firstUnreadId(context.messages, context.selfId) })),
    stopPaging: assign({ hasMore: false }),
    place: assign(({ context }, message: MessengerMessage) => ({ messages: placeMessage(context.messages, message) })),
    placeAll: assign(({ context }, page: MessengerMessage[]) => ({ messages: page.reduce(placeMessage, context.messages) })),
    adoptParticipant: assign(({ context }, participant: MessengerParticipant) => ({ chat: { ...context.chat, participant } })),
    tellComposer: sendTo('composer', ({ context }) => ({ type: 'DISABLED_CHANGED' as const, disabled: isInputDisabled(context.chat.participant) })),
    see: assign(({ context }, messageId: string) => ({ seenId: laterMessage(context.messages, context.seenId, messageId) })),
    startReading: assign(({ context }) => ({ readingId: context.seenId, seenId: null })),
    markRead: assign(({ context }, readAt: string) => ({
      messages: context.readingId === null ? context.messages : markReadUpTo(context.messages, context.readingId, context.selfId, readAt),
      readingId: null,
    })),
    forgetReading: assign({ readingId: null }),
    hold: assign((_, text: string) => ({ outgoing: sendableText(text) ?? '' })),
    release: assign({ outgoing: '' }),
    settle: sendTo('composer', (_, ok: boolean) => ({ type: 'SEND_SETTLED' as const, ok })),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    gotPage: (_, page: MessagesPage) => page !== null,
    /** Unread, and later than the message being read (reading that one reads the earlier ones). */
    worthReading: ({ context }, messageId: string) =>
      isUnreadMessage(context.messages, messageId, context.selfId) && indexOf(context, messageId) > indexOf(context, context.readingId),
    seenWaiting: ({ context }) => context.seenId !== null && isUnreadMessage(context.messages, context.seenId, context.selfId),
    wasRead: (_, outcome: ReadOutcome) => outcome !== null,
    mayNotSend: ({ context }, text: string) => isInputDisabled(context.chat.participant) || sendableText(text) === null,
    sent: (_, message: MessengerMessage | null) => message !== null,
  },
  delays: { READ_DEBOUNCE: READ_DEBOUNCE_MS },
}).createMachine({
  id: 'messengerChat',
  description:
    "Spec 002 §2.6 'Chat view', §4.9 'Loading messages', 'Reading', 'Input', §4.7 in the messenger: pages of 50 backward, the 'New Messages' divider, reads of the lowest visible unread message, one send at a time, tips to the participant.",
  context: ({ input }) => ({
    chat: input.chat,
    selfId: input.selfId,
    selfName: input.selfName,
    messages: [],
    hasMore: true,
    dividerBeforeId: null,
    seenId: null,
    readingId: null,
    outgoing: '',
  }),
  entry: 'tellComposer',
  invoke: [
    { id: 'composer', src: 'composer', input: { showErrors: true } },
    { id: 'tip', src: 'tip', input: ({ context }) => ({ modelId: context.chat.participant.user_id, inChat: false }) },
  ],
  on: {
    MESSAGE_ARRIVED: { actions: { type: 'place', params: ({ event }) => event.message } },
    PARTICIPANT_CHANGED: { actions: [{ type: 'adoptParticipant', params: ({ event }) => event.participant }, 'tellComposer'] },
  },
  type: 'parallel',
  states: {
    paging: {
      initial: 'loading',
      states: {
        loading: {
          description: 'The newest page (relatedID null); the divider is fixed before its first unread message.',
          tags: ['loading'],
          invoke: {
            id: 'loadMessages',
            src: 'loadMessages',
            input: ({ context }) => ({ chatId: context.chat.id, relatedID: null }),
            onDone: [
              {
                guard: { type: 'gotPage', params: ({ event }) => event.output },
                target: 'ready',
                actions: [{ type: 'adoptPage', params: ({ event }) => event.output ?? [] }, 'fixDivider'],
              },
              { target: 'stopped' },
            ],
            onError: { target: 'stopped' },
          },
        },
        ready: {
          on: { OLDER_WANTED: { guard: 'hasMore', target: 'loadingOlder' }, MISSED_WANTED: 'catchingUp' },
        },
        catchingUp: {
          description: 'After a reconnect: the newest page again, each message put in place (what came during the drop); a failure changes nothing.',
          invoke: {
            id: 'loadNewest',
            src: 'loadNewest',
            input: ({ context }) => ({ chatId: context.chat.id, relatedID: null }),
            onDone: { target: 'ready', actions: { type: 'placeAll', params: ({ event }) => event.output ?? [] } },
            onError: { target: 'ready' },
          },
        },
        loadingOlder: {
          description: 'The 50 messages before the oldest loaded one (relatedID).',
          tags: ['loadingOlder'],
          invoke: {
            id: 'loadMessages',
            src: 'loadMessages',
            input: ({ context }) => ({ chatId: context.chat.id, relatedID: context.messages[0]?.id ?? null }),
            onDone: [
              {
                guard: { type: 'gotPage', params: ({ event }) => event.output },
                target: 'ready',
                actions: { type: 'adoptPage', params: ({ event }) => event.output ?? [] },
              },
              { target: 'stopped' },
            ],
            onError: { target: 'stopped' },
          },
        },
        stopped: {
          description: "'Error loading messages' logged; no more pages are asked for.",
          entry: ['logLoadFailed', 'stopPaging'],
        },
      },
    },
    reading: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'seenWaiting', target: 'settling' },
          on: {
            MESSAGE_SEEN: {
              guard: { type: 'worthReading', params: ({ event }) => event.messageId },
              target: 'settling',
              actions: { type: 'see', params: ({ event }) => event.messageId },
            },
          },
        },
        settling: {
          description: 'The scroll settles (READ_DEBOUNCE, restarted by each new sighting) before the latest seen message is read.',
          after: { READ_DEBOUNCE: 'reading' },
          on: {
            MESSAGE_SEEN: {
              guard: { type: 'worthReading', params: ({ event }) => event.messageId },
              target: 'settling',
              reenter: true,
              actions: { type: 'see', params: ({ event }) => event.messageId },
            },
          },
        },
        reading: {
          description: "'messenger.read' of the message, which reads every earlier one too; one at a time.",
          entry: 'startReading',
          invoke: {
            id: 'readMessage',
            src: 'readMessage',
            input: ({ context }) => ({ chatId: context.chat.id, messageId: context.readingId ?? '' }),
            onDone: [
              {
                guard: { type: 'wasRead', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'markRead', params: ({ event }) => event.output?.readAt ?? '' },
              },
              { target: 'idle', actions: 'forgetReading' },
            ],
            onError: { target: 'idle', actions: 'forgetReading' },
          },
          on: {
            MESSAGE_SEEN: {
              guard: { type: 'worthReading', params: ({ event }) => event.messageId },
              actions: { type: 'see', params: ({ event }) => event.messageId },
            },
          },
        },
      },
    },
    sending: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            MESSAGE_SUBMITTED: [
              { guard: { type: 'mayNotSend', params: ({ event }) => event.text }, actions: { type: 'settle', params: false } },
              { target: 'sending', actions: { type: 'hold', params: ({ event }) => event.text } },
            ],
          },
        },
        sending: {
          description: "'messenger.send' of the trimmed text; the composer is told how it went.",
          tags: ['sending'],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ chatId: context.chat.id, text: context.outgoing }),
            onDone: [
              {
                guard: { type: 'sent', params: ({ event }) => event.output },
                target: 'idle',
                actions: [{ type: 'place', params: ({ event }) => event.output as MessengerMessage }, 'release', { type: 'settle', params: true }],
              },
              { target: 'idle', actions: ['release', { type: 'settle', params: false }] },
            ],
            onError: { target: 'idle', actions: ['release', { type: 'settle', params: false }] },
          },
        },
      },
    },
  },
});

export type MessengerChatActor = import('xstate').ActorRefFrom<typeof messengerChatMachine>;
