/**
 * The blog's pages (spec 000 §2.4 'Blog'): the list of posts (cards, the category filter, pagination, the SEO text
 * slot) and a post (title, date, author, body, gallery, prev/next links, popular posts). Body HTML comes sanitised.
 */

import { Pagination } from '../catalogue/Pagination.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import '../catalogue/catalogue.css';
import './blog.css';

export type BlogMedia = { alt: string; permalink: string };
export interface BlogCard {
  slug: string;
  title: string;
  excerpt: string;
  image: BlogMedia | null;
  publishedAt: number;
  category: { slug: string; name: string } | null;
}
export type NeighbourLink = { href: string; label: string } | null;

const isoDate = (sec: number) => new Date(sec * 1000).toISOString();

function PostCard({ post, formatDate }: { post: BlogCard; formatDate: (sec: number) => string }) {
  return (
    <article className="blog-card">
      {post.image ? <img className="blog-card__image" src={post.image.permalink} alt="" width={1200} height={675} loading="lazy" /> : null}
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <AppLink href={`/blog/${post.slug}/`}>{post.title}</AppLink>
        </h2>
        <p className="blog-card__meta">
          <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
          {post.category ? <span> · {post.category.name}</span> : null}
        </p>
        {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}

export interface BlogListPageProps {
  h1: string;
  intro?: string;
  posts: BlogCard[];
  categories: { slug: string; name: string }[];
  category: string | null;
  path: string;
  page: number;
  pages: number;
  query: Record<string, string>;
  formatDate: (sec: number) => string;
}

export function BlogListPage({ h1, intro, posts, categories, category, path, page, pages, query, formatDate }: BlogListPageProps) {
  return (
    <div className="cat-page blog">
      <h1>{h1}</h1>
      {intro ? <p className="blog__intro">{intro}</p> : null}
      <nav className="blog-categories" aria-label="Blog categories">
        <ul>
          <li>
            <AppLink href="/blog/" aria-current={category === null ? 'page' : undefined}>
              All posts
            </AppLink>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <AppLink href={`/blog_category/${c.slug}/`} aria-current={category === c.slug ? 'page' : undefined}>
                {c.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <p>No posts yet.</p>
      ) : (
        <div className="blog-list">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} formatDate={formatDate} />
          ))}
        </div>
      )}
      <Pagination path={path} page={page} pages={pages} query={query} />
    </div>
  );
}

export interface BlogPostPageProps {
  post: BlogCard & { text: string; author: string; gallery: BlogMedia[] };
  prev: NeighbourLink;
  next: NeighbourLink;
  popular: BlogCard[];
  formatDate: (sec: number) => string;
}

export function BlogPostPage({ post, prev, next, popular, formatDate }: BlogPostPageProps) {
  return (
    <div className="cat-page blog">
      <article className="blog-post">
        <h1>{post.title}</h1>
        <p className="blog-card__meta">
          <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
          {post.author ? <span> · By {post.author}</span> : null}
          {post.category ? (
            <span>
              {' · '}
              <AppLink href={`/blog_category/${post.category.slug}/`}>{post.category.name}</AppLink>
            </span>
          ) : null}
        </p>
        {post.image ? <img className="blog-post__image" src={post.image.permalink} alt={post.image.alt} width={1200} height={675} /> : null}
        <div className="blog-post__text" dangerouslySetInnerHTML={{ __html: post.text }} />
        {post.gallery.length > 0 ? (
          <section className="blog-gallery" aria-label="Gallery">
            <ul>
              {post.gallery.map((image) => (
                <li key={image.permalink}>
                  <img src={image.permalink} alt={image.alt} width={1200} height={675} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      {prev || next ? (
        <nav className="blog-neighbours" aria-label="More posts">
          {prev ? (
            <AppLink href={prev.href} rel="prev" className="blog-neighbours__prev">
              <span className="blog-neighbours__hint">Previous post</span> {prev.label}
            </AppLink>
          ) : (
            <span />
          )}
          {next ? (
            <AppLink href={next.href} rel="next" className="blog-neighbours__next">
              <span className="blog-neighbours__hint">Next post</span> {next.label}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
      {popular.length > 0 ? (
        <section className="blog-popular" aria-labelledby="blog-popular-title">
          <h2 id="blog-popular-title">Popular posts</h2>
          <div className="blog-list blog-list--compact">
            {popular.map((p) => (
              <PostCard key={p.slug} post={p} formatDate={formatDate} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
