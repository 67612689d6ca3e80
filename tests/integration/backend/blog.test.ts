/** Blog calls of the content API (spec 000 §3 'Blog', §7 'Blog'): categories, paged posts, a post with its neighbours. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const get = async (url: string) => request(backend, 'GET', url);

  describe('blog', () => {
    it('has 12 or more categories, every one with posts, over 20 or more posts with galleries', async () => {
      const categories = calls.blogCategories.response.parse((await get(urlOf('blogCategories'))).json).items;
      expect(categories.length).toBeGreaterThanOrEqual(12);
      for (const c of categories) expect(c.postCount, c.slug).toBeGreaterThan(0);
      const all = calls.blogPosts.response.parse((await get(urlOf('blogPosts', {}, '?limit=100'))).json);
      expect(all.items.length).toBeGreaterThanOrEqual(20);
      for (const p of all.items) expect(p.gallery.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(categories.reduce((n, c) => n + c.postCount, 0)).toBe(all.items.length);
    });

    it('pages the posts newest first, 10 by default', async () => {
      const first = calls.blogPosts.response.parse((await get(urlOf('blogPosts'))).json);
      expect(first.items).toHaveLength(10);
      expect(first.pages).toBe(2);
      const dates = first.items.map((p) => p.publishedAt);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('links a post to its neighbours in the list: prev the newer, next the older', async () => {
      const list = calls.blogPosts.response.parse((await get(urlOf('blogPosts'))).json).items;
      const [a, b, c] = list;
      const answer = calls.blogPost.response.parse((await get(urlOf('blogPost', { slug: b?.slug ?? '' }))).json);
      expect(answer.item.slug).toBe(b?.slug);
      expect(answer.meta.prev_page).toEqual({ slug: a?.slug, title: a?.title });
      expect(answer.meta.next_page).toEqual({ slug: c?.slug, title: c?.title });
      const newest = calls.blogPost.response.parse((await get(urlOf('blogPost', { slug: a?.slug ?? '' }))).json);
      expect(newest.meta.prev_page).toBeNull();
    });

    it("gives a category's posts only, and its seoParams", async () => {
      const category = calls.blogCategory.response.parse((await get(urlOf('blogCategory', { slug: 'technology' }))).json).item;
      expect(category.seoParams.title).toBe('Technology - Blog');
      const posts = calls.blogCategoryPosts.response.parse((await get(urlOf('blogCategoryPosts', { category: 'technology' }))).json);
      expect(posts.items.length).toBe(category.postCount);
      for (const p of posts.items) expect(p.category?.slug).toBe('technology');
    });

    it('refuses a bad page or limit with a message naming it, and 404s an unknown slug', async () => {
      for (const q of ['?page=0', '?page=abc', '?limit=1000']) {
        const res = await get(urlOf('blogPosts', {}, q));
        expect(res.status, q).toBe(422);
        expect(JSON.stringify(res.json), q).toMatch(/page|limit/);
      }
      expect((await get(urlOf('blogPost', { slug: 'no-such-post' }))).status).toBe(404);
      expect((await get(urlOf('blogCategory', { slug: 'no-such-category' }))).status).toBe(404);
      expect((await get(urlOf('blogCategoryPosts', { category: 'no-such-category' }))).status).toBe(404);
    });
  });
});
