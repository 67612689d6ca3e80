/** Layout cookies and the letter filter (spec 000 §2.1, §2.4 'Models list and card'). */
import { describe, expect, it } from 'vitest';
import { LAYOUT_COOKIES, LETTER_FILTER, parseLayout, parseLetter } from '../../../domain/list-layout.ts';

describe('list layout rules', () => {
  it('restores grid, list and simple from the cookie; anything else is the grid', () => {
    expect(parseLayout('list')).toBe('list');
    expect(parseLayout('simple')).toBe('simple');
    expect(parseLayout('grid')).toBe('grid');
    for (const bad of [undefined, null, '', 'LIST', 'table', ' list']) expect(parseLayout(bad)).toBe('grid');
  });

  it('names the two cookies of the spec', () => {
    expect(LAYOUT_COOKIES).toEqual({ videos: 'videosLayoutType', models: 'modelsLayoutType' });
  });

  it("offers 'A-Z' first, then A to Z", () => {
    expect(LETTER_FILTER).toHaveLength(27);
    expect(LETTER_FILTER[0]).toEqual({ id: 'all', label: 'A-Z' });
    expect(LETTER_FILTER[1]).toEqual({ id: 'a', label: 'A' });
    expect(LETTER_FILTER[26]).toEqual({ id: 'z', label: 'Z' });
  });

  it('reads one letter in either case, else all', () => {
    expect(parseLetter('B')).toBe('b');
    expect(parseLetter('q')).toBe('q');
    for (const bad of [undefined, '', 'ab', '1', 'all', 7]) expect(parseLetter(bad)).toBe('all');
  });
});
