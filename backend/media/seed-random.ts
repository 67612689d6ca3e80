/**
 * Seeded hashing and pseudo-random numbers for the generated demo art
 * (DESIGN.md 'Data and media': deterministic placeholders). The same seed
 * string always gives the same sequence, so the same id draws the same art.
 */
import { type Rng as SeedRng, createRng } from '../seed/prng.ts';

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seed's random source (mulberry32) keyed by a string, plus `range` for drawing. */
export interface Rng extends SeedRng {
  /** Float in [min, max). */
  range(min: number, max: number): number;
}

export function seededRng(seed: string): Rng {
  const rng = createRng(hash32(seed) || 1);
  return { ...rng, range: (min, max) => min + rng.next() * (max - min) };
}
