/** Search rules (spec 000 §2.3 'Search', §9 thresholds). */
import { describe, expect, it } from 'vitest';
import { canFetch, canSubmit, searchHref, trimQuery } from '../../../domain/search.ts';

describe('search thresholds', () => {
  it('trims the input before counting', () => {
    expect(trimQuery('  vr  ')).toBe('vr');
    expect(canFetch('  ab  ')).toBe(false);
    expect(canSubmit('  ab  ')).toBe(true);
  });
  it('fetches from 3 characters', () => {
    expect(canFetch('')).toBe(false);
    expect(canFetch('ab')).toBe(false);
    expect(canFetch('abc')).toBe(true);
    expect(canFetch('a b')).toBe(true);
  });
  it('submits from 2 characters', () => {
    expect(canSubmit('a')).toBe(false);
    expect(canSubmit(' a ')).toBe(false);
    expect(canSubmit('ab')).toBe(true);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(canFetch('😀😀')).toBe(false);
    expect(canSubmit('😀😀')).toBe(true);
  });
  it('links the results page with the trimmed query', () => {
    expect(searchHref('  spa day ')).toBe('/search/?s=spa%20day');
    expect(searchHref('a&b')).toBe('/search/?s=a%26b');
  });
});
