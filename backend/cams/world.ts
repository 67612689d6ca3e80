/**
 * The cam provider simulator's world (issue 16; the seam: backend/cams/world-api.ts): model bots moving between
 * PUBLIC, AWAY, a private show (PRIVATE_SHOW / SPY_SHOW for others), and OFFLINE on a simulated clock; the rooms'
 * viewers and chat; every provider-interface operation of contracts/cam-channel.ts for a connection; private,
 * voice-private and spy shows billed per started minute from the member's balance in PostgreSQL (billing.ts); the
 * incomplete session of a tab that went away during its show; bans; and the control moves of embedded mode.
 *
 * Reading of the spec where it shows no provider behaviour (documented in backend/README.md):
 * - Every mutation runs on one serial queue (a single-threaded provider), so billing, decisions and requests never
 *   interleave; timers fire on the simulated clock and queue their work, each with the instant it fell due.
 * - A viewer's state: MY_PRIVATE_SHOW in their own show, SPY_SHOW while spying, PRIVATE_SHOW for the others in the
 *   room; the list shows a model in a private show as SPY_SHOW when spying is on for it, else PRIVATE_SHOW.
 * - canUseRequestPrivateShow stays true while the viewer's request is pending, so a second request reaches the server
 *   and answers 'Request already exists' (§8).
 * - Refusal reasons: 'BILLING', 'SETTINGS_CHANGED', and 'MODEL_DECLINED' / 'MODEL_BUSY' (any other reason).
 * - Spy time: after a debit that leaves less than one minute's tariff, the notification feed gets
 *   broadcastSpyModeTimeExpireNotification, 50 s later broadcastSpyModeRemainingTime {seconds: 10}, and at the minute
 *   the show ends (SPY_SHOW_DISABLED_BY_BILLING).
 * - 'Frozen' (POST /_sim/freeze): no spontaneous bot move, decision, chat or viewer drift; the server's own rules
 *   (billing, request expiry after 60 s, the incomplete-session hold of 2 minutes) still run.
 */
import { NO_PERMISSIONS } from '../../contracts/cam-permissions.ts';
import type {
  CamPushedEvent as CamEvent,
  CamOp,
  CamOpArgs,
  CamOpResult,
  ChatEntry,
  RoomEntered,
  RoomPermissions,
  RoomSettings,
} from '../../contracts/cam-channel.ts';
import { camOps } from '../../contracts/cam-channel.ts';
import type {
  BroadcastStatus,
  CamBroadcast,
  CamFilterOptions,
  CamModelProfile,
  CamRoom,
  CamRoomPage,
  RoomTag,
  StateChangeReason,
  StreamType,
} from '../../contracts/cam-provider.ts';
import { CAM_CATEGORIES } from '../../contracts/cam-provider.ts';
import { embeddedBasePath } from '../../contracts/calls.ts';
import { statusFilterValue } from './status-filter.ts';
import type { Db } from '../db/db.ts';
import { userByEmail } from '../repo/users.ts';
import { type Rng, createRng } from '../seed/prng.ts';
import { type LedgerReason, balanceOf, debitTokens, setBalance } from './billing.ts';
import { type CamUser, verifyCamToken } from './cam-token.ts';
import { BOT_LINES, THANKS_LINES, VIEWER_LINES, VIEWER_NAMES } from './chat-lines.ts';
import { CATEGORY_NAMES, type ModelDef, TAG_GROUPS, buildModelDefs, findTag } from './seed-models.ts';
import { type SimClock, createSimClock } from './sim-clock.ts';
import { streamPlaylistPath } from './stream-urls.ts';
import type { MessengerConnection, MessengerDeps, MessengerModel, MessengerMove, MessengerOp, MessengerService } from './messenger-api.ts';
import { CamRefusal, type CamConnection, type CamWorld, type RoomQuery } from './world-api.ts';

export const CAM_WORLD_SEED = 16_016;
export const MINUTE = 60_000;
/** A private request no bot decided on expires (onPrivateShowRequestExpired). */
export const REQUEST_EXPIRY_MS = 60_000;
/** How long a show whose tab went away waits for the viewer to come back (incompleteSessionFound). */
export const HOLD_MS = 2 * MINUTE;
/** The server's spy limit (§6, §9): one request per minute per viewer. */
export const SPY_REQUEST_INTERVAL_MS = MINUTE;
/** A forced decision applies this long after the request arrives (so the request's reply goes out first). */
export const FORCED_DECISION_MS = 1000;

export const MESSAGES = {
  notEnough: 'Not enough balance to connect the service',
  requestExists: 'Request already exists',
  spyLimit: 'You can send only one request to spy per 1 minute',
  spyNotEnough: 'Client has not enough balance to connect the service',
  notEnoughTokens: 'Not enough tokens',
  loginRequired: 'Authorization required',
  invalidToken: 'Invalid token',
  notInRoom: 'Enter a room first',
  unavailable: 'Broadcast is unavailable',
  notFound: 'Broadcast not found',
  modelNotFound: 'Model not found',
  privateUnavailable: 'Private show is not available now',
  spyUnavailable: 'Spy show is not available now',
  nothingToCancel: 'There is no private show or request to cancel',
  notSpying: 'Spy show is not on',
  itemNotFound: 'Menu item not found',
  priceChanged: 'The price has changed',
  unknownShow: 'Private show not found',
  messengerUnavailable: 'Messenger is unavailable',
} as const;

export type Phase = 'PUBLIC' | 'AWAY' | 'PRIVATE' | 'OFFLINE';

export type DecisionMove = 'accept' | 'refuse' | 'refuse-billing' | 'refuse-settings' | 'expire';
export const DECISION_MOVES: readonly DecisionMove[] = ['accept', 'refuse', 'refuse-billing', 'refuse-settings', 'expire'];

interface Fees {
  privateShowFee: number;
  privateChatTipFee: number;
  tipMenuFee: number;
  toysMenuFee: number;
}

interface Pending {
  id: string;
  user: CamUser;
  conn: Conn;
  voice: boolean;
  at: number;
  expiryTimer: number;
  decisionTimer: number | null;
}

interface Show {
  requestId: string;
  /** null: an invented viewer's show (nothing billed). */
  user: CamUser | null;
  conn: Conn | null;
  voice: boolean;
  tariff: number;
  startedAt: number;
  fees: Fees;
  billTimer: number | null;
  endTimer: number | null;
  holdTimer: number | null;
  held: boolean;
}

interface Spy {
  user: CamUser;
  conn: Conn;
  tariff: number;
  billTimer: number | null;
  noticeTimer: number | null;
}

interface Bot {
  def: ModelDef;
  phase: Phase;
  textStatus: string;
  audience: number;
  privateTariff: number;
  voiceTariff: number;
  spyEnabled: boolean;
  tipMenuEnabled: boolean;
  pendings: Map<string, Pending>;
  show: Show | null;
  spies: Map<string, Spy>;
  banned: Set<string>;
  chat: ChatEntry[];
  viewers: Set<Conn>;
  tickTimer: number | null;
  /** Forced decisions waiting for the next private request. */
  decisions: DecisionMove[];
}

