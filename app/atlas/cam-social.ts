/**
 * The broadcast room's social island in the atlas (spec 002 §2.4, §4.6, §4.7, §5, §8, §9): the tip flow (presets,
 * custom tip, tip-menu and toy purchases), the room chat (provider chat events, the message flow) and the composer
 * (400 characters, the emoji picker, one send at a time, disabled).
 */
import type { ChatEntry } from '../../contracts/cam-channel.ts';
import { type ComposerContext, composerMachine } from '../../machines/composer.machine.ts';
import type { CamSessionFacts } from '../../domain/cam-session-facts.ts';
import { PROVIDER_NOT_ENOUGH_TOKENS } from '../../domain/cam-dialogs.ts';
import { type RoomChatContext, roomChatMachine } from '../../machines/room-chat.machine.ts';
import { type TipContext, tipMachine } from '../../machines/tip.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const SOCIAL_VIEWERS = {
  guest: { signedIn: false, camAuthorised: false, signingIn: false, mayChat: false, balance: null, userName: '' },
  unauthorised: { signedIn: true, camAuthorised: false, signingIn: false, mayChat: false, balance: null, userName: '' },
  member: { signedIn: true, camAuthorised: true, signingIn: false, mayChat: true, balance: 100, userName: 'velvet_fan' },
  /** A member whose cam sign-in is under way (not yet authorised, no balance yet). */
  signingIn: { signedIn: true, camAuthorised: false, signingIn: true, mayChat: true, balance: null, userName: '' },
} satisfies Record<string, CamSessionFacts>;

export const chatEntry = (id: string, over: Partial<ChatEntry> = {}): ChatEntry => ({
  id,
  userId: 'u-7',
  username: 'moon_rider',
  fromModel: false,
  kind: 'message',
  text: `Hello ${id}`,
  amount: 0,
  title: '',
  at: 1_700_000_000_000,
  ...over,
});

/** The graphs' abstractions: what of the context tells two snapshots apart (the text by kind, the history by its ids). */
const tipView = (c: TipContext) => [
  c.inChat,
  c.viewer.signedIn,
  c.viewer.camAuthorised,
  c.viewer.signingIn,
  c.modelId,
  c.amount,
  c.dialog,
  c.pending?.kind ?? null,
  c.pending?.amount ?? null,
];
const chatView = (c: RoomChatContext) => [
  c.viewer.signedIn,
  c.viewer.mayChat,
  c.viewer.signingIn,
  [...new Set(c.messages.map((m) => m.id))],
  c.hasNewMessages,
  c.dialog,
  c.outgoing,
];
const composerView = (c: ComposerContext) => [
  c.text === '' ? 'empty' : c.text.trim() === '' ? 'blank' : 'text',
  c.disabled,
  c.showErrors,
  c.pickerOpen,
  c.error,
];

const spec = [
  "002 §2.4 'Tip widget and message composer'",
  "002 §4.7 'Tip and message flows'",
  "002 §5 'Validation rules'",
  "002 §8 'Tips and messages'",
];

export const tipEntry = defineAtlasEntry({
  id: 'tip',
  title: 'Tip flow',
  spec: [...spec, "002 §9 'Room tip presets'"],
  description:
    "A tip (preset or custom), a tip-menu item or a toy: a guest gets 'Get full access to Live VR Cams.', a member's request during the cam sign-in waits for it, a viewer not authorised for live cam goes to /tokens/, an amount above the balance gets 'Oops, not enough tokens!', otherwise it is sent; success shows 'The tokens have been sent successfully' in the chat, failure 'Sorry, something went wrong. Try again next time.'; either way the amount is cleared and the balance fetched again.",
  area: 'cams',
  lifetime: 'screen',
  machine: tipMachine,
  inputs: {
    member: { modelId: 'm-1', inChat: true, viewer: SOCIAL_VIEWERS.member },
    guest: { modelId: 'm-1', inChat: true, viewer: SOCIAL_VIEWERS.guest },
    messenger: { modelId: 'm-1', inChat: false, viewer: SOCIAL_VIEWERS.member },
  },
  events: [
    { type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.unauthorised },
    { type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.signingIn },
    { type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.member },
    { type: 'MODEL_CHANGED', modelId: '' },
    { type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.guest },
    { type: 'AMOUNT_CHANGED', text: '5x0' },
    { type: 'AMOUNT_CHANGED', text: '5x00' },
    { type: 'PRESET_CHOSEN', amount: 25 },
    { type: 'PRESET_CHOSEN', amount: 150 },
    { type: 'CUSTOM_TIP_SUBMITTED' },
    { type: 'TIP_MENU_ITEM_CHOSEN', itemId: 'flash', price: 30 },
    { type: 'TIP_MENU_ITEM_CHOSEN', itemId: 'dance', price: 300 },
    { type: 'TOY_CHOSEN', itemId: 'buzz', price: 10 },
    { type: 'TOY_CHOSEN', itemId: 'wave', price: 300 },
    { type: 'DIALOG_CLOSED' },
    { type: 'xstate.done.actor.sendTip', output: { ok: true, balance: 75 } },
    { type: 'xstate.done.actor.sendTip', output: { ok: false, error: 'unavailable' } },
    { type: 'xstate.done.actor.sendTip', output: { ok: false, error: PROVIDER_NOT_ENOUGH_TOKENS } },
    { type: 'xstate.error.actor.sendTip', error: new Error('network') },
  ],
  fakeActors: ['sendTip'],
  graph: {
    limit: 12000,
    serializeState: (s) => JSON.stringify([s.value, tipView(s.context)]),
    contextView: (c) => tipView(c),
  },
});

