/**
 * The cam provider simulator's seam: the simulated world (bots, rooms, shows, billing: backend/cams/world.ts)
 * and the transports in front of it — the clients REST API (backend/routes/cams.ts) and the provider interface's
 * WebSocket (backend/cams/ws-server.ts) — meet here. One world per backend (per process); its clock is the simulation
 * clock, which the control endpoint of embedded mode moves on.
 */
import type { CamOp, CamOpArgs, CamOpResult, CamPushedEvent } from '../../contracts/cam-channel.ts';
import type { CamBroadcast, CamFilterOptions, CamModelProfile, CamRoomPage, RoomTag } from '../../contracts/cam-provider.ts';

/** A refused operation: `message` is the provider's text the product's §8 catalogue reads. */
export class CamRefusal extends Error {}

/** The query of GET /broadcasts, parsed (§7). */
export interface RoomQuery {
  tagCodes: string[];
  categoryCodes: string[];
  /** Filter values (§4.1); empty = all. */
  statuses: string[];
  limit: number;
  offset: number;
  showOffline: boolean;
  showHidden: boolean;
}

/** One tab's connection to the provider interface: its requests, and the events pushed to it. */
export interface CamConnection {
  /** Runs one operation for this connection; throws CamRefusal with the provider's message when refused. */
  call<O extends CamOp>(op: O, args: CamOpArgs<O>): Promise<CamOpResult<O>>;
  /** The tab went away: leaves its room; a private show in progress stays restorable (incompleteSessionFound). */
  close(): void;
}

export interface CamWorld {
  /** The clients REST API's answers. */
  rooms(query: RoomQuery): CamRoomPage;
  broadcast(nickname: string): CamBroadcast | null;
  profile(modelId: string): CamModelProfile | null;
  filterOptions(): CamFilterOptions;
  roomTag(slug: string): RoomTag | null;
  /** A new provider-interface connection; `push` delivers its events (room, chat, notification channels). */
  connect(push: (event: CamPushedEvent) => void): CamConnection;
  /** Stops the bots' timers (the backend closes). */
  stop(): void;
}
