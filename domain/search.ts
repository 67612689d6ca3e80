/**
 * Search rules (spec 000 §2.3 'Search', §9 'Search fetch from 3 characters; submit from 2', 'custom search results on'):
 * the query is trimmed; results are fetched from 3 characters and a submit needs 2; an exact lower-cased match against
 * the two fixed term lists (gay-related and trans-related terms, performer names included) sets the special flag.
 * Used by the search machine, the /search/ route and the content API's reference backend.
 */
import type { CustomResultsList } from '../contracts/search.ts';

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

/**
 * The two fixed term lists of the custom-results feature (lower case, compared whole). The performer names are
 * invented for the demo (a real site lists its sister sites' performers).
 */
export const CUSTOM_RESULTS_TERMS: Readonly<Record<CustomResultsList, readonly string[]>> = {
  gay: ['gay', 'gay vr', 'gay porn', 'gay vr porn', 'gay men', 'men', 'male', 'twink', 'bear', 'marco valente', 'dario kent'],
  trans: ['trans', 'transgender', 'trans vr', 'trans porn', 'trans vr porn', 'trans woman', 'tgirl', 'ts', 'nova sterling', 'alexis lumen'],
};

export const trimQuery = (raw: string): string => raw.trim();

/** Whether results are fetched for `raw` (trimmed, at least 3 characters). */
export const canFetch = (raw: string): boolean => [...trimQuery(raw)].length >= SEARCH_FETCH_MIN;

/** Whether Enter submits `raw` (trimmed, at least 2 characters). */
export const canSubmit = (raw: string): boolean => [...trimQuery(raw)].length >= SEARCH_SUBMIT_MIN;

/** The results page of a query: /search/?s={query}. */
export const searchHref = (raw: string): string => `${SEARCH_PATH}?s=${encodeURIComponent(trimQuery(raw))}`;

/**
 * Which custom-results list `raw` matches exactly (trimmed, lower-cased), or null; always null while the feature
 * is off.
 */
export function customResultsList(raw: string, enabled = true): CustomResultsList | null {
  if (!enabled) return null;
  const term = trimQuery(raw).toLowerCase();
  for (const list of ['gay', 'trans'] as const) if (CUSTOM_RESULTS_TERMS[list].includes(term)) return list;
  return null;
}

/** The full-text words of a query: letters and digits only (what the content API's prefix search matches). */
export const searchWords = (raw: string): string[] =>
  trimQuery(raw)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
