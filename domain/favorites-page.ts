/**
 * The dashboard's favourites page (spec 001 §2 'Member dashboard' Favorites, §4 'Favourites: add or remove changes the
 * local id list only after the server call succeeds', §9 12 per page): its two tabs, their search parameters, and what
 * a removal leaves of a page.
 */
import { FAVORITES_PAGE_SIZE } from '../contracts/favorites-paging.ts';
import type { FavoriteTarget } from './favorites.ts';
import type { FavoritesTab } from './favorites-search.ts';

export { FAVORITES_PAGE_SIZE };

export type { FavoritesTab };
export const FAVORITES_TABS: readonly { tab: FavoritesTab; label: string }[] = [
  { tab: 'videos', label: 'Videos' },
  { tab: 'models', label: 'Models' },
];

/** The empty states, with the link to browse. */
export const FAVORITES_EMPTY: Record<FavoritesTab, { text: string; link: { label: string; href: string } }> = {
  videos: { text: 'You have no favourite videos yet.', link: { label: 'Browse videos', href: '/videos/' } },
  models: { text: 'You have no favourite models yet.', link: { label: 'Browse models', href: '/models/' } },
};

/** One favourite on the page: its id and title (and whatever its card shows). */
export type FavoriteItem = { id: number; title: string };

/** A page of a tab's list. */
export type FavoritesPageData<T extends FavoriteItem = FavoriteItem> = { items: T[]; page: number; pages: number; total: number };

/** The item as the visit's favourites know it (rules/favorites.ts): video ids are strings there. */
export const favoriteTargetOf = (tab: FavoritesTab, item: FavoriteItem): FavoriteTarget =>
  tab === 'videos' ? { kind: 'video', id: String(item.id), title: item.title } : { kind: 'model', id: item.id, title: item.title };

/** The page without a removed item, when it could not be loaded again: one fewer in the list. */
export function withoutItem<T extends FavoriteItem>(data: FavoritesPageData<T>, id: number): FavoritesPageData<T> {
  const items = data.items.filter((item) => item.id !== id);
  if (items.length === data.items.length) return data;
  const total = Math.max(0, data.total - 1);
  return { ...data, items, total, pages: Math.ceil(total / FAVORITES_PAGE_SIZE) };
}

/** A page the removal emptied that is not the first: the page before it is the one to show. */
export const emptiedPage = (data: FavoritesPageData): boolean => data.items.length === 0 && data.page > 1;
