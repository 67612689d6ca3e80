/**
 * The search results page (spec 000 §2.3 'Search'): /search/?s={query}, server-rendered with its head (not indexed:
 * a results page is no content of its own). Pages, blog posts, models and videos of GET {content}/search/{query}, or
 * the curated set of a custom-results term; a query under 2 characters is not searched. The loader and head are in
 * search.data.ts, loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { SiteSearchSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./search.data.ts'), 'app/router/routes/search.data.ts');
const head = routeCode(() => import('./search.head.ts'), 'app/router/routes/search.head.ts');

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/',
  validateSearch: SiteSearchSearch,
  loaderDeps: ({ search }) => ({ s: search.s ?? '' }),
  loader: code('searchLoader'),
  head: head('searchHead'),
  component: lazyScreen(() => import('../../../views/containers/SearchScreen.tsx'), 'SearchScreen', 'views/containers/SearchScreen.tsx'),
});
