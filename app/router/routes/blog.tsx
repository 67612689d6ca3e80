/**
 * The blog (spec 000 §2.2, §2.4 'Blog'): /blog/ (10 posts a page, `category` and `page` queries, ' - Page N', rel
 * prev/next), /blog/{slug}/ (the post, its gallery, prev/next links from the answer's meta, 6 popular posts of a
 * shuffled list of up to 100) and /blog_category/{slug}/ (its posts, its seoParams; an unknown category is the 404
 * screen). Each is server-rendered with its head, breadcrumbs mirrored as BreadcrumbList, and ItemList or BlogPosting.
 * Loaders are in blog.data.ts, heads in blog.head.ts, loaded with the route (route-code.ts).
 */
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { BlogListSearch, PageSearch } from '../search.ts';
import { listNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./blog.data.ts'), 'app/router/routes/blog.data.ts');
const head = routeCode(() => import('./blog.head.ts'), 'app/router/routes/blog.head.ts');

const listScreen = lazyScreen(() => import('../../../views/containers/BlogScreens.tsx'), 'BlogListScreen', 'views/containers/BlogScreens.tsx');

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/',
  validateSearch: BlogListSearch,
  search: { middlewares: [stripSearchParams<BlogListSearch>({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: code('blogLoader'),
  notFoundComponent: listNotFound.notFoundComponent,
  head: head('blogHead'),
  component: listScreen,
});

export const blogCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog_category/$slug/',
  validateSearch: PageSearch,
  search: { middlewares: [stripSearchParams<{ page: number }>({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: code('blogCategoryLoader'),
  notFoundComponent: listNotFound.notFoundComponent,
  head: head('blogCategoryHead'),
  component: listScreen,
});

export const blogPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/$slug/',
  loader: code('blogPostLoader'),
  head: head('blogPostHead'),
  component: lazyScreen(() => import('../../../views/containers/BlogScreens.tsx'), 'BlogPostScreen', 'views/containers/BlogScreens.tsx'),
});

export const blogRoutes = [blogRoute, blogPostRoute, blogCategoryRoute] as const;
