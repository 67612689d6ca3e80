/** The blog's screens (spec 000 §2.4 'Blog') bound to their routes' data (app/router/routes/blog.tsx), with breadcrumbs. */
import { formatDate } from '../../domain/format.ts';
import { type BlogCard, BlogListPage, type BlogMedia, BlogPostPage, type NeighbourLink } from '../blog/BlogPages.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { StaffEdit } from './StaffEdit.tsx';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { AdBannerSpot } from './AdBannerSlot.tsx';

export type { BlogCard } from '../blog/BlogPages.tsx';
export type BlogCrumb = { label: string; href?: string };

export interface BlogListData {
  /** The canonical path (a category chosen by query has its category page's). */
  path: string;
  /** The path the pagination links to, and its query (the category of /blog/?category=). */
  listPath: string;
  query: Record<string, string>;
  page: number;
  pages: number;
  posts: BlogCard[];
  categories: { slug: string; name: string }[];
  category: { slug: string; name: string; description: string } | null;
  crumbs: BlogCrumb[];
}

export interface BlogPostData {
  post: BlogCard & { id: number; text: string; author: string; gallery: BlogMedia[] };
  neighbours: { prev: NeighbourLink; next: NeighbourLink };
  popular: BlogCard[];
  crumbs: BlogCrumb[];
}

const postDate = (sec: number) => formatDate(sec, 'MMMM DD, YYYY');

export function BlogListScreen({ data: { data, adBanner } }: { data: { data: BlogListData; adBanner?: AdBanner | null } }) {
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <BlogListPage
        h1={data.category ? data.category.name : 'Blog'}
        intro={data.category?.description}
        posts={data.posts}
        categories={data.categories}
        category={data.category?.slug ?? null}
        path={data.listPath}
        page={data.page}
        pages={data.pages}
        query={data.query}
        formatDate={postDate}
      />
      <AdBannerSpot banner={adBanner} />
    </>
  );
}

export function BlogPostScreen({ data: { data, adBanner } }: { data: { data: BlogPostData; adBanner?: AdBanner | null } }) {
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <StaffEdit kind="blog" id={data.post.id} />
      <BlogPostPage post={data.post} prev={data.neighbours.prev} next={data.neighbours.next} popular={data.popular} formatDate={postDate} />
      <AdBannerSpot banner={adBanner} />
    </>
  );
}