export const roomChatEntry = defineAtlasEntry({
  id: 'room-chat',
  title: 'Room chat',
  spec: [...spec, "002 §3.11 'Room chat message'", "002 §4.6 'Room chat'"],
  description:
    "The room's public chat: the provider's chat events (cleared, a user's lines deleted, the history replaced, a message, a tip, a tip-menu or toy purchase appended with the new-messages flag, cleared by reading); a guest sending gets 'Get full access to Live VR Cams.', a non-member goes to /tokens/, a text sent during the cam sign-in waits for it, otherwise the trimmed text is sent.",
  area: 'cams',
  lifetime: 'screen',
  machine: roomChatMachine,
  inputs: {
    member: { broadcastId: 'b-1', viewer: SOCIAL_VIEWERS.member },
    guest: { broadcastId: 'b-1', viewer: SOCIAL_VIEWERS.guest },
    'member signing in': { broadcastId: 'b-1', viewer: SOCIAL_VIEWERS.signingIn },
  },
  events: [
    { type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.unauthorised },
    { type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.member },
    { type: 'HISTORY_RECEIVED', messages: [chatEntry('1'), chatEntry('2', { userId: 'u-9', username: 'skylark' })] },
    { type: 'ENTRY_RECEIVED', entry: chatEntry('3', { kind: 'tip', amount: 25, text: '' }) },
    { type: 'USER_MESSAGES_DELETED', userId: 'u-7' },
    { type: 'CHAT_CLEARED' },
    { type: 'CHAT_READ' },
    { type: 'MESSAGE_SUBMITTED', text: '  Hi there  ' },
    { type: 'MESSAGE_SUBMITTED', text: '   ' },
    { type: 'DIALOG_CLOSED' },
    { type: 'xstate.done.actor.sendMessage', output: true },
    { type: 'xstate.done.actor.sendMessage', output: false },
    { type: 'xstate.error.actor.sendMessage', error: new Error('network') },
  ],
  fakeActors: ['sendMessage'],
  graph: {
    limit: 3000,
    serializeState: (s) => JSON.stringify([s.value, chatView(s.context)]),
    contextView: (c) => chatView(c),
  },
});

export const composerEntry = defineAtlasEntry({
  id: 'composer',
  title: 'Message composer',
  spec: [...spec, "002 §9 'Messages'"],
  description:
    "The composer of the room chat and the messenger: at most 400 characters, an emoji only when it fits, the trimmed text sent once at a time, cleared on success; a failure keeps it (with 'Can’t send the message' in the messenger); disabled, the text is cleared and it reads 'The chat is unavailable.'.",
  area: 'cams',
  lifetime: 'screen',
  machine: composerMachine,
  inputs: {
    chat: { showErrors: false },
    messenger: { showErrors: true },
  },
  events: [
    { type: 'TEXT_CHANGED', text: 'Hi there' },
    { type: 'TEXT_CHANGED', text: '  ' },
    { type: 'EMOJI_CHOSEN', emoji: '😀', start: 0, end: 0 },
    { type: 'PICKER_TOGGLED' },
    { type: 'PICKER_CLOSED' },
    { type: 'SUBMITTED' },
    { type: 'SEND_SETTLED', ok: true },
    { type: 'SEND_SETTLED', ok: false },
    { type: 'DISABLED_CHANGED', disabled: true },
    { type: 'DISABLED_CHANGED', disabled: false },
  ],
  graph: {
    limit: 3000,
    serializeState: (s) => JSON.stringify([s.value, composerView(s.context)]),
    contextView: (c) => composerView(c),
  },
});
