/**
 * The blog routes' heads (blog.tsx; loaded with the route, app/router/route-code.ts): ' - Page N', rel prev/next, the
 * posts' ItemList, BlogPosting and the breadcrumbs. Their loaders are blog.data.ts: a page's hydration needs its head,
 * not its loader.
 */
import type { BlogListData } from '../../../views/containers/BlogScreens.tsx';
import { detailHead, listHead } from '../head.ts';
import { blogPostingJsonLd, breadcrumbJsonLd, itemListJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderData } from '../route-code.ts';
import { listNotFoundHead } from '../head.ts';
import type { ListLoaderData, blogPostLoader } from './blog.data.ts';

const listHeadOf =
  (fallbackTitle: (data?: BlogListData) => string) =>
  ({ loaderData, match }: HeadContext<ListLoaderData>) => {
    const { config } = match.context.services;
    const data = loaderData?.data;
    return (
      listNotFoundHead(match, config.siteName) ??
      listHead(config, {
        path: data?.path ?? match.pathname,
        page: data?.page,
        pages: data?.pages,
        seo: loaderData?.seo,
        title: `${fallbackTitle(data)} - ${config.siteName}`,
        description: data?.category?.description || `News, guides and stories from ${config.siteName}.`,
        itemList: itemListJsonLd(data?.posts.map((p) => ({ name: p.title, path: `/blog/${p.slug}/` })) ?? [], config.siteUrl),
        structured: data ? [breadcrumbJsonLd(data.crumbs, config.siteUrl)] : [],
      })
    );
  };

export const blogHead = listHeadOf((data) => (data?.category ? `${data.category.name} - Blog` : 'Blog'));

export const blogCategoryHead = listHeadOf((data) => `${data?.category?.name ?? 'Category'} - Blog`);

export const blogPostHead = ({ loaderData, match }: HeadContext<LoaderData<typeof blogPostLoader>>) => {
  const { config } = match.context.services;
  const post = loaderData?.data.post;
  return detailHead(config, {
    path: post ? `/blog/${post.slug}/` : match.pathname,
    seo: loaderData?.seo,
    title: `${post?.title ?? 'Blog'} - ${config.siteName}`,
    description: post?.excerpt,
    image: post?.image?.permalink,
    structured: post && loaderData ? [blogPostingJsonLd(post, config.siteUrl), breadcrumbJsonLd(loaderData.data.crumbs, config.siteUrl)] : [],
  });
};
