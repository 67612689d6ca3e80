/**
 * The private messenger in the atlas (spec 002 §2.6, §4.5, §4.9): the messenger itself (login after each cam sign-in,
 * the chat list and its events, the open chat, a model's chat from the room, ping, clock, logout), the panel's
 * visibility, and the open chat (pages of 50 backward, the divider, reads, sends).
 */
import type { MessengerChat, MessengerMessage } from '../../contracts/messenger.ts';
import { type MessengerChatContext, messengerChatMachine } from '../../machines/messenger-chat.machine.ts';
import { messengerPanelMachine } from '../../machines/messenger-panel.machine.ts';
import { type MessengerContext, messengerMachine } from '../../machines/messenger.machine.ts';
import type { CamSessionFacts } from '../../domain/cam-session-facts.ts';
import { type AtlasEvent, defineAtlasEntry } from './define.ts';

const SELF = 'u-member-1';
const T0 = Date.parse('2026-11-20T10:00:00Z');

export const messengerMessage = (id: string, over: Partial<MessengerMessage> = {}): MessengerMessage => ({
  id,
  type: 'regular',
  sender_id: 'm-7',
  content: `Message ${id}`,
  sent_at: new Date(T0 + Number(id.replace(/\D/g, '')) * 60_000).toISOString(),
  read_at: '2026-11-20T12:00:00.000Z',
  attachments: [],
  ...over,
});

export const messengerChat = (
  id: string,
  over: Partial<MessengerChat> = {},
  participant: Partial<MessengerChat['participant']> = {},
): MessengerChat => ({
  id,
  unread_count: 0,
  last_message: messengerMessage(`${id}01`),
  participant: {
    user_id: `m-${id}`,
    username: `Model${id}`,
    avatar: '',
    is_online: true,
    model_nickname: `Model${id}`,
    reverse_block_data: { is_blocked: false },
    reverse_mute_data: { is_muted: false },
    ...participant,
  },
  ...over,
});

const viewers = {
  member: { signedIn: true, camAuthorised: true, signingIn: false, mayChat: true, balance: 500, userName: 'velvet_fan' },
  guest: { signedIn: false, camAuthorised: false, signingIn: false, mayChat: false, balance: null, userName: '' },
  notMember: { signedIn: true, camAuthorised: false, signingIn: false, mayChat: false, balance: null, userName: '' },
  /** A member whose cam sign-in is under way. */
  signingIn: { signedIn: true, camAuthorised: false, signingIn: true, mayChat: true, balance: null, userName: '' },
} satisfies Record<string, CamSessionFacts>;

const CHAT_A = messengerChat('7', { unread_count: 3 });
const CHAT_B = messengerChat('8');
const NEW_CHAT = messengerChat('9');

/**
 * What of the messenger's context tells two snapshots apart: what its guards read (who the viewer is, which chats there
 * are, the open one, the model asked for) and the dialog. The chats' counts and flags, which only the list shows, and
 * the clock, which only moves, are left out (the model test checks them step by step).
 */
const messengerView = (c: MessengerContext) => [
  c.viewer.signedIn,
  c.viewer.mayChat,
  c.selfId,
  c.chats.map((chat) => chat.id).sort(),
  c.currentChatId,
  c.modelId,
  c.viewer.signingIn,
  c.dialog,
];

