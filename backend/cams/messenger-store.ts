/**
 * The simulated messenger's rows (cam-schema.ts messenger_chats, messenger_messages) and their wire shapes
 * (contracts/messenger.ts). Ids on the wire: a member is `u-{uuid}`, a model `m-{modelId}`; a message's id is its row id
 * as a string; times are ISO strings of the stored unix milliseconds.
 */
import type { MessengerChat, MessengerMessage } from '../../contracts/messenger.ts';
import type { Db } from '../db/db.ts';
import type { MessengerModel } from './messenger-api.ts';

export const memberMessengerId = (uuid: string): string => `u-${uuid}`;
export const modelMessengerId = (modelId: string): string => `m-${modelId}`;
export const modelIdOf = (messengerId: string): string | null => (messengerId.startsWith('m-') ? messengerId.slice(2) : null);

export type ChatRow = { id: number; user_uuid: string; model_id: string; blocked: boolean; muted: boolean };
export type MessageRow = {
  id: string | number | bigint;
  chat_id: number;
  from_model: boolean;
  content: string;
  tip: number;
  sent_at: unknown;
  read_at: unknown;
};

const iso = (ms: unknown): string => new Date(Number(ms)).toISOString();

export function messageOf(row: MessageRow, chat: Pick<ChatRow, 'user_uuid' | 'model_id'>): MessengerMessage {
  return {
    id: String(row.id),
    type: row.tip > 0 ? 'tip' : 'regular',
    sender_id: row.from_model ? modelMessengerId(chat.model_id) : memberMessengerId(chat.user_uuid),
    content: row.content,
    sent_at: iso(row.sent_at),
    read_at: row.read_at === null || row.read_at === undefined ? null : iso(row.read_at),
    attachments: row.tip > 0 ? [{ type: 'tip', meta: { amount: row.tip } }] : [],
  };
}

/** A model as a participant; a model the world no longer has still reads as someone (offline). */
export function participantOf(chat: ChatRow, model: MessengerModel | undefined): MessengerChat['participant'] {
  return {
    user_id: modelMessengerId(chat.model_id),
    username: model?.name ?? 'Former model',
    avatar: model?.avatar ?? '',
    is_online: model?.online ?? false,
    model_nickname: model?.nickname ?? '',
    reverse_block_data: { is_blocked: chat.blocked },
    reverse_mute_data: { is_muted: chat.muted },
  };
}

const CHAT_COLUMNS = 'c.id, c.user_uuid, c.model_id, c.blocked, c.muted';
const LAST_AND_UNREAD = `
  (SELECT count(*) FROM messenger_messages u WHERE u.chat_id = c.id AND u.from_model AND u.read_at IS NULL)::integer AS unread,
  l.id AS l_id, l.from_model AS l_from_model, l.content AS l_content, l.tip AS l_tip, l.sent_at AS l_sent_at, l.read_at AS l_read_at`;
const LAST_JOIN = 'LEFT JOIN LATERAL (SELECT * FROM messenger_messages m WHERE m.chat_id = c.id ORDER BY m.id DESC LIMIT 1) l ON true';

type ChatListRow = ChatRow & {
  unread: number;
  l_id: string | null;
  l_from_model: boolean;
  l_content: string;
  l_tip: number;
  l_sent_at: unknown;
  l_read_at: unknown;
};

function chatOf(row: ChatListRow, models: (modelId: string) => MessengerModel | undefined): MessengerChat {
  const last: MessageRow | null =
    row.l_id === null
      ? null
      : {
          id: row.l_id,
          chat_id: row.id,
          from_model: row.l_from_model,
          content: row.l_content,
          tip: row.l_tip,
          sent_at: row.l_sent_at,
          read_at: row.l_read_at,
        };
  return {
    id: String(row.id),
    unread_count: Number(row.unread),
    last_message: last && messageOf(last, row),
    participant: participantOf(row, models(row.model_id)),
  };
}

/** A member's chats, the newest last message first. */
export async function chatsOf(db: Db, uuid: string, limit: number, models: (id: string) => MessengerModel | undefined): Promise<MessengerChat[]> {
  const rows = await db.query<ChatListRow>(
    `SELECT ${CHAT_COLUMNS}, ${LAST_AND_UNREAD} FROM messenger_chats c ${LAST_JOIN}
     WHERE c.user_uuid = $1 ORDER BY l.sent_at DESC NULLS LAST, c.id DESC LIMIT $2`,
    [uuid, limit],
  );
  return rows.map((row) => chatOf(row, models));
}

