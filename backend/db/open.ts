/** Picks the database: node-postgres when a URL is given (or DATABASE_URL is set), else PGlite in a data folder. */
import type { Db } from './db.ts';
import { createPgDb } from './pg.ts';
import { createPgliteDb } from './pglite.ts';

export const defaultDataDir = '.data/pglite';

export interface OpenDbOptions {
  /** PostgreSQL connection string; defaults to process.env.DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite data folder (default `.data/pglite`); ':memory:' = in memory. */
  dataDir?: string;
}

export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (url) return createPgDb(url);
  const dir = opts.dataDir ?? defaultDataDir;
  return createPgliteDb(dir === ':memory:' ? undefined : dir);
}
