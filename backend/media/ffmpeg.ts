/**
 * Locates and runs the ffmpeg binary shipped by the @ffmpeg-installer/ffmpeg
 * registry package (DESIGN.md 'Data and media': demo clips made from registry
 * packages, nothing downloaded). npm 11 may skip the package's postinstall
 * chmod, so the binary is made executable here when needed.
 */
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

let cached: string | undefined;

/** Absolute path of an executable ffmpeg (FFMPEG_PATH overrides the package). */
export function ffmpegPath(): string {
  if (cached) return cached;
  const fromEnv = process.env.FFMPEG_PATH;
  const found: string = fromEnv || (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  try {
    accessSync(found, constants.X_OK);
  } catch {
    chmodSync(found, 0o755);
  }
  cached = found;
  return found;
}

/** Runs ffmpeg with the given arguments; rejects with the tail of stderr on failure. */
export function runFfmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`));
    });
  });
}
