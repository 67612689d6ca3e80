/**
 * Makes the cam simulator's live-stream segments (cam-stream-recipes.ts: 4 looks × 2D and 3D × six 2 s MPEG-TS
 * segments, under MEDIA_DIR/cams/) when they are not all present; called by the embedded server's media preparation
 * and by `npm run setup` when the cam area is on. Each look and variant is encoded into a private temporary
 * folder and its segments renamed into place when complete, so a half-written segment never counts as made;
 * concurrent calls for one folder share the work (once-per-folder.ts).
 */
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CAM_SEGMENT_FILES, CAM_SEGMENT_PATTERN, type CamVariant, camStreamArgs } from './cam-stream-recipes.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { oncePerFolder } from './once-per-folder.ts';

/** Segment file names not yet present (non-empty) in `dir`. */
export function missingCamSegments(dir: string): string[] {
  return CAM_SEGMENT_FILES.filter((file) => {
    try {
      return statSync(join(dir, file)).size === 0;
    } catch {
      return true;
    }
  });
}

async function generate(dir: string, files: readonly string[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // One encode per look and variant that lacks any of its segments.
  const jobs = [
    ...new Set(
      files.map((file) => {
        const match = CAM_SEGMENT_PATTERN.exec(file);
        return match ? `${match[1]}-${match[2]}` : '';
      }),
    ),
  ].filter(Boolean);
  let failed = false;
  const worker = async (): Promise<void> => {
    for (let job = jobs.shift(); job !== undefined && !failed; job = jobs.shift()) {
      const [look, variant] = job.split('-') as [string, CamVariant];
      const temp = mkdtempSync(join(dir, `.look${look}-${variant}-`));
      try {
        await runFfmpeg(camStreamArgs(Number(look), variant, join(temp, `look${look}-${variant}-%d.ts`)));
        for (const file of readdirSync(temp)) if (CAM_SEGMENT_PATTERN.test(file)) renameSync(join(temp, file), join(dir, file));
      } catch (err) {
        failed = true;
        throw err;
      } finally {
        rmSync(temp, { recursive: true, force: true });
      }
    }
  };
  // Two single-threaded encoders keep two cores busy, like the other clips.
  await Promise.all([worker(), worker()]);
}

/** Makes sure every cam stream segment exists in `dir` (MEDIA_DIR/cams), generating the missing looks. */
export const ensureCamStreams: (dir: string) => Promise<void> = oncePerFolder(missingCamSegments, generate, undefined);
