/** Starts the built site (`npm start`'s entry) on a free port in a child process, for end-to-end tests and benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { DEV_TOOLS_ENV } from './dev-secret.ts';

const root = resolve(import.meta.dirname, '../..');
/** The seeded database every e2e site starts from (made by the e2e global setup, e2e-setup.ts). */
export const E2E_TEMPLATE_DIR = resolve(root, '.data/e2e-template');
/** The e2e sites' own data folders, one per site, removed when it stops. */
export const E2E_SITES_DIR = resolve(root, '.data/e2e');
/**
 * The media every site started here serves (MEDIA_DIR): the test runner's set, made by the e2e global setup with VR
 * frames a quarter of the size (backend/media/vr-media.ts `ensureVrTestMedia`), apart from `npm run demo`'s full-size
 * set in .data/media.
 */
export const E2E_MEDIA_DIR = resolve(root, '.data/e2e-media');

export interface RunningSite {
  url: string;
  pid: number;
  /** The site's data folder (its PGlite database and uploads). */
  dataDir: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * A data folder of its own for a site: a copy of the seeded template when it uses PGlite and there is one (the e2e
 * run), else an empty folder (the site seeds an empty database on its first start).
 */
function freshDataDir(withDatabase: boolean): string {
  const dir = join(E2E_SITES_DIR, `${process.pid}-${randomBytes(4).toString('hex')}`);
  if (withDatabase && existsSync(E2E_TEMPLATE_DIR)) cpSync(E2E_TEMPLATE_DIR, dir, { recursive: true });
  return dir;
}

/**
 * Starts the site with `env` over the defaults (production, embedded, 127.0.0.1). Without DATA_DIR in `env` it gets
 * a data folder of its own (on PGlite, with a fresh copy of the seeded database), removed again by `stop()`.
 * `beforeStart` may change that folder before the site opens it (content no API writes, e.g. a hostile CMS).
 */
export async function startSite(env: Record<string, string> = {}, beforeStart?: (dataDir: string) => Promise<void>): Promise<RunningSite> {
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = ownDir ? freshDataDir(env.DATABASE_URL === undefined) : resolve(root, env.DATA_DIR ?? '');
  await beforeStart?.(dataDir).catch((error: unknown) => {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnSite({ ...env, DATA_DIR: dataDir }, ownDir);
    } catch (error) {
      // Another file's site may take the free port between freePort() and the listen: try another.
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) {
        if (ownDir) rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

async function spawnSite(env: Record<string, string> & { DATA_DIR: string }, ownDir: boolean): Promise<RunningSite> {
  const port = await freePort();
  // Started as `npm start` starts it: no NODE_ENV (Vitest's 'test' is not passed on), so the server picks its own.
  const { NODE_ENV: _vitests, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/start.js'], {
    cwd: root,
    // The test runner holds the developer calls' secret (dev-secret.ts).
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', MEDIA_DIR: E2E_MEDIA_DIR, ...DEV_TOOLS_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`site did not start in 150 s:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('listening on')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`site exited with ${code}:\n${output}`));
    });
  });
  // A site that dies while its tests run says why: its last output goes to the run's log.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[site ${port}] exited unexpectedly (${code ?? signal}):\n${output.slice(-6000)}`);
  });
  const exited = new Promise<void>((done) => {
    // Gone already: exited, or killed by a signal (then exitCode stays null), e.g. aborted out of memory.
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    dataDir: env.DATA_DIR,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
      if (ownDir) rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}
