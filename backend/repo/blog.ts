/**
 * The blog (spec 000 §3 'Blog', §7 'Blog'): categories with their post counts, paged posts (all, or of one category;
 * newest first), and a post with its neighbours in that order — `prev_page` the newer post, `next_page` the older one,
 * as a reader walks down the blog list.
 */
import type { BlogCategory, BlogPost, BlogPostMeta, BlogPostQuery } from '../../contracts/blog.ts';
import type { Db } from '../db/db.ts';

const categorySql = `SELECT c.data, (SELECT count(*)::int FROM blog_posts p WHERE p.category_slug = c.slug) AS n
  FROM blog_categories c`;

const toCategory = (r: { data: Omit<BlogCategory, 'postCount'>; n: number }): BlogCategory => ({ ...r.data, postCount: r.n });

export async function listBlogCategories(db: Db): Promise<BlogCategory[]> {
  const rows = await db.query<{ data: Omit<BlogCategory, 'postCount'>; n: number }>(`${categorySql} ORDER BY c.sort, c.id`);
  return rows.map(toCategory);
}

export async function blogCategoryBySlug(db: Db, slug: string): Promise<BlogCategory | undefined> {
  const [row] = await db.query<{ data: Omit<BlogCategory, 'postCount'>; n: number }>(`${categorySql} WHERE c.slug = $1`, [slug]);
  return row && toCategory(row);
}

/** A page of posts, newest first; only the category's when `category` is given. */
export async function listBlogPosts(db: Db, q: BlogPostQuery, category?: string): Promise<{ items: BlogPost[]; pages: number }> {
  const where = category === undefined ? '' : 'WHERE category_slug = $1';
  const params = category === undefined ? [] : [category];
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts ${where}`, params);
  const rows = await db.query<{ data: BlogPost }>(
    `SELECT data FROM blog_posts ${where} ORDER BY published_at DESC, id DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    params,
  );
  return { items: rows.map((r) => r.data), pages: Math.ceil((count?.n ?? 0) / q.limit) };
}

/** A post and its neighbours in the blog list (newest first). */
export async function blogPostBySlug(db: Db, slug: string): Promise<{ item: BlogPost; meta: BlogPostMeta } | undefined> {
  const [row] = await db.query<{ data: BlogPost; published_at: number; id: number }>(
    'SELECT data, published_at, id FROM blog_posts WHERE slug = $1',
    [slug],
  );
  if (!row) return undefined;
  const at = [row.published_at, row.id];
  const [newer] = await db.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM blog_posts WHERE (published_at, id) > ($1, $2) ORDER BY published_at ASC, id ASC LIMIT 1',
    at,
  );
  const [older] = await db.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM blog_posts WHERE (published_at, id) < ($1, $2) ORDER BY published_at DESC, id DESC LIMIT 1',
    at,
  );
  return { item: row.data, meta: { prev_page: newer ?? null, next_page: older ?? null } };
}