interface Conn {
  id: number;
  push: (event: CamEvent) => void;
  user: CamUser | null;
  room: Bot | null;
  streamType: StreamType;
  /** This connection as the messenger knows it. */
  messenger: MessengerConnection;
  closed: boolean;
  /** What this tab was last told (diffed on every change). */
  told: { state: BroadcastStatus; perms: string; url: string } | null;
}

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

export type ForceMove = DecisionMove | 'end-show' | 'ban' | `status:${string}` | `text:${string}` | `viewers:${string}` | `chat:${string}`;

export interface BotState {
  nickname: string;
  broadcastId: string;
  phase: Phase;
  status: BroadcastStatus;
  textStatus: string;
  viewers: number;
  spyEnabled: boolean;
  privateTariff: number;
  voiceTariff: number;
  pendingRequests: Array<{ id: string; userId: string; voice: boolean }>;
  show: { requestId: string; userId: string | null; voice: boolean; startedAt: number; fees: Fees; held: boolean } | null;
  spies: string[];
  banned: string[];
  queuedDecisions: DecisionMove[];
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
  /** The messenger's control: the bot writes, blocks or mutes in the member's chat now; false when either is unknown. */
  messengerForce(email: string, nickname: string, move: MessengerMove): Promise<boolean>;
  /** Every bot's nickname in list order (for tests). */
  nicknames(): string[];
  svgPreview(broadcastId: string): ModelDef | null;
}

const isOnline = (phase: Phase): boolean => phase !== 'OFFLINE';

