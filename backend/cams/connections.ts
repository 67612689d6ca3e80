/**
 * A tab's connection to the simulated provider interface: its operations run one at a time on the world's serial
 * queue, with the arguments as the contract reads them — except the reads (READS), which only wait for the tab's own
 * earlier operations, so a flood of them from some sockets holds up nobody's billing, shows or entering; when the tab
 * goes away it leaves its room, its requests and
 * spy modes end, and its private show is held for the viewer's return.
 */
import type { CamPushedEvent as CamEvent, CamOp, CamOpArgs, CamOpResult } from '../../contracts/cam-channel.ts';
import { camOps } from '../../contracts/cam-channel.ts';
import type { CamUser } from './cam-token.ts';
import { MESSAGES } from './cam-rules.ts';
import { pushViewers, send, sync } from './room-events.ts';
import { clearPending, endShow, hold } from './shows.ts';
import { endSpy } from './spy.ts';
import { type CamConnection, CamRefusal } from './world-api.ts';
import type { Bot, Conn, WorldState } from './world-state.ts';

/** The operations that only read the world (the list, its filters, a broadcast, a profile, the neighbours). */
const READS: ReadonlySet<CamOp> = new Set<CamOp>([
  'rooms.page',
  'rooms.categories',
  'rooms.tagGroups',
  'room.broadcast',
  'room.model',
  'room.nearby',
]);

export type Handler<O extends CamOp> = (conn: Conn, args: CamOpArgs<O>) => Promise<CamOpResult<O>> | CamOpResult<O>;
export type Handlers = { [O in CamOp]: Handler<O> };

/** The value, or a refusal with the provider's message. */
export const need = <T>(value: T | null | undefined, message: string): T => {
  if (value === null || value === undefined) throw new CamRefusal(message);
  return value;
};

/** The signed-in member in the room they are in (refused when banned there). */
export function memberIn(conn: Conn): { user: CamUser; bot: Bot } {
  const user = need(conn.user, MESSAGES.loginRequired);
  const bot = need(conn.room, MESSAGES.notInRoom);
  if (bot.banned.has(user.uuid)) throw new CamRefusal(MESSAGES.unavailable);
  return { user, bot };
}

/** A member who may pay (a cam token of scope 'cam'), in the room they are in. */
export function payingMemberIn(conn: Conn): { user: CamUser; bot: Bot } {
  const found = memberIn(conn);
  return { ...found, user: payingUser(found.user) };
}

/** The member, refused when signed in for chat only. */
export function payingUser(user: CamUser): CamUser {
  if (!user.paid) throw new CamRefusal(MESSAGES.notPaid);
  return user;
}

/** The tab leaves the room's page: its request, spy mode and show go on (their events reach it off the room). */
export function leaveRoom(conn: Conn): void {
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
export function dropActivity(w: WorldState, conn: Conn, show: 'hold' | 'end'): void {
  for (const bot of w.bots) {
    for (const p of [...bot.pendings.values()])
      if (p.conn === conn) {
        clearPending(w, bot, p);
        sync(w, bot);
      }
    for (const spy of [...bot.spies.values()])
      if (spy.conn === conn) {
        endSpy(w, bot, spy, 'SPY_SHOW_DISABLED_BY_CLIENT', false);
        sync(w, bot);
      }
    if (bot.show?.conn === conn) {
      if (show === 'hold') hold(bot.show);
      else endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_CLIENT');
    }
  }
}

/** A new connection whose operations the handlers answer; `push` delivers its events. */
export function connect(w: WorldState, handlers: Handlers, push: (event: CamEvent) => void): CamConnection {
  const conn = { id: ++w.connSeq, push, user: null, room: null, streamType: 'video2D', closed: false, told: null } as Omit<Conn, 'messenger'> as Conn;
  conn.messenger = {
    id: conn.id,
    get user() {
      return conn.user;
    },
    push: (event) => send(conn, { channel: 'messenger', ...event }),
  };
  w.conns.add(conn);
  /** This tab's last operation, settled or not. */
  let own: Promise<unknown> = Promise.resolve();
  return {
    call<O extends CamOp>(op: O, args: CamOpArgs<O>): Promise<CamOpResult<O>> {
      if (conn.closed) return Promise.reject(new CamRefusal('Connection closed'));
      const handler = handlers[op] as Handler<O>;
      // The arguments as the contract reads them (defaults applied); a malformed request is refused.
      const parsed = camOps[op]?.args.safeParse(args);
      if (!parsed?.success) return Promise.reject(new CamRefusal('Invalid arguments'));
      const run = () => handler(conn, parsed.data as CamOpArgs<O>);
      // A read waits for this tab's own earlier operations only (it sees what they did), never for the world's queue.
      const answer = READS.has(op) ? own.then(run) : w.queue.serial(run);
      own = answer.catch(() => {});
      return answer;
    },
    close() {
      if (conn.closed) return;
      void w.queue.serial(() => {
        leaveRoom(conn);
        dropActivity(w, conn, 'hold');
        w.messenger?.detach(conn.messenger);
        conn.closed = true;
        w.conns.delete(conn);
      });
    },
  };
}
