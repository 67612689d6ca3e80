/** PGlite implementation of Db (embedded PostgreSQL in WASM); no data folder = in memory. */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';

/** Wraps an existing PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
    async close(): Promise<void> {
      if (!pg.closed) await pg.close();
    },
  };
}

/** Opens PGlite in `dataDir` (created when missing), or in memory when `dataDir` is undefined. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return pgliteDb(pg);
}
