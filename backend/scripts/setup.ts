/** `npm run setup`: seeds the embedded database when empty and makes the demo clips (DESIGN.md 'Data and media'). */
import { join } from 'node:path';
import { openDb } from '../db/open.ts';
import { ensureClips } from '../media/clips.ts';
import { ensureSeeded } from '../seed/index.ts';

const db = await openDb({ dataDir: join(process.env.DATA_DIR ?? '.data', 'pglite') });
try {
  const seeded = await ensureSeeded(db);
  console.log(seeded ? '[setup] database seeded' : '[setup] database already seeded');
} finally {
  await db.close();
}
await ensureClips();
console.log('[setup] demo clips ready');
