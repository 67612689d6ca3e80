/**
 * How the messenger (machines/messenger.machine.ts, the visit's 'messenger': sign-in, chat list, current chat) and the
 * open chat (machines/messenger-chat.machine.ts: its messages, reading, composer and tips; spec 002 §4.9) talk: the
 * messenger invokes the open chat's machine (id 'chatView') with this input while a chat is open, and forwards what
 * the provider's 'messenger' channel says about that chat as these events.
 */
import type { MessengerChat, MessengerMessage, MessengerParticipant } from '../contracts/messenger.ts';

export type MessengerChatInput = {
  /** The chat as the list (or 'messenger.chat') knows it. */
  chat: MessengerChat;
  /** The signed-in user's id in the messenger (messages with this sender_id are the user's own). */
  selfId: string;
  /** The user's provider name (a tip message of the user's reads '{name} sent N tokens'). */
  selfName: string;
};

/** What the messenger tells the open chat. */
export type MessengerChatLinkEvent =
  /** A SENT event of this chat (either side's message, or a tip). */
  | { type: 'MESSAGE_ARRIVED'; message: MessengerMessage }
  /** PRESENCE_UPDATE, MUTE_LIST or BLACK_LIST changed the participant (the input is disabled when blocked or muted). */
  | { type: 'PARTICIPANT_CHANGED'; participant: MessengerParticipant }
  /** The messenger logged in again after a reconnect: what came during the drop is fetched (the newest page). */
  | { type: 'MISSED_WANTED' };

/** The participant has blocked the user: 'Chat is not available', a letter avatar, the input disabled. */
export const isBlockedChat = (participant: MessengerParticipant): boolean => participant.reverse_block_data.is_blocked;
/** The input is disabled when the participant has blocked or muted the user (§4.9 'Input'). */
export const isInputDisabled = (participant: MessengerParticipant): boolean =>
  participant.reverse_block_data.is_blocked || participant.reverse_mute_data.is_muted;