export function createCamWorld(opts: CamWorldOptions): SimCamWorld {
  const { db, jwtKey } = opts;
  const seed = opts.seed ?? CAM_WORLD_SEED;
  const rng: Rng = createRng(seed ^ 0x5eed);
  const clock = createSimClock(opts.startAt ?? Date.now());
  const siteNow = opts.siteNow ?? Date.now;
  const base = (opts.publicBase ?? embeddedBasePath.camProvider).replace(/\/+$/, '');
  let frozen = opts.frozen === true;
  let seq = 0;
  let connSeq = 0;
  const nextId = (prefix: string): string => `${prefix}-${(++seq).toString(36)}`;
  const nowSec = (): number => Math.floor(clock.now() / 1000);

  // ---- the serial queue -----------------------------------------------------------------------------------------
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;
  function serial<T>(fn: () => T | Promise<T>): Promise<T> {
    queued += 1;
    const run = queue.then(fn);
    queue = run.then(
      () => {
        queued -= 1;
      },
      (err) => {
        queued -= 1;
        if (!(err instanceof CamRefusal)) console.error('[cams] simulator step failed:', err);
      },
    );
    return run;
  }
  async function settled(): Promise<void> {
    while (queued > 0) await queue;
  }
  /** Pushes after the current reply (a server sends the answer, then the event). */
  const later = (fn: () => void): void => {
    setImmediate(fn);
  };

  // ---- bots ------------------------------------------------------------------------------------------------------
  const defs = buildModelDefs(seed);
  const bots: Bot[] = defs.map((def) => {
    const roll = rng.next();
    const phase: Phase = roll < 0.6 ? 'PUBLIC' : roll < 0.7 ? 'AWAY' : roll < 0.78 ? 'PRIVATE' : 'OFFLINE';
    return {
      def,
      phase,
      textStatus: def.textStatuses[0] ?? '',
      audience: def.popularity,
      privateTariff: def.privateTariff,
      voiceTariff: def.voiceTariff,
      spyEnabled: def.spyEnabled,
      tipMenuEnabled: def.tipMenuEnabled,
      pendings: new Map(),
      show: null,
      spies: new Map(),
      banned: new Set(),
      chat: [],
      viewers: new Set(),
      tickTimer: null,
      decisions: [],
    };
  });
  for (const bot of bots) if (bot.phase === 'PRIVATE') bot.show = inventedShow(bot);
  const byNickname = new Map(bots.map((b) => [b.def.nickname.toLowerCase(), b]));
  const byId = new Map(bots.map((b) => [b.def.id, b]));
  /** A member's last spy request (the one-per-minute limit), and the completed shows a compliment may name. */
  const lastSpyRequest = new Map<string, number>();
  const completed = new Map<string, { userUuid: string; bot: Bot }>();
  const conns = new Set<Conn>();
  const messengerModel = (bot: Bot): MessengerModel => ({
    modelId: bot.def.modelId,
    nickname: bot.def.nickname,
    name: bot.def.name,
    avatar: `${base}/previews/${bot.def.id}.svg`,
    online: isOnline(bot.phase),
  });
  const messenger: MessengerService | null =
    opts.messenger?.({
      db,
      clock,
      rng: createRng(seed ^ 0x3e55),
      models: () => bots.map(messengerModel),
      isFrozen: () => frozen,
      serial,
    }) ?? null;
  /** A messenger operation, handed to the messenger service. */
  const toMessenger =
    <O extends MessengerOp>(op: O): Handler<O> =>
    (conn, args) =>
      need(messenger, MESSAGES.messengerUnavailable).call(conn.messenger, op, args);

  function inventedShow(bot: Bot): Show {
    return {
      requestId: nextId('pr'),
      user: null,
      conn: null,
      voice: false,
      tariff: bot.privateTariff,
      startedAt: clock.now(),
      fees: { privateShowFee: 0, privateChatTipFee: 0, tipMenuFee: 0, toysMenuFee: 0 },
      billTimer: null,
      endTimer: null,
      holdTimer: null,
      held: false,
    };
  }

  const listStatus = (bot: Bot): BroadcastStatus => (bot.phase === 'PRIVATE' ? (bot.spyEnabled ? 'SPY_SHOW' : 'PRIVATE_SHOW') : bot.phase);
  const viewersOf = (bot: Bot): number => (bot.phase === 'OFFLINE' ? 0 : bot.audience) + bot.viewers.size;
  const streamUrl = (bot: Bot, type: StreamType): string => `${base}${streamPlaylistPath(bot.def.id, type)}`;
  const streamTypes = (bot: Bot): StreamType[] => (bot.def.has3d ? ['video2D', 'video3D'] : ['video2D']);

  /** The list order: online first, then by viewers, then by nickname. */
  function ordered(list: Bot[]): Bot[] {
    return [...list].sort(
      (a, b) => Number(isOnline(b.phase)) - Number(isOnline(a.phase)) || viewersOf(b) - viewersOf(a) || a.def.nickname.localeCompare(b.def.nickname),
    );
  }

  function neighbours(bot: Bot): { previous: string | null; next: string | null } {
    const list = ordered(bots.filter((b) => b.def.category === bot.def.category));
    const at = list.indexOf(bot);
    return { previous: list[at - 1]?.def.nickname ?? null, next: list[at + 1]?.def.nickname ?? null };
  }

  function roomOf(bot: Bot): CamRoom {
    return {
      id: bot.def.id,
      modelId: bot.def.modelId,
      modelNickname: bot.def.nickname,
      modelName: bot.def.name,
      preview: `${base}/previews/${bot.def.id}.svg`,
      category: bot.def.category,
      broadcastStatus: listStatus(bot),
      broadcastTextStatus: bot.textStatus,
      broadcastMembersCount: viewersOf(bot),
      is6k: bot.def.is6k,
    };
  }

  function broadcastOf(bot: Bot): CamBroadcast {
    const { def } = bot;
    const near = neighbours(bot);
    const status = bot.phase === 'PUBLIC' || bot.phase === 'PRIVATE' ? 'online' : 'offline';
    return {
      id: def.id,
      modelId: def.modelId,
      modelNickname: def.nickname,
      modelName: def.name,
      bio: def.bio,
      broadcastStatus: listStatus(bot),
      privateModeMinDuration: def.privateMinDuration,
      privateModeTariff: bot.privateTariff,
      spyModeEnabled: bot.spyEnabled,
      spyModeTariff: def.spyTariff || (bot.spyEnabled ? 30 : 0),
      privateAudioModeMinDuration: def.voiceMinDuration,
      privateAudioModeTariff: bot.voiceTariff,
      withClientAudio: def.withClientAudio,
      streams: streamTypes(bot).map((type) => ({
        type,
        status,
        url: streamUrl(bot, type),
        resolutionInfo: { resolutionType: def.is6k ? '6K' : '4K' },
      })),
      broadcastMembersCount: viewersOf(bot),
      broadcastTextStatus: bot.textStatus,
      tipMenu: def.tipMenu,
      tipMenuEnabled: bot.tipMenuEnabled,
      toysMenu: def.toysMenu,
      seoParams: {
        title: `${def.name} Live VR Cam`,
        metaDescription: `Watch ${def.name} live in VR: ${bot.textStatus}`,
        metaKeywords: `${def.name}, live VR cam, ${CATEGORY_NAMES[def.category]}`,
        metaRobots: 'index, follow',
        shortSeoText: '',
        fullSeoText: '',
        breadcrumb: def.name,
        jsonLdScriptEnabled: false,
        ogParams: null,
        twitterParams: null,
      },
      previousNickname: near.previous,
      nextNickname: near.next,
    };
  }

  function profileOf(bot: Bot): CamModelProfile {
    const { def } = bot;
    return {
      id: def.modelId,
      nickname: def.nickname,
      name: def.name,
      avatar: `${base}/previews/${def.id}.svg`,
      age: def.age,
      interests: def.interests,
      languages: def.languages,
      bodyType: def.bodyType,
      ethnicity: def.ethnicity,
      eyeColor: def.eyeColor,
      hairColor: def.hairColor,
      tagGroups: TAG_GROUPS.map((g) => ({
        code: g.code,
        tags: (def.tags[g.code] ?? []).map((code) => ({ name: g.tags.find((t) => t.code === code)?.name ?? code })),
      })).filter((g) => g.tags.length > 0),
    };
  }

  function settingsOf(bot: Bot): RoomSettings {
    return {
      privateShowMinDuration: bot.def.privateMinDuration,
      privateShowTariff: bot.privateTariff,
      spyShowEnabled: bot.spyEnabled,
      spyShowTariff: bot.def.spyTariff || (bot.spyEnabled ? 30 : 0),
      voicePrivateShowMinDuration: bot.def.voiceMinDuration,
      voicePrivateShowTariff: bot.voiceTariff,
      withClientVoice: bot.def.withClientAudio,
    };
  }

  const spyTariffOf = (bot: Bot): number => settingsOf(bot).spyShowTariff;

  // ---- a viewer's view of a room -----------------------------------------------------------------------------------
  function stateFor(bot: Bot, conn: Conn): BroadcastStatus {
    if (bot.phase !== 'PRIVATE') return bot.phase;
    const uuid = conn.user?.uuid;
    if (uuid && bot.show?.user?.uuid === uuid && bot.show.conn === conn) return 'MY_PRIVATE_SHOW';
    if (uuid && bot.spies.get(uuid)?.conn === conn) return 'SPY_SHOW';
    return 'PRIVATE_SHOW';
  }

  function permissionsFor(bot: Bot, conn: Conn): RoomPermissions {
    const uuid = conn.user?.uuid;
    if (!uuid || bot.banned.has(uuid)) return NO_PERMISSIONS;
    const mine = bot.show?.user?.uuid === uuid;
    const spying = bot.spies.has(uuid);
    return {
      canUseCancelPrivateShow: mine,
      canUseCancelPrivateShowRequest: bot.pendings.has(uuid),
      canUseEnterSpyShow: bot.phase === 'PRIVATE' && bot.spyEnabled && !mine && !spying,
      canUseLeaveSpyShow: spying,
      canUseRequestPrivateShow: bot.phase === 'PUBLIC' && bot.privateTariff > 0,
      canUseRequestVoicePrivateShow: bot.phase === 'PUBLIC' && bot.voiceTariff > 0,
    };
  }

  function urlFor(bot: Bot, conn: Conn): string {
    const state = stateFor(bot, conn);
    if (state !== 'PUBLIC' && state !== 'MY_PRIVATE_SHOW' && state !== 'SPY_SHOW') return '';
    const type = streamTypes(bot).includes(conn.streamType) ? conn.streamType : 'video2D';
    return streamUrl(bot, type);
  }

  const send = (conn: Conn, event: CamEvent): void => {
    if (!conn.closed) conn.push(event);
  };
  const toRoom = (bot: Bot, event: CamEvent): void => {
    for (const conn of bot.viewers) send(conn, event);
  };

  /** Tells every tab in the room what changed for it: state (with its reason), permissions, stream. */
  function sync(bot: Bot, reasons: Map<Conn, StateChangeReason> = new Map(), fallback: StateChangeReason = 'NONE'): void {
    for (const conn of bot.viewers) {
      const state = stateFor(bot, conn);
      const permissions = permissionsFor(bot, conn);
      const perms = JSON.stringify(permissions);
      const url = urlFor(bot, conn);
      const told = conn.told ?? { state: 'UNINITIALIZED', perms: '', url: '' };
      const reason = reasons.get(conn);
      if (state !== told.state || reason)
        send(conn, {
          channel: 'room',
          event: 'onStateChanged',
          data: { broadcastId: bot.def.id, modelNickname: bot.def.nickname, state, reason: reason ?? fallback },
        });
      if (perms !== told.perms) send(conn, { channel: 'room', event: 'onActionsChanged', data: { permissions } });
      if (url && url !== told.url) send(conn, { channel: 'room', event: 'onCurrentStreamChanged', data: { streamInfo: { url } } });
      conn.told = { state, perms, url };
    }
    // A tab off the room's page with a show, request or spy mode here hears of its own state changes (§4.3: the product
    // then navigates to the room); the room's permissions and stream it gets on entering.
    for (const [conn, reason] of reasons)
      if (!bot.viewers.has(conn))
        send(conn, {
          channel: 'room',
          event: 'onStateChanged',
          data: { broadcastId: bot.def.id, modelNickname: bot.def.nickname, state: stateFor(bot, conn), reason },
        });
  }

  function pushViewers(bot: Bot): void {
    toRoom(bot, { channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: bot.def.id, count: viewersOf(bot) } });
  }

  function setText(bot: Bot, text: string): void {
    bot.textStatus = text;
    toRoom(bot, { channel: 'room', event: 'onTextStatusChanged', data: { broadcastId: bot.def.id, status: text } });
  }

  // ---- chat --------------------------------------------------------------------------------------------------------
  function chatEntry(partial: Omit<ChatEntry, 'id' | 'at' | 'fromModel' | 'text' | 'amount' | 'title'> & Partial<ChatEntry>): ChatEntry {
    return { id: nextId('msg'), at: clock.now(), fromModel: false, text: '', amount: 0, title: '', ...partial };
  }

  function appendChat(bot: Bot, entry: ChatEntry, event: 'message' | 'tipsSent' | 'tipMenuItemPurchased' | 'toysMenuItemPurchased'): void {
    bot.chat.push(entry);
    if (bot.chat.length > 50) bot.chat.splice(0, bot.chat.length - 50);
    toRoom(bot, { channel: 'chat', event, data: entry });
  }

  const modelSays = (bot: Bot, text: string): void =>
    appendChat(bot, chatEntry({ userId: bot.def.modelId, username: bot.def.name, kind: 'message', text, fromModel: true }), 'message');

  /** An invented line of the model or of an invented viewer; `quiet` only stores it (the history of a new room). */
  function inventedLine(bot: Bot, quiet = false): void {
    const name = rng.pick(VIEWER_NAMES);
    const entry = rng.chance(0.4)
      ? chatEntry({ userId: bot.def.modelId, username: bot.def.name, kind: 'message', text: rng.pick(BOT_LINES), fromModel: true })
      : chatEntry({ userId: `viewer-${name}`, username: name, kind: 'message', text: rng.pick(VIEWER_LINES) });
    if (quiet) bot.chat.push(entry);
    else appendChat(bot, entry, 'message');
  }

  function thankLater(bot: Bot, name: string): void {
    clock.setTimeout(() => serial(() => bot.phase !== 'OFFLINE' && modelSays(bot, `${rng.pick(THANKS_LINES)} ${name}`)), 2000);
  }

  // ---- bots' own moves ------------------------------------------------------------------------------------------------
  function setPhase(bot: Bot, phase: Phase, reason: StateChangeReason = 'NONE'): void {
    if (bot.phase === phase) return;
    if (bot.show && phase !== 'PRIVATE') endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
    if (phase !== 'PUBLIC') for (const p of [...bot.pendings.values()]) refuse(bot, p, 'MODEL_BUSY');
    if (isOnline(bot.phase) !== isOnline(phase)) messenger?.presenceChanged(bot.def.modelId, isOnline(phase));
    bot.phase = phase;
    if (phase === 'PRIVATE' && !bot.show) {
      bot.show = inventedShow(bot);
      if (!frozen) scheduleInventedEnd(bot, bot.show);
    }
    sync(bot, new Map(), reason);
    pushViewers(bot);
  }

  function scheduleInventedEnd(bot: Bot, show: Show): void {
    show.endTimer = clock.setTimeout(
      () =>
        serial(() => {
          show.endTimer = null;
          if (bot.show === show && !frozen) endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
        }),
      rng.int(1, 5) * MINUTE,
    );
  }

  function tick(bot: Bot): void {
    bot.tickTimer = clock.setTimeout(() => tick(bot), rng.int(10, 40) * 1000);
    if (frozen) return;
    serial(() => {
      if (frozen) return;
      if (bot.phase !== 'OFFLINE') {
        bot.audience = Math.max(0, bot.audience + rng.int(-6, 6));
        pushViewers(bot);
      }
      if (bot.viewers.size > 0 && bot.phase === 'PUBLIC' && rng.chance(0.6)) inventedLine(bot);
      if (rng.chance(0.3)) return;
      const busy = bot.pendings.size > 0 || bot.show !== null || bot.spies.size > 0;
      const r = rng.next();
      if (bot.phase === 'PUBLIC' && !busy) {
        if (r < 0.12) setPhase(bot, 'AWAY');
        else if (r < 0.2) setPhase(bot, 'PRIVATE');
        else if (r < 0.27) setPhase(bot, 'OFFLINE', 'BROADCAST_STOPPED_BY_MODEL');
        else if (r < 0.5) setText(bot, rng.pick(bot.def.textStatuses));
      } else if (bot.phase === 'AWAY') {
        if (r < 0.5) setPhase(bot, 'PUBLIC');
        else if (r < 0.6) setPhase(bot, 'OFFLINE', 'BROADCAST_STOPPED_BY_MODEL');
      } else if (bot.phase === 'OFFLINE') {
        if (r < 0.35) {
          bot.audience = Math.max(3, Math.round(bot.def.popularity * (0.5 + rng.next())));
          setPhase(bot, 'PUBLIC');
        }
      } else if (bot.phase === 'PRIVATE' && bot.show && !bot.show.user && !bot.show.endTimer) {
        scheduleInventedEnd(bot, bot.show);
      }
    });
  }
  for (const bot of bots) bot.tickTimer = clock.setTimeout(() => tick(bot), rng.int(2, 30) * 1000);

  // ---- private shows ----------------------------------------------------------------------------------------------
  const tariffOf = (bot: Bot, voice: boolean): number => (voice ? bot.voiceTariff : bot.privateTariff);
  const minDurationOf = (bot: Bot, voice: boolean): number => (voice ? bot.def.voiceMinDuration : bot.def.privateMinDuration);
  const debit = (user: CamUser, amount: number, reason: LedgerReason, ref: string): Promise<number | null> =>
    debitTokens(db, user.uuid, amount, reason, ref, nowSec());

  function clearPending(bot: Bot, p: Pending): void {
    clock.clearTimeout(p.expiryTimer);
    clock.clearTimeout(p.decisionTimer);
    bot.pendings.delete(p.user.uuid);
  }

  function refuse(bot: Bot, p: Pending, reason: string): void {
    clearPending(bot, p);
    send(p.conn, { channel: 'room', event: 'onPrivateShowRequestRefused', data: { reason } });
    sync(bot);
  }

  function expire(bot: Bot, p: Pending): void {
    clearPending(bot, p);
    send(p.conn, { channel: 'room', event: 'onPrivateShowRequestExpired', data: {} });
    sync(bot);
  }

  async function decide(bot: Bot, p: Pending, move: DecisionMove): Promise<void> {
    if (bot.pendings.get(p.user.uuid) !== p) return;
    if (move === 'expire') return expire(bot, p);
    if (move === 'refuse') return refuse(bot, p, 'MODEL_DECLINED');
    if (move === 'refuse-billing') return refuse(bot, p, 'BILLING');
    if (move === 'refuse-settings') {
      if (p.voice) bot.voiceTariff += 10;
      else bot.privateTariff += 10;
      toRoom(bot, { channel: 'room', event: 'onBroadcastSettingsChanged', data: { settings: settingsOf(bot) } });
      return refuse(bot, p, 'SETTINGS_CHANGED');
    }
    const tariff = tariffOf(bot, p.voice);
    if (bot.phase !== 'PUBLIC') return refuse(bot, p, 'MODEL_BUSY');
    if ((await balanceOf(db, p.user.uuid)) < tariff * minDurationOf(bot, p.voice)) return refuse(bot, p, 'BILLING');
    const balance = await debit(p.user, tariff, p.voice ? 'voice-private' : 'private', p.id);
    if (balance === null) return refuse(bot, p, 'BILLING');
    clearPending(bot, p);
    for (const other of [...bot.pendings.values()]) refuse(bot, other, 'MODEL_BUSY');
    const at = clock.now();
    const show: Show = {
      requestId: p.id,
      user: p.user,
      conn: p.conn.closed ? null : p.conn,
      voice: p.voice,
      tariff,
      startedAt: at,
      fees: { privateShowFee: tariff, privateChatTipFee: 0, tipMenuFee: 0, toysMenuFee: 0 },
      billTimer: null,
      endTimer: null,
      holdTimer: null,
      held: false,
    };
    bot.show = show;
    bot.phase = 'PRIVATE';
    sync(bot, new Map(show.conn ? [[show.conn, 'PRIVATE_SHOW_STARTED_BY_CLIENT']] : []));
    pushViewers(bot);
    lowBalanceCheck(show, balance);
    scheduleBilling(bot, show);
    if (!frozen) scheduleModelEnd(bot, show);
    if (!show.conn) hold(bot, show);
  }

  function scheduleModelEnd(bot: Bot, show: Show): void {
    show.endTimer = clock.setTimeout(
      () => serial(() => bot.show === show && !frozen && endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL')),
      rng.int(4, 12) * MINUTE,
    );
  }

  function lowBalanceCheck(show: Show, balance: number): void {
    const remainingMinutes = Math.floor(balance / show.tariff);
    if (show.conn && remainingMinutes <= 2) send(show.conn, { channel: 'room', event: 'onPrivateShowLowBalance', data: { remainingMinutes } });
  }

  function scheduleBilling(bot: Bot, show: Show): void {
    const bill = (): void => {
      show.billTimer = clock.setTimeout(bill, MINUTE);
      serial(async () => {
        if (bot.show !== show || show.held || !show.user) return;
        const balance = await debit(show.user, show.tariff, show.voice ? 'voice-private' : 'private', show.requestId);
        if (bot.show !== show) return;
        if (balance === null) return endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_BILLING');
        show.fees.privateShowFee += show.tariff;
        lowBalanceCheck(show, balance);
      });
    };
    show.billTimer = clock.setTimeout(bill, MINUTE);
  }

  function endShow(bot: Bot, reason: StateChangeReason): void {
    const show = bot.show;
    if (!show) return;
    clock.clearTimeout(show.billTimer);
    clock.clearTimeout(show.endTimer);
    clock.clearTimeout(show.holdTimer);
    for (const spy of [...bot.spies.values()]) endSpy(bot, spy, 'NONE', false);
    bot.show = null;
    bot.phase = 'PUBLIC';
    const reasons = new Map<Conn, StateChangeReason>();
    if (show.conn) reasons.set(show.conn, reason);
    sync(bot, reasons);
    pushViewers(bot);
    if (show.user) {
      completed.set(show.requestId, { userUuid: show.user.uuid, bot });
      if (show.conn) send(show.conn, { channel: 'room', event: 'onPrivateShowCompleted', data: { ...show.fees, privateRequestId: show.requestId } });
    }
  }

  /** The show's tab went away: the show waits HOLD_MS for the viewer (incompleteSessionFound), unbilled meanwhile. */
  function hold(bot: Bot, show: Show): void {
    show.conn = null;
    show.held = true;
    clock.clearTimeout(show.billTimer);
    show.billTimer = null;
    show.holdTimer = clock.setTimeout(
      () => serial(() => bot.show === show && show.held && endShow(bot, 'PRIVATE_SHOW_CANCELED_DUE_TO_TECHNICAL_REASONS')),
      HOLD_MS,
    );
  }

  function heldShowOf(uuid: string): { bot: Bot; show: Show } | null {
    for (const bot of bots) if (bot.show?.held && bot.show.user?.uuid === uuid) return { bot, show: bot.show };
    return null;
  }

  // ---- spy -------------------------------------------------------------------------------------------------------
  function endSpy(bot: Bot, spy: Spy, reason: StateChangeReason, tell = true): void {
    clock.clearTimeout(spy.billTimer);
    clock.clearTimeout(spy.noticeTimer);
    bot.spies.delete(spy.user.uuid);
    if (tell) sync(bot, new Map([[spy.conn, reason]]));
  }

  function spyBalanceCheck(bot: Bot, spy: Spy, balance: number): void {
    const remainingMinutes = Math.floor(balance / spy.tariff);
    if (remainingMinutes <= 2) send(spy.conn, { channel: 'room', event: 'onSpyShowLowBalance', data: { remainingMinutes } });
    if (remainingMinutes === 0) {
      send(spy.conn, { channel: 'notification', event: 'broadcastSpyModeTimeExpireNotification', data: { broadcastId: bot.def.id } });
      spy.noticeTimer = clock.setTimeout(() => {
        if (bot.spies.get(spy.user.uuid) === spy)
          send(spy.conn, { channel: 'notification', event: 'broadcastSpyModeRemainingTime', data: { broadcastId: bot.def.id, seconds: 10 } });
      }, 50_000);
    }
  }

  function scheduleSpyBilling(bot: Bot, spy: Spy): void {
    const bill = (): void => {
      spy.billTimer = clock.setTimeout(bill, MINUTE);
      serial(async () => {
        if (bot.spies.get(spy.user.uuid) !== spy) return;
        const balance = await debit(spy.user, spy.tariff, 'spy', bot.def.id);
        if (bot.spies.get(spy.user.uuid) !== spy) return;
        if (balance === null) return endSpy(bot, spy, 'SPY_SHOW_DISABLED_BY_BILLING');
        spyBalanceCheck(bot, spy, balance);
      });
    };
    spy.billTimer = clock.setTimeout(bill, MINUTE);
  }

  // ---- connections -------------------------------------------------------------------------------------------------
  /** The tab leaves the room's page: its request, spy mode and show go on (their events reach it off the room). */
  function leaveRoom(conn: Conn): void {
    const bot = conn.room;
    if (!bot) return;
    bot.viewers.delete(conn);
    conn.room = null;
    conn.told = null;
    pushViewers(bot);
  }

  /**
   * The tab's requests, spy modes and show end: on closing (the show is held for the viewer's return) or on logging out
   * (the show ends as by the viewer).
   */
  function dropActivity(conn: Conn, show: 'hold' | 'end'): void {
    for (const bot of bots) {
      for (const p of [...bot.pendings.values()])
        if (p.conn === conn) {
          clearPending(bot, p);
          sync(bot);
        }
      for (const spy of [...bot.spies.values()])
        if (spy.conn === conn) {
          endSpy(bot, spy, 'SPY_SHOW_DISABLED_BY_CLIENT', false);
          sync(bot);
        }
      if (bot.show?.conn === conn) {
        if (show === 'hold') hold(bot, bot.show);
        else endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_CLIENT');
      }
    }
  }

  const need = <T>(value: T | null | undefined, message: string): T => {
    if (value === null || value === undefined) throw new CamRefusal(message);
    return value;
  };

  function memberIn(conn: Conn): { user: CamUser; bot: Bot } {
    const user = need(conn.user, MESSAGES.loginRequired);
    const bot = need(conn.room, MESSAGES.notInRoom);
    if (bot.banned.has(user.uuid)) throw new CamRefusal(MESSAGES.unavailable);
    return { user, bot };
  }

  function showOf(bot: Bot, user: CamUser): Show | null {
    return bot.show?.user?.uuid === user.uuid && !bot.show.held ? bot.show : null;
  }

  function entered(bot: Bot, conn: Conn, reason: StateChangeReason): RoomEntered {
    const banned = !!conn.user && bot.banned.has(conn.user.uuid);
    const state = stateFor(bot, conn);
    const permissions = banned ? NO_PERMISSIONS : permissionsFor(bot, conn);
    const url = banned ? '' : urlFor(bot, conn);
    return {
      broadcast: broadcastOf(bot),
      state,
      reason,
      permissions,
      settings: settingsOf(bot),
      streamUrl: url,
      currentStreamType: streamTypes(bot).includes(conn.streamType) ? conn.streamType : 'video2D',
      banned,
    };
  }

  function history(bot: Bot): ChatEntry[] {
    if (bot.chat.length === 0 && bot.phase !== 'OFFLINE') for (let i = 0; i < 4; i++) inventedLine(bot, true);
    return bot.chat.slice(-20);
  }

  type Handler<O extends CamOp> = (conn: Conn, args: CamOpArgs<O>) => Promise<CamOpResult<O>> | CamOpResult<O>;
  type Handlers = { [O in CamOp]: Handler<O> };

  const world = {} as SimCamWorld;

  const handlers: Handlers = {
    'auth.login': async (conn, { token }) => {
      const user = need(await verifyCamToken(jwtKey, token, siteNow()), MESSAGES.invalidToken);
      conn.user = user;
      if (conn.room) sync(conn.room, new Map([[conn, 'USER_LOGGED_IN']]));
      const held = heldShowOf(user.uuid);
      if (held)
        later(() =>
          send(conn, {
            channel: 'room',
            event: 'incompleteSessionFound',
            data: { broadcastId: held.bot.def.id, modelNickname: held.bot.def.nickname },
          }),
        );
      return { userId: user.uuid, userName: user.name };
    },
    'auth.logout': (conn) => {
      messenger?.detach(conn.messenger);
      dropActivity(conn, 'end');
      conn.user = null;
      if (conn.room) sync(conn.room, new Map([[conn, 'USER_LOGGED_OUT']]));
      return {};
    },
    'rooms.page': (_conn, a) =>
      world.rooms({
        tagCodes: a.tagCodes ?? [],
        categoryCodes: a.categoryCodes ?? [],
        statuses: a.statuses ?? [],
        limit: a.perPage,
        offset: a.page * a.perPage,
        showOffline: a.showOffline,
        showHidden: a.showHidden,
      }),
    'rooms.categories': () => ({ categories: world.filterOptions().categories }),
    'rooms.tagGroups': () => ({ groups: world.filterOptions().groups }),
    'room.enter': (conn, { nickname, restorePrivateShow }) => {
      const bot = need(byNickname.get(nickname.toLowerCase()), MESSAGES.notFound);
      if (conn.room) leaveRoom(conn);
      const uuid = conn.user?.uuid;
      if (uuid && bot.banned.has(uuid)) return entered(bot, conn, 'NONE');
      let reason: StateChangeReason = 'NONE';
      const show = bot.show;
      if (restorePrivateShow && uuid && show?.held && show.user?.uuid === uuid) {
        clock.clearTimeout(show.holdTimer);
        show.holdTimer = null;
        show.held = false;
        show.conn = conn;
        scheduleBilling(bot, show);
        reason = 'PRIVATE_SHOW_RESUMED_BY_CLIENT';
      }
      conn.room = bot;
      bot.viewers.add(conn);
      const answer = entered(bot, conn, reason);
      conn.told = { state: answer.state, perms: JSON.stringify(answer.permissions), url: answer.streamUrl };
      const messages = history(bot);
      later(() => send(conn, { channel: 'chat', event: 'historyMessage', data: { messages } }));
      pushViewers(bot);
      return answer;
    },
    'room.leave': (conn) => {
      leaveRoom(conn);
      return {};
    },
    'room.nearby': (conn, { direction }) => {
      const bot = need(conn.room, MESSAGES.notInRoom);
      const near = neighbours(bot);
      return { nickname: direction === 'previous' ? near.previous : near.next };
    },
    'room.setStreamType': (conn, { type }) => {
      conn.streamType = type;
      if (conn.room) sync(conn.room);
      return {};
    },
    'room.requestPrivate': async (conn, { voice }) => {
      const { user, bot } = memberIn(conn);
      const tariff = tariffOf(bot, voice);
      if (bot.phase !== 'PUBLIC' || tariff <= 0) throw new CamRefusal(MESSAGES.privateUnavailable);
      if (bot.pendings.has(user.uuid)) throw new CamRefusal(MESSAGES.requestExists);
      if ((await balanceOf(db, user.uuid)) < tariff * minDurationOf(bot, voice)) throw new CamRefusal(MESSAGES.notEnough);
      const p: Pending = { id: nextId('pr'), user, conn, voice, at: clock.now(), expiryTimer: 0, decisionTimer: null };
      p.expiryTimer = clock.setTimeout(() => serial(() => bot.pendings.get(user.uuid) === p && expire(bot, p)), REQUEST_EXPIRY_MS);
      const forced = bot.decisions.shift();
      if (forced) p.decisionTimer = clock.setTimeout(() => serial(() => decide(bot, p, forced)), FORCED_DECISION_MS);
      else if (!frozen)
        p.decisionTimer = clock.setTimeout(
          () =>
            serial(async () => {
              if (frozen) return;
              const short = (await balanceOf(db, user.uuid)) < tariff * minDurationOf(bot, voice);
              const r = rng.next();
              await decide(bot, p, short ? 'refuse-billing' : r < 0.7 ? 'accept' : r < 0.8 ? 'refuse-settings' : 'refuse');
            }),
          rng.int(3, 30) * 1000,
        );
      bot.pendings.set(user.uuid, p);
      sync(bot);
      return { privateRequestId: p.id };
    },
    'room.cancelPrivate': (conn) => {
      // Also off the room's page (the request or show of this member, in whichever room).
      const user = need(conn.user, MESSAGES.loginRequired);
      for (const bot of bots) {
        const p = bot.pendings.get(user.uuid);
        if (p) {
          clearPending(bot, p);
          sync(bot);
          return {};
        }
      }
      const bot = bots.find((b) => showOf(b, user));
      if (!bot) throw new CamRefusal(MESSAGES.nothingToCancel);
      endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_CLIENT');
      return {};
    },
    'room.requestSpy': async (conn) => {
      const { user, bot } = memberIn(conn);
      const now = clock.now();
      const last = lastSpyRequest.get(user.uuid);
      if (last !== undefined && now - last < SPY_REQUEST_INTERVAL_MS) throw new CamRefusal(MESSAGES.spyLimit);
      lastSpyRequest.set(user.uuid, now);
      if (bot.phase !== 'PRIVATE' || !bot.spyEnabled || showOf(bot, user) || bot.spies.has(user.uuid)) throw new CamRefusal(MESSAGES.spyUnavailable);
      const tariff = spyTariffOf(bot);
      const balance = await debit(user, tariff, 'spy', bot.def.id);
      if (balance === null) throw new CamRefusal(MESSAGES.spyNotEnough);
      const spy: Spy = { user, conn, tariff, billTimer: null, noticeTimer: null };
      bot.spies.set(user.uuid, spy);
      sync(bot, new Map([[conn, 'SPY_SHOW_STARTED_BY_CLIENT']]));
      spyBalanceCheck(bot, spy, balance);
      scheduleSpyBilling(bot, spy);
      return {};
    },
    'room.cancelSpy': (conn) => {
      // Also off the room's page (§4.3: the spy-time notices end spy mode there).
      const user = need(conn.user, MESSAGES.loginRequired);
      const bot = need(
        bots.find((b) => b.spies.has(user.uuid)),
        MESSAGES.notSpying,
      );
      const spy = bot.spies.get(user.uuid);
      if (spy) endSpy(bot, spy, 'SPY_SHOW_DISABLED_BY_CLIENT');
      return {};
    },
    'room.compliment': async (conn, { privateRequestId, amount }) => {
      const user = need(conn.user, MESSAGES.loginRequired);
      const done = completed.get(privateRequestId);
      if (!done || done.userUuid !== user.uuid) throw new CamRefusal(MESSAGES.unknownShow);
      const balance = need(await debit(user, amount, 'compliment', privateRequestId), MESSAGES.notEnoughTokens);
      completed.delete(privateRequestId);
      thankLater(done.bot, user.name);
      return { balance };
    },
    'room.broadcast': (_conn, { id }) => broadcastOf(need(byId.get(id), MESSAGES.notFound)),
    'room.model': (_conn, { modelId }) => need(world.profile(modelId), MESSAGES.modelNotFound),
    'chat.send': (conn, { text }) => {
      const { user, bot } = memberIn(conn);
      appendChat(bot, chatEntry({ userId: user.uuid, username: user.name, kind: 'message', text: text.trim() }), 'message');
      return {};
    },
    'chat.tip': async (conn, { amount }) => {
      const { user, bot } = memberIn(conn);
      const balance = need(await debit(user, amount, 'tip', bot.def.id), MESSAGES.notEnoughTokens);
      const show = showOf(bot, user);
      if (show) show.fees.privateChatTipFee += amount;
      appendChat(bot, chatEntry({ userId: user.uuid, username: user.name, kind: 'tip', amount }), 'tipsSent');
      thankLater(bot, user.name);
      return { balance };
    },
    'chat.tipMenu': async (conn, { itemId }) => {
      const { user, bot } = memberIn(conn);
      const item = need(bot.tipMenuEnabled ? bot.def.tipMenu.find((i) => i.id === itemId) : undefined, MESSAGES.itemNotFound);
      const balance = need(await debit(user, item.price, 'tip-menu', item.id), MESSAGES.notEnoughTokens);
      const show = showOf(bot, user);
      if (show) show.fees.tipMenuFee += item.price;
      appendChat(
        bot,
        chatEntry({ userId: user.uuid, username: user.name, kind: 'tipMenu', amount: item.price, title: item.title }),
        'tipMenuItemPurchased',
      );
      thankLater(bot, user.name);
      return { balance };
    },
    'chat.toy': async (conn, { itemId, amount }) => {
      const { user, bot } = memberIn(conn);
      const item = need(
        bot.def.toysMenu.find((i) => i.id === itemId),
        MESSAGES.itemNotFound,
      );
      if (item.price !== amount) throw new CamRefusal(MESSAGES.priceChanged);
      const balance = need(await debit(user, item.price, 'toy', item.id), MESSAGES.notEnoughTokens);
      const show = showOf(bot, user);
      if (show) show.fees.toysMenuFee += item.price;
      appendChat(
        bot,
        chatEntry({ userId: user.uuid, username: user.name, kind: 'toy', amount: item.price, title: item.title }),
        'toysMenuItemPurchased',
      );
      return { balance };
    },
    'messenger.login': toMessenger('messenger.login'),
    'messenger.logout': toMessenger('messenger.logout'),
    'messenger.ping': toMessenger('messenger.ping'),
    'messenger.chats': toMessenger('messenger.chats'),
    'messenger.chat': toMessenger('messenger.chat'),
    'messenger.modelClientId': toMessenger('messenger.modelClientId'),
    'messenger.createPrivateChat': toMessenger('messenger.createPrivateChat'),
    'messenger.messages': toMessenger('messenger.messages'),
    'messenger.read': toMessenger('messenger.read'),
    'messenger.tip': toMessenger('messenger.tip'),
    'messenger.send': toMessenger('messenger.send'),
  };

  // ---- controls --------------------------------------------------------------------------------------------------
  function botState(bot: Bot): BotState {
    const show = bot.show;
    return {
      nickname: bot.def.nickname,
      broadcastId: bot.def.id,
      phase: bot.phase,
      status: listStatus(bot),
      textStatus: bot.textStatus,
      viewers: viewersOf(bot),
      spyEnabled: bot.spyEnabled,
      privateTariff: bot.privateTariff,
      voiceTariff: bot.voiceTariff,
      pendingRequests: [...bot.pendings.values()].map((p) => ({ id: p.id, userId: p.user.uuid, voice: p.voice })),
      show: show
        ? {
            requestId: show.requestId,
            userId: show.user?.uuid ?? null,
            voice: show.voice,
            startedAt: show.startedAt,
            fees: { ...show.fees },
            held: show.held,
          }
        : null,
      spies: [...bot.spies.keys()],
      banned: [...bot.banned],
      queuedDecisions: [...bot.decisions],
    };
  }

  async function force(bot: Bot, move: string, email?: string): Promise<void> {
    if ((DECISION_MOVES as readonly string[]).includes(move)) {
      const decision = move as DecisionMove;
      const pending = [...bot.pendings.values()].sort((a, b) => a.at - b.at)[0];
      if (pending) await decide(bot, pending, decision);
      else bot.decisions.push(decision);
      return;
    }
    if (move === 'end-show') return endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
    if (move === 'ban') {
      const targets = new Set<string>();
      for (const conn of bot.viewers) if (conn.user) targets.add(conn.user.uuid);
      if (email) {
        const user = await userByEmail(db, email);
        if (user) targets.add(user.uuid);
      }
      for (const uuid of targets) {
        bot.banned.add(uuid);
        if (bot.show?.user?.uuid === uuid) endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
        const p = bot.pendings.get(uuid);
        if (p) clearPending(bot, p);
        const spy = bot.spies.get(uuid);
        if (spy) endSpy(bot, spy, 'NONE', false);
        for (const conn of [...bot.viewers])
          if (conn.user?.uuid === uuid) {
            send(conn, { channel: 'room', event: 'onBroadcastUnavailable', data: { broadcastId: bot.def.id } });
            bot.viewers.delete(conn);
            conn.room = null;
            conn.told = null;
          }
      }
      pushViewers(bot);
      return;
    }
    const [kind, ...rest] = move.split(':');
    const value = rest.join(':');
    if (kind === 'text' && value) return setText(bot, value);
    if (kind === 'chat' && value) return modelSays(bot, value);
    if (kind === 'viewers' && /^\d+$/.test(value)) {
      bot.audience = Math.max(0, Number(value) - bot.viewers.size);
      return pushViewers(bot);
    }
    if (kind === 'status') {
      if (value === 'PUBLIC') return setPhase(bot, 'PUBLIC');
      if (value === 'AWAY') return setPhase(bot, 'AWAY');
      if (value === 'OFFLINE') return setPhase(bot, 'OFFLINE', 'BROADCAST_STOPPED_BY_MODEL');
      if (value === 'PRIVATE_SHOW' || value === 'SPY_SHOW') {
        if (value === 'SPY_SHOW' && !bot.spyEnabled) {
          bot.spyEnabled = true;
          toRoom(bot, { channel: 'room', event: 'onBroadcastSettingsChanged', data: { settings: settingsOf(bot) } });
        }
        return setPhase(bot, 'PRIVATE');
      }
    }
    throw new CamRefusal(`Unknown move '${move}'`);
  }

  Object.assign(world, {
    clock,
    rooms(query: RoomQuery): CamRoomPage {
      const tagsByGroup = new Map<string, string[]>();
      for (const code of query.tagCodes) {
        const found = findTag(code);
        const group = found?.group.code ?? `?${code}`;
        tagsByGroup.set(group, [...(tagsByGroup.get(group) ?? []), code]);
      }
      const matching = bots.filter((bot) => {
        if (query.categoryCodes.length > 0 && !query.categoryCodes.includes(bot.def.category)) return false;
        if (!query.showOffline && bot.phase === 'OFFLINE') return false;
        if (query.statuses.length > 0 && !query.statuses.includes(statusFilterValue(listStatus(bot)))) return false;
        for (const [group, codes] of tagsByGroup) if (!codes.some((c) => bot.def.tags[group]?.includes(c))) return false;
        return true;
      });
      const list = ordered(matching);
      return { pageItems: list.slice(query.offset, query.offset + query.limit).map(roomOf), totalCount: list.length };
    },
    broadcast(nickname: string) {
      const bot = byNickname.get(nickname.toLowerCase());
      return bot ? broadcastOf(bot) : null;
    },
    profile(modelId: string) {
      const bot = bots.find((b) => b.def.modelId === modelId);
      return bot ? profileOf(bot) : null;
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
      const conn = { id: ++connSeq, push, user: null, room: null, streamType: 'video2D', closed: false, told: null } as Omit<
        Conn,
        'messenger'
      > as Conn;
      conn.messenger = {
        id: conn.id,
        get user() {
          return conn.user;
        },
        push: (event) => send(conn, { channel: 'messenger', ...event }),
      };
      conns.add(conn);
      return {
        call<O extends CamOp>(op: O, args: CamOpArgs<O>): Promise<CamOpResult<O>> {
          if (conn.closed) return Promise.reject(new CamRefusal('Connection closed'));
          const handler = handlers[op] as Handler<O>;
          // The arguments as the contract reads them (defaults applied); a malformed request is refused.
          const parsed = camOps[op]?.args.safeParse(args);
          if (!parsed?.success) return Promise.reject(new CamRefusal('Invalid arguments'));
          return serial(() => handler(conn, parsed.data as CamOpArgs<O>));
        },
        close() {
          if (conn.closed) return;
          void serial(() => {
            leaveRoom(conn);
            dropActivity(conn, 'hold');
            messenger?.detach(conn.messenger);
            conn.closed = true;
            conns.delete(conn);
          });
        },
      };
    },
    stop() {
      messenger?.stop();
      clock.stop();
      for (const conn of conns) conn.closed = true;
      conns.clear();
    },
    async advance(ms: number) {
      clock.advance(ms);
      await settled();
      return clock.now();
    },
    settled,
    setFrozen(on: boolean) {
      frozen = on;
    },
    isFrozen: () => frozen,
    async force(nickname: string, move: string, o: { email?: string } = {}) {
      const bot = need(byNickname.get(nickname.toLowerCase()), MESSAGES.notFound);
      await serial(() => force(bot, move, o.email));
      return botState(bot);
    },
    state(nickname: string) {
      const bot = byNickname.get(nickname.toLowerCase());
      return bot ? botState(bot) : null;
    },
    async setBalance(email: string, balance: number) {
      const user = await userByEmail(db, email);
      return user ? setBalance(db, user.uuid, balance, nowSec()) : null;
    },
    async messengerForce(email: string, nickname: string, move: MessengerMove) {
      const bot = byNickname.get(nickname.toLowerCase());
      const user = await userByEmail(db, email);
      if (!bot || !user || !messenger) return false;
      await messenger.force(user.uuid, bot.def.modelId, move);
      return true;
    },
    nicknames: () => ordered(bots).map((b) => b.def.nickname),
    svgPreview: (broadcastId: string) => byId.get(broadcastId)?.def ?? null,
  } satisfies SimCamWorld);

  if (opts.realTime) clock.followRealTime();
  return world;
}
