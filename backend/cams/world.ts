/**
 * The cam provider simulator's world (the seam: backend/cams/world-api.ts): model bots moving between PUBLIC, AWAY,
 * a private show (PRIVATE_SHOW / SPY_SHOW for others), and OFFLINE on a simulated clock; the rooms' viewers and chat;
 * every provider-interface operation of contracts/cam-channel.ts for a connection; private, voice-private and spy
 * shows billed per started minute from the member's balance in PostgreSQL (billing.ts); the incomplete session of a
 * tab that went away during its show; bans; and the control moves of embedded mode.
 *
 * This file puts the parts together over one shared state (world-state.ts) and answers the clients REST API's list:
 * - bots.ts and bot.machine.ts: the bots, their phases and own moves; shows.ts and show.machine.ts: private shows;
 *   spy.ts: spy mode; room-chat.ts: the chat; room-view.ts and room-events.ts: what tabs see and are told;
 * - connections.ts, room-operations.ts, chat-operations.ts: a tab's connection and its operations;
 * - controls.ts: the control moves; serial-queue.ts: the one queue every mutation runs on (a single-threaded
 *   provider), timers firing on the simulated clock (sim-clock.ts) and queueing their work.
 *
 * Reading of the spec where it shows no provider behaviour (documented in backend/README.md): see the parts above,
 * and 'Frozen' (POST /_sim/freeze): no spontaneous bot move, decision, chat or viewer drift; the server's own rules
 * (billing, request expiry after 60 s, the incomplete-session hold of 2 minutes) still run.
 */
import { mayPlay, streamGrantKey } from './stream-grants.ts';
import type { CamPushedEvent as CamEvent } from '../../contracts/cam-channel.ts';
import type { CamFilterOptions, CamRoomPage, RoomTag } from '../../contracts/cam-provider.ts';
import { CAM_CATEGORIES } from '../../contracts/cam-provider.ts';
import { embeddedBasePath } from '../../contracts/calls.ts';
import { statusFilterValue } from './status-filter.ts';
import type { Db } from '../db/db.ts';
import { userByEmail } from '../repo/users.ts';
import { createRng } from '../seed/prng.ts';
import { debit, tellBalance, tellCurrentBalance } from './balances.ts';
import { setBalance } from './billing.ts';
import { createBots } from './bots.ts';
import { CAM_WORLD_SEED, MESSAGES } from './cam-rules.ts';
import { chatOperations } from './chat-operations.ts';
import { type Handlers, connect, need } from './connections.ts';
import { type BotState, botState, force } from './controls.ts';
import type { MessengerDeps, MessengerMove, MessengerService } from './messenger-api.ts';
import { messengerOperations } from './messenger-operations.ts';
import { roomOperations } from './room-operations.ts';
import { broadcastOf, ordered, previewUrl, profileOf, roomOf, listStatus } from './room-view.ts';
import { CATEGORY_NAMES, type ModelDef, TAG_GROUPS, findTag } from './seed-models.ts';
import { createSerialQueue } from './serial-queue.ts';
import { type SimClock, createSimClock } from './sim-clock.ts';
import type { CamConnection, CamWorld, RoomQuery } from './world-api.ts';
import { type WorldState, isOnline, nowSec } from './world-state.ts';

export type { Phase } from './bot.machine.ts';
export type { BotState, ForceMove } from './controls.ts';
export {
  CAM_WORLD_SEED,
  DECISION_MOVES,
  type DecisionMove,
  FORCED_DECISION_MS,
  HOLD_MS,
  MESSAGES,
  MINUTE,
  REQUEST_EXPIRY_MS,
  SPY_REQUEST_INTERVAL_MS,
} from './cam-rules.ts';

