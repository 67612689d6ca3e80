/** Search rules (spec 000 §2.3 'Search', §9 thresholds and custom results). */
import { describe, expect, it } from 'vitest';
import { canFetch, canSubmit, customResultsList, searchHref, searchWords, trimQuery } from '../../../domain/search.ts';

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

describe('custom-results lists', () => {
  it('matches a whole term, lower-cased and trimmed', () => {
    expect(customResultsList('Gay')).toBe('gay');
    expect(customResultsList('  TRANSGENDER ')).toBe('trans');
    expect(customResultsList('Nova Sterling')).toBe('trans');
    expect(customResultsList('marco valente')).toBe('gay');
  });
  it('does not match a part of a term or a longer query', () => {
    expect(customResultsList('gaya')).toBeNull();
    expect(customResultsList('gay scenes tonight')).toBeNull();
    expect(customResultsList('tran')).toBeNull();
    expect(customResultsList('romantic')).toBeNull();
  });
  it('never matches while the feature is off', () => {
    expect(customResultsList('gay', false)).toBeNull();
  });
});

describe('search words', () => {
  it('keeps letters and digits only', () => {
    expect(searchWords(" Spa-Day's 8K & <b>")).toEqual(['spa', 'day', 's', '8k', 'b']);
    expect(searchWords('!!! ')).toEqual([]);
    expect(searchWords('Café')).toEqual(['café']);
  });
});