/** One chat of the member's; null when it is not theirs. */
export async function chatOfMember(
  db: Db,
  uuid: string,
  chatId: number,
  models: (id: string) => MessengerModel | undefined,
): Promise<MessengerChat | null> {
  const [row] = await db.query<ChatListRow>(
    `SELECT ${CHAT_COLUMNS}, ${LAST_AND_UNREAD} FROM messenger_chats c ${LAST_JOIN} WHERE c.user_uuid = $1 AND c.id = $2`,
    [uuid, chatId],
  );
  return row ? chatOf(row, models) : null;
}

export async function chatRow(db: Db, uuid: string, chatId: number): Promise<ChatRow | null> {
  const [row] = await db.query<ChatRow>('SELECT id, user_uuid, model_id, blocked, muted FROM messenger_chats WHERE user_uuid = $1 AND id = $2', [
    uuid,
    chatId,
  ]);
  return row ?? null;
}

/** The member's chat with a model, made when there is none. */
export async function chatWith(db: Db, uuid: string, modelId: string, nowMs: number): Promise<ChatRow> {
  const [row] = await db.query<ChatRow>(
    `INSERT INTO messenger_chats (user_uuid, model_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_uuid, model_id) DO UPDATE SET user_uuid = EXCLUDED.user_uuid
     RETURNING id, user_uuid, model_id, blocked, muted`,
    [uuid, modelId, nowMs],
  );
  if (!row) throw new Error('chat not made');
  return row;
}

export async function addMessage(
  db: Db,
  chatId: number,
  m: { fromModel: boolean; content: string; tip?: number; sentAt: number },
): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(
    'INSERT INTO messenger_messages (chat_id, from_model, content, tip, sent_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [chatId, m.fromModel, m.content, m.tip ?? 0, m.sentAt],
  );
  if (!row) throw new Error('message not stored');
  return row;
}

/** A page of messages, oldest first: backward = before `related` (the newest when null), forward = after it. */
export async function messagesPage(
  db: Db,
  chatId: number,
  q: { direction: 'backward' | 'forward'; limit: number; preload: boolean; related: number | null },
): Promise<MessageRow[]> {
  if (q.direction === 'backward') {
    const rows = await db.query<MessageRow>(
      `SELECT * FROM messenger_messages WHERE chat_id = $1 AND ($2::bigint IS NULL OR id ${q.preload ? '<=' : '<'} $2::bigint)
       ORDER BY id DESC LIMIT $3`,
      [chatId, q.related, q.limit],
    );
    return rows.reverse();
  }
  return db.query<MessageRow>(
    `SELECT * FROM messenger_messages WHERE chat_id = $1 AND ($2::bigint IS NULL OR id ${q.preload ? '>=' : '>'} $2::bigint)
     ORDER BY id ASC LIMIT $3`,
    [chatId, q.related, q.limit],
  );
}

/** Marks the model's unread messages up to `messageId` read at `nowMs`; the chat's unread count after. */
export async function markRead(db: Db, chatId: number, messageId: number, nowMs: number): Promise<number> {
  await db.query('UPDATE messenger_messages SET read_at = $3 WHERE chat_id = $1 AND from_model AND read_at IS NULL AND id <= $2', [
    chatId,
    messageId,
    nowMs,
  ]);
  return unreadIn(db, chatId);
}

export async function unreadIn(db: Db, chatId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM messenger_messages WHERE chat_id = $1 AND from_model AND read_at IS NULL',
    [chatId],
  );
  return Number(row?.n ?? 0);
}

export async function setChatFlag(db: Db, chatId: number, flag: 'blocked' | 'muted', on: boolean): Promise<void> {
  await db.query(`UPDATE messenger_chats SET ${flag === 'blocked' ? 'blocked' : 'muted'} = $2 WHERE id = $1`, [chatId, on]);
}

/** The members (of `among`) who chat with a model. */
export async function membersChattingWith(db: Db, modelId: string, among: string[]): Promise<string[]> {
  if (among.length === 0) return [];
  const rows = await db.query<{ user_uuid: string }>('SELECT user_uuid FROM messenger_chats WHERE model_id = $1 AND user_uuid = ANY($2::text[])', [
    modelId,
    among,
  ]);
  return rows.map((r) => r.user_uuid);
}
