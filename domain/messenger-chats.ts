/**
 * The messenger's chat list (spec 002 §2.6, §3.9, §4.9 'Events', §9 badges): what the provider's events do to the list,
 * its order, the header's unread badge and each chat's last-message preview. Pure functions over the contract's chats;
 * the messenger machine (machines/messenger.machine.ts) keeps the list in its context.
 */
import type { MessengerChat, MessengerMessage, MessengerParticipant } from '../contracts/messenger.ts';
import { badgeText } from './notifications.ts';

/** The panel's heading in the chat list (§2.6). */
export const MESSAGES_HEADING = 'Messages';
/** Each chat's menu item (§2.6, spelled as the spec has it). */
export const GO_TO_ROOM = 'Go to Model`s Room';
export const ONLINE = 'Online';
export const OFFLINE = 'Offline';

const sentMs = (chat: MessengerChat): number => (chat.last_message ? Date.parse(chat.last_message.sent_at) : Number.NEGATIVE_INFINITY);

/** Newest last message first (§4.9 SENT); chats without one last. The sort is stable. */
export const sortChats = (chats: readonly MessengerChat[]): MessengerChat[] => [...chats].sort((a, b) => sentMs(b) - sentMs(a));

/** The chat with this id, or null. */
export const chatById = (chats: readonly MessengerChat[], chatId: string | null): MessengerChat | null =>
  chatId === null ? null : (chats.find((c) => c.id === chatId) ?? null);

/** The list with this chat in it (replaced when it is there, else added), in order. */
export const upsertChat = (chats: readonly MessengerChat[], chat: MessengerChat): MessengerChat[] =>
  sortChats(chats.some((c) => c.id === chat.id) ? chats.map((c) => (c.id === chat.id ? chat : c)) : [...chats, chat]);

export type SentFact = { chatId: string; unreadCount: number; message: MessengerMessage };

/**
 * SENT (§4.9): the chat's last message and unread count, the list sorted again; `known: false` when the chat is not in
 * the list (the chats are then fetched again).
 */
export function applySent(chats: readonly MessengerChat[], sent: SentFact): { chats: MessengerChat[]; known: boolean } {
  const chat = chatById(chats, sent.chatId);
  if (!chat) return { chats: [...chats], known: false };
  const newer = !chat.last_message || Date.parse(sent.message.sent_at) >= Date.parse(chat.last_message.sent_at);
  const next = { ...chat, unread_count: sent.unreadCount, last_message: newer ? sent.message : chat.last_message };
  return { chats: upsertChat(chats, next), known: true };
}

/** READ (§4.9): the chat's unread count. */
export const applyRead = (chats: readonly MessengerChat[], chatId: string, unreadCount: number): MessengerChat[] =>
  chats.map((c) => (c.id === chatId ? { ...c, unread_count: unreadCount } : c));

export type ParticipantFact =
  | { kind: 'presence'; userId: string; on: boolean }
  | { kind: 'mute'; userId: string; on: boolean }
  | { kind: 'block'; userId: string; on: boolean };

/** PRESENCE_UPDATE, MUTE_LIST, BLACK_LIST (§4.9): the participant's online, muted or blocked flag. */
export function patchParticipant(participant: MessengerParticipant, fact: ParticipantFact): MessengerParticipant {
  if (fact.kind === 'presence') return { ...participant, is_online: fact.on };
  if (fact.kind === 'mute') return { ...participant, reverse_mute_data: { is_muted: fact.on } };
  return { ...participant, reverse_block_data: { is_blocked: fact.on } };
}

/** The fact applied to every chat with that participant. */
export const applyParticipant = (chats: readonly MessengerChat[], fact: ParticipantFact): MessengerChat[] =>
  chats.map((c) => (c.participant.user_id === fact.userId ? { ...c, participant: patchParticipant(c.participant, fact) } : c));

/** The unread messages of every chat. */
export const totalUnread = (chats: readonly MessengerChat[]): number => chats.reduce((sum, c) => sum + Math.max(0, c.unread_count), 0);

/** An unread badge: '' for none, '9+' above 9 (§9): the notifications bell's rule. */
export const unreadBadge = badgeText;

/** A tip's tokens (§3.9: attachments[0].meta.amount), or null for a message that is not a tip. */
export const tipAmountOf = (message: MessengerMessage): number | null => message.attachments[0]?.meta.amount ?? null;

/** Who wrote a message, as the messenger names them: the user's own name, else the participant's. */
export const senderName = (message: MessengerMessage, self: { id: string; name: string }, participant: MessengerParticipant): string =>
  message.sender_id === self.id ? self.name || 'You' : participant.username;

/** The last-message preview (§2.6): a tip reads '{user} have sent N tokens', else the text. */
export function chatPreview(chat: MessengerChat, self: { id: string; name: string }): string {
  const message = chat.last_message;
  if (!message) return '';
  const tip = tipAmountOf(message);
  if (tip !== null) return `${senderName(message, self, chat.participant)} have sent ${tip} tokens`;
  return message.content;
}

/** The first letter of a name, for the letter avatar of a blocked chat or a participant without a picture. */
export const letterOf = (name: string): string => (name.trim()[0] ?? '?').toUpperCase();
