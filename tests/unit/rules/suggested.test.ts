/** Suggested tab shuffle (spec 000 §2.4 'Video page', §9): liked 3, suggested 6, next the rest. */
import { describe, expect, it } from 'vitest';
import { seedFromString, shuffleSuggested } from '../../../domain/suggested.ts';

const items = Array.from({ length: 20 }, (_, i) => i + 1);

describe('shuffleSuggested', () => {
  it('splits into liked 3, suggested 6 and the rest, losing nothing', () => {
    const { liked, suggested, next } = shuffleSuggested(items, 42);
    expect(liked).toHaveLength(3);
    expect(suggested).toHaveLength(6);
    expect(next).toHaveLength(11);
    expect([...liked, ...suggested, ...next].sort((a, b) => a - b)).toEqual(items);
  });
  it('gives the same order for the same seed (server and client agree) and another for another seed', () => {
    expect(shuffleSuggested(items, 7)).toEqual(shuffleSuggested(items, 7));
    expect(shuffleSuggested(items, 7)).not.toEqual(shuffleSuggested(items, 8));
    expect(seedFromString('video-a')).toBe(seedFromString('video-a'));
  });
  it('copes with short lists and does not change its input', () => {
    const short = [1, 2];
    expect(shuffleSuggested(short, 1)).toMatchObject({ suggested: [], next: [] });
    expect(shuffleSuggested(short, 1).liked).toHaveLength(2);
    expect(short).toEqual([1, 2]);
  });
});
