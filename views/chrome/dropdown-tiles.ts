/**
 * Which pull-down tiles a main-menu dropdown shows (spec 000 §2.3 Header: dropdown items sorted by sort;
 * at most 12, or 16 on extra-large screens in the darkest theme). The root data holds them sorted and cut
 * to 16 (rules/chrome-data.ts); tiles 13–16 are rendered but flagged `xlOnly`, and chrome.css shows them only
 * on the darkest theme at ≥1700 px, so the server HTML is the same for every screen.
 */
import type { ChromeTile } from '../../domain/chrome-data.ts';

type DropdownTile = ChromeTile & { xlOnly: boolean };

const DROPDOWN_TILES = 12;

export function dropdownTiles(items: readonly ChromeTile[] = []): DropdownTile[] {
  return items.map((item, i) => ({ ...item, xlOnly: i >= DROPDOWN_TILES }));
}

/** A tile leading to a category or a model: its alt text carries the configured SEO suffix (spec 000 §2.3). */
const SUFFIXED_TILE = /^\/(categories|category|models|model)\/[^/]+/;

/** A tile image's alt text: its label, and the SEO suffix on category and model tiles. */
export const tileAlt = (tile: Pick<ChromeTile, 'label' | 'link'>, suffix: string): string =>
  SUFFIXED_TILE.test(tile.link) ? `${tile.label}${suffix}` : tile.label;
