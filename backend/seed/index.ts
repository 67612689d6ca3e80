/** Seeding entry points of the embedded backend (DESIGN.md 'Data and media'): full reseed, or seed when empty. */
import type { Db } from '../db/db.ts';
import { buildSeedData, seedScript } from './build.ts';
import { SEED_VERSION } from './constants.ts';

let cachedScript: Promise<string> | null = null;
/** The seed is deterministic, so its SQL is built once per process. */
const script = (): Promise<string> => {
  cachedScript ??= buildSeedData().then(seedScript);
  return cachedScript;
};

/** Drops and recreates every table and fills them with the demo data. Idempotent. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.exec(await script());
}

/**
 * Seeds only when the database holds no seeded data (no videos table, no rows), or when it was seeded by
 * another SEED_VERSION. Returns whether it seeded.
 */
export async function ensureSeeded(db: Db): Promise<boolean> {
  const [exists] = await db.query<{ ok: boolean }>(
    `SELECT to_regclass('public.settings') IS NOT NULL AND to_regclass('public.videos') IS NOT NULL AS ok`,
  );
  if (exists?.ok) {
    const [row] = await db.query<{ version: number | null; videos: number }>(
      `SELECT (SELECT (value #>> '{}')::int FROM settings WHERE key = 'seedVersion') AS version, (SELECT count(*)::int FROM videos) AS videos`,
    );
    if (row && row.videos > 0 && row.version === SEED_VERSION) return false;
  }
  await seedDatabase(db);
  return true;
}

export { SEED_VERSION };
