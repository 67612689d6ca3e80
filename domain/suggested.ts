/**
 * Video page 'suggested' tab: the similar list shuffled into liked (3), suggested (6) and next (the rest)
 * (spec 000 §2.4 'Video page', §9). The shuffle is seeded so the server and the client render the same order.
 */
import { SUGGESTED_LIKED, SUGGESTED_SUGGESTED } from './constants.ts';

/** mulberry32: a small deterministic PRNG giving floats in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the seeded PRNG; returns a new array. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** A stable seed from a string (e.g. the video slug), so one video always gets the same order. */
export function seedFromString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function shuffleSuggested<T>(items: readonly T[], seed: number): { liked: T[]; suggested: T[]; next: T[] } {
  const shuffled = seededShuffle(items, seed);
  return {
    liked: shuffled.slice(0, SUGGESTED_LIKED),
    suggested: shuffled.slice(SUGGESTED_LIKED, SUGGESTED_LIKED + SUGGESTED_SUGGESTED),
    next: shuffled.slice(SUGGESTED_LIKED + SUGGESTED_SUGGESTED),
  };
}
