/**
 * The simulated provider's private messenger (spec 002 §4.9, §6, §7 'Messenger'; the seam is
 * messenger-api.ts, the rows messenger-store.ts): members sign in with the role 'user' after `auth.login`; chats are
 * with the model bots, kept in PostgreSQL. Every operation but login is refused before a messenger login.
 *
 * - SENT goes to every messenger connection of the member for each message either side writes (with the chat's unread
 *   count); READ after a read; PRESENCE_UPDATE when a model the member chats with comes online or goes offline;
 *   MUTE_LIST / BLACK_LIST when a model mutes or blocks the member (or lifts it).
 * - The bots answer a member's message a few simulated seconds later (3 s and the first reply when the world is frozen,
 *   so tests know what comes), thank for a tip, now and then mute the member instead of answering, and start chats with
 *   members who are signed in to the messenger — never while frozen. Their work runs in the world's serial queue.
 */
import { randomUUID } from 'node:crypto';
import type { CamOpArgs, CamOpResult } from '../../contracts/cam-channel.ts';
import type { MessengerEvent } from '../../contracts/messenger.ts';
import type { CamUser } from './cam-token.ts';
import { MESSENGER_OPENERS, MESSENGER_REPLIES, THANKS_LINES } from './chat-lines.ts';
import type { MessengerConnection, MessengerDeps, MessengerModel, MessengerMove, MessengerOp, MessengerService } from './messenger-api.ts';
import {
  type ChatRow,
  addMessage,
  chatOfMember,
  chatRow,
  chatWith,
  chatsOf,
  markRead,
  memberMessengerId,
  membersChattingWith,
  messageOf,
  messagesPage,
  modelIdOf,
  modelMessengerId,
  setChatFlag,
  unreadIn,
} from './messenger-store.ts';
import { MESSAGES } from './world.ts';
import { CamRefusal } from './world-api.ts';

export const MESSENGER_MESSAGES = {
  /** The provider's own texts, as the world words them. */
  loginRequired: MESSAGES.loginRequired,
  notLoggedIn: 'Not logged in to the messenger',
  chatNotFound: 'Chat not found',
  messageNotFound: 'Message not found',
  participantNotFound: 'Participant not found',
  blocked: 'You are blocked',
  muted: 'You are muted',
  notEnoughTokens: MESSAGES.notEnoughTokens,
} as const;

/** How long a frozen world's bot takes to answer (tests advance the clock by it). */
export const FROZEN_REPLY_MS = 3000;
/** How often the bots may start a chat with a signed-in member (not while frozen). */
export const OPENER_EVERY_MS = 5 * 60_000;

type Session = { conn: MessengerConnection; user: CamUser };

