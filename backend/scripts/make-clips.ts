/**
 * `node --import tsx backend/scripts/make-clips.ts [dir]`: generates the demo
 * clips that are missing (DESIGN.md 'Data and media') and prints what it made.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLIP_FILES } from '../media/clip-recipes.ts';
import { clipsDir, makeMissingClips } from '../media/clips.ts';
import { ensureVreels, missingVreels } from '../media/vreels.ts';

const dir = resolve(process.argv[2] ?? clipsDir);
const started = Date.now();
const made = await makeMissingClips(dir);
const vreels = missingVreels(dir);
await ensureVreels(dir);
if (vreels.length > 0) console.log(`made ${vreels.length} vertical vreel clip(s)`);
const kb = (file: string): string => `${Math.round(statSync(join(dir, file)).size / 1024)} KB`;
if (made.length === 0) {
  console.log(`All ${CLIP_FILES.length} demo clips already present in ${dir}`);
} else {
  for (const file of made) console.log(`made ${file} (${kb(file)})`);
  console.log(`Made ${made.length} demo clip(s) in ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const total = CLIP_FILES.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
console.log(`Total size of the ${CLIP_FILES.length} clips: ${(total / 1024 / 1024).toFixed(2)} MB`);
