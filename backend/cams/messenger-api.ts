/**
 * The simulated provider's private messenger (spec 002 §4.9, §7 'Messenger') as the world sees it: the world
 * (backend/cams/world.ts) hands every 'messenger.*' operation of a signed-in connection to this service, tells it when
 * a model's presence changes, and the service pushes 'messenger' events to the user's connections that logged in to
 * the messenger. The service (backend/cams/messenger.ts) keeps chats and messages in PostgreSQL and runs the model
 * bots' side of the conversations on the world's simulation clock.
 */
import type { CamOpArgs, CamOpResult } from '../../contracts/cam-channel.ts';
import type { MessengerEvent } from '../../contracts/messenger.ts';
import type { Db } from '../db/db.ts';
import type { Rng } from '../seed/prng.ts';
import type { CamUser } from './cam-token.ts';
import type { SimClock } from './sim-clock.ts';

export type MessengerOp =
  | 'messenger.login'
  | 'messenger.logout'
  | 'messenger.ping'
  | 'messenger.chats'
  | 'messenger.chat'
  | 'messenger.modelClientId'
  | 'messenger.createPrivateChat'
  | 'messenger.messages'
  | 'messenger.read'
  | 'messenger.tip'
  | 'messenger.send';

export const isMessengerOp = (op: string): op is MessengerOp => op.startsWith('messenger.');

/** One provider-interface connection as the messenger knows it. */
export interface MessengerConnection {
  /** A stable id of the connection (the world's). */
  id: number;
  /** The signed-in user (`auth.login`); null for a guest: every messenger op is refused then. */
  user: CamUser | null;
  /** Pushes one event on the 'messenger' channel to this connection. */
  push(event: MessengerEvent): void;
}

/** A model as a chat participant (the world's bot). */
export interface MessengerModel {
  modelId: string;
  nickname: string;
  /** Display name (participant.username). */
  name: string;
  /** Picture URL. */
  avatar: string;
  online: boolean;
}

/** What the world gives the messenger when it creates it (CamWorldOptions.messenger). */
export interface MessengerDeps {
  db: Db;
  /** The simulation clock: the bots' answers and moves are its timers; `now()` stamps messages. */
  clock: SimClock;
  /** The messenger's own seeded random source. */
  rng: Rng;
  /** Every model bot, now. */
  models(): MessengerModel[];
  /** The world is frozen (tests): no spontaneous bot moves, only answers the tests ask for. */
  isFrozen(): boolean;
  /** Takes a messenger tip's tokens and tells the member's tabs the new balance; null when the balance is short. */
  debit(userUuid: string, amount: number, ref: string): Promise<number | null>;
  /** Runs work of a timer in the world's serial queue (so advancing the clock waits for it); never from a call. */
  serial<T>(fn: () => T | Promise<T>): Promise<T>;
}

/** What the simulator's control endpoint makes a model do in a member's chat now. */
export type MessengerMove = `say:${string}` | 'block' | 'unblock' | 'mute' | 'unmute';

export interface MessengerService {
  /** Runs one messenger operation for the connection; throws CamRefusal with the provider's message when refused. */
  call<O extends MessengerOp>(conn: MessengerConnection, op: O, args: CamOpArgs<O>): Promise<CamOpResult<O>>;
  /** The connection signed out of the provider or went away: it no longer gets messenger events. */
  detach(conn: MessengerConnection): void;
  /** A model's presence changed (PRESENCE_UPDATE to the users who chat with it). */
  presenceChanged(modelId: string, online: boolean): void;
  /** The control endpoint: the model writes, blocks, mutes (or lifts it) in the member's chat now (the chat made if none). */
  force(userUuid: string, modelId: string, move: MessengerMove): Promise<void>;
  stop(): void;
}
