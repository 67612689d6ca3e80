/**
 * Search rules (spec 000 §2.3 'Search', §9 'Search fetch from 3 characters; submit from 2'): the query is trimmed;
 * results are fetched from 3 characters and a submit needs 2. Used by the search machine and the /search/ route; the
 * content API answers a custom-results term with its curated set (backend/rules/search-terms.ts).
 */

/** Characters (after trimming) from which results are fetched as the visitor types. */
export const SEARCH_FETCH_MIN = 3;
/** Characters (after trimming) from which Enter submits to the results page. */
export const SEARCH_SUBMIT_MIN = 2;
/** The debounce of the header box: a fetch starts once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Shown under the box while fewer than SEARCH_FETCH_MIN characters are typed. */
export const CONTINUE_TYPING = 'Continue typing...';
export const NO_RESULTS = 'No results found';
export const SEARCH_PATH = '/search/';

export const trimQuery = (raw: string): string => raw.trim();

/** Whether results are fetched for `raw` (trimmed, at least 3 characters). */
export const canFetch = (raw: string): boolean => [...trimQuery(raw)].length >= SEARCH_FETCH_MIN;

/** Whether Enter submits `raw` (trimmed, at least 2 characters). */
export const canSubmit = (raw: string): boolean => [...trimQuery(raw)].length >= SEARCH_SUBMIT_MIN;

/** The results page of a query: /search/?s={query}. */
export const searchHref = (raw: string): string => `${SEARCH_PATH}?s=${encodeURIComponent(trimQuery(raw))}`;
