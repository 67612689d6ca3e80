/**
 * The cam list's filters (spec 002 §2.2): the category (girls by default, couples, trans) as tab-like links, a select
 * per tag group (not on a tag page: its tag is the filter), and the status ('all' by default). Each is a link or a
 * select whose choice is handed to `onChange` (the list machine loads that filter); links work without JavaScript.
 */
import type { MouseEvent } from 'react';
import type { CamFilterOptions } from '../../contracts/cam-provider.ts';
import {
  CAM_LIST_CATEGORIES,
  CAM_STATUS_CHOICES,
  type CamListFilter,
  type CamStatusChoice,
  camPageHref,
  groupChoice,
  withGroupTag,
} from '../../domain/cam-list.ts';
import { LazySelect } from '../catalogue/LazySelect.tsx';
import { AppLink } from '../ui/AppLink.tsx';

const STATUS_LABELS: Record<CamStatusChoice, string> = { all: 'All', public: 'Public', away: 'Away', private: 'Private', offline: 'Offline' };
const CATEGORY_LABELS: Record<string, string> = { girls: 'Girls', couples: 'Couples', trans: 'Trans' };
/** A group's 'any tag' choice (a select needs a key). */
const ANY = '*';

/** A plain click on a link the app handles itself (a modified click opens a tab as usual). */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface CamFiltersProps {
  path: string;
  filter: CamListFilter;
  options: CamFilterOptions;
  /** Tags that belong to the page (a tag page's): no group select, never in the links' query. */
  fixedTags: readonly string[];
  onChange: (filter: CamListFilter) => void;
}

export function CamFilters({ path, filter, options, fixedTags, onChange }: CamFiltersProps) {
  const categoryName = (code: string) => options.categories.find((c) => c.code === code)?.name || CATEGORY_LABELS[code] || code;
  const follow = (next: CamListFilter) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div className="cam-filters">
      <nav className="cam-tabs" aria-label="Category">
        {CAM_LIST_CATEGORIES.map((code) => {
          const next = { ...filter, category: code };
          return (
            <AppLink
              key={code}
              className="cam-tab"
              href={camPageHref(path, next, 1, fixedTags)}
              aria-current={filter.category === code ? 'page' : undefined}
              onClick={follow(next)}
            >
              {categoryName(code)}
            </AppLink>
          );
        })}
      </nav>
      <div className="cam-selects">
        {fixedTags.length === 0
          ? options.groups.map((group) => {
              const codes = group.tags.map((tag) => tag.code);
              return (
                <LazySelect
                  key={group.code}
                  label={group.name}
                  value={groupChoice(filter, codes) || ANY}
                  options={[{ id: ANY, label: 'Any' }, ...group.tags.map((tag) => ({ id: tag.code, label: tag.name }))]}
                  onChange={(id) => onChange(withGroupTag(filter, codes, id === ANY ? '' : id))}
                />
              );
            })
          : null}
        <LazySelect
          label="Status"
          value={filter.status}
          options={CAM_STATUS_CHOICES.map((status) => ({ id: status, label: STATUS_LABELS[status] }))}
          onChange={(id) => onChange({ ...filter, status: id as CamStatusChoice })}
        />
      </div>
    </div>
  );
}
