/**
 * Sort and category filter of video lists (spec 000 §2.4 'Video lists'): sort 'Most Popular' (popular) or
 * 'Latest' (latest); category filter whose first option is 'All Videos' (slug all). Accessible react-aria
 * Selects, plus the same choices as plain links inside <noscript> so the list works without JavaScript.
 */
import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { VideoSort } from '../../contracts/content-api.ts';
import { AppLink } from '../ui/AppLink.tsx';
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

function ControlSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  onChange: (id: string) => void;
}) {
  return (
    <Select
      className="cat-select"
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
    >
      <Label className="cat-select-label">{label}</Label>
      <Button className="cat-select-button">
        <SelectValue />
        <span aria-hidden="true" className="cat-select-caret">
          ▾
        </span>
      </Button>
      <Popover className="cat-popover">
        <ListBox className="cat-listbox">
          {options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} textValue={o.label} className="cat-listbox-item">
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
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
      <ControlSelect label="Sort by" value={sort} options={SORT_OPTIONS} onChange={(id) => onSortChange(id === 'latest' ? 'latest' : 'popular')} />
      {hideCategory ? null : <ControlSelect label="Category" value={category} options={categoryOptions} onChange={onCategoryChange} />}
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
