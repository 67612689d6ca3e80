/**
 * The private messenger's shapes (spec 002 §3.9, §3.10, §4.9), carried over the cam provider interface
 * (contracts/cam-channel.ts: the 'messenger.*' operations and the 'messenger' event channel).
 *
 * - A chat is between the signed-in user and one participant (a model). Its `participant` carries the participant's
 *   presence and whether the participant has blocked or muted the user (then the input is disabled; a blocked chat
 *   reads 'Chat is not available').
 * - Message ids grow with time within the provider (backward paging asks for the messages before `relatedID`), but are
 *   strings: the product compares them only for equality (duplicates removed by id) and order comes from `sent_at`.
 * - Times are ISO 8601 strings (UTC).
 */
import { z } from 'zod/mini';

/** A tip's attachment: `meta.amount` tokens. */
export const MessengerAttachment = z.object({
  type: z._default(z.string(), 'tip'),
  meta: z.object({ amount: z.number() }),
});
export type MessengerAttachment = z.infer<typeof MessengerAttachment>;

/** A message (§3.10). A tip is a message with an attachment. */
export const MessengerMessage = z.object({
  id: z.string(),
  /** 'regular' or 'tip' from the provider (the client adds 'date' and 'divider' entries of its own). */
  type: z._default(z.enum(['regular', 'tip']), 'regular'),
  sender_id: z.string(),
  content: z._default(z.string(), ''),
  sent_at: z.string(),
  read_at: z._default(z.nullable(z.string()), null),
  attachments: z._default(z.array(MessengerAttachment), []),
});
export type MessengerMessage = z.infer<typeof MessengerMessage>;

/** The other side of a chat (§3.9). */
export const MessengerParticipant = z.object({
  user_id: z.string(),
  username: z.string(),
  /** Picture URL ('' when none: a letter avatar). */
  avatar: z._default(z.string(), ''),
  is_online: z._default(z.boolean(), false),
  /** The participant's cam room nickname, for 'Go to Model`s Room' ('' when the participant has none). */
  model_nickname: z._default(z.string(), ''),
  reverse_block_data: z._default(z.object({ is_blocked: z.boolean() }), { is_blocked: false }),
  reverse_mute_data: z._default(z.object({ is_muted: z.boolean() }), { is_muted: false }),
});
export type MessengerParticipant = z.infer<typeof MessengerParticipant>;

/** A chat (§3.9). */
export const MessengerChat = z.object({
  id: z.string(),
  unread_count: z._default(z.number(), 0),
  last_message: z._default(z.nullable(MessengerMessage), null),
  participant: MessengerParticipant,
});
export type MessengerChat = z.infer<typeof MessengerChat>;

/** Events of the 'messenger' channel (§4.9), pushed to every tab of the signed-in user that logged in to the messenger. */
export const MessengerEvent = z.discriminatedUnion('event', [
  /** A message was sent in a chat (by either side): the chat's new unread count for the user comes with it. */
  z.object({ event: z.literal('SENT'), data: z.object({ chat_id: z.string(), unread_count: z.number(), message: MessengerMessage }) }),
  /** The user's unread count of a chat changed (read in this tab or another). */
  z.object({ event: z.literal('READ'), data: z.object({ chat_id: z.string(), unread_count: z.number() }) }),
  z.object({ event: z.literal('PRESENCE_UPDATE'), data: z.object({ user_id: z.string(), is_online: z.boolean() }) }),
  /** The participant muted (or unmuted) the user. */
  z.object({ event: z.literal('MUTE_LIST'), data: z.object({ user_id: z.string(), is_muted: z.boolean() }) }),
  /** The participant blocked (or unblocked) the user. */
  z.object({ event: z.literal('BLACK_LIST'), data: z.object({ user_id: z.string(), is_blocked: z.boolean() }) }),
]);
export type MessengerEvent = z.infer<typeof MessengerEvent>;

export { CHATS_PER_FETCH, MESSAGES_PER_PAGE } from './messenger-limits.ts';
