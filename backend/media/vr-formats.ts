/**
 * The generated VR demo media (spec 000 §2.4 'Video page' sources and sprites, §3
 * 'Trailer' qualities, §9): which variants exist (a look of the demo clips in one projection), the frame size of
 * each quality, and the file names the media route serves. Every look has a stereo 180° side-by-side version;
 * one look also comes as 360° top-bottom, one as a 190° fisheye pair and one as a 2D flat film.
 *
 * A variant's full clip is FULL_SECONDS long; its trailer is the first TRAILER_SECONDS of the full clip (a stream
 * copy, as a real trailer is cut from the scene). Sprites: trailer 8x8 = 64 frames, full 16x16 = 256 frames, each
 * frame 4:3 (SPRITE_FRAME), a straight-ahead view of the left eye.
 */

import type { VrFormat } from '../../contracts/content-api.ts';

export type { VrFormat };

export const VR_FORMATS = {
  sbs180: { projection: 'equirect180', stereo: 'sbs', fov: 180 },
  tb360: { projection: 'equirect360', stereo: 'tb', fov: 360 },
  fisheye190: { projection: 'fisheye', stereo: 'sbs', fov: 190 },
  flat: { projection: 'flat', stereo: 'mono', fov: 0 },
} as const satisfies Record<string, VrFormat>;
export type VrFormatName = keyof typeof VR_FORMATS;

export const VR_QUALITIES = ['2K', '3K'] as const;
export type VrQuality = (typeof VR_QUALITIES)[number];
export const VR_KINDS = ['trailer', 'full'] as const;
export type VrKind = (typeof VR_KINDS)[number];

export const FULL_SECONDS = 10;
export const TRAILER_SECONDS = 6;
export const VR_FPS = 24;
export const SPRITE_FRAME = { w: 128, h: 96 } as const;
export const SPRITE_GRID: Record<VrKind, number> = { trailer: 8, full: 16 };

/** One generated variant: look `look` (1-6, the demo clips' six looks) in format `format`. */
export interface VrVariant {
  look: number;
  format: VrFormatName;
}

export const VR_VARIANTS: readonly VrVariant[] = [
  ...[1, 2, 3, 4, 5, 6].map((look) => ({ look, format: 'sbs180' as const })),
  { look: 2, format: 'tb360' },
  { look: 3, format: 'fisheye190' },
  { look: 6, format: 'flat' },
];

/** Width and height of one frame of `format` in `quality`: the label names the width of the frame (2K ≈ 2048 px). */
export function frameSize(format: VrFormatName, quality: VrQuality): { w: number; h: number } {
  const w = quality === '2K' ? 2048 : 2880;
  switch (format) {
    case 'tb360':
      return { w, h: w };
    case 'flat':
      return { w: quality === '2K' ? 1920 : 2880, h: quality === '2K' ? 1080 : 1620 };
    default:
      return { w, h: w / 2 };
  }
}

export const variantName = (v: VrVariant): string => `${v.format}-${v.look}`;
export const clipFile = (v: VrVariant, kind: VrKind, quality: VrQuality): string => `${variantName(v)}-${kind}-${quality}.webm`;
export const spriteFile = (v: VrVariant, kind: VrKind): string => `${variantName(v)}-${kind}-sprite.jpg`;

/** Every file the VR media folder holds when complete. */
export const VR_FILES: readonly string[] = VR_VARIANTS.flatMap((v) => [
  ...VR_KINDS.flatMap((kind) => VR_QUALITIES.map((q) => clipFile(v, kind, q))),
  ...VR_KINDS.map((kind) => spriteFile(v, kind)),
]);

/** Names the VR media route serves (anything else is refused). */
export const VR_FILE_PATTERN = /^(sbs180|tb360|fisheye190|flat)-[1-6]-(trailer|full)-(2K|3K|sprite)\.(webm|jpg)$/;

/** URL paths of a variant's files under the media route. */
export const vrPaths = {
  clip: (v: VrVariant, kind: VrKind, quality: VrQuality): string => `/media/vr/${clipFile(v, kind, quality)}`,
  sprite: (v: VrVariant, kind: VrKind): string => `/media/vr/${spriteFile(v, kind)}`,
} as const;