const MESSENGER_EVENTS: AtlasEvent<typeof messengerMachine>[] = [
  { type: 'VIEWER_CHANGED', facts: viewers.member },
  { type: 'VIEWER_CHANGED', facts: viewers.guest },
  { type: 'VIEWER_CHANGED', facts: viewers.notMember },
  { type: 'CAM_AUTHORISED', userName: 'velvet_fan' },
  { type: 'CAM_UNAUTHORISED' },
  { type: 'VIEWER_CHANGED', facts: viewers.signingIn },
  { type: 'xstate.done.actor.login', output: { clientId: SELF, clientSessionToken: 'session-1' } },
  { type: 'xstate.done.actor.login', output: null },
  { type: 'xstate.error.actor.login', error: new Error('unavailable') },
  { type: 'xstate.done.actor.loadChats', output: [CHAT_B, CHAT_A] },
  { type: 'xstate.done.actor.loadChats', output: null },
  { type: 'xstate.error.actor.loadChats', error: new Error('unavailable') },
  { type: 'xstate.done.actor.loadChat', output: CHAT_A },
  { type: 'xstate.done.actor.loadChat', output: null },
  { type: 'xstate.error.actor.loadChat', error: new Error('unavailable') },
  { type: 'xstate.done.actor.modelClientId', output: 'm-9' },
  { type: 'xstate.done.actor.modelClientId', output: null },
  { type: 'xstate.error.actor.modelClientId', error: new Error('unavailable') },
  { type: 'xstate.done.actor.createChat', output: NEW_CHAT },
  { type: 'xstate.done.actor.createChat', output: null },
  { type: 'xstate.error.actor.createChat', error: new Error('unavailable') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('unavailable') },
  { type: 'MESSAGE_SENT', chatId: '7', unreadCount: 4, message: messengerMessage('750', { read_at: null }) },
  { type: 'MESSAGE_SENT', chatId: '8', unreadCount: 1, message: messengerMessage('850') },
  { type: 'MESSAGE_SENT', chatId: '5', unreadCount: 1, message: messengerMessage('550') },
  { type: 'UNREAD_CHANGED', chatId: '7', unreadCount: 0 },
  { type: 'PARTICIPANT_FLAGGED', fact: { kind: 'block', userId: 'm-7', on: true } },
  { type: 'PARTICIPANT_FLAGGED', fact: { kind: 'presence', userId: 'm-8', on: false } },
  { type: 'CHAT_SELECTED', chatId: '7' },
  { type: 'MODEL_CHAT_REQUESTED', modelId: '9' },
  { type: 'BACK_PRESSED' },
  { type: 'CLOSE_PRESSED' },
  { type: 'DIALOG_CLOSED' },
  { type: 'CHATS_STALE' },
];

export const messengerEntry = defineAtlasEntry({
  id: 'messenger',
  title: 'Messenger',
  spec: [
    "002 §2.6 'Messenger panel'",
    "002 §4.5 'Cam integration life cycle' (messenger login, ping, logout)",
    "002 §4.7 'Message' (a model's chat)",
    "002 §4.9 'Messenger'",
    "002 §9 'Messenger'",
  ],
  description:
    "After each cam provider sign-in the messenger logs in with the role 'user'; authorised once a client session token comes back, it fetches the chats (100, newest first), pings every 5000 ms and follows SENT, READ, PRESENCE_UPDATE, MUTE_LIST and BLACK_LIST. A chat selected is fetched and opened (the panel shows); a model's chat is found by the model's client id and created when new (a guest gets 'Get full access to Live VR Cams.', a non-member goes to /tokens/). Back returns to the list, Close hides the panel, the end of the cam sign-in logs out and clears everything.",
  area: 'messenger',
  lifetime: 'visit',
  machine: messengerMachine,
  inputs: {
    'cams on': { enabled: true, nowMs: T0 },
    'cams off': { enabled: false, nowMs: T0 },
  },
  events: MESSENGER_EVENTS,
  // Who the viewer is matters most before the login (a guest asking for a model's chat, a member who is not cam-authorised);
  // after it the viewer is offered only as a member, which keeps the graph to the states that differ.
  eventsIn: (snapshot) => {
    const signedOut = (['signedOut', 'awaitingCam', 'loggingOut'] as const).some((state) => snapshot.matches({ on: state }));
    return MESSENGER_EVENTS.filter((e) => {
      // The cam session's sign-in is under way only while the messenger is not logged in (CAM_AUTHORISED ends it).
      if (e.type === 'VIEWER_CHANGED' && e.facts === viewers.signingIn) return signedOut;
      if (e.type === 'VIEWER_CHANGED') return snapshot.matches({ on: 'signedOut' }) || e.facts === viewers.member;
      return true;
    });
  },
  fakeActors: ['login', 'logout', 'loadChats', 'loadChat', 'modelClientId', 'createChat'],
  graph: {
    limit: 20000,
    serializeState: (s) => JSON.stringify([s.value, messengerView(s.context)]),
    contextView: (c) => messengerView(c),
  },
});

export const messengerPanelEntry = defineAtlasEntry({
  id: 'messenger-panel',
  title: 'Messenger panel',
  spec: ["002 §2.6 'Panel'", "002 §4.9 'Visibility'"],
  description:
    "The panel is hidden, shown or minimized: the header button toggles shown and hidden, minimize toggles minimized and shown, a press on a minimized panel's header shows it, opening a chat shows it, Close and logout hide it.",
  area: 'messenger',
  // A child of the messenger (its 'panel'), not a module of the visit's registry.
  lifetime: 'screen',
  machine: messengerPanelMachine,
  inputs: { start: undefined as never },
  events: [{ type: 'TOGGLED' }, { type: 'MINIMIZE_TOGGLED' }, { type: 'HEADER_PRESSED' }, { type: 'SHOW_REQUESTED' }, { type: 'CLOSED' }],
});

