/**
 * Binds the search box (spec 000 §2.3 'Search') to the visit's search machine: the header and the mobile menu show
 * the same box (one machine), each rendering its snapshot and sending its events; the results' links come in their
 * own chunk, fetched the first time there are results.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, lazy } from 'react';
import { searchHref } from '../../domain/search.ts';
import { selectSearchView } from '../../machines/search.machine.ts';
import { SearchBox } from '../chrome/SearchBox.tsx';
import { useVisit } from './VisitContext.tsx';

const SearchResults = lazy(() => import('../chrome/SearchResults.tsx').then((m) => ({ default: m.SearchResults })));

/** Whether the search box holds a value (the mobile menu hides its items then, §2.3). */
export function useSearchFilled(): boolean {
  return useSelector(useVisit().search, (s) => s.context.query !== '');
}

export function HeaderSearch({ variant }: { variant: 'header' | 'panel' }) {
  const { search } = useVisit();
  const view = useSelector(search, selectSearchView, shallowEqual);
  const results = view.results;
  const count = results
    ? results.special
      ? results.special.videos.length
      : results.pages.length + results.blogPosts.length + results.models.length + results.videos.length
    : 0;
  return (
    <SearchBox
      variant={variant}
      query={view.query}
      open={view.open}
      status={view.status}
      count={count}
      onType={(value) => search.send({ type: 'TYPED', value })}
      onSubmit={() => search.send({ type: 'SUBMITTED' })}
      onClear={() => search.send({ type: 'CLEARED' })}
      onOpen={() => search.send({ type: 'OPEN_REQUESTED' })}
      onClose={() => search.send({ type: 'CLOSE_REQUESTED' })}
      results={
        results ? (
          <Suspense fallback={null}>
            <SearchResults results={results} allHref={searchHref(view.query)} />
          </Suspense>
        ) : null
      }
    />
  );
}
