/**
 * Issue 38, finding 7 (one cam-channel flood slows everyone): 250 sockets from one address were all accepted, frames
 * that could not be read skipped the rate limit and each logged a warning, and a socket could send without end.
 * Now an address holds at most MAX_SOCKETS_PER_ADDRESS sockets (429 at the upgrade past that), a member at most
 * MAX_SOCKETS_PER_MEMBER signed in, every frame counts against its socket's rate (a dropped frame's warning once a
 * second), and a socket sending FLOOD_FACTOR times the rate is closed with 1008.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Backend } from '../../../backend/app.ts';
import { MAX_SOCKETS_PER_MEMBER, MESSAGES } from '../../../backend/cams/cam-rules.ts';
import { type CamConnection, type CamWorld, CamRefusal } from '../../../backend/cams/world-api.ts';
import {
  CAM_CHANNEL_PATH,
  FLOOD_CLOSE_CODE,
  FLOOD_FACTOR,
  MAX_REQUESTS_PER_SECOND,
  MAX_SOCKETS_PER_ADDRESS,
  attachCamChannel,
} from '../../../backend/cams/ws-server.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

describe('the cam channel under a flood', () => {
  const world = {
    rooms: () => ({ pageItems: [], totalCount: 0 }),
    broadcast: () => null,
    profile: () => null,
    filterOptions: () => ({ categories: [], groups: [] }),
    roomTag: () => null,
    stop: () => {},
    connect: (): CamConnection => ({ call: async () => ({}) as never, close: () => {} }),
  } as unknown as CamWorld;
  let server: Server;
  let stop: () => void;
  let url: string;
  const warnings: string[] = [];
  const sockets: WebSocket[] = [];

  beforeEach(async () => {
    warnings.length = 0;
    server = createServer((_, res) => res.end('http'));
    stop = attachCamChannel(server, world, { log: { warn: (message: string) => void warnings.push(message) } });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${CAM_CHANNEL_PATH}`;
  });
  afterEach(async () => {
    for (const ws of sockets.splice(0)) ws.terminate();
    stop();
    await new Promise<void>((r) => server.close(() => r()));
  });

  /** A socket, open; or the HTTP status its upgrade was refused with. */
  const open = (): Promise<{ ws: WebSocket; frames: { id?: number; error?: string }[] } | { refused: number }> =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const frames: { id?: number; error?: string }[] = [];
      ws.on('message', (data) => frames.push(JSON.parse(String(data))));
      ws.on('open', () => {
        sockets.push(ws);
        resolve({ ws, frames });
      });
      ws.on('unexpected-response', (_, res) => resolve({ refused: res.statusCode ?? 0 }));
      ws.on('error', reject);
    });
  const opened = async () => {
    const socket = await open();
    if ('refused' in socket) throw new Error(`refused ${socket.refused}`);
    return socket;
  };
  const until = async (check: () => boolean, withinMs = 2000) => {
    for (let i = 0; i < withinMs / 10 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it(`holds at most ${MAX_SOCKETS_PER_ADDRESS} sockets of one address, and takes one again when one closes`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, opened));
    expect(await open()).toEqual({ refused: 429 });
    held[0]?.ws.close();
    await until(() => false, 200);
    expect('ws' in (await open())).toBe(true);
  });

  it('counts unreadable frames against the rate, and warns of them once a second', async () => {
    const { ws, frames } = await opened();
    for (let i = 0; i < MAX_REQUESTS_PER_SECOND; i++) ws.send('{not json');
    ws.send(JSON.stringify({ id: 7, op: 'rooms.page', args: {} }));
    await until(() => frames.length > 0);
    expect(frames).toEqual([expect.objectContaining({ id: 7, ok: false, error: 'Too many requests' })]);
    expect(warnings).toHaveLength(1);
  });

  it(`closes a socket that sends ${FLOOD_FACTOR} times the rate in a second`, async () => {
    const { ws } = await opened();
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    for (let i = 0; i <= MAX_REQUESTS_PER_SECOND * FLOOD_FACTOR; i++) ws.send(JSON.stringify({ id: i, op: 'rooms.page', args: {} }));
    expect(await closed).toBe(FLOOD_CLOSE_CODE);
  });
});

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  it(`signs a member in on at most ${MAX_SOCKETS_PER_MEMBER} connections at once`, async () => {
    const { atoken } = await loginAs(backend, 'camtips@demo.test');
    const info = calls.camUserInfo.response.parse((await request(backend, 'GET', urlOf('camUserInfo'), { token: atoken })).json);
    const token = String((info.data as Record<string, unknown> | null)?.vrlive_token);
    const login = async (conn: CamConnection) =>
      conn.call('auth.login', { token }).then(
        () => 'in',
        (error: unknown) => (error instanceof CamRefusal ? error.message : String(error)),
      );
    const conns = Array.from({ length: MAX_SOCKETS_PER_MEMBER + 1 }, () => backend.cams.connect(() => {}));
    const answers = [];
    for (const conn of conns) answers.push(await login(conn));
    expect(answers).toEqual([...Array(MAX_SOCKETS_PER_MEMBER).fill('in'), MESSAGES.tooManyConnections]);
    conns[0]?.close();
    expect(await login(conns.at(-1) as CamConnection)).toBe('in');
    for (const conn of conns) conn.close();
  });
});
