/**
 * Sort and category filter of video lists (spec 000 §2.4 'Video lists'): sort 'Most Popular' (popular) or
 * 'Latest' (latest); category filter whose first option is 'All Videos' (slug all). Accessible react-aria
 * Selects, plus the same choices as plain links inside <noscript> so the list works without JavaScript.
 * Each Select's code is fetched when the visitor first reaches for it (LazySelect.tsx).
 */
import type { VideoSort } from '../../contracts/content-api.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { LazySelect } from './LazySelect.tsx';
import './list-controls.css';

const ALL_VIDEOS_SLUG = 'all';
const SORT_OPTIONS: ReadonlyArray<{ id: VideoSort; label: string }> = [
  { id: 'popular', label: 'Most Popular' },
  { id: 'latest', label: 'Latest' },
];

interface VideoListControlsProps {
  sort: VideoSort;
  /** Category slug, 'all' for every video. */
  category: string;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  onSortChange: (sort: VideoSort) => void;
  onCategoryChange: (slug: string) => void;
  /** Path of the list, for the no-JavaScript links; default '/videos/'. */
  path?: string;
  /** Omit the category filter (e.g. on a single category's page). */
  hideCategory?: boolean;
}

export function VideoListControls(props: VideoListControlsProps) {
  const { sort, category, categories, onSortChange, onCategoryChange, path = '/videos/', hideCategory = false } = props;
  const categoryOptions = [{ id: ALL_VIDEOS_SLUG, label: 'All Videos' }, ...categories.map((c) => ({ id: c.slug, label: c.name }))];
  const href = (s: string, c: string) => {
    const params = new URLSearchParams({ sort: s });
    if (!hideCategory && c !== ALL_VIDEOS_SLUG) params.set('category', c);
    return `${path}?${params.toString()}`;
  };
  return (
    <div className="cat-controls">
      <LazySelect label="Sort by" value={sort} options={SORT_OPTIONS} onChange={(id) => onSortChange(id === 'latest' ? 'latest' : 'popular')} />
      {hideCategory ? null : <LazySelect label="Category" value={category} options={categoryOptions} onChange={onCategoryChange} />}
      <noscript>
        <nav className="cat-controls-links" aria-label="Sort and filter">
          <p>
            Sort by:{' '}
            {SORT_OPTIONS.map((o) => (
              <AppLink key={o.id} href={href(o.id, category)} aria-current={o.id === sort ? 'true' : undefined}>
                {o.label}
              </AppLink>
            ))}
          </p>
          {hideCategory ? null : (
            <p>
              Category:{' '}
              {categoryOptions.map((o) => (
                <AppLink key={o.id} href={href(sort, o.id)} aria-current={o.id === category ? 'true' : undefined}>
                  {o.label}
                </AppLink>
              ))}
            </p>
          )}
        </nav>
      </noscript>
    </div>
  );
}
