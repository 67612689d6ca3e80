/**
 * What the in-browser benchmarks share (./cam-cache.ts, ./messenger.ts): a page module bundled with esbuild as a
 * production build, Debian's Chromium to run it in, and the percentile of sorted timings.
 */
import { type BuildOptions, build } from 'esbuild';
import { chromium } from 'playwright-core';

/** The p-th percentile of ascending timings. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A page module bundled into one script (React's production build), and the files it is made of. */
export async function bundlePage(entry: string, options: BuildOptions = {}): Promise<{ script: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    ...options,
    write: false,
    metafile: true,
  });
  return { script: result.outputFiles[0]?.text ?? '', inputs: Object.keys(result.metafile.inputs) };
}

/** Debian's Chromium (playwright-core), with the flags this machine needs and any of the bench's own. */
export const benchChromium = (extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
