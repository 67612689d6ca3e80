/** How the content API reads a search query (spec 000 §2.3 'Search', §7 'GET /search/{query}', §9 custom results). */
import { describe, expect, it } from 'vitest';
import { customResultsList, searchWords } from '../../../backend/rules/search-terms.ts';

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
});

describe('search words', () => {
  it('keeps letters and digits only, lower-cased', () => {
    expect(searchWords(" Spa-Day's 8K & <b>")).toEqual(['spa', 'day', 's', '8k', 'b']);
    expect(searchWords('!!! ')).toEqual([]);
    expect(searchWords('Café')).toEqual(['café']);
  });
});
