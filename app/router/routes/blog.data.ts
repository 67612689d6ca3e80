/**
 * The blog routes' loaders (blog.tsx; loaded with the route, app/router/route-code.ts): /blog/ (10 posts a
 * page, `category` and `page` queries, ' - Page N', rel prev/next), /blog/{slug}/ (the post, its gallery, prev/next
 * links from the answer's meta, 6 popular posts of a shuffled list of up to 100) and /blog_category/{slug}/ (its posts,
 * its seoParams; an unknown category is the 404 screen). Heads mirror breadcrumbs as BreadcrumbList, and ItemList or BlogPosting.
 */
import type { AdBanner } from '../../../contracts/ad-banner.ts';
import type { BlogCategory, BlogPost } from '../../../contracts/blog.ts';
import type { SeoParams } from '../../../contracts/common.ts';
import { popularPosts, popularSeed, postNeighbours } from '../../../domain/blog.ts';
import { BLOG_PAGE_SIZE, POPULAR_POSTS_POOL } from '../../../domain/constants.ts';
import { excerpt, isPastLastPage } from '../../../domain/format.ts';
import type { BlogCard, BlogCrumb, BlogListData, BlogPostData } from '../../../views/containers/BlogScreens.tsx';
import { loadAdBanner } from '../ad-banner.ts';
import type { LoaderContext } from '../route-code.ts';
import type { BlogListSearch } from '../search.ts';
import type { Services } from '../services.ts';
import { pageNotFound, toNotFoundPage } from './not-found.data.ts';

const BLOG_CRUMBS: BlogCrumb[] = [{ label: 'Home', href: '/' }];
const blogCrumb = (current: boolean): BlogCrumb => (current ? { label: 'Blog' } : { label: 'Blog', href: '/blog/' });

/** Only what a card shows travels to the page; its excerpt stripped of HTML and cut to 55 characters (§5). */
const card = (post: BlogPost): BlogCard => ({
  slug: post.slug,
  title: post.title,
  excerpt: excerpt(post.excerpt),
  image: post.image,
  publishedAt: post.publishedAt,
  category: post.category,
});

const categoryLinks = (categories: BlogCategory[]) => categories.map((c) => ({ slug: c.slug, name: c.name }));

/** The posts of a page (of one category when given), with the categories for the filter and the page's banner (asked for earlier). */
async function loadList(
  services: Services,
  page: number,
  category: BlogCategory | null,
  pageSeo: SeoParams | null,
  paths: { canonical: string; list: string; query?: Record<string, string> },
  banner: Promise<AdBanner | null> = Promise.resolve(null),
) {
  const [list, categories, adBanner] = await Promise.all([
    services.content.blogPosts({ page, limit: BLOG_PAGE_SIZE, category: category?.slug }),
    services.content.blogCategories(),
    banner,
  ]);
  if (isPastLastPage(page, list.pages)) throw await pageNotFound(services);
  const crumbs = category ? [...BLOG_CRUMBS, blogCrumb(false), { label: category.name }] : [...BLOG_CRUMBS, blogCrumb(true)];
  const seo = category?.seoParams ?? pageSeo;
  const data: BlogListData = {
    path: paths.canonical,
    listPath: paths.list,
    query: paths.query ?? {},
    page,
    pages: list.pages,
    posts: list.items.map(card),
    categories: categoryLinks(categories),
    category: category ? { slug: category.slug, name: category.name, description: category.description } : null,
    crumbs,
  };
  return { data, seo, adBanner };
}
export type ListLoaderData = Awaited<ReturnType<typeof loadList>>;

export const blogLoader = async ({ context: { services }, deps }: LoaderContext & { deps: BlogListSearch }) => {
  // The banner is asked for at once; the adapter never rejects, so a 404 below leaves nothing dangling.
  const banner = loadAdBanner(services, 'blog');
  const category = deps.category ? await services.content.blogCategory(deps.category) : null;
  if (deps.category && !category) throw toNotFoundPage(deps.category);
  // A category chosen by query is the category page's content: its canonical is that page.
  const blogPage = category ? null : await services.content.page('blog');
  return loadList(
    services,
    deps.page,
    category,
    blogPage?.seoParams ?? null,
    {
      canonical: category ? `/blog_category/${category.slug}/` : '/blog/',
      list: '/blog/',
      query: category ? { category: category.slug } : {},
    },
    banner,
  );
};

export const blogCategoryLoader = async ({
  context: { services },
  params,
  deps,
}: LoaderContext & { params: { slug: string }; deps: { page: number } }) => {
  const category = await services.content.blogCategory(params.slug);
  if (!category) throw toNotFoundPage(params.slug);
  const path = `/blog_category/${category.slug}/`;
  return loadList(services, deps.page, category, null, { canonical: path, list: path });
};

export const blogPostLoader = async ({
  context: { services },
  params,
}: LoaderContext & { params: { slug: string } }): Promise<{ data: BlogPostData; seo: SeoParams; adBanner: AdBanner | null }> => {
  const [answer, pool, adBanner] = await Promise.all([
    services.content.blogPost(params.slug),
    services.content.blogPosts({ page: 1, limit: POPULAR_POSTS_POOL }),
    loadAdBanner(services, 'blog-slug'),
  ]);
  if (!answer) throw toNotFoundPage(params.slug);
  const { seoParams, ...post } = answer.item;
  return {
    seo: seoParams,
    adBanner,
    data: {
      post,
      neighbours: postNeighbours(answer.meta),
      popular: popularPosts(pool.items, popularSeed(post.slug), post.slug).map(card),
      crumbs: [...BLOG_CRUMBS, blogCrumb(false), { label: post.title }],
    },
  };
};
