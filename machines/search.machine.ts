/**
 * The header search box (spec 000 §2.3 'Search', §9 'Search fetch from 3 characters; submit from 2'): the input is
 * trimmed; under 3 characters it shows 'Continue typing...' and the results are reset; from 3 characters results are
 * fetched as the visitor types, once typing pauses (the SEARCH_DEBOUNCE delay), and a new search stops the one in
 * flight (the invoked `search` actor is stopped when `loading` is left, which aborts its signal); Enter submits from 2
 * characters to /search/?s={query} (the `submit` action, provided at composition); a route change clears the box.
 * The `box` region is the box's own visibility: the tablet toggle and the desktop box open it; clearing the box or a
 * route change collapses it.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SearchResults } from '../contracts/search.ts';
import { SEARCH_DEBOUNCE_MS, canFetch, canSubmit, searchHref, trimQuery } from '../domain/search.ts';

export type SearchContext = {
  /** What the box holds, as typed. */
  query: string;
  /** The trimmed query of the last fetch ('' while under 3 characters). */
  term: string;
  results: SearchResults | null;
};

export type SearchEvent =
  | { type: 'TYPED'; value: string }
  | { type: 'SUBMITTED' }
  | { type: 'CLEARED' }
  | { type: 'OPEN_REQUESTED' }
  | { type: 'CLOSE_REQUESTED' }
  | { type: 'ROUTE_CHANGED'; path: string; search?: string };

export type SearchTag = 'continue-typing' | 'loading' | 'results' | 'empty' | 'open' | 'filled';

const hasAny = (r: SearchResults | null): boolean =>
  Boolean(r && (r.special || r.pages.length + r.blogPosts.length + r.models.length + r.videos.length > 0));

const cleared = { query: '', term: '', results: null } satisfies SearchContext;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    tags: {} as SearchTag,
  },
  actors: {
    search: fromPromise<SearchResults, { term: string }>(() => Promise.reject(new Error('search not provided'))),
  },
  actions: {
    /** Navigates to the results page (provided at composition). */
    submit: (_, _params: { href: string }) => {},
    keepQuery: assign((_, value: string) => ({ query: value })),
    startTerm: assign((_, value: string) => ({ query: value, term: trimQuery(value) })),
    resetResults: assign((_, value: string) => ({ query: value, term: '', results: null })),
    keepResults: assign((_, results: SearchResults | null) => ({ results })),
    clear: assign(cleared),
  },
  guards: {
    blank: (_, value: string) => trimQuery(value) === '',
    sameTerm: ({ context }, value: string) => context.term !== '' && trimQuery(value) === context.term,
    canFetch: (_, value: string) => canFetch(value),
    canSubmit: ({ context }) => canSubmit(context.query),
    hasAny: (_, results: SearchResults | null) => hasAny(results),
  },
  delays: { SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'search',
  description: "Spec 000 §2.3 'Search' (header box, mobile variant, tablet toggle); §9 fetch from 3 characters, submit from 2.",
  context: cleared,
  type: 'parallel',
  states: {
    query: {
      initial: 'idle',
      on: {
        TYPED: [
          // Only spaces around the same query: nothing to fetch again.
          { guard: { type: 'sameTerm', params: ({ event }) => event.value }, actions: { type: 'keepQuery', params: ({ event }) => event.value } },
          {
            guard: { type: 'blank', params: ({ event }) => event.value },
            target: '.idle',
            actions: { type: 'resetResults', params: ({ event }) => event.value },
          },
          {
            guard: { type: 'canFetch', params: ({ event }) => event.value },
            // Entered again from `query` (not re-entering `query` itself, which would collapse the box): the pause restarts.
            target: '.debouncing',
            actions: { type: 'startTerm', params: ({ event }) => event.value },
          },
          { target: '.typing', actions: { type: 'resetResults', params: ({ event }) => event.value } },
        ],
        SUBMITTED: { guard: 'canSubmit', actions: { type: 'submit', params: ({ context }) => ({ href: searchHref(context.query) }) } },
        CLEARED: { target: '.idle', actions: 'clear' },
        ROUTE_CHANGED: { target: '.idle', actions: 'clear' },
      },
      states: {
        idle: { description: 'The box is empty.' },
        typing: { tags: ['continue-typing', 'filled'], description: "Under 3 characters: 'Continue typing...', no results." },
        debouncing: {
          tags: ['loading', 'filled'],
          description: 'Waits for a pause in typing before fetching.',
          after: { SEARCH_DEBOUNCE: 'loading' },
        },
        loading: {
          tags: ['loading', 'filled'],
          description: 'Fetching; leaving this state (a newer query, a clear, a route change) aborts the call.',
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ term: context.term }),
            onDone: [
              {
                guard: { type: 'hasAny', params: ({ event }) => event.output },
                target: 'results',
                actions: { type: 'keepResults', params: ({ event }) => event.output },
              },
              { target: 'empty', actions: { type: 'keepResults', params: null } },
            ],
            onError: { target: 'failed', actions: { type: 'keepResults', params: null } },
          },
        },
        results: { tags: ['results', 'filled'] },
        empty: { tags: ['empty', 'filled'], description: "'No results found'." },
        failed: { tags: ['empty', 'filled'], description: "The call failed: 'No results found'." },
      },
    },
    box: {
      initial: 'collapsed',
      states: {
        collapsed: { on: { OPEN_REQUESTED: 'expanded' } },
        expanded: {
          tags: ['open'],
          on: { CLOSE_REQUESTED: 'collapsed', CLEARED: 'collapsed', ROUTE_CHANGED: 'collapsed' },
        },
      },
    },
  },
});
