/**
 * The cam provider interface as a WebSocket channel (contracts/cam-channel.ts): in embedded mode on the
 * site's own server at /api/cam-provider/ws, in front of the simulated world (backend/cams/world.ts).
 *
 * Each socket is one `CamConnection`. A frame is parsed by `CamRequest`, then its args by `camOps[op].args`; the answer
 * is `{type:'reply', id, ok, result|error}` — a `CamRefusal`'s message as the error, any other failure the generic
 * text, logged. Events the world pushes go out as `{type:'event', channel, event, data}`. A frame that cannot be read
 * is dropped (and logged) without closing the socket; frames are limited in size and in rate; sockets that stop
 * answering pings are dropped. Other upgrade paths (Vite's HMR socket in development) are left alone.
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
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CAM_CHANNEL_PATH) return;
    if (opts.sameOriginOnly && !sameOrigin(request)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    // With `noServer`, 'connection' is ours to emit: the keep-alive below marks a socket alive there.
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);
  const alive = new WeakSet<WebSocket>();
  wss.on('connection', (ws: WebSocket) => {
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
  ws.on('message', (raw, isBinary) => {
    if (isBinary) return log.warn('[cam-channel] binary frame dropped');
    let json: unknown;
    try {
      json = JSON.parse(raw.toString());
    } catch {
      return log.warn('[cam-channel] unreadable frame dropped');
    }
    const request = CamRequest.safeParse(json);
    if (!request.success) {
      const id = typeof (json as { id?: unknown })?.id === 'number' ? (json as { id: number }).id : null;
      if (id !== null) send({ type: 'reply', id, ok: false, error: 'Bad request' });
      return log.warn('[cam-channel] bad frame', request.error.message);
    }
    const { id, op } = request.data;
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    if (++inWindow > MAX_REQUESTS_PER_SECOND) return send({ type: 'reply', id, ok: false, error: 'Too many requests' });
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
