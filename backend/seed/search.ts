/**
 * The curated sets of the custom search results (spec 000 §2.3 'Search'; our design): for each of the two fixed term
 * lists (domain/search.ts), the category whose videos are shown instead of the results, with a short note.
 */
import type { CustomResultsList } from '../../contracts/search.ts';

export type CustomSearchSetting = Record<CustomResultsList, { categorySlug: string; note: string }>;

export const buildCustomSearchResults = (): CustomSearchSetting => ({
  gay: {
    categorySlug: 'romantic',
    note: 'Scenes for this search are coming to our sister site. Until then, our editors picked these romantic scenes for you.',
  },
  trans: {
    categorySlug: 'fantasy',
    note: 'Scenes for this search are coming to our sister site. Until then, our editors picked these fantasy scenes for you.',
  },
});
