/** node-postgres implementation of Db, used when DATABASE_URL is set. */
import pg from 'pg';
import type { Db } from './db.ts';

export function createPgDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (err) => console.error('[backend/db] idle client error', err));
  let closed = false;
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      // One simple-protocol query: a multi-statement script runs on one connection.
      await pool.query(sql);
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
