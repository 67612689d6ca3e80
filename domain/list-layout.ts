/**
 * Layouts of video lists and model lists (spec 000 §2.1 'The layout type … is restored from the cookies
 * videosLayoutType and modelsLayoutType', §9 'Layout types grid, list, simple') and the models list's letter filter
 * (§2.4 'Models list and card': 'A-Z' = all, then A to Z). Plain values, no I/O.
 */

export const LIST_LAYOUTS = ['grid', 'list', 'simple'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];
export type LayoutKind = 'videos' | 'models';

export const LAYOUT_COOKIES: Readonly<Record<LayoutKind, string>> = { videos: 'videosLayoutType', models: 'modelsLayoutType' };
/** A layout choice is remembered for a year (path /). */
export const LAYOUT_COOKIE_MAX_AGE = 31_536_000;
export const DEFAULT_LAYOUT: ListLayout = 'grid';

/** The layout a cookie's value names; anything else (absent, unknown, other case) is the grid. */
export function parseLayout(value: string | undefined | null): ListLayout {
  return LIST_LAYOUTS.find((l) => l === value) ?? DEFAULT_LAYOUT;
}

/** The switch's accessible names. */
export const LAYOUT_LABELS: Readonly<Record<ListLayout, string>> = { grid: 'Grid', list: 'List', simple: 'Simple' };

/** The letter filter's options: 'all' ('A-Z') first, then a to z, each with its label. */
export const LETTER_FILTER: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'all', label: 'A-Z' },
  ...'abcdefghijklmnopqrstuvwxyz'.split('').map((l) => ({ id: l, label: l.toUpperCase() })),
];

/** The letter a query names (one letter, any case), or 'all'. */
export function parseLetter(value: unknown): string {
  return typeof value === 'string' && /^[a-zA-Z]$/.test(value) ? value.toLowerCase() : 'all';
}
