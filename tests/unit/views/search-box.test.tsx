/**
 * The search box and results views (spec 000 §2.3 'Search'): server-rendered HTML of the box in each status, its
 * results grouped by kind with links, and the results page's empty state and custom-results set.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchResults as Results } from '../../../contracts/search.ts';
import { SearchPage } from '../../../views/catalogue/SearchPage.tsx';
import { SearchBox, type SearchBoxProps } from '../../../views/chrome/SearchBox.tsx';
import { SearchResults } from '../../../views/chrome/SearchResults.tsx';

const noop = () => {};
const box = (over: Partial<SearchBoxProps>) =>
  renderToString(
    <SearchBox
      variant="header"
      query=""
      open={false}
      status="idle"
      count={0}
      onType={noop}
      onSubmit={noop}
      onClear={noop}
      onOpen={noop}
      onClose={noop}
      {...over}
    />,
  );

describe('SearchBox', () => {
  it('is a labelled search form posting ?s= to /search/, with its status region', () => {
    const html = box({});
    expect(html).toMatch(/<search[^>]*>/);
    expect(html).toMatch(/<form[^>]*action="\/search\/"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="s"/);
    expect(html).toMatch(/<label[^>]*>Search<\/label>/);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Clear search');
  });

  it("says 'Continue typing...', 'No results found' or the count while open, and offers to clear a value", () => {
    expect(box({ open: true, query: 'sp', status: 'continue-typing' })).toContain('Continue typing...');
    expect(box({ open: true, query: 'zzz', status: 'empty' })).toContain('No results found');
    expect(box({ open: true, query: 'spa', status: 'results', count: 3 })).toContain('3 results found');
    expect(box({ open: true, query: 'sp', status: 'continue-typing' })).toContain('aria-label="Clear search"');
    // Collapsed, the header's box shows no dropdown text; the side panel's always does.
    expect(box({ query: 'sp', status: 'continue-typing' })).not.toContain('Continue typing...');
    expect(box({ variant: 'panel', query: 'sp', status: 'continue-typing' })).toContain('Continue typing...');
  });
});

const results: Results = {
  pages: [{ id: 1, slug: 'faq', title: 'FAQ', excerpt: 'Answers', publishedAt: 1_700_000_000 }],
  blogPosts: [{ id: 2, slug: 'first-headset', title: 'Your First Headset', excerpt: '', image: null, publishedAt: 1_700_000_000 }],
  models: [],
  videos: [],
  special: null,
};

describe('SearchResults (the box)', () => {
  it('groups the results by kind with links, and links to the full results page', () => {
    const html = renderToString(<SearchResults results={results} allHref="/search/?s=head" />);
    expect(html).toContain('href="/faq/"');
    expect(html).toContain('href="/blog/first-headset/"');
    expect(html).toContain('Pages');
    expect(html).toContain('Blog Posts');
    expect(html).not.toContain('Videos');
    expect(html).toMatch(/href="\/search\/\?s=head"[^>]*>See all results/);
  });
});

describe('SearchPage', () => {
  const card = {
    acronym: 'VR',
    showJoinNow: false,
    joinUrl: '/join-now/',
    verifiedView: true,
    showReleaseDate: false,
    formatDate: () => 'Nov 14, 2023',
    previewingId: null,
    onPointerEnter: noop,
    onPointerLeave: noop,
  } as const;

  it("says 'No results found' when nothing matched and no custom-results term was given", () => {
    const empty = { pages: [], blogPosts: [], models: [], videos: [], special: null };
    expect(renderToString(<SearchPage {...card} h1="Search results for &quot;zz&quot;" results={empty} />)).toContain('No results found');
    expect(renderToString(<SearchPage {...card} h1="Search" results={null} />)).toContain('No results found');
  });

  it('lists pages and blog posts with their dates, and for a custom-results term the note and the category link', () => {
    const html = renderToString(<SearchPage {...card} h1="Search" results={{ ...results, models: [], videos: [] }} />);
    expect(html).toContain('Your First Headset');
    expect(html).toContain('Nov 14, 2023');
    const special = renderToString(
      <SearchPage
        {...card}
        h1="Search"
        results={{
          pages: [],
          blogPosts: [],
          models: [],
          videos: [],
          special: { note: 'Our editors picked these.', category: { slug: 'romantic', name: 'Romantic' }, videos: [] },
        }}
      />,
    );
    expect(special).toContain('Our editors picked these.');
    expect(special).toContain('href="/categories/romantic/"');
    expect(special).not.toContain('No results found');
  });
});
