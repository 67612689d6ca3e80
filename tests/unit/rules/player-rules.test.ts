/**
 * Pure rules of the VR player (spec 000 §2.4 sprites: trailer 8x8 = 64 frames, full 16x16 = 256): the
 * sprite cell of a position, the toy script's intensity per slice of the seek bar, and the player's clock.
 */
import { describe, expect, it } from 'vitest';
import { toyScript } from '../../../backend/media/toy-scripts.ts';
import { formatClock } from '../../../domain/format.ts';
import { createActor } from 'xstate';
import { playerMachine } from '../../../machines/player.machine.ts';
import { SPRITE_GRID, playableSources, qualityChoices, scriptIntensity, spriteCell } from '../../../domain/player.ts';

const source = (quality: string, fileSize = 1000) => ({ quality, src: `/media/vr/x-${quality}.webm`, type: 'video/webm', fileSize });
const video = {
  videoPlayerSources: {
    trailer: [source('2K'), source('3K')],
    full: [source('2K'), source('3K'), source('4K'), source('8K', -1)],
  },
} as unknown as Parameters<typeof qualityChoices>[0];

describe('quality before playback', () => {
  it('offers the trailer’s qualities to a guest and the full video’s too to a member, lowest first, none without a file', () => {
    expect(qualityChoices(video, false)).toEqual(['2K', '3K']);
    expect(qualityChoices(video, true)).toEqual(['2K', '3K', '4K']);
    expect(playableSources(video, 'full').map((s) => s.quality)).toEqual(['2K', '3K', '4K']);
  });

  it('starts the player in the chosen quality when its sources have it, else in its lowest', () => {
    const start = (quality: string | null) =>
      createActor(playerMachine, {
        input: {
          format: { projection: 'equirect180', stereo: 'sbs', fov: 180 },
          kind: 'trailer',
          qualities: ['2K', '3K'],
          quality,
          autoplay: false,
          xrSupported: false,
        },
      }).getSnapshot().context.quality;
    expect(start('3K')).toBe('3K');
    expect(start('4K')).toBe('2K');
    expect(start(null)).toBe('2K');
  });
});

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
