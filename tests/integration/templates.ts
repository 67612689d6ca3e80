/**
 * Global setup of the integration project, run once before any file: the seeded databases every test file starts
 * from, so no file seeds an empty database of its own (seeding is most of a backend test's set-up). On PGlite, one
 * database seeded and dumped into a file that each file loads into a fresh in-memory PGlite (backend/helpers.ts
 * `seededPglite`); with TEST_DATABASE_URL, one seeded PostgreSQL database that each file copies with
 * CREATE DATABASE … TEMPLATE. Both are made anew on every run (a template left by an older seed would hide a change
 * to it) and removed after it. Each file still gets a database of its own: no file sees another's changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPgDb } from '../../backend/db/pg.ts';
import { pgliteDb } from '../../backend/db/pglite.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { createTestDatabase, testDatabaseUrl } from '../support/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the seeded PGlite data folder (an uncompressed `dumpDataDir`). */
    pgliteTemplate: string;
    /** The seeded PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const folder = mkdtempSync(join(tmpdir(), 'site-integration-'));
  const pg = new PGlite();
  try {
    await seedDatabase(pgliteDb(pg));
    const dump = await pg.dumpDataDir('none');
    writeFileSync(join(folder, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
  project.provide('pgliteTemplate', join(folder, 'pglite.tar'));

  const serverUrl = testDatabaseUrl();
  const template = serverUrl ? await createTestDatabase(serverUrl, 'template') : null;
  if (template) {
    const db = createPgDb(template.url);
    try {
      await seedDatabase(db);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await db.close();
    }
  }
  project.provide('postgresTemplate', template?.name ?? null);
  console.log(`[integration] seeded templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
