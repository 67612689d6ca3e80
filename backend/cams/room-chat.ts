/**
 * A room's chat in the simulated provider: the last 50 entries (a new tab gets the last 20 as its history), the
 * viewers' messages, tips and purchases, the model's lines, and the lines the bots invent for the model and for
 * viewers nobody knows; the model thanks a tipper two simulated seconds later.
 */
import type { ChatEntry } from '../../contracts/cam-channel.ts';
import { BOT_LINES, THANKS_LINES, VIEWER_LINES, VIEWER_NAMES } from './chat-lines.ts';
import { toRoom } from './room-events.ts';
import type { Bot, WorldState } from './world-state.ts';

const KEPT = 50;
const HISTORY = 20;
const THANKS_AFTER_MS = 2000;

export type ChatEvent = 'message' | 'tipsSent' | 'tipMenuItemPurchased' | 'toysMenuItemPurchased';

export function chatEntry(
  w: WorldState,
  partial: Omit<ChatEntry, 'id' | 'at' | 'fromModel' | 'text' | 'amount' | 'title'> & Partial<ChatEntry>,
): ChatEntry {
  return { id: w.nextId('msg'), at: w.clock.now(), fromModel: false, text: '', amount: 0, title: '', ...partial };
}

export function appendChat(bot: Bot, entry: ChatEntry, event: ChatEvent): void {
  bot.chat.push(entry);
  if (bot.chat.length > KEPT) bot.chat.splice(0, bot.chat.length - KEPT);
  toRoom(bot, { channel: 'chat', event, data: entry });
}

export const modelSays = (w: WorldState, bot: Bot, text: string): void =>
  appendChat(bot, chatEntry(w, { userId: bot.def.modelId, username: bot.def.name, kind: 'message', text, fromModel: true }), 'message');

/** An invented line of the model or of an invented viewer; `quiet` only stores it (the history of a new room). */
export function inventedLine(w: WorldState, bot: Bot, quiet = false): void {
  const name = w.rng.pick(VIEWER_NAMES);
  const entry = w.rng.chance(0.4)
    ? chatEntry(w, { userId: bot.def.modelId, username: bot.def.name, kind: 'message', text: w.rng.pick(BOT_LINES), fromModel: true })
    : chatEntry(w, { userId: `viewer-${name}`, username: name, kind: 'message', text: w.rng.pick(VIEWER_LINES) });
  if (quiet) bot.chat.push(entry);
  else appendChat(bot, entry, 'message');
}

export function thankLater(w: WorldState, bot: Bot, name: string): void {
  w.clock.setTimeout(
    () => w.queue.serial(() => bot.phase !== 'OFFLINE' && modelSays(w, bot, `${w.rng.pick(THANKS_LINES)} ${name}`)),
    THANKS_AFTER_MS,
  );
}

/** The room's last lines for a tab that enters; a room nobody chatted in yet gets a few invented ones first. */
export function history(w: WorldState, bot: Bot): ChatEntry[] {
  if (bot.chat.length === 0 && bot.phase !== 'OFFLINE') for (let i = 0; i < 4; i++) inventedLine(w, bot, true);
  return bot.chat.slice(-HISTORY);
}
