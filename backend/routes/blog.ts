/**
 * Blog calls of the content API (spec 000 §7 'Blog'): GET /blog-category, /blog-category/{slug},
 * /blog-single-post?page&limit, /blog-single-post/{slug} ({item, meta {prev_page, next_page}}) and the posts of one
 * category, /blog-single-post-category/{category}. A bad page or limit is a 422 naming the field; an unknown slug 404.
 */
import { BlogCategoryAnswer, BlogCategoryList, BlogPostAnswer, BlogPostList, BlogPostQuery } from '../../contracts/blog.ts';
import type { RouteModule } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { query, slugParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { blogCategoryBySlug, blogPostBySlug, listBlogCategories, listBlogPosts } from '../repo/blog.ts';
import { contentBase } from './content.ts';

export const blogRoutes: RouteModule = (app, { db }) => {
  const path = (p: string) => `${contentBase}${p}`;

  app.get(path('/blog-category'), async (c) => send(c, BlogCategoryList, { items: await listBlogCategories(db) }));

  app.get(path('/blog-category/:slug'), async (c) => {
    const item = await blogCategoryBySlug(db, slugParam(c));
    if (!item) throw notFound();
    return send(c, BlogCategoryAnswer, { item });
  });

  app.get(path('/blog-single-post'), async (c) => send(c, BlogPostList, await listBlogPosts(db, query(c, BlogPostQuery))));

  app.get(path('/blog-single-post/:slug'), async (c) => {
    const post = await blogPostBySlug(db, slugParam(c));
    if (!post) throw notFound();
    return send(c, BlogPostAnswer, post);
  });

  app.get(path('/blog-single-post-category/:category'), async (c) => {
    const q = query(c, BlogPostQuery);
    const category = slugParam(c, 'category');
    if (!(await blogCategoryBySlug(db, category))) throw notFound();
    return send(c, BlogPostList, await listBlogPosts(db, q, category));
  });
};
