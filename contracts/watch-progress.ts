/**
 * A member's place in videos: the position saved every 10 s and on pause or exit, offered on
 * return ('Resume from 12:34'), and the watch history that feeds 'Continue watching'. Site API, bearer-authenticated.
 */
import { z } from 'zod/mini';

export const WatchKind = z.enum(['full', 'trailer']);

/** PUT /api/account/watch-progress/{videoId}: where the member is (seconds) in the file of `kind`. */
export const WatchProgressBody = z.object({
  position: z.number().check(z.nonnegative()),
  duration: z.number().check(z.positive()),
  kind: WatchKind,
});
export type WatchProgressBody = z.infer<typeof WatchProgressBody>;

/** A saved place; `finished` when it was saved at the end (then nothing is offered to resume). */
export const WatchProgress = z.object({
  videoId: z.number(),
  kind: WatchKind,
  position: z.number(),
  duration: z.number(),
  finished: z.boolean(),
  updatedAt: z.number(),
});
export type WatchProgress = z.infer<typeof WatchProgress>;

/** GET /api/account/watch-progress/{videoId}?kind=…, and the PUT's answer. */
export const WatchProgressAnswer = z.object({ data: z.nullable(WatchProgress) });

/** GET /api/account/watch-history?limit=…: the member's videos, the latest watched first (full videos only). */
export const WatchHistoryAnswer = z.object({ data: z.object({ items: z.array(WatchProgress) }) });

/** The end of a video: within its last 3 % or 5 s the place counts as finished. */
export const isFinished = (position: number, duration: number): boolean => position >= duration - Math.max(5, duration * 0.03);
