/** The messenger's chat list (spec 002 §2.6, §3.9, §4.9 'Events', §9 badges): order, events, badge, preview. */
import { describe, expect, it } from 'vitest';
import type { MessengerChat, MessengerMessage } from '../../../contracts/messenger.ts';
import {
  applyParticipant,
  applyRead,
  applySent,
  chatById,
  chatPreview,
  letterOf,
  patchParticipant,
  sortChats,
  tipAmountOf,
  totalUnread,
  unreadBadge,
  upsertChat,
} from '../../../domain/messenger-chats.ts';

const SELF = { id: 'u-1', name: 'velvet_fan' };

const message = (id: string, sentAt: string, over: Partial<MessengerMessage> = {}): MessengerMessage => ({
  id,
  type: 'regular',
  sender_id: 'm-1',
  content: `text ${id}`,
  sent_at: sentAt,
  read_at: null,
  attachments: [],
  ...over,
});

const chat = (id: string, lastAt: string | null, over: Partial<MessengerChat> = {}): MessengerChat => ({
  id,
  unread_count: 0,
  last_message: lastAt === null ? null : message(`${id}-last`, lastAt),
  participant: {
    user_id: `m-${id}`,
    username: `Model${id}`,
    avatar: '',
    is_online: false,
    model_nickname: `Model${id}`,
    reverse_block_data: { is_blocked: false },
    reverse_mute_data: { is_muted: false },
  },
  ...over,
});

const ids = (chats: readonly MessengerChat[]) => chats.map((c) => c.id);

describe('the order of the chats (§4.9 SENT)', () => {
  it('newest last message first, chats without one last, ties in their order, the input untouched', () => {
    const chats = [
      chat('a', '2026-11-20T10:00:00Z'),
      chat('none', null),
      chat('b', '2026-11-21T09:00:00Z'),
      chat('c', '2026-11-20T10:00:00Z'),
      chat('d', '2026-11-20T11:00:00+02:00'),
    ];
    expect(ids(sortChats(chats))).toEqual(['b', 'a', 'c', 'd', 'none']);
    expect(ids(chats)).toEqual(['a', 'none', 'b', 'c', 'd']);
  });

  it('finds a chat by id; upserts replace in place or add, in order', () => {
    const chats = [chat('b', '2026-11-21T09:00:00Z'), chat('a', '2026-11-20T10:00:00Z')];
    expect(chatById(chats, 'a')?.id).toBe('a');
    expect([chatById(chats, 'x'), chatById(chats, null)]).toEqual([null, null]);
    expect(ids(upsertChat(chats, chat('n', '2026-11-22T00:00:00Z')))).toEqual(['n', 'b', 'a']);
    const renewed = upsertChat(chats, chat('a', '2026-11-23T00:00:00Z', { unread_count: 4 }));
    expect(renewed.map((c) => [c.id, c.unread_count])).toEqual([
      ['a', 4],
      ['b', 0],
    ]);
  });
});

