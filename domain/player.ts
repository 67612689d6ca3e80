/**
 * Pure rules of the VR player (spec 000 §2.4 'Preview thumbnail sprites: trailer 8x8 = 64 frames, full
 * 16x16 = 256 frames, frame aspect 4:3'): which sprite frame shows a position, and the toy script's intensity
 * over the seek bar.
 */
import type { Video } from '../contracts/content-api.ts';
import type { Funscript } from '../contracts/toy-script.ts';

/** Which cut of a video the player plays: the trailer, or the full video. */
export type PlayerKind = 'full' | 'trailer';

/** The sources of a kind that have a file (spec 000 §2.4: sources with fileSize -1 are dropped), in the order given. */
export const playableSources = (video: Pick<Video, 'videoPlayerSources'>, kind: PlayerKind) =>
  video.videoPlayerSources[kind].filter((s) => s.fileSize !== -1 && s.src);

/** The K of a quality label ('3K' → 3); labels without one sort first. */
const kOf = (quality: string) => Number.parseInt(quality, 10) || 0;

/**
 * The qualities a visitor may choose before playback: the trailer's, and the full video's when they may watch it,
 * lowest first (a player starts in the chosen one when its sources have it, else in its lowest).
 */
export function qualityChoices(video: Pick<Video, 'videoPlayerSources'>, canWatchFull: boolean): string[] {
  const kinds: PlayerKind[] = canWatchFull ? ['trailer', 'full'] : ['trailer'];
  const all = new Set(kinds.flatMap((kind) => playableSources(video, kind).map((s) => s.quality)));
  return [...all].sort((a, b) => kOf(a) - kOf(b));
}

/** Transparency mode of the AI-mask videos (spec 000 §3 'videoSettings.transparency.mode (3 = AI mask)', §9). */
export const AI_MASK_TRANSPARENCY_MODE = 3;

/** Whether a video is an AI-mask video, whose page uses the AI-mask pop-up settings (spec 000 §2.4). */
export const isAiMaskVideo = (video: Pick<Video, 'videoSettings'>) => video.videoSettings.transparency?.mode === AI_MASK_TRANSPARENCY_MODE;

/** Frames per side of a kind's sprite grid. */
export const SPRITE_GRID: Record<PlayerKind, number> = { trailer: 8, full: 16 };

/** The sprite cell (column, row from the top left) showing `position` of a `duration`-long video. */
export function spriteCell(position: number, duration: number, grid: number): { col: number; row: number } {
  const frames = grid * grid;
  const index = duration > 0 ? Math.min(frames - 1, Math.max(0, Math.floor((position / duration) * frames))) : 0;
  return { col: index % grid, row: Math.floor(index / grid) };
}

/**
 * The toy script's intensity in `buckets` equal slices of the video, each 0..1: the mean speed of the strokes
 * (position change per second) in the slice, over the fastest stroke speed a toy is usually driven at (400/s).
 */
export function scriptIntensity(script: Funscript, duration: number, buckets: number): number[] {
  const sums = new Array<number>(buckets).fill(0);
  const counts = new Array<number>(buckets).fill(0);
  const actions = [...script.actions].sort((a, b) => a.at - b.at);
  for (let i = 1; i < actions.length; i++) {
    const a = actions[i - 1];
    const b = actions[i];
    if (!a || !b || b.at <= a.at || duration <= 0) continue;
    const speed = Math.abs(b.pos - a.pos) / ((b.at - a.at) / 1000);
    const bucket = Math.min(buckets - 1, Math.floor((a.at / 1000 / duration) * buckets));
    sums[bucket] = (sums[bucket] ?? 0) + speed;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return sums.map((sum, i) => Math.min(1, (counts[i] ? sum / (counts[i] ?? 1) : 0) / 400));
}
