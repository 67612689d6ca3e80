/**
 * Which pull-down tiles a main-menu dropdown shows (spec 000 §2.3 Header: dropdown items sorted by sort;
 * at most 12, or 16 on extra-large screens in the darkest theme). Tiles 13–16 are rendered but flagged
 * `xlOnly`, and chrome.css shows them only on the darkest theme at ≥1700 px, so the server HTML is
 * the same for every screen.
 */
import type { MenuItem } from '../../contracts/digest.ts';

type PullDownMenu = MenuItem['pullDownMenus'][number];
type DropdownTile = PullDownMenu & { xlOnly: boolean };

const DROPDOWN_TILES = 12;
const DROPDOWN_TILES_XL = 16;

export function dropdownTiles(items: readonly PullDownMenu[]): DropdownTile[] {
  return [...items]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .slice(0, DROPDOWN_TILES_XL)
    .map(({ item }, i) => ({ ...item, xlOnly: i >= DROPDOWN_TILES }));
}

/** Pull-down entries for the mobile menu: sorted by sort (stable), no screen-size limit beyond the xl one. */
export function sortedPullDowns(items: readonly PullDownMenu[]): PullDownMenu[] {
  return dropdownTiles(items).map(({ xlOnly: _xlOnly, ...item }) => item);
}
