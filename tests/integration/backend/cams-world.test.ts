/**
 * The cam provider simulator's world (backend/cams/world.ts) with a hand-driven clock and a fixed seed:
 * bots move and push events; private shows accepted, billed per minute from the database balance, low balance, ended
 * by billing with the fee breakdown; refusal reasons; expiry; spy's one-per-minute limit; not-enough-balance messages;
 * incomplete-session restore; a private show's stream plays only for its viewer and its spies (their grants); bans;
 * tips; guests refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { balanceOf } from '../../../backend/cams/billing.ts';
import { signCamToken } from '../../../backend/cams/cam-token.ts';
import { camHlsRoutes } from '../../../backend/cams/hls.ts';
import { buildModelDefs } from '../../../backend/cams/seed-models.ts';
import { CAM_WORLD_SEED, HOLD_MS, MESSAGES, MINUTE, type SimCamWorld, createCamWorld } from '../../../backend/cams/world.ts';
import { CamRefusal, type CamConnection } from '../../../backend/cams/world-api.ts';
import { CamServerFrame, type CamEvent, RoomEntered } from '../../../contracts/cam-channel.ts';
import { userByEmail } from '../../../backend/repo/users.ts';
import { onEachDatabase, setupTimeout } from './helpers.ts';

const START = Date.UTC(2026, 0, 10, 12);
/** A seeded member's cam token generation (no password change or logout yet: users.cam_token_generation). */
const SEEDED_GENERATION = 0;

