/**
 * Makes the ten short vertical clips of the vreels feed (vreel-1..10.webm; spec 000 §2.4 'Vreels') with the
 * same ffmpeg pipeline as the other demo clips, when they are not all present. Each file is written under a
 * temporary name and renamed when complete; concurrent calls for one folder share the work.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VREEL_FILES, VREEL_FILE_PATTERN, vreelArgs } from './clip-recipes.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { oncePerFolder } from './once-per-folder.ts';

/** Vreel file names not yet present (non-empty) in `dir`. */
export function missingVreels(dir: string): string[] {
  return VREEL_FILES.filter((file) => {
    try {
      return statSync(join(dir, file)).size === 0;
    } catch {
      return true;
    }
  });
}

async function generate(dir: string, files: readonly string[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const queue = [...files];
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const n = Number(VREEL_FILE_PATTERN.exec(file)?.[1]);
      const temp = join(dir, `.${file}.${randomUUID()}.part`);
      try {
        await runFfmpeg(vreelArgs(n, temp));
        renameSync(temp, join(dir, file));
      } catch (err) {
        rmSync(temp, { force: true });
        queue.length = 0;
        throw err;
      }
    }
  };
  // Two single-threaded encoders keep two cores busy, like the other clips.
  await Promise.all([worker(), worker()]);
}

/** Makes sure the ten vreels exist in `dir` (the clips folder), generating the missing ones. */
export const ensureVreels: (dir: string) => Promise<void> = oncePerFolder(missingVreels, generate, undefined);
