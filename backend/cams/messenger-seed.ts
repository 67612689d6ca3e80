/**
 * The seeded private chats: active@demo.test talks with eight of the cam bots — one chat of 320 messages
 * over 24 days (backward paging runs several pages, date separators show), unread messages from the model at the end
 * of three chats, a few tips, one chat whose model has blocked the member and one whose model has muted them. Nobody
 * else has chats (the cam tests' accounts spend tokens and must not see any). Deterministic: its own seeded stream.
 */
import { insertSql } from '../db/literals.ts';
import { createRng } from '../seed/prng.ts';
import { MEMBER_LINES, MESSENGER_REPLIES } from './chat-lines.ts';
import { buildModelDefs } from './seed-models.ts';
import { CAM_WORLD_SEED } from './world.ts';

export const MESSENGER_SEED_ACCOUNT = 'active@demo.test';
const DAY = 86_400_000;

type SeedChat = { messages: number; days: number; unread: number; blocked?: boolean; muted?: boolean };
/** By the bots' list order: the long chat first. */
export const SEEDED_CHATS: readonly SeedChat[] = [
  { messages: 320, days: 24, unread: 3 },
  { messages: 60, days: 10, unread: 2 },
  { messages: 40, days: 6, unread: 4 },
  { messages: 30, days: 15, unread: 0 },
  { messages: 24, days: 3, unread: 0 },
  { messages: 15, days: 8, unread: 0, blocked: true },
  { messages: 12, days: 5, unread: 0, muted: true },
  { messages: 8, days: 2, unread: 0 },
];

/** The chats' and messages' rows as SQL, for the member of `users` with the seed account's e-mail. */
export function messengerSeedSql(users: readonly { uuid: string; email: string }[], baseTimeSec: number): string {
  const member = users.find((u) => u.email === MESSENGER_SEED_ACCOUNT);
  if (!member) return '';
  const rng = createRng(0x3e55_a9e);
  const models = buildModelDefs(CAM_WORLD_SEED);
  const end = baseTimeSec * 1000;
  const chats: unknown[][] = [];
  const messages: unknown[][] = [];
  SEEDED_CHATS.forEach((plan, index) => {
    const model = models[index];
    if (!model) return;
    const chatId = index + 1;
    // Each chat ends a little earlier than the one before, so the list has an order.
    const last = end - index * 3 * 3_600_000;
    const first = last - plan.days * DAY;
    chats.push([chatId, member.uuid, model.modelId, plan.blocked === true, plan.muted === true, first]);
    const step = (last - first) / plan.messages;
    for (let i = 0; i < plan.messages; i++) {
      // The last message at the chat's end exactly, so the chats' order is the plan's.
      const sentAt = i === plan.messages - 1 ? last : Math.round(first + i * step + rng.int(0, Math.floor(step / 2)));
      const unreadTail = i >= plan.messages - plan.unread;
      const fromModel = unreadTail || rng.chance(0.5);
      const tip = !fromModel && rng.chance(0.06) ? rng.pick([10, 20, 50]) : 0;
      const content = tip > 0 ? '' : fromModel ? rng.pick(MESSENGER_REPLIES) : rng.pick(MEMBER_LINES);
      const readAt = fromModel && !unreadTail ? sentAt + 60_000 : null;
      messages.push([chatId, fromModel, content, tip, sentAt, readAt]);
    }
  });
  return [
    insertSql('messenger_chats', ['id', 'user_uuid', 'model_id', 'blocked', 'muted', 'created_at'], chats),
    insertSql('messenger_messages', ['chat_id', 'from_model', 'content', 'tip', 'sent_at', 'read_at'], messages),
    "SELECT setval('messenger_chats_id_seq', (SELECT max(id) FROM messenger_chats));\n",
  ].join('');
}
