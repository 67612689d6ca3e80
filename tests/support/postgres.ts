/**
 * Throw-away PostgreSQL databases for tests and the bench (DATABASE_URL mode): each caller gets a database of
 * its own, made with CREATE DATABASE on the server of TEST_DATABASE_URL and dropped afterwards, so test files
 * run in parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_VARIABLE = 'TEST_DATABASE_URL';

/** The server to make test databases on, or undefined when none is configured. */
export const testDatabaseUrl = (): string | undefined => process.env[TEST_DATABASE_VARIABLE] || undefined;

/** Why PostgreSQL tests do not run: on CI (CI set) they fail with it, elsewhere they are skipped. */
export const missingPostgres = `${TEST_DATABASE_VARIABLE} is not set (a server URL like postgres://user:pass@127.0.0.1:5432/postgres; .ci/postgres starts one and prints it)`;

export const mustRunPostgres = (): boolean => Boolean(process.env.CI);

export interface TestDatabase {
  /** Its name on the server. */
  name: string;
  /** Connection string of the new database (empty, or a copy of the template it was made from). */
  url: string;
  /** Drops it (closing anyone still connected). */
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database, empty or (`template`: a database's name) a copy of one nobody is connected to. */
export async function createTestDatabase(serverUrl: string, label = 'test', template?: string): Promise<TestDatabase> {
  const name = `site_${label.replace(/\W/g, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
