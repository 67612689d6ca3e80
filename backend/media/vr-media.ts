/**
 * Makes the VR demo media (vr-formats.ts VR_FILES) that are missing from a folder: per variant and quality the full
 * clip then its trailer, and per variant the two sprites. The set's picture and the pixel maps are computed once
 * into `.work/` beside them. Two ffmpeg processes at a time (each single-threaded) keep two cores busy; each file is
 * written under a temporary name and renamed when complete; concurrent calls for one folder share the work.
 *
 * The test runner's set (`ensureVrTestMedia`) has the same files with frames a quarter of the size each side: the e2e
 * tests play, seek, sprite and download them but never measure them, and the full-size set took 64 s of two cores'
 * time before any e2e file could start (about 15 s at this size).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg.ts';
import { oncePerFolder } from './once-per-folder.ts';
import { SPRITE_FRAME, VR_FILES, VR_FORMATS, VR_QUALITIES, VR_VARIANTS, type VrQuality, type VrVariant, clipFile, spriteFile } from './vr-formats.ts';
import { fullClipArgs, type RecipeInputs, scaledFrame, spriteArgs, trailerArgs } from './vr-recipes.ts';
import { type Layers, projectionLayers, spriteLayers } from './vr-scene.ts';
import { setArtPpm } from './vr-set-art.ts';

const present = (path: string): boolean => {
  try {
    return statSync(path).size > 0;
  } catch {
    return false;
  }
};

/** VR media file names not yet present (non-empty) in `dir`. */
export function missingVrMedia(dir: string): string[] {
  return VR_FILES.filter((file) => !present(join(dir, file)));
}

/**
 * Writes a file under a temporary name of its own (pid and time were shared by two writers of one target in the same
 * millisecond, or one whose clock stepped back) and renames it when `write` completes.
 */
async function atomically(target: string, write: (temp: string) => Promise<void>): Promise<void> {
  const temp = `${target}.${randomUUID()}.part`;
  try {
    await write(temp);
    renameSync(temp, target);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

/** The work files (a projection's layers) a recipe reads, made into `.work/` on first use, for frames `scale` times the quality's. */
function workFiles(dir: string, scale: number) {
  const work = join(dir, '.work');
  mkdirSync(work, { recursive: true });
  let set: Buffer | undefined;
  const layers = (name: string, make: (set: Buffer) => Layers) => {
    const files = {
      background: join(work, `${name}-background.ppm`),
      mask: join(work, `${name}-mask.pgm`),
      xmap: join(work, `${name}-x.pgm`),
      ymap: join(work, `${name}-y.pgm`),
    };
    if (!Object.values(files).every(present)) {
      set ??= setArtPpm();
      const made = make(set);
      for (const key of ['background', 'mask', 'xmap', 'ymap'] as const) writeFileSync(files[key], made[key]);
    }
    return files;
  };
  return {
    work,
    clip(v: VrVariant, quality: VrQuality): RecipeInputs {
      const format = VR_FORMATS[v.format];
      if (format.projection === 'flat') return {};
      const { w, h } = scaledFrame(v, quality, scale);
      return { layers: layers(`${v.format}-${w}x${h}`, (s) => projectionLayers(format, w, h, s)) };
    },
    sprite(v: VrVariant): RecipeInputs {
      if (VR_FORMATS[v.format].projection === 'flat') return {};
      const { w, h } = SPRITE_FRAME;
      return { layers: layers(`sprite-${w}x${h}`, (s) => spriteLayers(w, h, s)) };
    },
  };
}

type Job = () => Promise<void>;

function jobsFor(dir: string, inputs: ReturnType<typeof workFiles>, missing: ReadonlySet<string>, scale: number): Job[] {
  const jobs: Job[] = [];
  for (const v of VR_VARIANTS) {
    for (const quality of VR_QUALITIES) {
      const full = join(dir, clipFile(v, 'full', quality));
      const trailer = join(dir, clipFile(v, 'trailer', quality));
      if (!missing.has(clipFile(v, 'full', quality)) && !missing.has(clipFile(v, 'trailer', quality))) continue;
      jobs.push(async () => {
        if (!present(full)) await atomically(full, (temp) => runFfmpeg(fullClipArgs(v, quality, inputs.clip(v, quality), temp, scale)));
        await atomically(trailer, (temp) => runFfmpeg(trailerArgs(full, temp)));
      });
    }
    if (missing.has(spriteFile(v, 'trailer')) || missing.has(spriteFile(v, 'full'))) {
      const trailer = join(dir, spriteFile(v, 'trailer'));
      const full = join(dir, spriteFile(v, 'full'));
      jobs.push(() =>
        atomically(full, (fullTemp) => atomically(trailer, (trailerTemp) => runFfmpeg(spriteArgs(v, inputs.sprite(v), trailerTemp, fullTemp)))),
      );
    }
  }
  return jobs;
}

async function generate(dir: string, missing: readonly string[], scale: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const files = workFiles(dir, scale);
  const queue = jobsFor(dir, files, new Set(missing), scale);
  let failure: unknown;
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job && failure === undefined; job = queue.shift()) {
      try {
        await job();
      } catch (err) {
        failure = err;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (failure !== undefined) throw failure;
  // The layers are only needed to make the media (about 100 MB): drop them once everything is made.
  rmSync(files.work, { recursive: true, force: true });
}

/** Makes sure every VR media file exists in `dir`, generating the missing ones with frames `scale` times the quality's. */
const ensureAt = (scale: number): ((dir: string) => Promise<void>) =>
  oncePerFolder(missingVrMedia, (dir, missing) => generate(dir, missing, scale), undefined);

export const ensureVrMedia = ensureAt(1);
/** The test runner's set: the same files, frames a quarter of the size each side. */
export const ensureVrTestMedia = ensureAt(1 / 4);

export const vrMediaReady = (dir: string): boolean => existsSync(dir) && missingVrMedia(dir).length === 0;
