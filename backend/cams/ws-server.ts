/**
 * The cam provider interface as a WebSocket channel (contracts/cam-channel.ts): in embedded mode on the
 * site's own server at /api/cam-provider/ws, in front of the simulated world (backend/cams/world.ts).
 *
 * Each socket is one `CamConnection`. A frame is parsed by `CamRequest`, then its args by `camOps[op].args`; the answer
 * is `{type:'reply', id, ok, result|error}` — a `CamRefusal`'s message as the error, any other failure the generic
 * text, logged. Events the world pushes go out as `{type:'event', channel, event, data}`. A frame that cannot be read
 * is dropped (and logged) without closing the socket; frames are limited in size and in rate; sockets that stop
 * answering pings are dropped. Other upgrade paths (Vite's HMR socket in development) are left alone.
 *
 * A flood stays the flooder's (issue 38, finding 7: 250 sockets × 20 requests/s slowed every page and every socket):
 * an address holds at most MAX_SOCKETS_PER_ADDRESS sockets (429 at the upgrade past that), a member at most
 * MAX_SOCKETS_PER_MEMBER signed in (room-operations.ts `auth.login`); every frame counts against
 * its socket's rate, unreadable ones too; past the rate a frame is answered 'Too many requests' and logged at most once a
 * second, and a socket sending FLOOD_FACTOR times the rate is closed (1008).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { CamRequest, camOps } from '../../contracts/cam-channel.ts';
import { embeddedBasePath } from '../../contracts/calls.ts';
import { type CamWorld, CamRefusal } from './world-api.ts';

export const CAM_CHANNEL_PATH = `${embeddedBasePath.camProvider}/ws`;
/** The generic failure (spec 002 §8 'Sorry, something went wrong. Try again next time.'). */
export const CHANNEL_FAILURE = 'Sorry, something went wrong. Try again next time.';
/** The largest frame a browser may send (a 400-character message is far below it). */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Requests one socket may make per second before it is answered 'Too many requests'. */
export const MAX_REQUESTS_PER_SECOND = 20;
/** Sockets one address may hold at once (a member's tabs, a household behind one router). */
export const MAX_SOCKETS_PER_ADDRESS = 24;
/** A socket sending this many times MAX_REQUESTS_PER_SECOND within a second is closed. */
export const FLOOD_FACTOR = 3;
/** The close code of a flooding socket: policy violation. */
export const FLOOD_CLOSE_CODE = 1008;
/** How often the server pings each socket; one that has not answered the last ping by the next is dropped. */
export const PING_INTERVAL_MS = 30_000;

export interface CamChannelOptions {
  /**
   * Refuse a browser's connection from another site (cross-site WebSocket hijacking): its Origin must name the host the
   * request came to. Requests without an Origin (not from a browser) are let in.
   */
  sameOriginOnly?: boolean;
  log?: { warn(message: string, ...rest: unknown[]): void };
  /** The keep-alive's period (default PING_INTERVAL_MS; tests shorten it). */
  pingIntervalMs?: number;
}

/** Serves the channel on `server`'s upgrades to CAM_CHANNEL_PATH; returns the stop. */
export function attachCamChannel(server: Server, world: CamWorld, opts: CamChannelOptions = {}): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const log = opts.log ?? console;
  const perAddress = new Map<string, number>();
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CAM_CHANNEL_PATH) return;
    if (opts.sameOriginOnly && !sameOrigin(request)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    if ((perAddress.get(addressOf(request)) ?? 0) >= MAX_SOCKETS_PER_ADDRESS) {
      socket.write('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    // With `noServer`, 'connection' is ours to emit: the keep-alive below marks a socket alive there.
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);
  const alive = new WeakSet<WebSocket>();
  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    const address = addressOf(request);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    ws.on('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    serveSocket(ws, world, log);
  });
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, opts.pingIntervalMs ?? PING_INTERVAL_MS);
  pinger.unref();
  return () => {
    clearInterval(pinger);
    server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  };
}

const addressOf = (request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown';

function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function serveSocket(ws: WebSocket, world: CamWorld, log: NonNullable<CamChannelOptions['log']>): void {
  const send = (frame: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  const connection = world.connect((event) => send({ type: 'event', ...event }));
  let windowStart = Date.now();
  let inWindow = 0;
  let loggedInWindow = false;
  /** A dropped frame's warning: one a second per socket, so a flood of bad frames does not fill the log. */
  const drop = (message: string, detail?: unknown) => {
    if (loggedInWindow) return;
    loggedInWindow = true;
    log.warn(message, ...(detail === undefined ? [] : [detail]));
  };
  ws.on('message', (raw, isBinary) => {
    // Every frame counts, before any work on it.
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
      loggedInWindow = false;
    }
    inWindow += 1;
    if (inWindow > MAX_REQUESTS_PER_SECOND * FLOOD_FACTOR) return ws.close(FLOOD_CLOSE_CODE, 'Too many requests');
    const overRate = inWindow > MAX_REQUESTS_PER_SECOND;
    if (isBinary) return drop('[cam-channel] binary frame dropped');
    let json: unknown;
    try {
      json = JSON.parse(raw.toString());
    } catch {
      return drop('[cam-channel] unreadable frame dropped');
    }
    const request = CamRequest.safeParse(json);
    if (!request.success) {
      const id = typeof (json as { id?: unknown })?.id === 'number' ? (json as { id: number }).id : null;
      if (id !== null) send({ type: 'reply', id, ok: false, error: overRate ? 'Too many requests' : 'Bad request' });
      return drop('[cam-channel] bad frame', request.error.message);
    }
    const { id, op } = request.data;
    if (overRate) return send({ type: 'reply', id, ok: false, error: 'Too many requests' });
    const args = camOps[op].args.safeParse(request.data.args);
    if (!args.success) return send({ type: 'reply', id, ok: false, error: 'Bad request' });
    connection.call(op, args.data as never).then(
      (result) => send({ type: 'reply', id, ok: true, result }),
      (error: unknown) => {
        if (error instanceof CamRefusal) return send({ type: 'reply', id, ok: false, error: error.message });
        log.warn(`[cam-channel] ${op} failed`, error);
        send({ type: 'reply', id, ok: false, error: CHANNEL_FAILURE });
      },
    );
  });
  ws.on('close', () => connection.close());
  ws.on('error', (error) => log.warn('[cam-channel] socket error', error));
}
