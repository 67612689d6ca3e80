/**
 * Simple line icons (24x24, stroke currentColor) for menu items such as the
 * mobile bottom menu (spec 000 §2.3 'Mobile bottom menu': each item with an icon;
 * §3 'Menu item' icon). No ids inside, so several can be inlined on one page.
 */

const PATHS = {
  home: '<path d="M3 11l9-7 9 7"/><path d="M5 10v10h5v-6h4v6h5V10"/>',
  videos: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M10 9l5 3-5 3z"/>',
  models: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-7 8-7s8 3 8 7"/>',
  categories:
    '<rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="3" y="14" width="7" height="7" rx="1"/><rect x="14" y="14" width="7" height="7" rx="1"/>',
  blog: '<path d="M5 3h10l4 4v14H5z"/><path d="M9 11h6M9 15h6M9 7h3"/>',
  cams: '<circle cx="12" cy="11" r="7"/><circle cx="12" cy="11" r="3"/><path d="M8 21h8"/>',
  vreels: '<rect x="6" y="2" width="12" height="20" rx="2"/><path d="M10 9l5 3-5 3z"/>',
} as const;

export type IconName = keyof typeof PATHS;

export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(PATHS, name);
}

/** A 24x24 line icon drawn with currentColor. */
export function iconSvg(name: IconName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${PATHS[name]}</svg>`;
}
