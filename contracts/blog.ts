/**
 * Blog calls of the content API (spec 000 §3 'Blog', §7 'Blog'): categories, a category, the paged posts, the posts
 * of a category, and a single post with `meta {prev_page, next_page}` naming its neighbours.
 */
import { z } from 'zod/mini';
import { Media, SeoParams, emptySeoParams, itemOf, listOf } from './common.ts';

export const BlogCategoryRef = z.object({ slug: z.string(), name: z.string() });
export type BlogCategoryRef = z.infer<typeof BlogCategoryRef>;

/** A blog category; its seoParams carry at least {title, metaDescription} (spec 000 §3). */
export const BlogCategory = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z._default(z.string(), ''),
  postCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type BlogCategory = z.infer<typeof BlogCategory>;

export const BlogPost = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z._default(z.string(), ''),
  /** The body, HTML from the CMS (sanitised by the content client before any view renders it). */
  text: z._default(z.string(), ''),
  publishedAt: z.number().check(z.int()),
  image: z._default(z.nullable(Media), null),
  gallery: z._default(z.array(Media), []),
  category: z._default(z.nullable(BlogCategoryRef), null),
  author: z._default(z.string(), ''),
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type BlogPost = z.infer<typeof BlogPost>;

/** A neighbour of a post in `meta`: its slug alone, or the slug with its title; null when there is none. */
export const BlogNeighbour = z.nullable(z.union([z.string(), z.object({ slug: z.string(), title: z._default(z.string(), '') })]));
export type BlogNeighbour = z.infer<typeof BlogNeighbour>;

export const BlogPostMeta = z.object({ prev_page: z._default(BlogNeighbour, null), next_page: z._default(BlogNeighbour, null) });
export type BlogPostMeta = z.infer<typeof BlogPostMeta>;

/** Query of GET /blog-single-post and /blog-single-post-category/{category} (spec 000 §7; limit 10 by default, §9). */
export const BlogPostQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
export type BlogPostQuery = z.infer<typeof BlogPostQuery>;

export const BlogCategoryList = z.object({ items: z.array(BlogCategory) });
export const BlogCategoryAnswer = itemOf(BlogCategory);
export const BlogPostList = listOf(BlogPost);
export type BlogPostList = z.infer<typeof BlogPostList>;
export const emptyBlogPostList: BlogPostList = { items: [], pages: 0 };
export const BlogPostAnswer = z.object({ item: BlogPost, meta: z._default(BlogPostMeta, { prev_page: null, next_page: null }) });
export type BlogPostAnswer = z.infer<typeof BlogPostAnswer>;
