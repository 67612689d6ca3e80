/**
 * Search of the content API (spec 000 §2.3 'Search', §7 'GET /search/{query}: data'): pages, blog posts, models and
 * videos matching the query, each with publishedAt. `special` is set when the query is one of the custom-results
 * terms (§2.3, §9 'custom search results on'): the answer then carries a curated set instead (our design: the videos
 * of the category the term list points at, with a short note).
 */
import { z } from 'zod/mini';
import { Media } from './common.ts';
import { Model, Video } from './content-api.ts';

/** The longest query the content API takes (characters, after trimming). */
export const SEARCH_QUERY_MAX = 100;

export const SearchPage = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z._default(z.string(), ''),
  publishedAt: z.number().check(z.int()),
});
export type SearchPage = z.infer<typeof SearchPage>;

export const SearchBlogPost = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z._default(z.string(), ''),
  image: z._default(z.nullable(Media), null),
  publishedAt: z.number().check(z.int()),
});
export type SearchBlogPost = z.infer<typeof SearchBlogPost>;

/** Which fixed term list a query matched. */
export const CustomResultsList = z.enum(['gay', 'trans']);
export type CustomResultsList = z.infer<typeof CustomResultsList>;

export const SearchSpecial = z.object({
  list: CustomResultsList,
  note: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  videos: z._default(z.array(Video), []),
});
export type SearchSpecial = z.infer<typeof SearchSpecial>;

export const SearchResults = z.object({
  pages: z._default(z.array(SearchPage), []),
  blogPosts: z._default(z.array(SearchBlogPost), []),
  models: z._default(z.array(Model), []),
  videos: z._default(z.array(Video), []),
  special: z._default(z.nullable(SearchSpecial), null),
});
export type SearchResults = z.infer<typeof SearchResults>;

export const SearchAnswer = z.object({ data: SearchResults });

/** The spec's empty default (§8 'Search non-200': 'No results found'). */
export const emptySearchResults: SearchResults = { pages: [], blogPosts: [], models: [], videos: [], special: null };
