/**
 * Several server processes against one PostgreSQL: a visitor's requests may land on any of
 * them, so a session started on one holds on the other, and the same refresh sent to both at once (two requests
 * of one visitor with an expired access token) leaves the visitor signed in on both. And `WORKERS=2 npm start`.
 *
 * The sites are started here rather than by the e2e frame (tests/support/e2e-run.ts): several of them share one
 * PostgreSQL database made for the test, some are meant to fail to start, and none needs a browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_NEEDS_SECRET, WORKERS_NEED_DATABASE } from '../../app/config/env.ts';
import { type TestDatabase, createTestDatabase } from '../support/postgres.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';
import { describeWithPostgres } from '../support/with-postgres.ts';

/** The processes of one database share one signing secret. */
const JWT_SECRET = 'processes-test-secret-0123456789';

/** An access token whose exp has passed (the client reads claims without verifying them, spec 000 §3). */
const expiredAccessToken = () => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60, usc: 100 })}.x`;
};

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');
const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

async function signIn(site: RunningSite, email: string): Promise<string[]> {
  const res = await fetch(`${site.url}/session/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie();
}

describeWithPostgres('two server processes sharing one PostgreSQL', (serverUrl) => {
  let database: TestDatabase;
  let one: RunningSite;
  let two: RunningSite;
  beforeAll(async () => {
    database = await createTestDatabase(serverUrl, 'processes');
    // One after the other: the first seeds the empty database.
    one = await startSite({ DATABASE_URL: database.url, JWT_SECRET });
    two = await startSite({ DATABASE_URL: database.url, JWT_SECRET });
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
  });

  it('a member signed in through one process is signed in on the other, with the same tokens (no refresh needed)', async () => {
    const cookies = await signIn(one, 'active@demo.test');
    const res = await fetch(`${two.url}/videos/`, { headers: { cookie: cookieHeader(cookies) } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Log Out');
    expect(res.headers.getSetCookie().filter((c) => /^[ar]token=/.test(c))).toEqual([]);
  });

  it('the same refresh sent to both processes at once: both pages are signed in and set the same new pair', async () => {
    const rtoken = cookieValue(await signIn(two, 'expired@demo.test'), 'rtoken');
    const cookie = `atoken=${expiredAccessToken()}; rtoken=${rtoken}`;
    const answers = await Promise.all([one, two].map((site) => fetch(`${site.url}/models/`, { headers: { cookie }, redirect: 'manual' })));
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [fromOne, fromTwo] = answers.map((res) => res.headers.getSetCookie());
    expect(cookieValue(fromOne ?? [], 'rtoken')).toBeTruthy();
    expect(cookieValue(fromOne ?? [], 'rtoken')).not.toBe(rtoken);
    expect(cookieValue(fromTwo ?? [], 'rtoken')).toBe(cookieValue(fromOne ?? [], 'rtoken'));
    expect(cookieValue(fromTwo ?? [], 'atoken')).toBe(cookieValue(fromOne ?? [], 'atoken'));
    for (const res of answers) expect(await res.text()).toContain('Log Out');
    // The new pair keeps the visitor signed in on either process.
    for (const site of [one, two]) {
      const page = await fetch(`${site.url}/videos/`, { headers: { cookie: cookieHeader(fromOne ?? []) }, redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Log Out');
    }
  });

  it("keeps a client's idle connection past Node's 5 s default: a request after 6 s of silence goes on the same connection", async () => {
    // A client that paused between two requests (or a proxy that keeps its connections 60 s) sends on the connection it
    // holds: one the server closes at that moment answers ECONNRESET (a 502 at a proxy).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((done, fail) => {
        const req = request(`${one.url}/favicon.svg`, { agent }, (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', fail);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 6000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('a logout through one process ends the session on the other', async () => {
    const cookies = await signIn(one, 'trial@demo.test');
    const rtoken = cookieValue(cookies, 'rtoken') ?? '';
    const logout = await fetch(`${one.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: rtoken }),
    });
    expect(logout.status).toBe(200);
    const res = await fetch(`${two.url}/models/`, { headers: { cookie: `atoken=${expiredAccessToken()}; rtoken=${rtoken}` }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login/');
  });
});

/** Child processes of a process (Linux /proc). */
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);

describeWithPostgres('WORKERS=2 npm start', (serverUrl) => {
  let database: TestDatabase;
  let site: RunningSite;
  beforeAll(async () => {
    database = await createTestDatabase(serverUrl, 'workers');
    site = await startSite({ DATABASE_URL: database.url, WORKERS: '2', JWT_SECRET });
  });
  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  it('serves from two worker processes on one port, and a session started on it holds on every request', async () => {
    expect(childrenOf(site.pid)).toHaveLength(2);
    const cookies = await signIn(site, 'active@demo.test');
    const pages = await Promise.all(Array.from({ length: 8 }, () => fetch(`${site.url}/videos/`, { headers: { cookie: cookieHeader(cookies) } })));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Log Out');
    }
  });

  it('stops its workers when stopped', async () => {
    const workers = childrenOf(site.pid);
    await site.stop();
    const alive = workers.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});

describe('WORKERS=2 without a shared database', () => {
  it('refuses to start in embedded mode, saying why', async () => {
    await expect(startSite({ WORKERS: '2', DATABASE_URL: '' })).rejects.toThrow(WORKERS_NEED_DATABASE);
  });
});

describe('a shared database without JWT_SECRET', () => {
  it('refuses to start, saying why (no default secret anybody could sign tokens with)', async () => {
    await expect(startSite({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', JWT_SECRET: '' })).rejects.toThrow(DATABASE_NEEDS_SECRET);
  });
});
