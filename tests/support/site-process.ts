/** Starts the built site (`npm start`'s entry) on a free port in a child process, for end-to-end tests and benchmarks. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface RunningSite {
  url: string;
  pid: number;
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

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const root = resolve(import.meta.dirname, '../..');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/start.js'], {
    cwd: root,
    // Its own data folder: a developer's running site keeps .data/pglite to itself (PGlite is single-process).
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: '.data/e2e', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`site did not start in 150 s:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
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
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((done) => {
        // Gone already: exited, or killed by a signal (then exitCode stays null), e.g. aborted out of memory.
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Drops and seeds the e2e database again (`.data/e2e`, which every e2e file's site shares): for a file whose tests
 * change accounts (verifying, refusing, removing, blocking, resetting) or use up their e-mail limits.
 */
export function reseedE2eDatabase(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'backend/scripts/reseed.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: '.data/e2e' },
    stdio: 'ignore',
  });
}
