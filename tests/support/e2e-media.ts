/**
 * Global setup of the e2e project: makes the generated demo media (card previews, vreels, VR clips and sprites)
 * once, before any e2e file starts a site, so no site start waits for them (every site shares `.data/media`).
 */
import { clipsDir, ensureClips } from '../../backend/media/clips.ts';
import { ensureVreels } from '../../backend/media/vreels.ts';
import { ensureVrMedia, vrDir } from '../../backend/media/vr-media.ts';

export default async function setup(): Promise<void> {
  const started = Date.now();
  await ensureClips(clipsDir);
  await ensureVreels(clipsDir);
  await ensureVrMedia(vrDir);
  console.log(`[e2e] demo media ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
