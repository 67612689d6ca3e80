/**
 * The dashboard favourites page's address (spec 001 §2 'Member dashboard' Favorites): its tab and page, read by the
 * route table on every page; the page's own rules are favorites-page.ts.
 */

export type FavoritesTab = 'videos' | 'models';

/** The page's search: ?tab=models&page=2 (videos and page 1 are the bare path). */
export function favoritesSearch(raw: Record<string, unknown>): { tab?: FavoritesTab; page?: number } {
  const tab = raw.tab === 'models' ? 'models' : undefined;
  const n = Number(raw.page);
  const page = Number.isInteger(n) && n > 1 && n <= 10_000 ? n : undefined;
  return { ...(tab ? { tab } : {}), ...(page ? { page } : {}) };
}
