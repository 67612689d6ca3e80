/**
 * The simulated provider's private messenger (backend/cams/messenger.ts) behind the world, with a frozen
 * world and a hand-driven clock, on PGlite and PostgreSQL: login rules, the seeded chats (order, unread, blocked and
 * muted), backward and forward paging by relatedID, reading that marks earlier messages and tells every tab, a sent
 * message and the bot's answer after the clock moves, tips debited (and refused above the balance), refusals in a
 * blocked or muted chat, the control endpoint's moves, presence pushes, a new private chat.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { balanceOf } from '../../../backend/cams/billing.ts';
import { signCamToken } from '../../../backend/cams/cam-token.ts';
import { FROZEN_REPLY_MS, MESSENGER_MESSAGES, createMessenger } from '../../../backend/cams/messenger.ts';
import { SEEDED_CHATS } from '../../../backend/cams/messenger-seed.ts';
import { buildModelDefs } from '../../../backend/cams/seed-models.ts';
import { MESSENGER_REPLIES } from '../../../backend/cams/chat-lines.ts';
import { CAM_WORLD_SEED, MESSAGES, type SimCamWorld, createCamWorld } from '../../../backend/cams/world.ts';
import { CamRefusal, type CamConnection } from '../../../backend/cams/world-api.ts';
import { type CamEvent, CamServerFrame } from '../../../contracts/cam-channel.ts';
import { userByEmail } from '../../../backend/repo/users.ts';
import { onEachDatabase, setupTimeout } from './helpers.ts';

const START = Date.UTC(2026, 10, 2, 12);
const MEMBER = 'active@demo.test';
const defs = buildModelDefs(CAM_WORLD_SEED);

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let world: SimCamWorld;
  const conns: CamConnection[] = [];

  beforeAll(async () => {
    backend = await freshBackend();
    backend.cams.setFrozen(true);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });
  afterEach(() => {
    for (const c of conns.splice(0)) c.close();
    world?.stop();
  });

  const newWorld = () => {
    world = createCamWorld({ db: backend.db, jwtKey: backend.ctx.jwtKey, startAt: START, frozen: true, messenger: createMessenger });
    return world;
  };

  /** A tab signed in to the provider (and to the messenger unless told not to), with the events it got. */
  const tab = async (email = MEMBER, messenger = true, scope: 'cam' | 'chat' = 'cam') => {
    const events: CamEvent[] = [];
    const conn = world.connect((e) => {
      CamServerFrame.parse({ type: 'event', ...e });
      events.push(e);
    });
    conns.push(conn);
    const user = await userByEmail(backend.db, email);
    const uuid = user?.uuid ?? '';
    const generation = user?.cam_token_generation ?? 0;
    await conn.call('auth.login', {
      token: await signCamToken(backend.ctx.jwtKey, { uuid, name: email.split('@')[0] ?? '', scope, generation }, Date.now()),
    });
    const login = messenger ? await conn.call('messenger.login', { role: 'user' }) : null;
    type Pushed = Extract<CamEvent, { channel: 'messenger' }>;
    const of = <N extends Pushed['event']>(name: N) =>
      events.filter((e) => e.channel === 'messenger' && e.event === name) as Extract<Pushed, { event: N }>[];
    return { conn, events, of, login, uuid };
  };

  const refusal = async (p: Promise<unknown>): Promise<string> => {
    try {
      await p;
    } catch (err) {
      if (err instanceof CamRefusal) return err.message;
      throw err;
    }
    throw new Error('not refused');
  };
  const settle = () => new Promise((r) => setImmediate(r));

  it('refuses the messenger before the provider sign-in, and every operation before the messenger login', async () => {
    newWorld();
    const guest = world.connect(() => {});
    conns.push(guest);
    expect(await refusal(guest.call('messenger.login', { role: 'user' }))).toBe(MESSENGER_MESSAGES.loginRequired);
    const { conn } = await tab(MEMBER, false);
    expect(await refusal(conn.call('messenger.chats', { limit: 100 }))).toBe(MESSENGER_MESSAGES.notLoggedIn);
    const login = await conn.call('messenger.login', { role: 'user' });
    expect(login.clientSessionToken).not.toBe('');
    expect(login.clientId).toMatch(/^u-/);
    await conn.call('messenger.logout', {});
    expect(await refusal(conn.call('messenger.ping', {}))).toBe(MESSENGER_MESSAGES.notLoggedIn);
  });

  it("lists the seeded chats newest first, with unread counts, the blocked and the muted one, and nobody else's", async () => {
    newWorld();
    const { conn } = await tab();
    const { chats } = await conn.call('messenger.chats', { limit: 100 });
    expect(chats).toHaveLength(SEEDED_CHATS.length);
    const sentAt = chats.map((c) => c.last_message?.sent_at ?? '');
    expect([...sentAt].sort().reverse()).toEqual(sentAt);
    expect(chats.map((c) => c.unread_count)).toEqual(SEEDED_CHATS.map((p) => p.unread));
    expect(chats.map((c) => c.participant.model_nickname)).toEqual(defs.slice(0, SEEDED_CHATS.length).map((d) => d.nickname));
    expect(chats.filter((c) => c.participant.reverse_block_data.is_blocked)).toHaveLength(1);
    expect(chats.filter((c) => c.participant.reverse_mute_data.is_muted)).toHaveLength(1);
    const other = await tab('camtips@demo.test');
    expect((await other.conn.call('messenger.chats', { limit: 100 })).chats).toEqual([]);
    expect(await refusal(other.conn.call('messenger.chat', { chatId: chats[0]?.id ?? '' }))).toBe(MESSENGER_MESSAGES.chatNotFound);
  });

  it('pages the long chat backward 50 at a time by relatedID, and forward again', async () => {
    newWorld();
    const { conn } = await tab();
    const [long] = (await conn.call('messenger.chats', { limit: 100 })).chats;
    const chatId = long?.id ?? '';
    const seen: string[] = [];
    let related: string | null = null;
    for (;;) {
      const page: { messages: { id: string }[] } = await conn.call('messenger.messages', {
        chatId,
        direction: 'backward',
        limit: 50,
        preload: false,
        relatedID: related,
      });
      const { messages } = page;
      seen.unshift(...messages.map((m) => m.id));
      if (messages.length < 50) break;
      related = messages[0]?.id ?? null;
    }
    expect(seen).toHaveLength(320);
    expect(new Set(seen).size).toBe(320);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
    const forward = await conn.call('messenger.messages', { chatId, direction: 'forward', limit: 10, preload: true, relatedID: seen[100] ?? null });
    expect(forward.messages.map((m) => m.id)).toEqual(seen.slice(100, 110));
    expect(
      (await conn.call('messenger.messages', { chatId, direction: 'backward', limit: 50, preload: false, relatedID: null })).messages.at(-1)?.id,
    ).toBe(long?.last_message?.id);
  });

  it("reading a message marks it and every earlier unread one, and tells the member's other tabs", async () => {
    newWorld();
    const one = await tab();
    const other = await tab();
    const chat = (await one.conn.call('messenger.chats', { limit: 100 })).chats.find((c) => c.unread_count === 4);
    const chatId = chat?.id ?? '';
    const { messages } = await one.conn.call('messenger.messages', { chatId, direction: 'backward', limit: 50, preload: false, relatedID: null });
    const unread = messages.filter((m) => m.read_at === null && m.sender_id.startsWith('m-'));
    expect(unread).toHaveLength(4);
    expect((await one.conn.call('messenger.read', { chatId, messageId: unread[1]?.id ?? '' })).unread_count).toBe(2);
    await settle();
    expect(other.of('READ').at(-1)?.data).toEqual({ chat_id: chatId, unread_count: 2 });
    const after = await one.conn.call('messenger.messages', { chatId, direction: 'backward', limit: 50, preload: false, relatedID: null });
    expect(after.messages.filter((m) => m.read_at === null && m.sender_id.startsWith('m-'))).toHaveLength(2);
  });

  it('a sent message goes to every tab as SENT and the model answers after the clock moves; a tip is debited and thanked', async () => {
    newWorld();
    const one = await tab();
    const other = await tab();
    const chat = (await one.conn.call('messenger.chats', { limit: 100 })).chats.find(
      (c) => !c.participant.reverse_block_data.is_blocked && !c.participant.reverse_mute_data.is_muted,
    );
    const chatId = chat?.id ?? '';
    const sent = await one.conn.call('messenger.send', { chatId, text: '  Hello there  ' });
    expect(sent).toMatchObject({ content: 'Hello there', sender_id: one.login?.clientId, type: 'regular' });
    await settle();
    expect(other.of('SENT').at(-1)?.data.message.id).toBe(sent.id);
    await world.advance(FROZEN_REPLY_MS);
    const answer = other.of('SENT').at(-1)?.data;
    expect(answer?.message).toMatchObject({ content: MESSENGER_REPLIES[0], sender_id: chat?.participant.user_id, read_at: null });
    expect(answer?.unread_count).toBe((chat?.unread_count ?? 0) + 1);

    const before = await balanceOf(backend.db, one.uuid);
    const tip = await one.conn.call('messenger.tip', { userId: chat?.participant.user_id ?? '', amount: 20 });
    expect(tip.balance).toBe(before - 20);
    expect(tip.message).toMatchObject({ type: 'tip', attachments: [{ type: 'tip', meta: { amount: 20 } }] });
    expect(await refusal(one.conn.call('messenger.tip', { userId: chat?.participant.user_id ?? '', amount: before * 10 }))).toBe(
      MESSENGER_MESSAGES.notEnoughTokens,
    );
    expect(await balanceOf(backend.db, one.uuid)).toBe(before - 20);
  });

  it('a member signed in for chat only (expired) writes to a model; a tip is refused and takes nothing', async () => {
    newWorld();
    await world.setBalance('expired@demo.test', 300);
    const member = await tab('expired@demo.test', true, 'chat');
    expect(member.login?.clientSessionToken).not.toBe('');
    const { clientId } = await member.conn.call('messenger.modelClientId', { modelId: defs[0]?.modelId ?? '' });
    const chat = await member.conn.call('messenger.createPrivateChat', { clientId });
    const sent = await member.conn.call('messenger.send', { chatId: chat.id, text: 'Hello from an expired member' });
    expect(sent).toMatchObject({ content: 'Hello from an expired member', type: 'regular' });
    const participant = chat.participant.user_id;
    expect(await refusal(member.conn.call('messenger.tip', { userId: participant, amount: 20 }))).toBe(MESSAGES.notPaid);
    expect(await balanceOf(backend.db, member.uuid)).toBe(300);
  });

  it('refuses to send in a blocked or muted chat; the control endpoint blocks, lifts and makes the model write', async () => {
    newWorld();
    const { conn, of } = await tab();
    const { chats } = await conn.call('messenger.chats', { limit: 100 });
    const blocked = chats.find((c) => c.participant.reverse_block_data.is_blocked);
    const muted = chats.find((c) => c.participant.reverse_mute_data.is_muted);
    expect(await refusal(conn.call('messenger.send', { chatId: blocked?.id ?? '', text: 'hi' }))).toBe(MESSENGER_MESSAGES.blocked);
    expect(await refusal(conn.call('messenger.send', { chatId: muted?.id ?? '', text: 'hi' }))).toBe(MESSENGER_MESSAGES.muted);
    const open = chats[0];
    const nickname = open?.participant.model_nickname ?? '';
    expect(await world.messengerForce(MEMBER, nickname, 'block')).toBe(true);
    expect(of('BLACK_LIST').at(-1)?.data).toEqual({ user_id: open?.participant.user_id, is_blocked: true });
    expect(await refusal(conn.call('messenger.send', { chatId: open?.id ?? '', text: 'hi' }))).toBe(MESSENGER_MESSAGES.blocked);
    await world.messengerForce(MEMBER, nickname, 'unblock');
    await world.messengerForce(MEMBER, nickname, 'say:Are you there?');
    expect(of('SENT').at(-1)?.data.message.content).toBe('Are you there?');
    expect(await world.messengerForce(MEMBER, 'nobody-here', 'mute')).toBe(false);
  });

  it('tells members who chat with a model when it comes online or goes offline; creates a private chat once', async () => {
    newWorld();
    const { conn, of } = await tab();
    const [first] = (await conn.call('messenger.chats', { limit: 100 })).chats;
    const nickname = first?.participant.model_nickname ?? '';
    await world.force(nickname, 'status:OFFLINE');
    await world.force(nickname, 'status:PUBLIC');
    await world.settled();
    expect(of('PRESENCE_UPDATE').map((e) => e.data)).toEqual([
      { user_id: first?.participant.user_id, is_online: false },
      { user_id: first?.participant.user_id, is_online: true },
    ]);
    const stranger = defs[20];
    const { clientId } = await conn.call('messenger.modelClientId', { modelId: stranger?.modelId ?? '' });
    const made = await conn.call('messenger.createPrivateChat', { clientId });
    expect(made).toMatchObject({ unread_count: 0, last_message: null, participant: { model_nickname: stranger?.nickname } });
    expect((await conn.call('messenger.createPrivateChat', { clientId })).id).toBe(made.id);
  });
});
