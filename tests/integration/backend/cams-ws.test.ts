/**
 * The cam provider interface's WebSocket (backend/cams/ws-server.ts) in front of a small fake world: replies by id,
 * refusals with the provider's message, pushed events, bad frames answered or dropped without closing the socket, the
 * request rate limit, a foreign Origin refused, other upgrade paths left alone, the world's connection closed with the
 * socket. And the browser's client (adapters/cam-channel.ts) against the same server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createCamChannel } from '../../../adapters/cam-channel.ts';
import type { CamEvent, CamPushedEvent } from '../../../contracts/cam-channel.ts';
import { CAM_CHANNEL_PATH, MAX_REQUESTS_PER_SECOND, attachCamChannel } from '../../../backend/cams/ws-server.ts';
import { type CamConnection, type CamWorld, CamRefusal } from '../../../backend/cams/world-api.ts';

type Fake = { world: CamWorld; pushes: ((event: CamPushedEvent) => void)[]; closed: number; calls: string[] };

function fakeWorld(): Fake {
  const fake: Fake = { world: undefined as never, pushes: [], closed: 0, calls: [] };
  fake.world = {
    rooms: () => ({ pageItems: [], totalCount: 0 }),
    broadcast: () => null,
    profile: () => null,
    filterOptions: () => ({ categories: [], groups: [] }),
    roomTag: () => null,
    stop: () => {},
    connect(push): CamConnection {
      fake.pushes.push(push);
      return {
        async call(op, args) {
          fake.calls.push(op);
          if (op === 'auth.login') {
            if ((args as { token: string }).token !== 'good') throw new CamRefusal('Invalid token');
            return { userId: 'u1', userName: 'Viewer' } as never;
          }
          if (op === 'room.requestSpy') throw new Error('boom');
          return {} as never;
        },
        close: () => {
          fake.closed += 1;
        },
      };
    },
  };
  return fake;
}

let server: Server;
let fake: Fake;
let stop: () => void;
let url: string;
const warnings: string[] = [];
const log = { warn: (message: string) => void warnings.push(message) };

beforeEach(async () => {
  fake = fakeWorld();
  server = createServer((_, res) => res.end('http'));
  stop = attachCamChannel(server, fake.world, { sameOriginOnly: true, log });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${CAM_CHANNEL_PATH}`;
});

afterEach(async () => {
  stop();
  await new Promise<void>((r) => server.close(() => r()));
});

function connect(path = url, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; frames: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(path, { headers });
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    ws.on('open', () => resolve({ ws, frames }));
    ws.on('error', reject);
    ws.on('unexpected-response', (_, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

const until = async (check: () => boolean, withinMs = 1000) => {
  for (let i = 0; i < withinMs / 5 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the cam channel server', () => {
  it('answers each request by its id: a result, or the refusal’s message, or the generic failure for anything else', async () => {
    const { ws, frames } = await connect();
    ws.send(JSON.stringify({ id: 1, op: 'auth.login', args: { token: 'good' } }));
    ws.send(JSON.stringify({ id: 2, op: 'auth.login', args: { token: 'bad' } }));
    ws.send(JSON.stringify({ id: 3, op: 'room.requestSpy', args: {} }));
    await until(() => frames.length === 3);
    expect(frames).toContainEqual({ type: 'reply', id: 1, ok: true, result: { userId: 'u1', userName: 'Viewer' } });
    expect(frames).toContainEqual({ type: 'reply', id: 2, ok: false, error: 'Invalid token' });
    expect(frames).toContainEqual({ type: 'reply', id: 3, ok: false, error: 'Sorry, something went wrong. Try again next time.' });
    ws.close();
  });

  it('pushes the world’s events as frames, and closes the world’s connection with the socket', async () => {
    const { ws, frames } = await connect();
    await until(() => fake.pushes.length === 1);
    fake.pushes[0]?.({ channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: 'b1', count: 7 } });
    await until(() => frames.length === 1);
    expect(frames[0]).toEqual({ type: 'event', channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: 'b1', count: 7 } });
    ws.close();
    await until(() => fake.closed === 1);
  });

  it('answers a frame with bad arguments, drops one it cannot read, and keeps the socket open', async () => {
    const { ws, frames } = await connect();
    ws.send('not json');
    ws.send(JSON.stringify({ id: 5, op: 'no.such', args: {} }));
    ws.send(JSON.stringify({ id: 6, op: 'chat.send', args: { text: '   ' } }));
    ws.send(JSON.stringify({ id: 7, op: 'auth.logout', args: {} }));
    await until(() => frames.length === 3);
    expect(frames).toEqual([
      { type: 'reply', id: 5, ok: false, error: 'Bad request' },
      { type: 'reply', id: 6, ok: false, error: 'Bad request' },
      { type: 'reply', id: 7, ok: true, result: {} },
    ]);
    expect(fake.calls).toEqual(['auth.logout']);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });

  it(`answers 'Too many requests' past ${MAX_REQUESTS_PER_SECOND} requests a second`, async () => {
    const { ws, frames } = await connect();
    for (let id = 1; id <= MAX_REQUESTS_PER_SECOND + 3; id++) ws.send(JSON.stringify({ id, op: 'auth.logout', args: {} }));
    await until(() => frames.length === MAX_REQUESTS_PER_SECOND + 3);
    expect(frames.filter((f) => (f as { error?: string }).error === 'Too many requests')).toHaveLength(3);
    ws.close();
  });

  it('keeps a socket that answers its pings through many keep-alive sweeps (each sweep drops only the silent ones)', async () => {
    stop();
    stop = attachCamChannel(server, fake.world, { sameOriginOnly: true, log, pingIntervalMs: 20 });
    const { ws, frames } = await connect();
    let closed = false;
    ws.on('close', () => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(closed).toBe(false);
    ws.send(JSON.stringify({ id: 1, op: 'auth.login', args: { token: 'good' } }));
    await until(() => frames.length === 1);
    expect(fake.closed).toBe(0);
    ws.close();
  });

  it('refuses a page of another site (Origin), and leaves other upgrade paths alone', async () => {
    await expect(connect(url, { Origin: 'https://elsewhere.test' })).rejects.toThrow('HTTP 403');
    const port = (server.address() as AddressInfo).port;
    const own = await connect(url, { Origin: `http://127.0.0.1:${port}` });
    own.ws.close();
    let otherUpgrades = 0;
    server.on('upgrade', (_req, socket) => {
      otherUpgrades += 1;
      socket.destroy();
    });
    await expect(connect(`ws://127.0.0.1:${port}/vite-hmr`)).rejects.toThrow();
    expect(otherUpgrades).toBe(1);
  });
});

describe('the browser’s channel client', () => {
  it('sends requests once open, parses the answers, hands events on, and answers unavailable after a drop', async () => {
    const channel = createCamChannel({ url, log, WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket });
    const events: CamEvent[] = [];
    channel.subscribe((event) => events.push(event));
    expect(await channel.request('auth.login', { token: 'good' })).toEqual({ ok: true, result: { userId: 'u1', userName: 'Viewer' } });
    expect(await channel.request('auth.login', { token: 'bad' })).toEqual({ ok: false, error: 'Invalid token' });
    fake.pushes[0]?.({ channel: 'chat', event: 'clearChat', data: {} });
    // A frame the contract refuses is dropped and logged, never handed on.
    fake.pushes[0]?.({ channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: 'b1' } } as never);
    await until(() => events.length === 1);
    expect(events[0]).toEqual({ channel: 'chat', event: 'clearChat', data: {} });
    channel.close();
    expect(await channel.request('auth.logout', {})).toEqual({ ok: false, error: 'unavailable' });
  });

  it('opens the socket again after a drop and tells its subscribers they must sign in again', async () => {
    const channel = createCamChannel({ url, log, WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket });
    const events: CamEvent[] = [];
    channel.subscribe((event) => events.push(event));
    expect((await channel.request('auth.login', { token: 'good' })).ok).toBe(true);
    expect(events).toEqual([]);
    // The provider drops every socket (a restart); it is back for the client's retry a second later.
    stop();
    stop = attachCamChannel(server, fake.world, { sameOriginOnly: true, log });
    await until(() => events.length === 1, 5000);
    expect(events).toEqual([{ channel: 'connection', event: 'reconnected', data: {} }]);
    expect(fake.pushes).toHaveLength(2);
    expect((await channel.request('auth.login', { token: 'good' })).ok).toBe(true);
    channel.close();
  });

  it('answers unavailable when no reply comes in time', async () => {
    // A socket that never opens (a provider that does not answer).
    class Silent {
      static OPEN = 1;
      readyState = 0;
      onopen = null;
      onmessage = null;
      onclose = null;
      onerror = null;
      send() {}
      close() {}
    }
    const silent = createCamChannel({ url, log, timeoutMs: 50, WebSocketImpl: Silent as unknown as typeof globalThis.WebSocket });
    expect(await silent.request('auth.logout', {})).toEqual({ ok: false, error: 'unavailable' });
    silent.close();
  });
});
