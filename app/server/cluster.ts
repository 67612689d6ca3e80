/**
 * `WORKERS=N npm start`: N server processes sharing one port (node:cluster) and, in embedded mode, one PostgreSQL
 * (DATABASE_URL; app/config/env.ts refuses PGlite). Nothing a visitor depends on lives in one process: session
 * tokens are JWTs signed with the shared JWT_SECRET, refresh tokens and their rotation are rows in the database; the guest
 * page and request caches are per process and only ever serve public answers. The primary prepares what the
 * workers share once (seeds the database, makes the demo clips), forks them, replaces one that dies once all are
 * up, and stops them all on SIGINT or SIGTERM.
 */
import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config/env.ts';
import { createEmbeddedUpstreams } from './embedded.ts';

export async function startPrimary(config: ServerConfig): Promise<void> {
  const count = config.env.WORKERS;
  if (config.embedded) await (await createEmbeddedUpstreams(config)).close();
  let stopping = false;
  let listening = 0;
  const fork = (): Worker => cluster.fork();

  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === count) {
      const mode = config.embedded ? 'embedded mode' : 'upstream mode';
      console.log(`${config.public.siteName} listening on http://localhost:${address.port} (${mode}, ${count} workers)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (listening < count) {
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}) before all workers were up`);
      void stop(1);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
  for (let i = 0; i < count; i++) fork();
}
