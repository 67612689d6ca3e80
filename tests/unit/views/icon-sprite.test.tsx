/**
 * The icons' sprite (views/ui/icons.svg): every icon name (the chrome's and the catalogue's) has its symbol, drawn in
 * the 24-unit box the icon element gives, and an icon is a use of its symbol (with its title when it has a name).
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeartIcon, PositionIcon, catalogueGlyphs } from '../../../views/catalogue/icons.tsx';
import { Icon, iconNames } from '../../../views/ui/Icon.tsx';

const sprite = readFileSync(new URL('../../../views/ui/icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(([, id, body]) => ({ id, body }));

describe('the icon sprite', () => {
  it('has one symbol with a drawing for every icon name, and none other', () => {
    expect(symbols.map((s) => s.id).sort()).toEqual([...iconNames, ...catalogueGlyphs].sort());
    for (const { body } of symbols) expect(body).toMatch(/^(<(path|circle|rect|ellipse) [^>]+\/>)+$/);
  });

  it('draws an icon as a use of its symbol: decorative, or named by its title', () => {
    const decorative = renderToStaticMarkup(<Icon name="menu" />);
    expect(decorative).toMatch(/^<svg class="icon icon-menu" [^>]*aria-hidden="true"[^>]*><use href="[^"]*icons[^"]*#menu"><\/use><\/svg>$/);
    const named = renderToStaticMarkup(<Icon name="twitter" title="X (Twitter)" />);
    expect(named).toContain('class="icon icon-fill icon-twitter"');
    expect(named).toContain('role="img" aria-label="X (Twitter)"');
    expect(named).toMatch(/<title>X \(Twitter\)<\/title><use href="[^"]*#twitter"><\/use>/);
  });

  it("draws the catalogue's icons from the same sprite: a filled heart, a position's own glyph (the first for an unknown id)", () => {
    // Filled by the cat-icon--filled rule (catalogue.css), stroked only without it.
    expect(renderToStaticMarkup(<HeartIcon filled />)).toMatch(
      /^<svg class="cat-icon cat-icon--filled" [^>]*><use href="[^"]*#heart"><\/use><\/svg>$/,
    );
    expect(renderToStaticMarkup(<HeartIcon filled={false} />)).toMatch(/^<svg class="cat-icon" /);
    expect(renderToStaticMarkup(<PositionIcon id={4} title="Position 4" />)).toMatch(/<title>Position 4<\/title><use href="[^"]*#cat-position-4">/);
    expect(renderToStaticMarkup(<PositionIcon id={9} />)).toContain('#cat-position-1"');
  });
});
