/**
 * The icons' sprite (icons.svg): one symbol per glyph, a hashed asset the browser keeps, so neither every page's code
 * nor its HTML carries the drawings (issue 35). An icon element draws a glyph with `<use href={glyphHref(id)}>`; the
 * glyph inherits the element's stroke and fill.
 */
import sprite from './icons.svg?no-inline';

export const glyphHref = (id: string): string => `${sprite}#${id}`;
