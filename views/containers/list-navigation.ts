/** Video list controls navigate: the URL (page, sort, category) is the list's state, so lists work without JavaScript too. */
import { useNavigate } from '@tanstack/react-router';
import type { VideoSort } from '../../contracts/content-api.ts';

export interface ListSearch {
  page: number;
  sort?: VideoSort;
  category?: string;
}

export const listQuery = (search: ListSearch, extra: Record<string, string | undefined> = {}) => {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries({ sort: search.sort, category: search.category, ...extra })) if (v) q[k] = v;
  return q;
};

export function useListNavigation(path: string, search: ListSearch) {
  const navigate = useNavigate();
  const go = (next: Partial<ListSearch>) => {
    const merged = { ...search, ...next, page: 1 };
    const q = new URLSearchParams(listQuery(merged));
    void navigate({ href: q.size ? `${path}?${q}` : path });
  };
  return {
    onSortChange: (sort: VideoSort) => go({ sort }),
    onCategoryChange: (slug: string) => go({ category: slug === 'all' ? undefined : slug }),
  };
}
