/**
 * The cam simulator world's shared state: the records every part reads and changes (bots, their shows and spies, the
 * tabs' connections) and the world's own services (simulated clock, seeded random source, serial queue, messenger).
 * createCamWorld (world.ts) makes one; each part — bots.ts, shows.ts, spy.ts, room-chat.ts, room-events.ts,
 * connections.ts, the operations and the controls — receives it as its first argument.
 */
import type { ActorRefFrom } from 'xstate';
import type { CamPushedEvent as CamEvent, ChatEntry } from '../../contracts/cam-channel.ts';
import type { BroadcastStatus, StreamType } from '../../contracts/cam-provider.ts';
import type { Db } from '../db/db.ts';
import type { Rng } from '../seed/prng.ts';
import type { Phase, botMachine } from './bot.machine.ts';
import type { DecisionMove } from './cam-rules.ts';
import type { CamUser } from './cam-token.ts';
import type { MessengerConnection, MessengerService } from './messenger-api.ts';
import type { ModelDef } from './seed-models.ts';
import type { SerialQueue } from './serial-queue.ts';
import type { showMachine } from './show.machine.ts';
import type { SimClock } from './sim-clock.ts';

/** A private show from its request on (show.machine.ts has its lifecycle, tariff and fees), or one a bot invented. */
export interface Show {
  requestId: string;
  /** null: an invented viewer's show (nothing billed). */
  user: CamUser | null;
  /** The tab that asked for it; null while the show is held (its tab went away). */
  conn: Conn | null;
  voice: boolean;
  /** When the request arrived (the oldest gets a forced decision first). */
  at: number;
  /** When the show began. */
  startedAt: number;
  actor: ActorRefFrom<typeof showMachine>;
  /** The model's answer to the request, when she will give it (bots' own move, stopped by freezing). */
  decisionTimer: number | null;
  /** The model's end of the show, when she planned one. */
  endTimer: number | null;
}

export interface Spy {
  user: CamUser;
  conn: Conn;
  tariff: number;
  billTimer: number | null;
  noticeTimer: number | null;
}

export interface Bot {
  def: ModelDef;
  /** The bot machine's phase, written by its actions (bot.machine.ts) before the effects that read it. */
  phase: Phase;
  textStatus: string;
  audience: number;
  privateTariff: number;
  voiceTariff: number;
  spyEnabled: boolean;
  tipMenuEnabled: boolean;
  /** Requests waiting for the model's answer, by member uuid. */
  pendings: Map<string, Show>;
  show: Show | null;
  spies: Map<string, Spy>;
  banned: Set<string>;
  chat: ChatEntry[];
  viewers: Set<Conn>;
  /** Forced decisions waiting for the next private request. */
  decisions: DecisionMove[];
  actor: ActorRefFrom<typeof botMachine>;
}

export interface Conn {
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

export interface WorldState {
  db: Db;
  clock: SimClock;
  rng: Rng;
  /** The provider's base as the browser reaches it (preview and stream URLs). */
  base: string;
  /** The key of the private shows' stream grants (stream-grants.ts). */
  streamKey: Buffer;
  /** No spontaneous bot move, decision, chat or viewer drift (the server's own rules still run). */
  frozen: boolean;
  bots: Bot[];
  byNickname: Map<string, Bot>;
  byId: Map<string, Bot>;
  conns: Set<Conn>;
  /** The last connection's id. */
  connSeq: number;
  /** A member's last spy request (the one-per-minute limit). */
  lastSpyRequest: Map<string, number>;
  /** The completed shows a compliment may name. */
  completed: Map<string, { userUuid: string; bot: Bot }>;
  messenger: MessengerService | null;
  queue: SerialQueue;
  nextId(prefix: string): string;
}

export const isOnline = (phase: Phase): boolean => phase !== 'OFFLINE';

/** The show's tab went away and it waits for the viewer (show.machine.ts). */
export const isHeld = (show: Show): boolean => show.actor.getSnapshot().hasTag('held');

export const nowSec = (w: WorldState): number => Math.floor(w.clock.now() / 1000);
