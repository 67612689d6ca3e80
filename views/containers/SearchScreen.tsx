/** The search results page (spec 000 §2.3 'Search') bound to its loader data, with breadcrumbs. */
import { type SearchPageResults, SearchPage } from '../catalogue/SearchPage.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { useCardOptions } from './use-card-options.ts';

export function SearchScreen({ data }: { data: { query: string; results: SearchPageResults | null } }) {
  const card = useCardOptions();
  const h1 = data.query ? `Search results for "${data.query}"` : 'Search';
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Search' }]} />
      <SearchPage {...card} h1={h1} results={data.results} />
    </>
  );
}