export interface CamWorldOptions {
  db: Db;
  /** Key of the cam tokens (the backend's jwtKey). */
  jwtKey: Uint8Array;
  /** Start of the simulated clock (default Date.now()). */
  startAt?: number;
  /** The site clock the cam tokens are checked against (default Date.now). */
  siteNow?: () => number;
  seed?: number;
  /** Follow real time (a running server); tests move the clock by hand. */
  realTime?: boolean;
  /** The provider's base as the browser reaches it (embedded: the site's own '/api/cam-provider'). */
  publicBase?: string;
  /** Start frozen (no spontaneous moves). */
  frozen?: boolean;
  /** The private messenger (backend/cams/messenger.ts); without it every 'messenger.*' operation is refused. */
  messenger?: (deps: MessengerDeps) => MessengerService;
}

/** The world plus the simulator's controls (embedded mode's POST /api/cam-provider/_sim/...). */
export interface SimCamWorld extends CamWorld {
  clock: SimClock;
  /** Moves the simulated clock on and waits for the work it caused; returns the new time. */
  advance(ms: number): Promise<number>;
  /** Waits until every queued operation has run. */
  settled(): Promise<void>;
  setFrozen(on: boolean): void;
  isFrozen(): boolean;
  force(nickname: string, move: string, opts?: { email?: string }): Promise<BotState>;
  state(nickname: string): BotState | null;
  setBalance(email: string, balance: number): Promise<number | null>;
  /** The member's balance changed outside the world (a token pack bought): their tabs are told it. */
  balanceChanged(userUuid: string): Promise<void>;
  /** The messenger's control: the bot writes, blocks or mutes in the member's chat now; false when either is unknown. */
  messengerForce(email: string, nickname: string, move: MessengerMove): Promise<boolean>;
  /** Every bot's nickname in list order (for tests). */
  nicknames(): string[];
  svgPreview(broadcastId: string): ModelDef | null;
  /** Whether the room's stream plays for a request with this grant (stream-grants.ts); false for an unknown room. */
  mayPlayStream(broadcastId: string, grant: string | undefined): boolean;
}