/** 50 messages (one full page): the last three are the model's, unread. */
export const FULL_PAGE = Array.from({ length: 50 }, (_, i) =>
  messengerMessage(`7${String(i + 100)}`, i >= 47 ? { read_at: null } : i % 2 === 0 ? { sender_id: SELF } : {}),
);
/** An older page of 10: the chat's beginning. */
export const SHORT_PAGE = Array.from({ length: 10 }, (_, i) => messengerMessage(`70${String(i + 10)}`));
const UNREAD_LAST = FULL_PAGE[49]?.id ?? '';
const UNREAD_FIRST = FULL_PAGE[47]?.id ?? '';
const READ_ONE = FULL_PAGE[1]?.id ?? '';

const chatContextView = (c: MessengerChatContext) => [
  c.messages.length,
  c.messages.filter((m) => m.read_at === null && m.sender_id !== c.selfId).length,
  c.hasMore,
  c.dividerBeforeId,
  c.seenId,
  c.readingId,
  c.outgoing,
  c.chat.participant.reverse_block_data.is_blocked,
  c.chat.participant.reverse_mute_data.is_muted,
];

const CHAT_EVENTS: readonly AtlasEvent<typeof messengerChatMachine>[] = [
  { type: 'xstate.done.actor.loadMessages', output: FULL_PAGE },
  { type: 'xstate.done.actor.loadMessages', output: SHORT_PAGE },
  { type: 'xstate.done.actor.loadMessages', output: null },
  { type: 'xstate.error.actor.loadMessages', error: new Error('unavailable') },
  { type: 'OLDER_WANTED' },
  { type: 'MESSAGE_SEEN', messageId: UNREAD_FIRST },
  { type: 'MESSAGE_SEEN', messageId: UNREAD_LAST },
  { type: 'MESSAGE_SEEN', messageId: READ_ONE },
  { type: 'xstate.done.actor.readMessage', output: { readAt: '2026-11-20T12:30:00.000Z' } },
  { type: 'xstate.done.actor.readMessage', output: null },
  { type: 'xstate.error.actor.readMessage', error: new Error('unavailable') },
  { type: 'MESSAGE_SUBMITTED', text: '  Hi there  ' },
  { type: 'MESSAGE_SUBMITTED', text: '   ' },
  { type: 'xstate.done.actor.sendMessage', output: messengerMessage('7200', { sender_id: SELF, content: 'Hi there' }) },
  { type: 'xstate.done.actor.sendMessage', output: null },
  { type: 'xstate.error.actor.sendMessage', error: new Error('unavailable') },
  { type: 'MESSAGE_ARRIVED', message: messengerMessage('7201', { read_at: null }) },
  { type: 'PARTICIPANT_CHANGED', participant: { ...CHAT_A.participant, reverse_mute_data: { is_muted: true } } },
  { type: 'MISSED_WANTED' },
  { type: 'xstate.done.actor.loadNewest', output: [messengerMessage('7202', { read_at: null })] },
  { type: 'xstate.error.actor.loadNewest', error: new Error('unavailable') },
];

export const messengerChatEntry = defineAtlasEntry({
  id: 'messenger-chat',
  title: 'Messenger chat',
  spec: [
    "002 §2.6 'Chat view'",
    "002 §4.7 'Tip and message flows' (in the messenger)",
    "002 §4.9 'Loading messages', 'Reading', 'Input'",
    "002 §5 'Messages'",
    "002 §8 'Can’t send the message', 'Error loading messages'",
  ],
  description:
    "An open chat: the newest 50 messages, then 50 before the oldest whenever the top is near, until fewer than 50 come (a failure logs 'Error loading messages' and stops); the 'New Messages' divider before the first unread; the lowest visible unread message read after the scroll settles for 300 ms, with every earlier one; new messages put in place; the composer's text sent one at a time (refused when the participant blocked or muted the user); tips of 10, 20 and 50 through the tip flow.",
  area: 'messenger',
  // A child of the messenger while a chat is open ('chatView').
  lifetime: 'screen',
  machine: messengerChatMachine,
  inputs: {
    'a chat': { chat: CHAT_A, selfId: SELF, selfName: 'velvet_fan' },
    'a blocked chat': { chat: messengerChat('7', {}, { reverse_block_data: { is_blocked: true } }), selfId: SELF, selfName: 'velvet_fan' },
  },
  events: CHAT_EVENTS,
  fakeActors: ['loadMessages', 'loadNewest', 'readMessage', 'sendMessage'],
  graph: {
    limit: 20000,
    serializeState: (s) => JSON.stringify([s.value, chatContextView(s.context)]),
    contextView: (c) => chatContextView(c),
  },
});