interface Tab {
  conn: CamConnection;
  events: CamEvent[];
  /** The events of one kind, in order. */
  of(event: string): CamEvent[];
  clear(): void;
}

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let world: SimCamWorld;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    backend = await freshBackend();
    backend.cams.setFrozen(true);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });
  afterEach(() => {
    for (const t of tabs.splice(0)) t.conn.close();
    world?.stop();
  });

  const newWorld = (frozen = true): SimCamWorld => {
    world = createCamWorld({ db: backend.db, jwtKey: backend.ctx.jwtKey, startAt: START, frozen });
    return world;
  };

  const tab = (): Tab => {
    const events: CamEvent[] = [];
    const conn = world.connect((e) => {
      // Every pushed event is a frame the browser's adapter parses.
      CamServerFrame.parse({ type: 'event', ...e });
      events.push(e);
    });
    const t: Tab = { conn, events, of: (name) => events.filter((e) => e.event === name), clear: () => events.splice(0) };
    tabs.push(t);
    return t;
  };

  const uuidOf = async (email: string): Promise<string> => (await userByEmail(backend.db, email))?.uuid ?? '';

  const member = async (email: string, balance?: number): Promise<Tab> => {
    const t = tab();
    const uuid = await uuidOf(email);
    if (balance !== undefined) await world.setBalance(email, balance);
    await t.conn.call('auth.login', {
      token: await signCamToken(backend.ctx.jwtKey, { uuid, name: email.split('@')[0] ?? '', generation: SEEDED_GENERATION }, Date.now()),
    });
    return t;
  };

  /** A bot with the given traits, made PUBLIC. */
  const publicBot = async (pick: (d: ReturnType<typeof buildModelDefs>[number]) => boolean = () => true): Promise<string> => {
    const def = buildModelDefs(CAM_WORLD_SEED).find(pick);
    if (!def) throw new Error('no such bot');
    await world.force(def.nickname, 'status:PUBLIC');
    return def.nickname;
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

  const tick = () => new Promise((r) => setImmediate(r));

  describe('bots', () => {
    it('at least 40 bots across girls, couples and trans, some 6K, with unique nicknames, a good share online', () => {
      const defs = buildModelDefs(CAM_WORLD_SEED);
      expect(defs.length).toBeGreaterThanOrEqual(40);
      expect(new Set(defs.map((d) => d.category))).toEqual(new Set(['girls', 'couples', 'trans']));
      expect(defs.some((d) => d.is6k)).toBe(true);
      expect(new Set(defs.map((d) => d.nickname)).size).toBe(defs.length);
      expect(defs.every((d) => d.age >= 21)).toBe(true);
      newWorld();
      const page = world.rooms({ tagCodes: [], categoryCodes: [], statuses: [], limit: 100, offset: 0, showOffline: true, showHidden: false });
      const online = page.pageItems.filter((r) => r.broadcastStatus !== 'OFFLINE').length;
      expect(online / page.totalCount).toBeGreaterThan(0.5);
    });

    it('the same seed gives the same bots and moves', async () => {
      const run = async () => {
        const w = createCamWorld({ db: backend.db, jwtKey: backend.ctx.jwtKey, startAt: START });
        await w.advance(20 * MINUTE);
        const statuses = w.nicknames().map((n) => `${n}:${w.state(n)?.status}:${w.state(n)?.viewers}:${w.state(n)?.textStatus}`);
        w.stop();
        return statuses;
      };
      expect(await run()).toEqual(await run());
    });

    it('move over simulated time and push their moves, viewers and chat to the room', async () => {
      newWorld(false);
      const nickname = world.nicknames()[0] ?? '';
      const t = tab();
      const entered = RoomEntered.parse(await t.conn.call('room.enter', { nickname, restorePrivateShow: false }));
      expect(entered.broadcast.modelNickname).toBe(nickname);
      await tick();
      expect(t.of('historyMessage')).toHaveLength(1);
      const before = world
        .nicknames()
        .map((n) => world.state(n)?.status)
        .join();
      await world.advance(30 * MINUTE);
      expect(
        world
          .nicknames()
          .map((n) => world.state(n)?.status)
          .join(),
      ).not.toBe(before);
      expect(t.of('onViewersCountChanged').length).toBeGreaterThan(0);
      expect(t.of('message').length).toBeGreaterThan(0);
    });

    it('forced moves: status with its reason, text status, back with the stream', async () => {
      newWorld();
      const nickname = await publicBot();
      const t = tab();
      await t.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await world.force(nickname, 'status:AWAY');
      await world.force(nickname, 'text:Back in five');
      await world.force(nickname, 'status:PUBLIC');
      await world.force(nickname, 'status:OFFLINE');
      const states = t.of('onStateChanged').map((e) => e.data);
      expect(states.map((s) => ('state' in s ? s.state : ''))).toEqual(['AWAY', 'PUBLIC', 'OFFLINE']);
      expect(states.map((s) => ('reason' in s ? s.reason : ''))).toEqual(['NONE', 'NONE', 'BROADCAST_STOPPED_BY_MODEL']);
      expect(t.of('onTextStatusChanged').map((e) => e.data)).toEqual([{ broadcastId: world.state(nickname)?.broadcastId, status: 'Back in five' }]);
      expect(t.of('onCurrentStreamChanged')).toHaveLength(1);
      expect(world.broadcast(nickname)?.broadcastTextStatus).toBe('Back in five');
    });
  });

  describe('private shows', () => {
    it('accepted → billed per minute from the database → low balance → ended by billing with the fee breakdown', async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff === 60 && d.privateMinDuration === 3);
      const viewer = await member('camshow@demo.test', 400);
      const other = tab();
      await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await other.conn.call('room.enter', { nickname, restorePrivateShow: false });
      const { privateRequestId } = await viewer.conn.call('room.requestPrivate', { voice: false });
      expect(viewer.of('onActionsChanged').at(-1)?.data).toMatchObject({ permissions: { canUseCancelPrivateShowRequest: true } });
      // "We won't charge you until the private show begins."
      expect(await balanceOf(backend.db, await uuidOf('camshow@demo.test'))).toBe(400);
      await world.force(nickname, 'accept');
      expect(await balanceOf(backend.db, await uuidOf('camshow@demo.test'))).toBe(340);
      expect(viewer.of('onStateChanged').at(-1)?.data).toMatchObject({ state: 'MY_PRIVATE_SHOW', reason: 'PRIVATE_SHOW_STARTED_BY_CLIENT' });
      expect(viewer.of('onActionsChanged').at(-1)?.data).toMatchObject({
        permissions: { canUseCancelPrivateShow: true, canUseRequestPrivateShow: false },
      });
      // The viewer's own stream: the room's, with their grant (the public address plays no private show).
      expect(viewer.of('onCurrentStreamChanged').map((e) => (e.data as { streamInfo: { url: string } }).streamInfo.url)).toEqual([
        expect.stringMatching(/\/video2D\.m3u8\?grant=[\w-]+$/),
      ]);
      expect(other.of('onStateChanged').at(-1)?.data).toMatchObject({ state: 'PRIVATE_SHOW' });
      expect(
        world
          .rooms({ tagCodes: [], categoryCodes: [], statuses: [], limit: 100, offset: 0, showOffline: true, showHidden: false })
          .pageItems.find((r) => r.modelNickname === nickname)?.broadcastStatus,
      ).toMatch(/PRIVATE_SHOW|SPY_SHOW/);
      viewer.clear();
      await world.advance(3 * MINUTE); // 280, 220, 160
      expect(viewer.of('onPrivateShowLowBalance').map((e) => e.data)).toEqual([{ remainingMinutes: 2 }]);
      await world.advance(3 * MINUTE); // 100, 40, then short
      expect(viewer.of('onPrivateShowLowBalance').map((e) => e.data)).toEqual([
        { remainingMinutes: 2 },
        { remainingMinutes: 1 },
        { remainingMinutes: 0 },
      ]);
      await world.advance(MINUTE);
      expect(viewer.of('onStateChanged').at(-1)?.data).toMatchObject({ state: 'PUBLIC', reason: 'PRIVATE_SHOW_DISABLED_BY_BILLING' });
      expect(viewer.of('onPrivateShowCompleted').map((e) => e.data)).toEqual([
        { privateShowFee: 360, privateChatTipFee: 0, tipMenuFee: 0, toysMenuFee: 0, privateRequestId },
      ]);
      expect(await balanceOf(backend.db, await uuidOf('camshow@demo.test'))).toBe(40);
      const ledger = await backend.db.query<{ reason: string; delta: number }>(
        "SELECT reason, delta FROM cam_ledger l JOIN users u ON u.uuid = l.user_uuid WHERE u.email = 'camshow@demo.test' AND reason = 'private'",
      );
      expect(ledger).toHaveLength(6);
      // The compliment after the show.
      expect(await viewer.conn.call('room.compliment', { privateRequestId, amount: 15 })).toEqual({ balance: 25 });
      expect(await refusal(viewer.conn.call('room.compliment', { privateRequestId, amount: 5 }))).toBe(MESSAGES.unknownShow);
    });

    it("each debit of a show's minute, a tip or a set balance is told to every tab of the member, and to nobody else", async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff === 60 && d.privateMinDuration === 3);
      const viewer = await member('camshow@demo.test', 400);
      const secondTab = await member('camshow@demo.test');
      const other = tab();
      const told = (t: Tab) => t.of('balanceChanged').map((e) => e.data);
      await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await other.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await viewer.conn.call('room.requestPrivate', { voice: false });
      await world.force(nickname, 'accept');
      await world.advance(3 * MINUTE);
      // The first minute at acceptance, then one per minute: 340, 280, 220, 160.
      const expected = [{ balance: 340 }, { balance: 280 }, { balance: 220 }, { balance: 160 }];
      expect(told(viewer)).toEqual(expected);
      expect(told(secondTab)).toEqual(expected);
      expect(await balanceOf(backend.db, await uuidOf('camshow@demo.test'))).toBe(160);
      await viewer.conn.call('chat.tip', { amount: 100 });
      expect(told(secondTab).at(-1)).toEqual({ balance: 60 });
      // A refused tip changes nothing and tells nothing.
      const before = secondTab.events.length;
      expect(await refusal(viewer.conn.call('chat.tip', { amount: 300 }))).toBe(MESSAGES.notEnoughTokens);
      expect(told(secondTab).slice(before)).toEqual([]);
      await world.setBalance('camshow@demo.test', 2000);
      expect(told(viewer).at(-1)).toEqual({ balance: 2000 });
      expect(other.of('balanceChanged')).toEqual([]);
    });

    it('tips, tip-menu and toys during the show count in its fees; the viewer cancels it', async () => {
      newWorld();
      const def = buildModelDefs(CAM_WORLD_SEED).find((d) => d.tipMenuEnabled && d.toysMenu.length > 0 && d.tipMenu.length > 0);
      if (!def) throw new Error('no bot with menus');
      await world.force(def.nickname, 'status:PUBLIC');
      const viewer = await member('active@demo.test', 2500);
      await viewer.conn.call('room.enter', { nickname: def.nickname, restorePrivateShow: false });
      const { privateRequestId } = await viewer.conn.call('room.requestPrivate', { voice: true });
      await world.force(def.nickname, 'accept');
      await viewer.conn.call('chat.tip', { amount: 7 });
      const item = def.tipMenu[0];
      const toy = def.toysMenu[0];
      if (!item || !toy) throw new Error('menus');
      await viewer.conn.call('chat.tipMenu', { itemId: item.id });
      await viewer.conn.call('chat.toy', { itemId: toy.id, amount: toy.price });
      await viewer.conn.call('room.cancelPrivate', {});
      expect(viewer.of('onStateChanged').at(-1)?.data).toMatchObject({ reason: 'PRIVATE_SHOW_DISABLED_BY_CLIENT' });
      expect(viewer.of('onPrivateShowCompleted')[0]?.data).toEqual({
        privateShowFee: def.voiceTariff,
        privateChatTipFee: 7,
        tipMenuFee: item.price,
        toysMenuFee: toy.price,
        privateRequestId,
      });
    });

    it('refusals: BILLING, SETTINGS_CHANGED (with the new settings), any other reason', async () => {
      newWorld();
      const nickname = await publicBot();
      const viewer = await member('active@demo.test', 2500);
      await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      const reasons: string[] = [];
      for (const move of ['refuse-billing', 'refuse-settings', 'refuse']) {
        await viewer.conn.call('room.requestPrivate', { voice: false });
        await world.force(nickname, move);
      }
      for (const e of viewer.of('onPrivateShowRequestRefused')) if ('reason' in e.data) reasons.push(e.data.reason);
      expect(reasons).toEqual(['BILLING', 'SETTINGS_CHANGED', 'MODEL_DECLINED']);
      expect(viewer.of('onBroadcastSettingsChanged')).toHaveLength(1);
    });

    it('a queued decision applies to the next request; a short balance at decision time refuses with BILLING', async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff === 60 && d.privateMinDuration === 3);
      const viewer = await member('camshow@demo.test', 400);
      await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await world.force(nickname, 'accept');
      expect(world.state(nickname)?.queuedDecisions).toEqual(['accept']);
      await viewer.conn.call('room.requestPrivate', { voice: false });
      await world.setBalance('camshow@demo.test', 100);
      await world.advance(1000);
      expect(viewer.of('onPrivateShowRequestRefused').map((e) => e.data)).toEqual([{ reason: 'BILLING' }]);
    });

    it('expires after 60 s without a decision; a second request answers "Request already exists"; a short balance is refused', async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff === 60 && d.privateMinDuration === 3);
      const viewer = await member('camshow@demo.test', 400);
      await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await viewer.conn.call('room.requestPrivate', { voice: false });
      expect(await refusal(viewer.conn.call('room.requestPrivate', { voice: false }))).toBe('Request already exists');
      await world.advance(59_000);
      expect(viewer.of('onPrivateShowRequestExpired')).toHaveLength(0);
      await world.advance(1000);
      expect(viewer.of('onPrivateShowRequestExpired')).toHaveLength(1);
      await world.setBalance('camshow@demo.test', 179);
      expect(await refusal(viewer.conn.call('room.requestPrivate', { voice: false }))).toBe('Not enough balance to connect the service');
    });

    it('off the room page the request goes on: its acceptance tells the tab (to go back), which enters its show', async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff === 60);
      const [elsewhere] = world.nicknames().filter((n) => n !== nickname);
      const viewer = await member('active@demo.test', 2500);
      await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await viewer.conn.call('room.requestPrivate', { voice: false });
      await viewer.conn.call('room.enter', { nickname: elsewhere ?? '', restorePrivateShow: false });
      await tick();
      viewer.clear();
      await world.force(nickname, 'accept');
      // The first minute's debit (the balance on the notification feed), then the show's state for the other room's tab.
      expect(viewer.events.map((e) => e.event)).toEqual(['balanceChanged', 'onStateChanged']);
      expect(viewer.events[0]?.data).toEqual({ balance: 2440 });
      expect(viewer.events[1]?.data).toMatchObject({ modelNickname: nickname, state: 'MY_PRIVATE_SHOW', reason: 'PRIVATE_SHOW_STARTED_BY_CLIENT' });
      expect(await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false })).toMatchObject({
        state: 'MY_PRIVATE_SHOW',
        permissions: { canUseCancelPrivateShow: true },
      });
      await viewer.conn.call('room.leave', {});
      await viewer.conn.call('room.cancelPrivate', {});
      expect(viewer.of('onPrivateShowCompleted')).toHaveLength(1);
      expect(world.state(nickname)).toMatchObject({ phase: 'PUBLIC', show: null });
    });

    it('a tab closed during the show: held 2 minutes, incompleteSessionFound on the next sign-in, restored on entering', async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff === 60);
      const first = await member('active@demo.test', 2500);
      await first.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await first.conn.call('room.requestPrivate', { voice: false });
      await world.force(nickname, 'accept');
      first.conn.close();
      await world.settled();
      await world.advance(MINUTE);
      expect(world.state(nickname)?.show).toMatchObject({ held: true });
      const second = await member('active@demo.test');
      await tick();
      const broadcastId = world.state(nickname)?.broadcastId;
      expect(second.of('incompleteSessionFound').map((e) => e.data)).toEqual([{ broadcastId, modelNickname: nickname }]);
      const entered = await second.conn.call('room.enter', { nickname, restorePrivateShow: true });
      expect(entered).toMatchObject({ state: 'MY_PRIVATE_SHOW', reason: 'PRIVATE_SHOW_RESUMED_BY_CLIENT' });
      expect(entered.permissions.canUseCancelPrivateShow).toBe(true);
      expect(entered.streamUrl).toContain(`/api/cam-provider/live/${broadcastId}/`);
      // Not held any more: no end after the hold time.
      await world.advance(HOLD_MS);
      expect(world.state(nickname)?.show).toMatchObject({ held: false });
    });

    it("plays a private show's stream only to its viewer and its spies, each with their own grant for this show", async () => {
      newWorld();
      const hls = camHlsRoutes({ dir: '/nonexistent', now: () => world.clock.now(), mayPlay: (id, grant) => world.mayPlayStream(id, grant) });
      const play = async (url: string) => (await hls.request(url)).status;
      const def = buildModelDefs(CAM_WORLD_SEED).find((d) => d.spyEnabled && d.privateTariff > 0);
      if (!def) throw new Error('no spy bot with private shows');
      await world.force(def.nickname, 'status:PUBLIC');
      const publicUrl = `/api/cam-provider/live/${def.id}/video2D.m3u8`;
      expect(await play(publicUrl)).toBe(200);
      const viewer = await member('camshow@demo.test', 2500);
      const spy = await member('camspy@demo.test', 2500);
      const other = await member('active@demo.test', 2500);
      const guest = tab();
      for (const t of [viewer, spy, other, guest]) await t.conn.call('room.enter', { nickname: def.nickname, restorePrivateShow: false });
      await viewer.conn.call('room.requestPrivate', { voice: false });
      await world.force(def.nickname, 'accept');
      const streamOf = (t: Tab) => (t.of('onCurrentStreamChanged').at(-1)?.data as { streamInfo: { url: string } } | undefined)?.streamInfo.url ?? '';
      const mine = streamOf(viewer);
      expect(mine).toMatch(/\?grant=/);
      expect(await play(mine)).toBe(200);
      // The public address, a made-up grant, and the viewer's grant on the 3D stream's address of another room: refused.
      expect(await play(publicUrl)).toBe(403);
      expect(await play(`${publicUrl}?grant=AAAA`)).toBe(403);
      const grant = new URL(mine, 'http://x').searchParams.get('grant');
      const otherRoom = buildModelDefs(CAM_WORLD_SEED).find((d) => d.id !== def.id && d.privateTariff > 0);
      if (!otherRoom) throw new Error('no second bot');
      await world.force(otherRoom.nickname, 'status:PRIVATE_SHOW');
      expect(await play(`/api/cam-provider/live/${otherRoom.id}/video2D.m3u8?grant=${grant}`)).toBe(403);
      // The others in the room have no stream; a spy gets one of their own.
      expect((await other.conn.call('room.enter', { nickname: def.nickname, restorePrivateShow: false })).streamUrl).toBe('');
      expect((await guest.conn.call('room.enter', { nickname: def.nickname, restorePrivateShow: false })).streamUrl).toBe('');
      await spy.conn.call('room.requestSpy', {});
      const spying = streamOf(spy);
      expect(spying).toMatch(/\?grant=/);
      expect(spying).not.toBe(mine);
      expect(await play(spying)).toBe(200);
      await spy.conn.call('room.cancelSpy', {});
      expect(await play(spying)).toBe(403);
      // The viewer's tab went away: the show is held, and nobody plays it with the viewer's grant meanwhile.
      viewer.conn.close();
      await world.settled();
      expect(await play(mine)).toBe(403);
      // The show is over: the room is public again, its stream plays for anybody; a new show's grants are new.
      await world.advance(HOLD_MS);
      expect(await play(publicUrl)).toBe(200);
      const again = await member('camshow@demo.test');
      await again.conn.call('room.enter', { nickname: def.nickname, restorePrivateShow: false });
      await again.conn.call('room.requestPrivate', { voice: false });
      await world.force(def.nickname, 'accept');
      expect(await play(mine)).toBe(403);
      expect(await play(streamOf(again))).toBe(200);
    });

    it('a held show nobody restores ends after 2 minutes', async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff === 60);
      const first = await member('active@demo.test', 2500);
      await first.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await first.conn.call('room.requestPrivate', { voice: false });
      await world.force(nickname, 'accept');
      first.conn.close();
      await world.settled();
      await world.advance(HOLD_MS);
      expect(world.state(nickname)).toMatchObject({ phase: 'PUBLIC', show: null });
    });
  });

  describe('spy', () => {
    it('billed per minute, the one-request-per-minute limit, not enough balance', async () => {
      newWorld();
      const def = buildModelDefs(CAM_WORLD_SEED).find((d) => d.spyEnabled);
      if (!def) throw new Error('no spy bot');
      await world.force(def.nickname, 'status:PUBLIC');
      const spy = await member('camspy@demo.test', 1000);
      await spy.conn.call('room.enter', { nickname: def.nickname, restorePrivateShow: false });
      expect(await refusal(spy.conn.call('room.requestSpy', {}))).toBe(MESSAGES.spyUnavailable);
      await world.advance(MINUTE);
      await world.force(def.nickname, 'status:PRIVATE_SHOW');
      expect(spy.of('onActionsChanged').at(-1)?.data).toMatchObject({ permissions: { canUseEnterSpyShow: true } });
      await spy.conn.call('room.requestSpy', {});
      expect(spy.of('onStateChanged').at(-1)?.data).toMatchObject({ state: 'SPY_SHOW', reason: 'SPY_SHOW_STARTED_BY_CLIENT' });
      expect(await balanceOf(backend.db, await uuidOf('camspy@demo.test'))).toBe(1000 - def.spyTariff);
      await spy.conn.call('room.cancelSpy', {});
      expect(spy.of('onStateChanged').at(-1)?.data).toMatchObject({ state: 'PRIVATE_SHOW', reason: 'SPY_SHOW_DISABLED_BY_CLIENT' });
      expect(await refusal(spy.conn.call('room.requestSpy', {}))).toBe('You can send only one request to spy per 1 minute');
      await world.advance(MINUTE);
      await world.setBalance('camspy@demo.test', def.spyTariff - 1);
      expect(await refusal(spy.conn.call('room.requestSpy', {}))).toBe('Client has not enough balance to connect the service');
      // Low balance and the spy-time notices, then the end by billing.
      await world.advance(MINUTE);
      await world.setBalance('camspy@demo.test', def.spyTariff * 2);
      spy.clear();
      await spy.conn.call('room.requestSpy', {});
      expect(spy.of('onSpyShowLowBalance').map((e) => e.data)).toEqual([{ remainingMinutes: 1 }]);
      await world.advance(MINUTE);
      expect(spy.of('onSpyShowLowBalance').map((e) => e.data)).toEqual([{ remainingMinutes: 1 }, { remainingMinutes: 0 }]);
      expect(spy.of('broadcastSpyModeTimeExpireNotification')).toHaveLength(1);
      await world.advance(50_000);
      expect(spy.of('broadcastSpyModeRemainingTime').map((e) => e.data)).toEqual([{ broadcastId: def.id, seconds: 10 }]);
      await world.advance(10_000);
      expect(spy.of('onStateChanged').at(-1)?.data).toMatchObject({ state: 'PRIVATE_SHOW', reason: 'SPY_SHOW_DISABLED_BY_BILLING' });
    });
  });

  describe('rooms', () => {
    it("answers a tab's reads while the world's queue is held by another tab's operation; changes still wait their turn", async () => {
      // The database held: the world's queue stops inside a tip's debit until it is released.
      let release = () => {};
      let held: Promise<void> | null = null;
      const db = new Proxy(backend.db, {
        get: (target, key, receiver) =>
          key === 'query'
            ? async (...args: Parameters<typeof target.query>) => {
                if (held) await held;
                return target.query(...args);
              }
            : Reflect.get(target, key, receiver),
      });
      world = createCamWorld({ db, jwtKey: backend.ctx.jwtKey, startAt: START, frozen: true });
      const nickname = await publicBot();
      const tipper = await member('camshow@demo.test', 500);
      await tipper.conn.call('room.enter', { nickname, restorePrivateShow: false });
      const reader = tab();
      held = new Promise((resolve) => {
        release = resolve;
      });
      const tip = tipper.conn.call('chat.tip', { amount: 5 });
      // Another tab's entering waits behind the tip (the reader's own entering would, and so would its reads after it).
      const entering = tab().conn.call('room.enter', { nickname, restorePrivateShow: false });
      let entered = false;
      void entering.then(() => {
        entered = true;
      });
      const page = await reader.conn.call('rooms.page', { page: 0, perPage: 12, showOffline: true, showHidden: false });
      expect(page.pageItems.length).toBeGreaterThan(0);
      expect((await reader.conn.call('room.broadcast', { id: page.pageItems[0]?.id ?? '' })).id).toBe(page.pageItems[0]?.id);
      expect(await reader.conn.call('rooms.categories', {})).toHaveProperty('categories');
      await tick();
      expect(entered).toBe(false);
      held = null;
      release();
      await tip;
      expect((await entering).broadcast.modelNickname).toBe(nickname);
    });

    it('a banned viewer gets onBroadcastUnavailable and enters banned', async () => {
      newWorld();
      const nickname = await publicBot();
      const viewer = await member('active@demo.test');
      await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await world.force(nickname, 'ban');
      expect(viewer.of('onBroadcastUnavailable')).toHaveLength(1);
      const again = await viewer.conn.call('room.enter', { nickname, restorePrivateShow: false });
      expect(again).toMatchObject({ banned: true, streamUrl: '' });
      expect(Object.values(again.permissions).every((v) => v === false)).toBe(true);
      expect(await refusal(viewer.conn.call('chat.send', { text: 'hi' }))).toBe(MESSAGES.notInRoom);
    });

    it('tips debit the balance and reach everybody in the room; chat is echoed', async () => {
      newWorld();
      const nickname = await publicBot();
      const tipper = await member('camtips@demo.test', 1000);
      const watcher = tab();
      await tipper.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await watcher.conn.call('room.enter', { nickname, restorePrivateShow: false });
      expect(await tipper.conn.call('chat.tip', { amount: 25 })).toEqual({ balance: 975 });
      await tipper.conn.call('chat.send', { text: '  hello there ' });
      for (const t of [tipper, watcher]) {
        expect(t.of('tipsSent').map((e) => e.data)).toMatchObject([{ kind: 'tip', amount: 25, username: 'camtips' }]);
        expect(t.of('message').map((e) => e.data)).toMatchObject([{ kind: 'message', text: 'hello there' }]);
      }
      expect(await refusal(tipper.conn.call('chat.tip', { amount: 5000 }))).toBe(MESSAGES.notEnoughTokens);
      await world.advance(3000);
      expect(watcher.of('message').at(-1)?.data).toMatchObject({ fromModel: true });
    });

    it('a member signed in for chat only (expired, inactive) chats and writes in the messenger; nothing paid is offered or taken', async () => {
      newWorld();
      const nickname = await publicBot((d) => d.privateTariff > 0);
      const uuid = await uuidOf('expired@demo.test');
      await world.setBalance('expired@demo.test', 500);
      const chatter = tab();
      const watcher = tab();
      await chatter.conn.call('auth.login', {
        token: await signCamToken(backend.ctx.jwtKey, { uuid, name: 'expired', scope: 'chat', generation: SEEDED_GENERATION }, Date.now()),
      });
      const entered = await chatter.conn.call('room.enter', { nickname, restorePrivateShow: false });
      await watcher.conn.call('room.enter', { nickname, restorePrivateShow: false });
      expect(Object.values(entered.permissions).every((v) => v === false)).toBe(true);
      await chatter.conn.call('chat.send', { text: 'hello from an expired member' });
      expect(watcher.of('message').map((e) => e.data)).toMatchObject([
        { kind: 'message', text: 'hello from an expired member', username: 'expired' },
      ]);
      for (const p of [
        chatter.conn.call('chat.tip', { amount: 1 }),
        chatter.conn.call('room.requestPrivate', { voice: false }),
        chatter.conn.call('room.requestSpy', {}),
      ])
        expect(await refusal(p)).toBe(MESSAGES.notPaid);
      expect(await balanceOf(backend.db, uuid)).toBe(500);
    });

    it('guests may list, enter and read; anything billed or chatted is refused; a bad token too', async () => {
      newWorld();
      const nickname = await publicBot();
      const guest = tab();
      expect((await guest.conn.call('rooms.page', { page: 0, perPage: 12, showOffline: true, showHidden: false })).pageItems).toHaveLength(12);
      expect((await guest.conn.call('rooms.categories', {})).categories.map((c) => c.name)).toEqual(['Girls', 'Couples', 'Trans']);
      const entered = await guest.conn.call('room.enter', { nickname, restorePrivateShow: false });
      expect(entered.streamUrl).not.toBe('');
      expect(Object.values(entered.permissions).every((v) => v === false)).toBe(true);
      for (const p of [
        guest.conn.call('chat.send', { text: 'hi' }),
        guest.conn.call('chat.tip', { amount: 1 }),
        guest.conn.call('room.requestPrivate', { voice: false }),
        guest.conn.call('room.requestSpy', {}),
      ])
        expect(await refusal(p)).toBe(MESSAGES.loginRequired);
      expect(await refusal(guest.conn.call('auth.login', { token: 'not-a-token' }))).toBe(MESSAGES.invalidToken);
      expect(await refusal(guest.conn.call('room.enter', { nickname: 'nobody-here', restorePrivateShow: false }))).toBe(MESSAGES.notFound);
    });

    it('nearby broadcasts follow the list order of the category; stream type switch gives the 3D stream', async () => {
      newWorld();
      const def = buildModelDefs(CAM_WORLD_SEED).find((d) => d.has3d);
      if (!def) throw new Error('no 3D bot');
      await world.force(def.nickname, 'status:PUBLIC');
      const t = tab();
      await t.conn.call('room.enter', { nickname: def.nickname, restorePrivateShow: false });
      const b = world.broadcast(def.nickname);
      expect(await t.conn.call('room.nearby', { direction: 'next' })).toEqual({ nickname: b?.nextNickname });
      await t.conn.call('room.setStreamType', { type: 'video3D' });
      expect(t.of('onCurrentStreamChanged').at(-1)?.data).toEqual({ streamInfo: { url: `/api/cam-provider/live/${def.id}/video3D.m3u8` } });
      expect(b?.streams.map((s) => s.type)).toEqual(['video2D', 'video3D']);
    });
  });
});
