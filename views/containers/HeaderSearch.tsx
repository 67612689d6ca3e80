/**
 * Binds the search box (spec 000 §2.3 'Search') to the visit's search machine: the header and the mobile menu show
 * the same box (one machine), each rendering its snapshot and sending its events; the results' links come in their
 * own chunk, fetched the first time there are results.
 *
 * The machine is on demand (issue 35): it arrives at the page's first idle moment, or with the box's first use. Until
 * then the box shows what was typed and whether it was opened, and every event waits for the machine (useOnDemandSend),
 * which so comes to the same query and box; the form itself submits to /search/ without it.
 */
import { Suspense, lazy, useState } from 'react';
import { searchHref } from '../../domain/search.ts';
import type { SearchEvent } from '../../machines/search.machine.ts';
import { type SearchView, selectSearchView } from '../../machines/search.selectors.ts';
import { SearchBox } from '../chrome/SearchBox.tsx';
import { useOnDemand, sameViewOrNull, useOnDemandSelector, useOnDemandSend } from './VisitContext.tsx';

const SearchResults = lazy(() => import('../chrome/SearchResults.tsx').then((m) => ({ default: m.SearchResults })));

const ABSENT: SearchView | null = null;
const filled = (s: { context: { query: string } }) => s.context.query !== '';

/** Whether the search box holds a value (the mobile menu hides its items then, §2.3). */
export function useSearchFilled(): boolean {
  return useOnDemandSelector('search', filled, false);
}

export function HeaderSearch({ variant }: { variant: 'header' | 'panel' }) {
  const machineView = useOnDemandSelector('search', selectSearchView, ABSENT, sameViewOrNull);
  const arrived = useOnDemand('search', { load: false }) !== undefined;
  const send = useOnDemandSend('search');
  // Before the machine: the box's own query and openness, which the events sent meanwhile give the machine too.
  const [early, setEarly] = useState({ query: '', open: false });
  const view: SearchView = machineView ?? { query: early.query, open: early.open, status: 'idle', results: null, canSubmit: false };
  const tell = (event: SearchEvent) => {
    if (!arrived) setEarly((now) => earlyAfter(now, event));
    send(event);
  };
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
      onType={(value) => tell({ type: 'TYPED', value })}
      onSubmit={() => tell({ type: 'SUBMITTED' })}
      onClear={() => tell({ type: 'CLEARED' })}
      onOpen={() => tell({ type: 'OPEN_REQUESTED' })}
      onClose={() => tell({ type: 'CLOSE_REQUESTED' })}
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

/** The box before the machine, after `event`: the machine's query and box regions, without its fetching. */
function earlyAfter(now: { query: string; open: boolean }, event: SearchEvent): { query: string; open: boolean } {
  switch (event.type) {
    case 'TYPED':
      return { ...now, query: event.value };
    case 'CLEARED':
      return { query: '', open: false };
    case 'OPEN_REQUESTED':
      return { ...now, open: true };
    case 'CLOSE_REQUESTED':
      return { ...now, open: false };
    default:
      return now;
  }
}