export function createCamWorld(opts: CamWorldOptions): SimCamWorld {
  const { db } = opts;
  const seed = opts.seed ?? CAM_WORLD_SEED;
  let seq = 0;
  const w: WorldState = {
    db,
    clock: createSimClock(opts.startAt ?? Date.now()),
    rng: createRng(seed ^ 0x5eed),
    base: (opts.publicBase ?? embeddedBasePath.camProvider).replace(/\/+$/, ''),
    streamKey: streamGrantKey(opts.jwtKey),
    frozen: opts.frozen === true,
    bots: [],
    byNickname: new Map(),
    byId: new Map(),
    conns: new Set(),
    connSeq: 0,
    lastSpyRequest: new Map(),
    completed: new Map(),
    messenger: null,
    queue: createSerialQueue(),
    nextId: (prefix) => `${prefix}-${(++seq).toString(36)}`,
  };
  const { clock } = w;
  w.bots = createBots(w, seed);
  w.byNickname = new Map(w.bots.map((b) => [b.def.nickname.toLowerCase(), b]));
  w.byId = new Map(w.bots.map((b) => [b.def.id, b]));
  w.messenger =
    opts.messenger?.({
      db,
      clock,
      rng: createRng(seed ^ 0x3e55),
      models: () =>
        w.bots.map((bot) => ({
          modelId: bot.def.modelId,
          nickname: bot.def.nickname,
          name: bot.def.name,
          avatar: previewUrl(w, bot),
          online: isOnline(bot.phase),
        })),
      isFrozen: () => w.frozen,
      debit: (userUuid, amount, ref) => debit(w, userUuid, amount, 'tip', ref),
      serial: w.queue.serial,
    }) ?? null;
  // The bots' pulses start after the messenger's own timers, as they always have (same seed, same run).
  for (const bot of w.bots) bot.actor.start();

  const world: SimCamWorld = {
    clock,
    rooms(query: RoomQuery): CamRoomPage {
      const tagsByGroup = new Map<string, string[]>();
      for (const code of query.tagCodes) {
        const found = findTag(code);
        const group = found?.group.code ?? `?${code}`;
        tagsByGroup.set(group, [...(tagsByGroup.get(group) ?? []), code]);
      }
      const matching = w.bots.filter((bot) => {
        if (query.categoryCodes.length > 0 && !query.categoryCodes.includes(bot.def.category)) return false;
        if (!query.showOffline && bot.phase === 'OFFLINE') return false;
        if (query.statuses.length > 0 && !query.statuses.includes(statusFilterValue(listStatus(bot)))) return false;
        for (const [group, codes] of tagsByGroup) if (!codes.some((c) => bot.def.tags[group]?.includes(c))) return false;
        return true;
      });
      const list = ordered(matching);
      return { pageItems: list.slice(query.offset, query.offset + query.limit).map((bot) => roomOf(w, bot)), totalCount: list.length };
    },
    broadcast(nickname: string) {
      const bot = w.byNickname.get(nickname.toLowerCase());
      return bot ? broadcastOf(w, bot) : null;
    },
    profile(modelId: string) {
      const bot = w.bots.find((b) => b.def.modelId === modelId);
      return bot ? profileOf(w, bot) : null;
    },
    filterOptions(): CamFilterOptions {
      return {
        categories: CAM_CATEGORIES.map((code) => ({ code, name: CATEGORY_NAMES[code] })),
        groups: TAG_GROUPS.map((g) => ({ code: g.code, name: g.name, tags: g.tags.map((t) => ({ ...t })) })),
      };
    },
    roomTag(slug: string): RoomTag | null {
      const found = findTag(slug);
      return found ? { slug: found.tag.code, code: found.tag.code, name: found.tag.name, groupName: found.group.name } : null;
    },
    connect(push: (event: CamEvent) => void): CamConnection {
      return connect(w, handlers, push);
    },
    stop() {
      w.messenger?.stop();
      clock.stop();
      for (const conn of w.conns) conn.closed = true;
      w.conns.clear();
    },
    async advance(ms: number) {
      clock.advance(ms);
      await w.queue.settled();
      return clock.now();
    },
    settled: w.queue.settled,
    setFrozen(on: boolean) {
      w.frozen = on;
    },
    isFrozen: () => w.frozen,
    async force(nickname: string, move: string, o: { email?: string } = {}) {
      const bot = need(w.byNickname.get(nickname.toLowerCase()), MESSAGES.notFound);
      await w.queue.serial(() => force(w, bot, move, o.email));
      return botState(bot);
    },
    state(nickname: string) {
      const bot = w.byNickname.get(nickname.toLowerCase());
      return bot ? botState(bot) : null;
    },
    async setBalance(email: string, balance: number) {
      const user = await userByEmail(db, email);
      if (!user) return null;
      const set = await setBalance(db, user.uuid, balance, nowSec(w));
      tellBalance(w, user.uuid, set);
      return set;
    },
    balanceChanged: (userUuid: string) => w.queue.serial(() => tellCurrentBalance(w, userUuid)),
    async messengerForce(email: string, nickname: string, move: MessengerMove) {
      const bot = w.byNickname.get(nickname.toLowerCase());
      const user = await userByEmail(db, email);
      if (!bot || !user || !w.messenger) return false;
      await w.messenger.force(user.uuid, bot.def.modelId, move);
      return true;
    },
    nicknames: () => ordered(w.bots).map((b) => b.def.nickname),
    svgPreview: (broadcastId: string) => w.byId.get(broadcastId)?.def ?? null,
    mayPlayStream(broadcastId: string, grant: string | undefined) {
      const bot = w.byId.get(broadcastId);
      return bot ? mayPlay(w.streamKey, bot, grant) : false;
    },
  };
  const handlers: Handlers = {
    ...roomOperations(w, world, { jwtKey: opts.jwtKey, siteNow: opts.siteNow ?? Date.now }),
    ...chatOperations(w),
    ...messengerOperations(w),
  };

  if (opts.realTime) clock.followRealTime();
  return world;
}
