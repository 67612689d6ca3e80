/** The favourites page's rules (spec 001 §2 Favorites, §9 12 per page): its search, a page without a removed item. */
import { describe, expect, it } from 'vitest';
import { emptiedPage, favoriteTargetOf, withoutItem } from '../../../domain/favorites-page.ts';
import { favoritesSearch } from '../../../domain/favorites-search.ts';

describe('favourites page rules', () => {
  it('reads ?tab=models&page=N; videos and page 1 are the bare path; bad values fall back', () => {
    expect(favoritesSearch({})).toEqual({});
    expect(favoritesSearch({ tab: 'models', page: 2 })).toEqual({ tab: 'models', page: 2 });
    expect(favoritesSearch({ tab: 'videos', page: '3' })).toEqual({ page: 3 });
    expect(favoritesSearch({ tab: 'x', page: 1 })).toEqual({});
    expect(favoritesSearch({ page: 'two' })).toEqual({});
    expect(favoritesSearch({ page: 1.5 })).toEqual({});
  });

  it('drops a removed item with one fewer in the list', () => {
    const data = {
      items: [
        { id: 1, title: 'A' },
        { id: 2, title: 'B' },
      ],
      page: 2,
      pages: 2,
      total: 14,
    };
    expect(withoutItem(data, 1)).toEqual({ items: [{ id: 2, title: 'B' }], page: 2, pages: 2, total: 13 });
    expect(withoutItem({ ...data, total: 13 }, 1).pages).toBe(1);
    expect(withoutItem(data, 9)).toBe(data);
  });

  it('an emptied page that is not the first goes back', () => {
    expect(emptiedPage({ items: [], page: 2, pages: 1, total: 12 })).toBe(true);
    expect(emptiedPage({ items: [], page: 1, pages: 0, total: 0 })).toBe(false);
  });

  it('names the item as the visit’s favourites know it', () => {
    expect(favoriteTargetOf('videos', { id: 3, title: 'A' })).toEqual({ kind: 'video', id: '3', title: 'A' });
    expect(favoriteTargetOf('models', { id: 7, title: 'B' })).toEqual({ kind: 'model', id: 7, title: 'B' });
  });
});
