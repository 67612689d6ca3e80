/** `npm run setup`: seeds the embedded database when empty and makes the demo clips (DESIGN.md 'Data and media'). */
import { join } from 'node:path';
import { openDb } from '../db/open.ts';
import { clipsDir, ensureClips } from '../media/clips.ts';
import { ensureVreels } from '../media/vreels.ts';
import { ensureVrMedia, vrDir } from '../media/vr-media.ts';
import { ensureSeeded } from '../seed/index.ts';

const db = await openDb({ dataDir: join(process.env.DATA_DIR ?? '.data', 'pglite') });
try {
  const seeded = await ensureSeeded(db);
  console.log(seeded ? '[setup] database seeded' : '[setup] database already seeded');
} finally {
  await db.close();
}
const started = Date.now();
await ensureClips();
await ensureVreels(clipsDir);
await ensureVrMedia(vrDir);
console.log(`[setup] demo clips and VR media ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
