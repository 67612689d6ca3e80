/**
 * How the content API reads a search query (spec 000 §2.3 'Search', §7 'GET /search/{query}', §9 'custom search
 * results on'): the query trimmed and lower-cased; a query that is exactly one of the two fixed term lists' terms
 * (gay-related and trans-related, performer names included) carries that list's curated results; otherwise its words
 * (letters and digits only) are what the full-text search matches.
 */
import type { CustomResultsList } from '../../contracts/search.ts';

/** The term lists (lower case, compared whole). The performer names are the demo's own. */
const CUSTOM_RESULTS_TERMS: Readonly<Record<CustomResultsList, readonly string[]>> = {
  gay: ['gay', 'gay vr', 'gay porn', 'gay vr porn', 'gay men', 'men', 'male', 'twink', 'bear', 'marco valente', 'dario kent'],
  trans: ['trans', 'transgender', 'trans vr', 'trans porn', 'trans vr porn', 'trans woman', 'tgirl', 'ts', 'nova sterling', 'alexis lumen'],
};

/** The term list the whole query is one of, or null. */
export function customResultsList(query: string): CustomResultsList | null {
  const term = query.trim().toLowerCase();
  for (const list of ['gay', 'trans'] as const) if (CUSTOM_RESULTS_TERMS[list].includes(term)) return list;
  return null;
}

/** The query's words: runs of letters and digits, lower-cased (each is matched as a prefix). */
export const searchWords = (query: string): string[] =>
  query
    .trim()
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
