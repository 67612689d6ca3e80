/**
 * ffmpeg argument lists of the VR demo media (vr-formats.ts): a full clip of one variant in one quality (the set as
 * the projection sees it, vr-scene.ts layers, with the look's animation remapped onto its screen, and the look's
 * soundtrack), its trailer (the first seconds, stream-copied) and the two preview sprites. Flat variants are the
 * look itself, scaled, with no set.
 */
import { audioInput, audioOutput, clipFilter, vp8Output } from './clip-recipes.ts';
import { FULL_SECONDS, SPRITE_FRAME, SPRITE_GRID, TRAILER_SECONDS, VR_FORMATS, type VrQuality, type VrVariant, frameSize } from './vr-formats.ts';

/** Files of a projection's layers (vr-scene.ts Layers): absent for flat variants. */
export interface RecipeInputs {
  layers?: { background: string; mask: string; xmap: string; ymap: string };
}

const KBPS: Record<VrQuality, number> = { '2K': 520, '3K': 820 };

/** The frame of `v` in `quality`, `scale` times its size (even sides, as the encoder needs). */
export function scaledFrame(v: VrVariant, quality: VrQuality, scale: number): { w: number; h: number } {
  const { w, h } = frameSize(v.format, quality);
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2));
  return { w: even(w), h: even(h) };
}

/** The animated look on the set, filmed through the maps (or, flat, scaled to w x h): ends in [filmed]. */
function filmed(v: VrVariant, inputs: RecipeInputs, w: number, h: number): { args: string[]; graph: string } {
  const screen = clipFilter('full', v.look, FULL_SECONDS);
  const layers = inputs.layers;
  if (!layers || VR_FORMATS[v.format].projection === 'flat') {
    return { args: [], graph: `${screen};[v]scale=${w}:${h}:flags=bicubic,setsar=1[filmed]` };
  }
  // The still layers are single pictures: converted once, repeated by the filters for every frame.
  const args = ['-i', layers.background, '-i', layers.mask, '-i', layers.xmap, '-i', layers.ymap];
  const graph =
    `${screen};[v]format=yuv444p[scr];[scr][2:v][3:v]remap[moving];` +
    `[0:v]format=yuv444p[still];[1:v]format=gray,mergeplanes=0x000000:yuv444p[mask];` +
    // The moving picture comes first: the filter's frames follow its first input (the still ones repeat).
    `[moving][still][mask]maskedmerge,setsar=1[filmed]`;
  return { args, graph };
}

/**
 * The full clip of `v` in `quality`, written to `outFile` (VP8 + Opus WebM); its frame `scale` times the quality's
 * (vr-media.ts: the test runner's renditions are smaller, under the same names).
 */
export function fullClipArgs(v: VrVariant, quality: VrQuality, inputs: RecipeInputs, outFile: string, scale = 1): string[] {
  const { w, h } = scaledFrame(v, quality, scale);
  const { args, graph } = filmed(v, inputs, w, h);
  const audioIndex = args.filter((a) => a === '-i').length;
  return [
    ...args,
    ...audioInput(v.look, FULL_SECONDS),
    '-filter_complex',
    `${graph};[filmed]format=yuv420p[out]`,
    '-map',
    '[out]',
    ...audioOutput(audioIndex, FULL_SECONDS),
    ...vp8Output(Math.round(KBPS[quality] * scale), FULL_SECONDS, outFile, 16),
  ];
}

/** The trailer: the first TRAILER_SECONDS of the full clip, stream-copied. */
export function trailerArgs(fullFile: string, outFile: string): string[] {
  return ['-i', fullFile, '-t', String(TRAILER_SECONDS), '-c', 'copy', '-f', 'webm', outFile];
}

/** One picture of the graph's `label` as a JPEG. */
const jpegOutput = (label: string, outFile: string): string[] => ['-map', label, '-frames:v', '1', '-q:v', '5', '-f', 'mjpeg', outFile];

/** Both preview sprites of `v` (8x8 frames of the trailer, 16x16 of the full clip; 4:3 frames) as JPEG. */
export function spriteArgs(v: VrVariant, inputs: RecipeInputs, trailerOut: string, fullOut: string): string[] {
  const { w, h } = SPRITE_FRAME;
  const flat = !inputs.layers || VR_FORMATS[v.format].projection === 'flat';
  // A flat look is 16:9: its middle 4:3 is the sprite frame.
  const { args, graph } = flat ? filmed(v, inputs, Math.round((w * 16) / 12), h) : filmed(v, inputs, w, h);
  const crop = flat ? `crop=${w}:${h},` : '';
  const tile = (grid: number, seconds: number) => `fps=${(grid * grid) / seconds},tile=${grid}x${grid}`;
  return [
    ...args,
    '-filter_complex',
    `${graph};[filmed]${crop}split[a][b];` +
      `[a]${tile(SPRITE_GRID.full, FULL_SECONDS)}[full];` +
      `[b]trim=duration=${TRAILER_SECONDS},${tile(SPRITE_GRID.trailer, TRAILER_SECONDS)}[trailer]`,
    ...jpegOutput('[full]', fullOut),
    ...jpegOutput('[trailer]', trailerOut),
  ];
}