describe('the provider events (§4.9)', () => {
  const chats = [chat('b', '2026-11-21T09:00:00Z', { unread_count: 1 }), chat('a', '2026-11-20T10:00:00Z')];

  it('SENT of a known chat: its last message and unread count, the list sorted again', () => {
    const sent = message('a-2', '2026-11-22T08:00:00Z');
    const result = applySent(chats, { chatId: 'a', unreadCount: 3, message: sent });
    expect(result.known).toBe(true);
    expect(ids(result.chats)).toEqual(['a', 'b']);
    expect(result.chats[0]).toMatchObject({ unread_count: 3, last_message: sent });
    expect(result.chats[1]).toEqual(chats[0]);
  });

  it('SENT of an older message keeps the newer last message (the count still follows)', () => {
    const late = message('b-0', '2026-11-19T08:00:00Z');
    const result = applySent(chats, { chatId: 'b', unreadCount: 5, message: late });
    expect(result.chats[0]).toMatchObject({ id: 'b', unread_count: 5, last_message: chats[0]?.last_message });
  });

  it('SENT of a chat without a last message takes it', () => {
    const result = applySent([chat('e', null)], { chatId: 'e', unreadCount: 1, message: message('e-1', '2026-11-01T00:00:00Z') });
    expect(result.chats[0]?.last_message?.id).toBe('e-1');
  });

  it('SENT of an unknown chat: not known (the chats are fetched again), the list as it was', () => {
    const result = applySent(chats, { chatId: 'z', unreadCount: 1, message: message('z-1', '2026-11-22T08:00:00Z') });
    expect(result).toEqual({ chats, known: false });
    expect(result.chats).not.toBe(chats);
  });

  it('READ: the unread count of that chat only', () => {
    const read = applyRead(chats, 'b', 0);
    expect(read.map((c) => c.unread_count)).toEqual([0, 0]);
    expect(applyRead(chats, 'z', 7)).toEqual(chats);
  });

  it("PRESENCE_UPDATE, MUTE_LIST and BLACK_LIST: the participant's flag, in every chat with that participant", () => {
    const online = applyParticipant(chats, { kind: 'presence', userId: 'm-a', on: true });
    expect(online.map((c) => c.participant.is_online)).toEqual([false, true]);
    const muted = applyParticipant(online, { kind: 'mute', userId: 'm-a', on: true });
    expect(muted[1]?.participant).toMatchObject({
      is_online: true,
      reverse_mute_data: { is_muted: true },
      reverse_block_data: { is_blocked: false },
    });
    const blocked = applyParticipant(muted, { kind: 'block', userId: 'm-a', on: true });
    expect(blocked[1]?.participant).toMatchObject({ reverse_mute_data: { is_muted: true }, reverse_block_data: { is_blocked: true } });
    expect(blocked[0]).toEqual(chats[0]);
    const unblocked = patchParticipant(blocked[1]?.participant as MessengerChat['participant'], { kind: 'block', userId: 'm-a', on: false });
    expect(unblocked.reverse_block_data.is_blocked).toBe(false);
    expect(applyParticipant(chats, { kind: 'block', userId: 'm-nobody', on: true })).toEqual(chats);
  });
});

describe('the unread badge (§2.6, §9)', () => {
  it("is '' for none, the count up to 9, '9+' above", () => {
    expect([unreadBadge(0), unreadBadge(-1), unreadBadge(3), unreadBadge(9), unreadBadge(10), unreadBadge(250)]).toEqual([
      '',
      '',
      '3',
      '9',
      '9+',
      '9+',
    ]);
  });

  it('adds up the unread messages of every chat', () => {
    expect(totalUnread([chat('a', null, { unread_count: 4 }), chat('b', null, { unread_count: 7 }), chat('c', null, { unread_count: -2 })])).toBe(11);
    expect(totalUnread([])).toBe(0);
  });
});

describe("a chat's last-message preview (§2.6)", () => {
  const tip = (sender: string, amount: number) =>
    message('t', '2026-11-20T10:00:00Z', { sender_id: sender, content: '', type: 'tip', attachments: [{ type: 'tip', meta: { amount } }] });

  it("a tip reads '{user} have sent N tokens' with the sender's name", () => {
    expect(chatPreview(chat('a', null, { last_message: tip('m-a', 25) }), SELF)).toBe('Modela have sent 25 tokens');
    expect(chatPreview(chat('a', null, { last_message: tip('u-1', 10) }), SELF)).toBe('velvet_fan have sent 10 tokens');
    expect(chatPreview(chat('a', null, { last_message: tip('u-1', 10) }), { id: 'u-1', name: '' })).toBe('You have sent 10 tokens');
  });

  it("a message reads as its text; no last message reads ''", () => {
    expect(chatPreview(chat('a', '2026-11-20T10:00:00Z'), SELF)).toBe('text a-last');
    expect(chatPreview(chat('a', null), SELF)).toBe('');
  });

  it("a tip's amount is attachments[0].meta.amount; a letter avatar is the name's first letter", () => {
    expect([tipAmountOf(tip('m', 50)), tipAmountOf(message('x', '2026-11-20T10:00:00Z'))]).toEqual([50, null]);
    expect([letterOf(' ava'), letterOf('Zoe'), letterOf('  ')]).toEqual(['A', 'Z', '?']);
  });
});
