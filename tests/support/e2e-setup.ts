/**
 * Global setup of the e2e project, run once before any file: the generated demo media (card previews, vreels, VR
 * clips and sprites, the cam streams) in E2E_MEDIA_DIR (which every site shares; its VR clips are the test runner's
 * smaller renditions, backend/media/vr-media.ts), and the seeded
 * template database that each site clones into a data folder of its own (site-process.ts), so files run side by
 * side and none sees another's changes.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../../backend/db/open.ts';
import { ensureCamStreams } from '../../backend/media/cam-streams.ts';
import { ensureClips } from '../../backend/media/clips.ts';
import { ensureVreels } from '../../backend/media/vreels.ts';
import { ensureVrTestMedia } from '../../backend/media/vr-media.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { SEEDED_UIDS_FILE } from './seeded-uids.ts';
import { E2E_MEDIA_DIR, E2E_SITES_DIR, E2E_TEMPLATE_DIR } from './site-process.ts';

export default async function setup(): Promise<void> {
  const started = Date.now();
  const media = E2E_MEDIA_DIR;
  await ensureClips(join(media, 'clips'));
  await ensureVreels(join(media, 'clips'));
  await ensureVrTestMedia(join(media, 'vr'));
  await ensureCamStreams(join(media, 'cams'));
  const mediaReady = Date.now();
  // Seeded anew on every run: a template left by an older seed would hide a change to it.
  rmSync(E2E_TEMPLATE_DIR, { recursive: true, force: true });
  rmSync(E2E_SITES_DIR, { recursive: true, force: true });
  const db = await openDb({ dataDir: join(E2E_TEMPLATE_DIR, 'pglite') });
  try {
    await seedDatabase(db);
    // The seeded accounts' e-mail subscription uids are random (their only key): the tests read them from here.
    const rows = await db.query<{ email: string; uid: string }>(
      'SELECT u.email, s.uid FROM email_subscriptions s JOIN users u ON u.uuid = s.user_uuid',
    );
    writeFileSync(SEEDED_UIDS_FILE, JSON.stringify(Object.fromEntries(rows.map((r) => [r.email, r.uid]))));
  } finally {
    await db.close();
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`[e2e] demo media ready in ${seconds(mediaReady - started)} s, template database seeded in ${seconds(Date.now() - mediaReady)} s`);
}
