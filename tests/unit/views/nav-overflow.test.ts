/** The main menu's line (views/chrome/use-nav-overflow.ts): the first items that fit beside 'More', which holds the rest. */
import { describe, expect, it } from 'vitest';
import { fittingCount } from '../../../views/chrome/use-nav-overflow.ts';

describe('fittingCount', () => {
  const widths = [100, 110, 140, 140, 65, 120];
  it('keeps every item on the line when they all fit, without More', () => {
    expect(fittingCount(widths, 90, 675)).toBe(6);
    expect(fittingCount(widths, 90, 2000)).toBe(6);
  });

  it('keeps the first ones that fit beside More when they do not all fit', () => {
    // 674 px: not all (675); with More (90): 100 + 110 + 140 + 140 = 490 + 90 = 580, + 65 = 645, + 120 > 674.
    expect(fittingCount(widths, 90, 674)).toBe(5);
    expect(fittingCount(widths, 90, 580)).toBe(4);
    expect(fittingCount(widths, 90, 579)).toBe(3);
  });

  it('keeps none but More when not even the first fits beside it', () => {
    expect(fittingCount(widths, 90, 150)).toBe(0);
    expect(fittingCount([], 90, 0)).toBe(0);
  });
});
