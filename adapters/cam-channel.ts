/**
 * The browser's cam provider interface (contracts/cam-channel.ts) over one WebSocket per tab: opened on the first
 * request or subscription, requests matched to their replies by id and parsed by `camOps[op].result`, events parsed by
 * `CamServerFrame` and handed to every subscriber. Never throws: a refusal is `{ok:false, error}` with the provider's
 * message; no answer within the timeout, a bad answer or a dropped socket answers 'unavailable' (logged). After a drop
 * the socket is opened again with a growing pause (1 s doubling to 30 s) while anybody listens; once it is back, every
 * subscriber gets the 'connection' channel's `reconnected` (the provider has forgotten the tab: the cam session signs
 * in again, the room enters again, the messenger logs in again).
 */
import { type CamChannelClient, type CamEvent, type CamOp, CamServerFrame, camOps } from '../contracts/cam-channel.ts';
import { CHANNEL_UNAVAILABLE } from './cam-channel-offline.ts';
import type { Logger } from './log.ts';

export interface CamChannelDeps {
  url: string;
  log: Pick<Logger, 'warn'>;
  /** The WebSocket constructor (the browser's; tests give a fake). */
  WebSocketImpl?: typeof WebSocket;
  /** How long a request waits for its reply (as adapters/http.ts: 15 s). */
  timeoutMs?: number;
}

type Pending = {
  op: CamOp;
  resolve: (answer: { ok: true; result: never } | { ok: false; error: string }) => void;
  timer: ReturnType<typeof setTimeout>;
};

const MAX_BACKOFF_MS = 30_000;

export function createCamChannel(deps: CamChannelDeps): CamChannelClient {
  const Impl = deps.WebSocketImpl ?? WebSocket;
  const timeoutMs = deps.timeoutMs ?? 15_000;
  const listeners = new Set<(event: CamEvent) => void>();
  const pending = new Map<number, Pending>();
  const outbox: string[] = [];
  let socket: WebSocket | null = null;
  let nextId = 1;
  let backoff = 1000;
  let reconnect: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  /** A socket of this channel has been open before: the next open is a reconnection. */
  let wasOpen = false;

  const settle = (id: number, answer: { ok: true; result: never } | { ok: false; error: string }) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    waiting.resolve(answer);
  };

  const onFrame = (raw: unknown) => {
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      return deps.log.warn('[cam-channel] unreadable frame dropped');
    }
    const frame = CamServerFrame.safeParse(json);
    if (!frame.success) return deps.log.warn('[cam-channel] bad frame dropped', frame.error.message);
    const data = frame.data;
    if (data.type === 'event') {
      const { type: _type, ...event } = data;
      for (const listener of [...listeners]) listener(event as CamEvent);
      return;
    }
    const waiting = pending.get(data.id);
    if (!waiting) return;
    if (!data.ok) return settle(data.id, { ok: false, error: data.error });
    const result = camOps[waiting.op].result.safeParse(data.result);
    if (result.success) return settle(data.id, { ok: true, result: result.data as never });
    deps.log.warn(`[cam-channel] bad answer to ${waiting.op}`, result.error.message);
    settle(data.id, { ok: false, error: CHANNEL_UNAVAILABLE });
  };

  const open = () => {
    if (socket || closed) return;
    const ws = new Impl(deps.url);
    socket = ws;
    ws.onopen = () => {
      backoff = 1000;
      for (const frame of outbox.splice(0)) ws.send(frame);
      if (wasOpen) for (const listener of [...listeners]) listener({ channel: 'connection', event: 'reconnected', data: {} });
      wasOpen = true;
    };
    ws.onmessage = (message) => onFrame(message.data);
    ws.onclose = () => {
      if (socket === ws) socket = null;
      outbox.length = 0;
      for (const id of [...pending.keys()]) settle(id, { ok: false, error: CHANNEL_UNAVAILABLE });
      if (!closed && listeners.size > 0 && !reconnect) {
        reconnect = setTimeout(() => {
          reconnect = null;
          open();
        }, backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    };
    ws.onerror = () => deps.log.warn('[cam-channel] socket error');
  };

  return {
    request(op, args) {
      if (closed) return Promise.resolve({ ok: false, error: CHANNEL_UNAVAILABLE });
      open();
      const id = nextId++;
      const frame = JSON.stringify({ id, op, args });
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          deps.log.warn(`[cam-channel] ${op} timed out`);
          settle(id, { ok: false, error: CHANNEL_UNAVAILABLE });
        }, timeoutMs);
        pending.set(id, { op, resolve: resolve as Pending['resolve'], timer });
        if (socket?.readyState === Impl.OPEN) socket.send(frame);
        else outbox.push(frame);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      open();
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      socket?.close();
      socket = null;
    },
  };
}

/** The channel's address: the configured one, else the page's own origin's /api/cam-provider/ws. */
export function camChannelUrl(configured: string, location: { protocol: string; host: string }): string {
  if (configured) return configured;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/cam-provider/ws`;
}
