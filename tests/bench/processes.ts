/**
 * The bench's 'Scale out' figures: /videos/ throughput with one server process and with two
 * (`WORKERS=2`) against one PostgreSQL, uncached server rendering and a guest's cached page. Needs a PostgreSQL:
 * TEST_DATABASE_URL, else the local Debian cluster `.ci/postgres` can start (when PostgreSQL is installed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase, testDatabaseUrl } from '../support/postgres.ts';
import { startSite } from '../support/site-process.ts';

const SECONDS = 5;

/** A PostgreSQL server URL, or why there is none. */
function postgresServer(): { url: string } | { skipped: string } {
  const configured = testDatabaseUrl();
  if (configured) return { url: configured };
  if (!existsSync('/usr/bin/pg_lsclusters')) return { skipped: 'TEST_DATABASE_URL is not set and PostgreSQL is not installed here' };
  try {
    const script = resolve(import.meta.dirname, '../../.ci/postgres');
    return { url: execFileSync(script, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim() };
  } catch (error) {
    return {
      skipped: `TEST_DATABASE_URL is not set and .ci/postgres could not start the local cluster (${(error as Error).message.split('\n')[0]})`,
    };
  }
}

const rate = async (url: string, headers: Record<string, string> = {}) => {
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  return `${result.requests.average.toFixed(0)} req/s (p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors})`;
};

export async function benchProcesses(): Promise<void> {
  const server = postgresServer();
  if ('skipped' in server) {
    console.log(`/videos/ with 1 and 2 processes on PostgreSQL: skipped — ${server.skipped}`);
    return;
  }
  const database = await createTestDatabase(server.url, 'bench');
  try {
    for (const workers of [1, 2]) {
      const site = await startSite({ DATABASE_URL: database.url, WORKERS: String(workers), JWT_SECRET: 'bench-secret-0123456789abcdef' });
      try {
        const uncached = await rate(`${site.url}/videos/`, { cookie: 'rtoken=bench-uncached' });
        const guest = await rate(`${site.url}/videos/`);
        console.log(`/videos/ on PostgreSQL, ${workers} process${workers > 1 ? 'es' : ''}: uncached SSR ${uncached}; guest ${guest}`);
      } finally {
        await site.stop();
      }
    }
  } finally {
    await database.drop();
  }
}
