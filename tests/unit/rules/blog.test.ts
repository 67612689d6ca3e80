/** Blog rules (spec 000 §2.4 'Blog', §9): popular posts 6 of a shuffled list of up to 100; prev/next links from meta. */
import { describe, expect, it } from 'vitest';
import { neighbourLink, popularPosts, popularSeed, postNeighbours } from '../../../domain/blog.ts';

const posts = (n: number) => Array.from({ length: n }, (_, i) => ({ slug: `post-${i + 1}` }));

describe('popularPosts', () => {
  it('gives 6 distinct posts of the list', () => {
    const list = posts(20);
    const popular = popularPosts(list, 42);
    expect(popular).toHaveLength(6);
    expect(new Set(popular.map((p) => p.slug)).size).toBe(6);
    for (const p of popular) expect(list).toContain(p);
  });

  it('shuffles: not simply the first six, and another seed gives another set', () => {
    const list = posts(40);
    expect(popularPosts(list, 1).map((p) => p.slug)).not.toEqual(list.slice(0, 6).map((p) => p.slug));
    expect(popularPosts(list, 1)).not.toEqual(popularPosts(list, 2));
  });

  it('is the same for the same seed (server and hydrated page agree)', () => {
    expect(popularPosts(posts(30), popularSeed('a-post'))).toEqual(popularPosts(posts(30), popularSeed('a-post')));
  });

  it('takes only from the first 100 posts', () => {
    const list = posts(300);
    for (let seed = 0; seed < 50; seed++) {
      for (const p of popularPosts(list, seed)) expect(Number(p.slug.slice(5))).toBeLessThanOrEqual(100);
    }
  });

  it('leaves out the post being read, and copes with short lists without changing its input', () => {
    const list = posts(4);
    const copy = [...list];
    const popular = popularPosts(list, 9, 'post-2');
    expect(popular.map((p) => p.slug).sort()).toEqual(['post-1', 'post-3', 'post-4']);
    expect(list).toEqual(copy);
    expect(popularPosts([], 3)).toEqual([]);
  });
});

describe('postNeighbours (meta {prev_page, next_page})', () => {
  it('links a neighbour given with its title to /blog/{slug}/ under that title', () => {
    expect(postNeighbours({ prev_page: { slug: 'older-one', title: 'Older One' }, next_page: { slug: 'newer', title: 'Newer' } })).toEqual({
      prev: { href: '/blog/older-one/', label: 'Older One' },
      next: { href: '/blog/newer/', label: 'Newer' },
    });
  });

  it('names a neighbour given by its slug alone Previous post / Next post', () => {
    expect(postNeighbours({ prev_page: 'a', next_page: 'b' })).toEqual({
      prev: { href: '/blog/a/', label: 'Previous post' },
      next: { href: '/blog/b/', label: 'Next post' },
    });
  });

  it('gives no link for a missing neighbour or a slug that is no path segment', () => {
    expect(postNeighbours({})).toEqual({ prev: null, next: null });
    expect(postNeighbours({ prev_page: null, next_page: '' })).toEqual({ prev: null, next: null });
    expect(neighbourLink({ slug: '../admin', title: 'x' }, 'Next post')).toBeNull();
    expect(neighbourLink('a b', 'Next post')).toBeNull();
    expect(neighbourLink({ slug: 'ok', title: '  ' }, 'Next post')).toEqual({ href: '/blog/ok/', label: 'Next post' });
  });
});
