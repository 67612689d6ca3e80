/** `npm run reseed`: drops and recreates the embedded database with the deterministic demo data (DATABASE_URL, else PGlite in $DATA_DIR/pglite, default .data/pglite). */
import { join } from 'node:path';
import { openDb } from '../db/open.ts';
import { seedDatabase } from '../seed/index.ts';

const db = await openDb({ dataDir: join(process.env.DATA_DIR ?? '.data', 'pglite') });
try {
  const started = Date.now();
  await seedDatabase(db);
  const [counts] = await db.query<{ videos: number; models: number; users: number }>(
    'SELECT (SELECT count(*)::int FROM videos) AS videos, (SELECT count(*)::int FROM models) AS models, (SELECT count(*)::int FROM users) AS users',
  );
  console.log(`[reseed] ${counts?.videos} videos, ${counts?.models} models, ${counts?.users} demo users in ${Date.now() - started} ms`);
} finally {
  await db.close();
}
