/**
 * Pure rules of the VR player (issue 12; spec 000 §2.4 sprites: trailer 8x8 = 64 frames, full 16x16 = 256): the
 * sprite cell of a position, the toy script's intensity per slice of the seek bar, and the player's clock.
 */
import { describe, expect, it } from 'vitest';
import { toyScript } from '../../../backend/media/toy-scripts.ts';
import { formatClock } from '../../../machines/rules/format.ts';
import { SPRITE_GRID, scriptIntensity, spriteCell } from '../../../machines/rules/player.ts';

describe('spriteCell', () => {
  it('walks the grid row by row over the video, and stays in it at the ends', () => {
    expect(SPRITE_GRID).toEqual({ trailer: 8, full: 16 });
    expect(spriteCell(0, 6, 8)).toEqual({ col: 0, row: 0 });
    expect(spriteCell(6 / 64, 6, 8)).toEqual({ col: 1, row: 0 });
    expect(spriteCell(3, 6, 8)).toEqual({ col: 0, row: 4 });
    expect(spriteCell(6, 6, 8)).toEqual({ col: 7, row: 7 });
    expect(spriteCell(99, 6, 8)).toEqual({ col: 7, row: 7 });
    expect(spriteCell(-1, 10, 16)).toEqual({ col: 0, row: 0 });
    expect(spriteCell(9.99, 10, 16)).toEqual({ col: 15, row: 15 });
    expect(spriteCell(5, 0, 16)).toEqual({ col: 0, row: 0 });
  });
});

describe('scriptIntensity', () => {
  it('is the mean stroke speed per slice over 400 per second, 0..1', () => {
    const script = {
      version: '1.0',
      inverted: false,
      range: 100,
      actions: [
        { at: 0, pos: 0 },
        { at: 1000, pos: 100 },
        { at: 1250, pos: 0 },
        { at: 4000, pos: 0 },
      ],
    };
    // A stroke counts in the slice it starts in. Slice 0 (0-2 s): 100/s, 400/s and a rest from 1.25 s → 500/3/400;
    // slice 1 (2-4 s): none starts there.
    const [first, second] = scriptIntensity(script, 4, 2);
    expect(first).toBeCloseTo(500 / 3 / 400, 9);
    expect(second).toBe(0);
    expect(scriptIntensity(script, 1, 2)[0]).toBeCloseTo(100 / 400, 9);
    expect(scriptIntensity({ ...script, actions: [] }, 4, 3)).toEqual([0, 0, 0]);
  });

  it('gives a seeded script waves of quicker and slower strokes', () => {
    const heat = scriptIntensity(toyScript(7), 10, 20);
    expect(heat).toHaveLength(20);
    expect(Math.max(...heat)).toBeGreaterThan(0.5);
    expect(Math.min(...heat)).toBeLessThan(Math.max(...heat) / 2);
    expect(heat.every((h) => h >= 0 && h <= 1)).toBe(true);
  });
});

describe('formatClock', () => {
  it('reads m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(4.9)).toBe('0:04');
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3600 + 61)).toBe('1:01:01');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
