/**
 * Blog rules (spec 000 §2.4 'Blog', §7, §9): the popular posts of a post page (6 taken from a shuffled list of up to
 * 100, the post itself left out), and the prev/next links read from the single-post answer's meta. The shuffle is
 * seeded by the post's slug, so the server and the hydrated page show the same six.
 */
import { POPULAR_POSTS, POPULAR_POSTS_POOL } from './constants.ts';
import { seedFromString, seededShuffle } from './suggested.ts';

/** Up to 6 posts of the first 100 given, shuffled with `seed`, without the post being read. */
export function popularPosts<T extends { slug: string }>(posts: readonly T[], seed: number, currentSlug = ''): T[] {
  const pool = posts.slice(0, POPULAR_POSTS_POOL).filter((p) => p.slug !== currentSlug);
  return seededShuffle(pool, seed).slice(0, POPULAR_POSTS);
}

/** The seed of a post page's popular posts. */
export const popularSeed = (slug: string): number => seedFromString(`blog:${slug}`);

/** A neighbour as the single-post answer's meta gives it: a slug, a slug with its title, or none. */
export type Neighbour = string | { slug: string; title?: string } | null | undefined;

export interface NeighbourLink {
  href: string;
  /** The neighbour's title, or the fallback label when the meta names only its slug. */
  label: string;
}

const SLUG = /^[\w.~-]{1,200}$/;

/** The link to a neighbouring post, or null when there is none (or its slug cannot be a path segment). */
export function neighbourLink(neighbour: Neighbour, fallback: string): NeighbourLink | null {
  if (!neighbour) return null;
  const slug = (typeof neighbour === 'string' ? neighbour : neighbour.slug).trim();
  if (!SLUG.test(slug)) return null;
  const title = typeof neighbour === 'string' ? '' : (neighbour.title ?? '').trim();
  return { href: `/blog/${slug}/`, label: title || fallback };
}

/** Both neighbours of a post, from `meta {prev_page, next_page}`. */
export function postNeighbours(meta: { prev_page?: Neighbour; next_page?: Neighbour }): { prev: NeighbourLink | null; next: NeighbourLink | null } {
  return { prev: neighbourLink(meta.prev_page, 'Previous post'), next: neighbourLink(meta.next_page, 'Next post') };
}
