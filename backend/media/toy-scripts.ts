/**
 * The toy scripts of the videos with hasToyScript: a funscript (the open JSON format of
 * interactive toys: `actions` of {at: milliseconds, pos: 0-100}) over the full clip, drawn per video from its own
 * seeded source: strokes whose speed and depth rise and fall in a few waves, so the seek bar's heatmap has shape.
 */
import type { Funscript } from '../../contracts/toy-script.ts';
import { createRng } from '../seed/prng.ts';
import { FULL_SECONDS } from './vr-formats.ts';

export const toyScriptPath = (videoId: number): string => `/media/scripts/${videoId}.funscript`;
export const TOY_SCRIPT_PATTERN = /^([1-9]\d{0,8})\.funscript$/;

/** Video `videoId`'s funscript. */
export function toyScript(videoId: number): Funscript {
  const rng = createRng(videoId * 104_729 + 7);
  const end = FULL_SECONDS * 1000;
  const waves = rng.int(2, 4);
  const actions: Funscript['actions'] = [{ at: 0, pos: 50 }];
  let at = 0;
  let up = true;
  while (at < end) {
    // Intensity 0..1 follows a few waves over the clip; strokes are quicker and deeper when it is high.
    const intensity = 0.5 + 0.5 * Math.sin((at / end) * waves * Math.PI * 2 - Math.PI / 2);
    const stroke = Math.round(520 - 380 * intensity + rng.int(-40, 40));
    at = Math.min(end, at + stroke);
    const depth = 20 + 75 * intensity;
    const pos = Math.round(up ? 50 + depth / 2 : 50 - depth / 2);
    actions.push({ at, pos: Math.max(0, Math.min(100, pos)) });
    up = !up;
  }
  return { version: '1.0', inverted: false, range: 100, actions };
}
