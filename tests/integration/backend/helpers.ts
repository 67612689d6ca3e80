/**
 * Test helpers for the embedded backend: every test file runs on a fresh in-memory PGlite and, when
 * TEST_DATABASE_URL is set, again on a fresh PostgreSQL database of its own, each a copy of the seeded template the
 * project's global setup made (tests/integration/templates.ts); requests; a database fingerprint.
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, inject } from 'vitest';
import { type Backend, type BackendOptions, createBackend } from '../../../backend/app.ts';
import type { Db } from '../../../backend/db/db.ts';
import { createPgDb } from '../../../backend/db/pg.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { ledgerTables, tableNames } from '../../../backend/db/schema.ts';
import { type CallName, callPath, calls, embeddedBasePath } from '../../../contracts/calls.ts';
import type { OutboxMail } from '../../../contracts/outbox.ts';
import { createTestDatabase } from '../../support/postgres.ts';
import { describeWithPostgres } from '../../support/with-postgres.ts';
import { TEST_DEV_SECRET, devHeaders } from '../../support/dev-secret.ts';

/** The public URL the test backends put in their e-mails' links. */
export const TEST_PUBLIC_URL = 'https://site.test';

/** Generous: PGlite start-up is slow on a busy machine. */
export const setupTimeout = 120_000;

let template: Promise<Blob> | undefined;

/** A fresh in-memory PGlite holding the seeded demo data: a copy of the run's template, read once per file. */
export async function seededPglite(): Promise<PGlite> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  const pg = new PGlite({ loadDataDir: await template });
  await pg.waitReady;
  return pg;
}

/** Makes a seeded backend on a fresh database; its `db.close()` also drops a PostgreSQL database. */
export type FreshBackend = (now?: () => number, extra?: Pick<BackendOptions, 'mediaDir' | 'uploadsDir'>) => Promise<Backend>;

const onPglite: FreshBackend = async (now, extra) =>
  createBackend({
    db: pgliteDb(await seededPglite()),
    now,
    jwtSecret: 'test-secret',
    publicUrl: TEST_PUBLIC_URL,
    devCalls: true,
    devSecret: TEST_DEV_SECRET,
    ...extra,
  });

const onPostgres =
  (serverUrl: string): FreshBackend =>
  async (now, extra) => {
    const database = await createTestDatabase(serverUrl, 'backend', inject('postgresTemplate') ?? undefined);
    const pool = createPgDb(database.url);
    const db: Db = { ...pool, close: () => pool.close().then(database.drop) };
    return createBackend({ db, now, jwtSecret: 'test-secret', publicUrl: TEST_PUBLIC_URL, devCalls: true, devSecret: TEST_DEV_SECRET, ...extra });
  };

/**
 * Declares a file's tests once per database: 'PGlite' always, 'PostgreSQL' when TEST_DATABASE_URL is set.
 * Without it they are skipped, except on CI (CI set), where one failing test says the coverage is missing.
 */
export function onEachDatabase(body: (freshBackend: FreshBackend) => void): void {
  describe('on PGlite', () => body(onPglite));
  describeWithPostgres('on PostgreSQL', (serverUrl) => body(onPostgres(serverUrl)));
}

export interface TestResponse {
  status: number;
  json: unknown;
}

export async function request(
  backend: Backend,
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string | Uint8Array; token?: string; contentType?: string } = {},
): Promise<TestResponse> {
  // The test runner's secret opens the developer calls (backend/http/dev-access.ts); no other route reads it.
  const headers: Record<string, string> = { ...devHeaders() };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | Uint8Array | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  const res = await backend.app.request(path, { method, headers, body: body as BodyInit | undefined });
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

/** Fingerprint of every table's rows (not the ledgers of refused attempts): equal fingerprints = unchanged data. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tableNames.filter((t) => !ledgerTables.has(t))) {
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

/** The e-mails sent to an address, newest first (GET /api/dev/outbox). */
export async function mailsTo(backend: Backend, to: string): Promise<OutboxMail[]> {
  const res = await request(backend, 'GET', urlOf('devOutbox', {}, `?to=${encodeURIComponent(to)}`));
  if (res.status !== 200) throw new Error(`outbox: ${res.status} ${JSON.stringify(res.json)}`);
  return calls.devOutbox.response.parse(res.json).data.items;
}

/** The token of the newest link to `path` ('/reset-password/', …) mailed to an address. */
export async function mailedToken(backend: Backend, to: string, path: string): Promise<string> {
  for (const mail of await mailsTo(backend, to)) {
    const prefix = `${TEST_PUBLIC_URL}${path}?token=`;
    const at = mail.text.indexOf(prefix);
    const match = at >= 0 ? /^[\w%-]+/.exec(mail.text.slice(at + prefix.length)) : null;
    if (match?.[0]) return decodeURIComponent(match[0]);
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

/** The newest login code mailed to an address. */
export async function mailedCode(backend: Backend, to: string): Promise<string> {
  for (const mail of await mailsTo(backend, to)) {
    const match = /login code is (\d{6})/.exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no login code mailed to ${to}`);
}
