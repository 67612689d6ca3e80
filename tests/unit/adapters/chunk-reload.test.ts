import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, reloadForChunk } from '../../../adapters/chunk-reload.ts';

const storage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('reload on a failed chunk (spec 000 §8)', () => {
  it('reloads at most once per 60 s, then again after', () => {
    const s = storage();
    const reload = vi.fn();
    expect(reloadForChunk(s, 1_000_000, reload)).toBe(true);
    expect(s.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadForChunk(s, 1_059_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunk(s, 1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a missing or unreadable mark counts as no reload yet', () => {
    const s = storage();
    s.map.set(CHUNK_RELOAD_KEY, 'garbage');
    const reload = vi.fn();
    expect(reloadForChunk(s, 5, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
