/**
 * The header search box (spec 000 §2.3 'Search'): one machine for the visit, since the header lives across pages; its
 * call is the content API's search with the invoked actor's abort signal, its submit a client navigation.
 */
import { fromPromise } from 'xstate';
import type { SearchResults } from '../../contracts/search.ts';
import { searchMachine } from '../../machines/search.machine.ts';
import { defineVisitMachine } from './define.ts';

export const search = defineVisitMachine({
  id: 'search',
  machine: searchMachine,
  provide: (services, nav) =>
    searchMachine.provide({
      actors: {
        search: fromPromise<SearchResults, { term: string }>(({ input, signal }) => services.content.search(input.term, signal)),
      },
      actions: { submit: (_, { href }) => nav.go(href) },
    }),
  input: () => undefined,
});
