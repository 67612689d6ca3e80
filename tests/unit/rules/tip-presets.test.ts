/** The room's tip presets and labels (spec 002 §9), at every boundary. */
import { describe, expect, it } from 'vitest';
import { defaultTip, isTipAmount, tipDigits, tipLabel, tipPresets } from '../../../domain/tip-presets.ts';

describe('tip presets (§9)', () => {
  it('default: 1 below 4, else floor(25%)', () => {
    expect([0, 3, 3.99].map(defaultTip)).toEqual([1, 1, 1]);
    expect([4, 7, 8, 100, 401].map(defaultTip)).toEqual([1, 1, 2, 25, 100]);
  });
  it('below 16: [2, 3, 4]', () => {
    expect(tipPresets(0)).toEqual([2, 3, 4]);
    expect(tipPresets(15)).toEqual([2, 3, 4]);
    expect(tipPresets(15.99)).toEqual([2, 3, 4]);
    expect(tipPresets(Number.NaN)).toEqual([2, 3, 4]);
  });
  it('16–80: floor of 15 %, 20 %, 25 %', () => {
    expect(tipPresets(16)).toEqual([2, 3, 4]);
    expect(tipPresets(17)).toEqual([2, 3, 4]);
    expect(tipPresets(40)).toEqual([6, 8, 10]);
    expect(tipPresets(80)).toEqual([12, 16, 20]);
  });
  it('81–400: the same rounded down to multiples of 5', () => {
    expect(tipPresets(81)).toEqual([10, 15, 20]);
    expect(tipPresets(100)).toEqual([15, 20, 25]);
    expect(tipPresets(399)).toEqual([55, 75, 95]);
    expect(tipPresets(400)).toEqual([60, 80, 100]);
  });
  it('above 400: [100, 125, 150]', () => {
    expect(tipPresets(400.5)).toEqual([100, 125, 150]);
    expect(tipPresets(401)).toEqual([100, 125, 150]);
    expect(tipPresets(2500)).toEqual([100, 125, 150]);
  });
});

describe('tip labels (§9): K and M cut, not rounded, to one decimal', () => {
  it('below 1,000 the number', () => {
    expect([0, 5, 150, 999].map(tipLabel)).toEqual(['0', '5', '150', '999']);
  });
  it('at or above 1,000 in K', () => {
    expect([1000, 1099, 1150, 1999, 12_345, 999_999].map(tipLabel)).toEqual(['1K', '1K', '1.1K', '1.9K', '12.3K', '999.9K']);
  });
  it('at or above 1,000,000 in M', () => {
    expect([1_000_000, 1_049_999, 1_999_999, 25_500_000].map(tipLabel)).toEqual(['1M', '1M', '1.9M', '25.5M']);
  });
});

describe('custom tip (§5)', () => {
  it('keeps digits only; an amount is a number above 0', () => {
    expect(tipDigits('1a2 3.5-')).toBe('1235');
    expect(tipDigits('abc')).toBe('');
    expect([0, -1, Number.NaN, 1, 25].map(isTipAmount)).toEqual([false, false, false, true, true]);
  });
});
