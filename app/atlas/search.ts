/**
 * The header search box in the atlas: typing under and over 3 characters, the same query with spaces around it,
 * Enter, clearing, a route change, the tablet toggle, and the search call's answers (results, none, failure).
 */
import type { SearchResults } from '../../contracts/search.ts';
import { searchMachine } from '../../machines/search.machine.ts';
import { defineAtlasEntry } from './define.ts';

/** An answer with one page found (the fake call's result). */
export const SEARCH_FOUND: SearchResults = {
  pages: [{ id: 1, slug: 'faq', title: 'FAQ', excerpt: 'Questions and answers', publishedAt: 1_790_000_000 }],
  blogPosts: [],
  models: [],
  videos: [],
  special: null,
};
export const SEARCH_NONE: SearchResults = { pages: [], blogPosts: [], models: [], videos: [], special: null };

export const searchEntry = defineAtlasEntry({
  id: 'search',
  title: 'Header search box',
  spec: [
    "000 §2.3 'Search' (header box, mobile variant, tablet toggle)",
    "000 §9 'Search fetch from 3 characters; submit from 2'",
    "000 §8 'Search non-200'",
  ],
  description:
    "The input is trimmed; under 3 characters it shows 'Continue typing...' and resets the results; from 3 characters the results are fetched once typing pauses, and a newer query aborts the call in flight; Enter submits from 2 characters to /search/?s=; a route change clears the box, and clearing collapses it.",
  area: 'chrome',
  lifetime: 'visit',
  machine: searchMachine,
  inputs: { empty: undefined },
  events: [
    { type: 'TYPED', value: 'v' },
    { type: 'TYPED', value: 'vr' },
    { type: 'TYPED', value: 'spa' },
    { type: 'TYPED', value: ' spa ' },
    { type: 'TYPED', value: 'spa day' },
    { type: 'TYPED', value: '  ' },
    { type: 'SUBMITTED' },
    { type: 'CLEARED' },
    { type: 'OPEN_REQUESTED' },
    { type: 'CLOSE_REQUESTED' },
    { type: 'ROUTE_CHANGED', path: '/videos/', search: '' },
    { type: 'xstate.done.actor.search', output: SEARCH_FOUND },
    { type: 'xstate.done.actor.search', output: SEARCH_NONE },
    { type: 'xstate.error.actor.search', error: new Error('network') },
  ],
  fakeActors: ['search'],
  graph: { limit: 4000 },
});
