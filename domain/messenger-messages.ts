/**
 * The open chat's messages (spec 002 §2.6 'Chat view', §3.10, §4.9 'Loading messages', 'Reading'): pages merged without
 * duplicates, the 'New Messages' divider before the first unread message, reads that mark every earlier unread message,
 * and the display list the view renders (date separators by the viewer's calendar day, the divider, tip texts).
 * Messages are kept oldest first, as the provider pages them.
 */
import type { MessengerMessage } from '../contracts/messenger.ts';
import { tipAmountOf } from './messenger-chats.ts';
import { dayKey, separatorLabel } from './messenger-time.ts';

export const NEW_MESSAGES = 'New Messages';
export const BLOCKED_CHAT = 'Chat is not available';
/** Logged when a page of messages cannot be loaded (§4.9, §8); loading stops. */
export const LOAD_FAILED_LOG = 'Error loading messages';
/** §4.9, §9: older messages load within 2 viewport heights of the top. */
export const OLDER_WITHIN_VIEWPORTS = 2;
/** §4.9, §9: a message counts as seen when at least half of it is visible. */
export const READ_VISIBLE_SHARE = 0.5;
/** §9: within 50 px of the end the viewer is at the end (new messages are followed). */
export const NEAR_BOTTOM_PX = 50;

const timeOf = (m: MessengerMessage): number => Date.parse(m.sent_at);

/** An older page (oldest first) put before the loaded messages, duplicates removed by id (§4.9). */
export function prependPage(messages: readonly MessengerMessage[], page: readonly MessengerMessage[]): MessengerMessage[] {
  if (page.length === 0) return [...messages];
  const known = new Set(messages.map((m) => m.id));
  const older = page.filter((m, i) => !known.has(m.id) && page.findIndex((o) => o.id === m.id) === i);
  return [...older, ...messages];
}

/**
 * A message put in its place: replaced when its id is there (the send's answer and the SENT event bring the same one),
 * else inserted after every message sent no later (normally at the end). Looks from the end, where new ones go.
 */
export function placeMessage(messages: readonly MessengerMessage[], message: MessengerMessage): MessengerMessage[] {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.id === message.id) return messages.map((m, j) => (j === i ? message : m));
  }
  const at = timeOf(message);
  let index = messages.length;
  while (index > 0 && timeOf(messages[index - 1] as MessengerMessage) > at) index--;
  return [...messages.slice(0, index), message, ...messages.slice(index)];
}

/** Unread for the user: the participant's message not read yet. */
export const isUnreadIncoming = (message: MessengerMessage, selfId: string): boolean => message.sender_id !== selfId && message.read_at === null;

/** The id of the first unread message (the divider goes before it), or null. */
export const firstUnreadId = (messages: readonly MessengerMessage[], selfId: string): string | null =>
  messages.find((m) => isUnreadIncoming(m, selfId))?.id ?? null;

/** Whether the message is one of the loaded ones and unread. */
export const isUnreadMessage = (messages: readonly MessengerMessage[], messageId: string, selfId: string): boolean =>
  messages.some((m) => m.id === messageId && isUnreadIncoming(m, selfId));

/** Reading a message marks it and every earlier unread message as read now (§4.9 'Reading'). */
export function markReadUpTo(messages: readonly MessengerMessage[], messageId: string, selfId: string, nowIso: string): MessengerMessage[] {
  const index = messages.findIndex((m) => m.id === messageId);
  if (index < 0) return [...messages];
  return messages.map((m, i) => (i <= index && isUnreadIncoming(m, selfId) ? { ...m, read_at: nowIso } : m));
}

/** Of two seen messages, the later one (the lowest on screen): reading it reads the other too. */
export function laterMessage(messages: readonly MessengerMessage[], a: string | null, b: string): string {
  if (a === null) return b;
  const ia = messages.findIndex((m) => m.id === a);
  const ib = messages.findIndex((m) => m.id === b);
  return ib >= ia ? b : a;
}

/** A tip message's text (§2.6): '{name} sent N token', plural when N is more than 1. */
export const tipText = (name: string, amount: number): string => `${name} sent ${amount} token${amount > 1 ? 's' : ''}`;

/** What the chat view shows, in order (§3.10 display types). */
export type MessengerEntry =
  | { kind: 'date'; key: string; label: string }
  | { kind: 'divider'; key: 'divider' }
  | { kind: 'regular' | 'tip'; key: string; message: MessengerMessage; own: boolean; tip: number | null };

const dayCache = new WeakMap<MessengerMessage, { zone: string; day: string }>();
/** A message's calendar day, worked out once per message and zone (a long chat is rebuilt on every new message). */
function dayOf(message: MessengerMessage, timeZone: string): string {
  const hit = dayCache.get(message);
  if (hit && hit.zone === timeZone) return hit.day;
  const day = dayKey(timeOf(message), timeZone);
  dayCache.set(message, { zone: timeZone, day });
  return day;
}

/** The display list: a date separator where the day changes, the divider before `dividerBeforeId`, then each message. */
export function chatEntries(
  messages: readonly MessengerMessage[],
  opts: { selfId: string; dividerBeforeId: string | null; timeZone: string },
): MessengerEntry[] {
  const entries: MessengerEntry[] = [];
  let lastDay = '';
  for (const message of messages) {
    const day = dayOf(message, opts.timeZone);
    if (day !== lastDay) {
      entries.push({ kind: 'date', key: `date-${day}`, label: separatorLabel(timeOf(message), opts.timeZone) });
      lastDay = day;
    }
    if (message.id === opts.dividerBeforeId) entries.push({ kind: 'divider', key: 'divider' });
    const tip = tipAmountOf(message);
    entries.push({ kind: tip === null ? 'regular' : 'tip', key: message.id, message, own: message.sender_id === opts.selfId, tip });
  }
  return entries;
}
