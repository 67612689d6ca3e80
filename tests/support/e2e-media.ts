/**
 * Global setup of the e2e project: makes the generated demo media (card previews, vreels, VR clips and sprites)
 * once, before any e2e file starts a site, so no site start waits for them (every site shares MEDIA_DIR, default
 * `.data/media`).
 */
import { join, resolve } from 'node:path';
import { ensureClips } from '../../backend/media/clips.ts';
import { ensureVreels } from '../../backend/media/vreels.ts';
import { ensureVrMedia } from '../../backend/media/vr-media.ts';

export default async function setup(): Promise<void> {
  const started = Date.now();
  const media = resolve(process.env.MEDIA_DIR ?? '.data/media');
  await ensureClips(join(media, 'clips'));
  await ensureVreels(join(media, 'clips'));
  await ensureVrMedia(join(media, 'vr'));
  console.log(`[e2e] demo media ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