export function createMessenger(deps: MessengerDeps): MessengerService {
  const { db, clock, rng } = deps;
  const sessions = new Map<number, Session>();
  const timers = new Set<number>();
  const modelById = (modelId: string): MessengerModel | undefined => deps.models().find((m) => m.modelId === modelId);

  const refuse = (message: string): never => {
    throw new CamRefusal(message);
  };
  const sessionOf = (conn: MessengerConnection): Session => sessions.get(conn.id) ?? refuse(MESSENGER_MESSAGES.notLoggedIn);
  const pushTo = (uuid: string, event: MessengerEvent): void => {
    for (const s of sessions.values()) if (s.user.uuid === uuid) s.conn.push(event);
  };
  const later = (ms: number, work: () => Promise<void>): void => {
    const id = clock.setTimeout(() => {
      timers.delete(id);
      void deps.serial(work).catch(() => undefined);
    }, ms);
    timers.add(id);
  };
  const chatIdOf = (raw: string): number => (/^\d{1,9}$/.test(raw) ? Number(raw) : refuse(MESSENGER_MESSAGES.chatNotFound));
  const ownChat = async (uuid: string, raw: string): Promise<ChatRow> =>
    (await chatRow(db, uuid, chatIdOf(raw))) ?? refuse(MESSENGER_MESSAGES.chatNotFound);

  /** A message stored and told to the member's tabs. */
  async function say(chat: ChatRow, m: { fromModel: boolean; content: string; tip?: number }) {
    const row = await addMessage(db, chat.id, { ...m, sentAt: clock.now() });
    const message = messageOf(row, chat);
    pushTo(chat.user_uuid, { event: 'SENT', data: { chat_id: String(chat.id), unread_count: await unreadIn(db, chat.id), message } });
    return message;
  }

  async function setFlag(chat: ChatRow, flag: 'blocked' | 'muted', on: boolean) {
    await setChatFlag(db, chat.id, flag, on);
    const user_id = modelMessengerId(chat.model_id);
    pushTo(
      chat.user_uuid,
      flag === 'blocked' ? { event: 'BLACK_LIST', data: { user_id, is_blocked: on } } : { event: 'MUTE_LIST', data: { user_id, is_muted: on } },
    );
  }

  /** The model's answer to the member's message, a few simulated seconds later; now and then a mute instead. */
  function answerLater(chat: ChatRow, kind: 'message' | 'tip') {
    const frozen = deps.isFrozen();
    const delay = frozen ? FROZEN_REPLY_MS : rng.int(2000, 8000);
    later(delay, async () => {
      const now = await chatRow(db, chat.user_uuid, chat.id);
      if (!now || now.blocked) return;
      if (!frozen && kind === 'message' && rng.chance(0.02)) return setFlag(now, 'muted', true);
      const lines = kind === 'tip' ? THANKS_LINES : MESSENGER_REPLIES;
      await say(now, { fromModel: true, content: frozen ? (lines[0] ?? '') : rng.pick(lines) });
    });
  }

  /** Now and then an online model starts a chat with a signed-in member it has none with. */
  function scheduleOpener() {
    later(OPENER_EVERY_MS, async () => {
      scheduleOpener();
      if (deps.isFrozen() || sessions.size === 0 || !rng.chance(0.3)) return;
      const members = [...new Set([...sessions.values()].map((s) => s.user.uuid))];
      const uuid = rng.pick(members);
      const online = deps.models().filter((m) => m.online);
      if (online.length === 0) return;
      const model = rng.pick(online);
      const chat = await chatWith(db, uuid, model.modelId, clock.now());
      await say(chat, { fromModel: true, content: rng.pick(MESSENGER_OPENERS) });
    });
  }
  scheduleOpener();

  type Handler<O extends MessengerOp> = (conn: MessengerConnection, args: CamOpArgs<O>) => Promise<CamOpResult<O>>;
  const handlers: { [O in MessengerOp]: Handler<O> } = {
    'messenger.login': async (conn) => {
      const user = conn.user ?? refuse(MESSENGER_MESSAGES.loginRequired);
      sessions.set(conn.id, { conn, user });
      return { clientId: memberMessengerId(user.uuid), clientSessionToken: randomUUID() };
    },
    'messenger.logout': async (conn) => {
      sessions.delete(conn.id);
      return {};
    },
    'messenger.ping': async (conn) => {
      sessionOf(conn);
      return {};
    },
    'messenger.chats': async (conn, { limit }) => ({ chats: await chatsOf(db, sessionOf(conn).user.uuid, limit ?? 100, modelById) }),
    'messenger.chat': async (conn, { chatId }) =>
      (await chatOfMember(db, sessionOf(conn).user.uuid, chatIdOf(chatId), modelById)) ?? refuse(MESSENGER_MESSAGES.chatNotFound),
    'messenger.modelClientId': async (conn, { modelId }) => {
      sessionOf(conn);
      if (!modelById(modelId)) refuse(MESSENGER_MESSAGES.participantNotFound);
      return { clientId: modelMessengerId(modelId) };
    },
    'messenger.createPrivateChat': async (conn, { clientId }) => {
      const { user } = sessionOf(conn);
      const modelId = modelIdOf(clientId);
      if (!modelId || !modelById(modelId)) return refuse(MESSENGER_MESSAGES.participantNotFound);
      const chat = await chatWith(db, user.uuid, modelId, clock.now());
      return (await chatOfMember(db, user.uuid, chat.id, modelById)) ?? refuse(MESSENGER_MESSAGES.chatNotFound);
    },
    'messenger.messages': async (conn, { chatId, direction, limit, preload, relatedID }) => {
      const chat = await ownChat(sessionOf(conn).user.uuid, chatId);
      const related =
        relatedID === null || relatedID === undefined
          ? null
          : /^\d{1,15}$/.test(relatedID)
            ? Number(relatedID)
            : refuse(MESSENGER_MESSAGES.messageNotFound);
      const rows = await messagesPage(db, chat.id, { direction, limit: limit ?? 50, preload: preload ?? false, related });
      return { messages: rows.map((row) => messageOf(row, chat)) };
    },
    'messenger.read': async (conn, { chatId, messageId }) => {
      const chat = await ownChat(sessionOf(conn).user.uuid, chatId);
      const id = /^\d{1,15}$/.test(messageId) ? Number(messageId) : refuse(MESSENGER_MESSAGES.messageNotFound);
      const unread = await markRead(db, chat.id, id, clock.now());
      pushTo(chat.user_uuid, { event: 'READ', data: { chat_id: String(chat.id), unread_count: unread } });
      return { unread_count: unread };
    },
    'messenger.send': async (conn, { chatId, text }) => {
      const chat = await ownChat(sessionOf(conn).user.uuid, chatId);
      if (chat.blocked) refuse(MESSENGER_MESSAGES.blocked);
      if (chat.muted) refuse(MESSENGER_MESSAGES.muted);
      const message = await say(chat, { fromModel: false, content: text.trim() });
      answerLater(chat, 'message');
      return message;
    },
    'messenger.tip': async (conn, { userId, amount }) => {
      const { user } = sessionOf(conn);
      if (!user.paid) refuse(MESSAGES.notPaid);
      const modelId = modelIdOf(userId);
      if (!modelId || !modelById(modelId)) return refuse(MESSENGER_MESSAGES.participantNotFound);
      const chat = await chatWith(db, user.uuid, modelId, clock.now());
      if (chat.blocked) refuse(MESSENGER_MESSAGES.blocked);
      const balance = (await deps.debit(user.uuid, amount, `messenger-${chat.id}`)) ?? refuse(MESSENGER_MESSAGES.notEnoughTokens);
      const message = await say(chat, { fromModel: false, content: '', tip: amount });
      answerLater(chat, 'tip');
      return { balance, message };
    },
  };

  return {
    call(conn, op, args) {
      return (handlers[op] as Handler<typeof op>)(conn, args);
    },
    detach(conn) {
      sessions.delete(conn.id);
    },
    presenceChanged(modelId, online) {
      if (sessions.size === 0) return;
      const members = [...new Set([...sessions.values()].map((s) => s.user.uuid))];
      void deps.serial(async () => {
        for (const uuid of await membersChattingWith(db, modelId, members))
          pushTo(uuid, { event: 'PRESENCE_UPDATE', data: { user_id: modelMessengerId(modelId), is_online: online } });
      });
    },
    async force(userUuid: string, modelId: string, move: MessengerMove) {
      await deps.serial(async () => {
        const chat = await chatWith(db, userUuid, modelId, clock.now());
        if (move.startsWith('say:')) await say(chat, { fromModel: true, content: move.slice(4) });
        else if (move === 'block' || move === 'unblock') await setFlag(chat, 'blocked', move === 'block');
        else await setFlag(chat, 'muted', move === 'mute');
      });
    },
    stop() {
      for (const id of timers) clock.clearTimeout(id);
      timers.clear();
      sessions.clear();
    },
  };
}
