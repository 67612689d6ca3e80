/**
 * Sort and category filter of video lists (spec 000 §2.4 'Video lists'): sort 'Most Popular' (popular) or
 * 'Latest' (latest); category filter whose first option is 'All Videos' (slug all). Accessible react-aria
 * Selects, plus the same choices as plain links inside <noscript> so the list works without JavaScript.
 * Until the visitor reaches for a control (pointer over it, focus, touch) it is a stand-in button of the same
 * look and name; the Select's code is fetched then and takes its place, open or focused as the visitor asked.
 */
import { type ComponentType, type KeyboardEvent, useId, useRef, useState } from 'react';
import type { VideoSort } from '../../contracts/content-api.ts';
import { AppLink } from '../ui/AppLink.tsx';
import type { ControlSelectProps } from './ControlSelect.tsx';
import './list-controls.css';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
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

function ControlSelect(props: Omit<ControlSelectProps, 'autoFocus' | 'defaultOpen'>) {
  const [Select, setSelect] = useState<{ Component: ComponentType<ControlSelectProps>; focus: boolean } | null>(null);
  const openWanted = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const reach = (open = false) => {
    openWanted.current ||= open;
    void import('./ControlSelect.tsx').then((m) => setSelect({ Component: m.default, focus: document.activeElement === button.current }));
  };
  if (Select) return <Select.Component {...props} autoFocus={Select.focus} defaultOpen={openWanted.current} />;
  const current = props.options.find((o) => o.id === props.value)?.label ?? '';
  return (
    <div className="cat-select">
      <span className="cat-select-label" id={`${id}-label`}>
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        className="cat-select-button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        onPointerEnter={() => reach()}
        onFocus={() => reach()}
        onClick={() => reach(true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          reach(true);
        }}
      >
        <span id={`${id}-value`}>{current}</span>
        <span aria-hidden="true" className="cat-select-caret">
          ▾
        </span>
      </button>
    </div>
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
