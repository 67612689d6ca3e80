/** Test helpers for the embedded backend: a fresh in-memory PGlite per test file, requests, and a database fingerprint. */
import { PGlite } from '@electric-sql/pglite';
import { type Backend, createBackend } from '../../../backend/app.ts';
import type { Db } from '../../../backend/db/db.ts';
import { createPgDb } from '../../../backend/db/pg.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { tableNames } from '../../../backend/db/schema.ts';
import { seedDatabase } from '../../../backend/seed/index.ts';
import { type CallName, callPath, calls, embeddedBasePath } from '../../../contracts/calls.ts';

/** Generous: PGlite start-up is slow on a busy machine. */
export const setupTimeout = 120_000;

/**
 * A backend on a fresh in-memory PGlite. With BACKEND_TEST_DATABASE_URL set, on that PostgreSQL instead, reseeded
 * (run such files one at a time: `--no-file-parallelism`).
 */
export async function freshBackend(now?: () => number): Promise<Backend> {
  const url = process.env.BACKEND_TEST_DATABASE_URL;
  if (url) {
    const db = createPgDb(url);
    await seedDatabase(db);
    return createBackend({ db, now, jwtSecret: 'test-secret' });
  }
  const pg = new PGlite();
  await pg.waitReady;
  return createBackend({ db: pgliteDb(pg), now, jwtSecret: 'test-secret' });
}

export interface TestResponse {
  status: number;
  json: unknown;
}

export async function request(
  backend: Backend,
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string; token?: string } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await backend.app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

/** Embedded URL of a call of contracts/calls.ts, with an optional query string. */
export function urlOf(name: CallName, params: Record<string, string | number> = {}, query = ''): string {
  const spec = calls[name];
  return `${embeddedBasePath[spec.upstream]}${callPath(spec, params)}${query}`;
}

/** Fingerprint of every table's rows: equal fingerprints = unchanged data. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tableNames) {
    const [row] = await db.query<{ h: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`);
    out[table] = row?.h ?? '';
  }
  return out;
}

export async function loginAs(backend: Backend, email: string, password = 'demo1234'): Promise<{ atoken: string; rtoken: string }> {
  const res = await request(backend, 'POST', urlOf('login'), { body: { email, password } });
  const parsed = calls.login.response.parse(res.json);
  const token = parsed.data?.token;
  if (res.status !== 200 || !token) throw new Error(`login failed for ${email}: ${JSON.stringify(res.json)}`);
  return token;
}
