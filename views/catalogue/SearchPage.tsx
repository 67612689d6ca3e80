/**
 * The search results page (spec 000 §2.3 'Search'): the results grouped as pages, blog posts, models and videos
 * (each with its publication date; models and videos as cards), 'No results found' when there are none and the
 * query is no custom-results term, and for such a term the curated set: a short note and the category's videos.
 */
import type { SearchBlogPost, SearchPage as SearchPageResult } from '../../contracts/search.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ModelGrid } from './ModelGrid.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import type { CardModel, CardVideo, ModelCardOptions, VideoCardOptions } from './types.ts';
import { VideoGrid } from './VideoGrid.tsx';
import './catalogue.css';
import './search-page.css';

export type SearchPageResults = {
  pages: SearchPageResult[];
  blogPosts: SearchBlogPost[];
  models: CardModel[];
  videos: CardVideo[];
  special: { note: string; category: { slug: string; name: string }; videos: CardVideo[] } | null;
};

interface SearchPageProps extends VideoCardOptions, ModelCardOptions {
  h1: string;
  /** null: no query long enough to search. */
  results: SearchPageResults | null;
}

type TextEntry = { id: number; href: string; title: string; excerpt: string; publishedAt: number };

function TextResults({ id, title, entries, formatDate }: { id: string; title: string; entries: TextEntry[]; formatDate: (sec: number) => string }) {
  if (entries.length === 0) return null;
  return (
    <section className="search-page__section" aria-labelledby={id}>
      <SectionHeader id={id} title={title} />
      <ul className="search-page__list">
        {entries.map((entry) => (
          <li key={entry.id} className="search-page__item">
            <AppLink href={entry.href} className="search-page__link">
              {entry.title}
            </AppLink>
            <time className="search-page__date" dateTime={new Date(entry.publishedAt * 1000).toISOString().slice(0, 10)}>
              {formatDate(entry.publishedAt)}
            </time>
            {entry.excerpt ? <p className="search-page__excerpt">{entry.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchPage({ h1, results, ...card }: SearchPageProps) {
  const { formatDate } = card;
  const special = results?.special ?? null;
  const none = !results || (!special && results.pages.length + results.blogPosts.length + results.models.length + results.videos.length === 0);
  return (
    <div className="cat-page search-page">
      <h1>{h1}</h1>
      {special ? (
        <section className="search-page__section" aria-labelledby="search-special">
          <p className="search-page__note">{special.note}</p>
          <SectionHeader
            id="search-special"
            title={`${special.category.name} Videos`}
            moreLabel={`More ${special.category.name} Videos`}
            moreHref={`/categories/${special.category.slug}/`}
          />
          <VideoGrid {...card} title={`${special.category.name} Videos`} videos={special.videos} eagerCount={4} />
        </section>
      ) : none ? (
        <p className="search-page__none">No results found</p>
      ) : (
        <>
          <TextResults id="search-pages" title="Pages" formatDate={formatDate} entries={results.pages.map((p) => ({ ...p, href: `/${p.slug}/` }))} />
          <TextResults
            id="search-blog-posts"
            title="Blog Posts"
            formatDate={formatDate}
            entries={results.blogPosts.map((p) => ({ ...p, href: `/blog/${p.slug}/` }))}
          />
          {results.models.length > 0 ? (
            <section className="search-page__section" aria-labelledby="search-models">
              <SectionHeader id="search-models" title="Models" />
              <ModelGrid {...card} title="Models" models={results.models} eagerCount={4} />
            </section>
          ) : null}
          {results.videos.length > 0 ? (
            <section className="search-page__section" aria-labelledby="search-videos">
              <SectionHeader id="search-videos" title="Videos" />
              <VideoGrid {...card} title="Videos" videos={results.videos} eagerCount={4} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
