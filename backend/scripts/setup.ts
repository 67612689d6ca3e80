/**
 * `npm run setup`: seeds the embedded database when empty and makes the demo media — card previews, vreels, VR clips
 * and sprites, the cam streams' segments — into MEDIA_DIR (default `.data/media`, as the server reads it) (DESIGN.md
 * 'Data and media').
 */
import { join, resolve } from 'node:path';
import { openDb } from '../db/open.ts';
import { ensureClips } from '../media/clips.ts';
import { ensureVreels } from '../media/vreels.ts';
import { ensureVrMedia } from '../media/vr-media.ts';
import { ensureCamStreams } from '../media/cam-streams.ts';
import { loadConfig } from '../../app/config/env.ts';
import { ensureSeeded } from '../seed/index.ts';

const started = Date.now();
const db = await openDb({ dataDir: join(process.env.DATA_DIR ?? '.data', 'pglite') });
try {
  const seeded = await ensureSeeded(db);
  console.log(seeded ? '[setup] database seeded' : '[setup] database already seeded');
} finally {
  await db.close();
}
const media = resolve(process.env.MEDIA_DIR ?? '.data/media');
await ensureClips(join(media, 'clips'));
await ensureVreels(join(media, 'clips'));
await ensureVrMedia(join(media, 'vr'));
// The cam simulator's live streams (issue 16), when the site's configuration has the cam area on.
if (loadConfig(process.env).public.enableCams) await ensureCamStreams(join(media, 'cams'));
console.log(`[setup] database and demo media ready in ${((Date.now() - started) / 1000).toFixed(1)} s (media in ${media})`);
