/**
 * Makes the 6 card preview clips (preview-1..6 .webm) when
 * they are not all present (DESIGN.md 'Data and media'; spec 000 §2.4 'Video
 * card' preview and 'Video page' player, §3 'Video' and 'Trailer'). Each file
 * is written under a temporary name and renamed when complete, so a
 * half-written file never counts as made.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIP_FILES, type ClipKind, clipArgs } from './clip-recipes.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { oncePerFolder } from './once-per-folder.ts';

/** The project root: the nearest folder above this file holding package.json. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

/** Default folder of the generated clips: `.data/media/clips` under the project root (git-ignored). */
export const clipsDir: string = resolve(projectRoot(), '.data/media/clips');

/** Clip file names not yet present (non-empty) in `dir`. */
export function missingClips(dir: string): string[] {
  return CLIP_FILES.filter((file) => {
    try {
      return statSync(join(dir, file)).size === 0;
    } catch {
      return true;
    }
  });
}

async function generate(dir: string, files: readonly string[]): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const queue = [...files];
  const made: string[] = [];
  let failed = false;
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined && !failed; file = queue.shift()) {
      const match = /^(preview)-([1-6])\.webm$/.exec(file);
      if (!match) continue;
      const target = join(dir, file);
      const temp = join(dir, `.${file}.${randomUUID()}.part`);
      try {
        await runFfmpeg(clipArgs(match[1] as ClipKind, Number(match[2]), temp));
        renameSync(temp, target);
        made.push(file);
      } catch (err) {
        failed = true;
        rmSync(temp, { force: true });
        throw err;
      }
    }
  };
  // Two encoders at a time (each single-threaded) keep two cores busy.
  await Promise.all([worker(), worker()]);
  return CLIP_FILES.filter((file) => made.includes(file));
}

/**
 * Generates the clips missing from `dir` and returns their names (empty when
 * all were already there). Concurrent calls for one folder share the work.
 */
const makeMissing = oncePerFolder(missingClips, generate, [] as string[]);

export function makeMissingClips(dir: string = clipsDir): Promise<string[]> {
  return makeMissing(dir);
}

/** Makes sure the preview clips exist in `dir`, generating the missing ones with ffmpeg. */
export async function ensureClips(dir: string = clipsDir): Promise<void> {
  await makeMissingClips(dir);
}
