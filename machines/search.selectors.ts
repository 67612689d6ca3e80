/**
 * What the search box shows, read from a search machine's snapshot (machines/search.machine.ts): apart from the
 * machine, whose code arrives after the page is interactive or with the box's first use (issue 35).
 */
import type { SearchResults } from '../contracts/search.ts';
import { canSubmit } from '../domain/search.ts';
import type { SearchContext, SearchTag } from './search.machine.ts';

/** What the box shows, read from a snapshot (views follow it, never the state value). */
export type SearchView = {
  query: string;
  open: boolean;
  status: 'idle' | 'continue-typing' | 'loading' | 'results' | 'empty';
  results: SearchResults | null;
  canSubmit: boolean;
};

export function selectSearchView(snapshot: { hasTag(tag: SearchTag): boolean; context: SearchContext }): SearchView {
  const status = snapshot.hasTag('continue-typing')
    ? 'continue-typing'
    : snapshot.hasTag('loading')
      ? 'loading'
      : snapshot.hasTag('results')
        ? 'results'
        : snapshot.hasTag('empty')
          ? 'empty'
          : 'idle';
  return {
    query: snapshot.context.query,
    open: snapshot.hasTag('open'),
    status,
    results: snapshot.context.results,
    canSubmit: canSubmit(snapshot.context.query),
  };
}
