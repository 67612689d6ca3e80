/**
 * The backend's tiny database interface (DESIGN.md 'backend/'): plain PostgreSQL SQL with $1 params,
 * implemented by PGlite (embedded) and node-postgres (when DATABASE_URL is set).
 */
export interface Db {
  /** Runs one statement with optional $1… parameters and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (schema, seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
