/**
 * The header search box's results (spec 000 §2.3 'Search'), loaded with their own chunk the first time there are
 * results: pages, blog posts, models and videos, each group a labelled list of links (a few each), and a link to
 * the full results page. For a custom-results term, the curated set (its note and the category's videos).
 */
import { useId } from 'react';
import type { SearchResults as Results } from '../../contracts/search.ts';
import { AppLink } from '../ui/AppLink.tsx';
import './search.css';

/** Links per group in the dropdown; the results page lists them all. */
const PER_GROUP = 4;

type Entry = { key: string | number; href: string; title: string };

function Group({ title, entries }: { title: string; entries: Entry[] }) {
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <div className="search-results__group">
      <p className="search-results__title" id={id}>
        {title}
      </p>
      <ul className="search-results__list" aria-labelledby={id}>
        {entries.slice(0, PER_GROUP).map((entry) => (
          <li key={entry.key}>
            <AppLink href={entry.href} className="search-results__link">
              {entry.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchResults({ results, allHref }: { results: Results; allHref: string }) {
  const special = results.special;
  return (
    <div className="search-results">
      {special ? (
        <>
          <p className="search-results__note">{special.note}</p>
          <Group
            title={`${special.category.name} videos`}
            entries={special.videos.map((v) => ({ key: v.id, href: `/videos/${v.slug}/`, title: v.title }))}
          />
        </>
      ) : (
        <>
          <Group title="Pages" entries={results.pages.map((p) => ({ key: p.id, href: `/${p.slug}/`, title: p.title }))} />
          <Group title="Blog Posts" entries={results.blogPosts.map((p) => ({ key: p.id, href: `/blog/${p.slug}/`, title: p.title }))} />
          <Group title="Models" entries={results.models.map((m) => ({ key: m.id, href: `/models/${m.slug}/`, title: m.title }))} />
          <Group title="Videos" entries={results.videos.map((v) => ({ key: v.id, href: `/videos/${v.slug}/`, title: v.title }))} />
        </>
      )}
      <AppLink href={allHref} className="search-results__all">
        See all results
      </AppLink>
    </div>
  );
}
