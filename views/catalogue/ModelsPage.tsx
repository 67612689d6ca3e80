/**
 * Model list (spec 000 §2.4 'Models list and card', §2.1 paging): letter filter 'A-Z' (all) then A to Z
 * with the current one marked aria-current, optional tag filter 'All Models', grid of model cards and
 * pagination.
 */
import type { ReactNode } from 'react';
import { LETTER_FILTER, type ListLayout } from '../../domain/list-layout.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { LayoutSwitch } from './LayoutSwitch.tsx';
import { renderModelAbout } from './ModelAbout.tsx';
import { ModelGrid } from './ModelGrid.tsx';
import { Pagination, pageHref } from './Pagination.tsx';
import type { CardModel, ModelCardOptions, PagingProps } from './types.ts';
import './catalogue.css';
import './pagination.css';

interface ModelsPageProps extends ModelCardOptions, PagingProps {
  h1: string;
  models: ReadonlyArray<CardModel>;
  /** 'all' or one letter. */
  letter: string;
  /** Model tags for the tag filter; 'all' = every model. */
  tags?: ReadonlyArray<{ slug: string; label: string }>;
  tag?: string;
  /** The layout switch, when the app keeps a choice. */
  onLayoutChange?: (layout: ListLayout) => void;
  children?: ReactNode;
}

export function ModelsPage(props: ModelsPageProps) {
  const { h1, models, letter, tags = [], tag = 'all', path, page, pages, query = {}, children, onLayoutChange, ...card } = props;
  const current = letter.toLowerCase();
  const filterQuery = (next: Record<string, string>) => {
    const q: Record<string, string> = { ...query, ...next };
    for (const k of Object.keys(q)) if (q[k] === 'all') delete q[k];
    return q;
  };
  return (
    <div className="cat-page cat-models">
      <h1>{h1}</h1>
      <nav className="cat-letters" aria-label="Filter models by letter">
        <ul>
          {LETTER_FILTER.map(({ id: l, label }) => (
            <li key={l}>
              <AppLink
                href={pageHref(path, 1, filterQuery({ letter: l }))}
                aria-current={l === current ? 'true' : undefined}
                className={l === current ? 'is-current' : undefined}
              >
                {label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {tags.length > 0 ? (
        <nav className="cat-tags" aria-label="Filter models by tag">
          <ul>
            {[{ slug: 'all', label: 'All Models' }, ...tags].map((t) => (
              <li key={t.slug}>
                <AppLink
                  href={pageHref(path, 1, filterQuery({ tag: t.slug }))}
                  aria-current={t.slug === tag ? 'true' : undefined}
                  className={t.slug === tag ? 'is-current' : undefined}
                >
                  {t.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {onLayoutChange ? (
        <div className="cat-controls">
          <LayoutSwitch label="Model layout" layout={card.layout ?? 'grid'} onChange={onLayoutChange} />
        </div>
      ) : null}
      {models.length === 0 ? <p className="cat-empty">No models found.</p> : null}
      {/* The cards' titles are h3: the list has its h2, so headings go down one level at a time. */}
      <h2 className="visually-hidden">{h1}</h2>
      <ModelGrid renderAbout={renderModelAbout} {...card} title={h1} models={models} eagerCount={4} />
      <Pagination path={path} page={page} pages={pages} query={query} />
      {children ? <div className="cat-seo-text">{children}</div> : null}
    </div>
  );
}
