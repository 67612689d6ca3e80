/**
 * /main-dashboard/favorites/ (spec 001 §2 'Member dashboard' Favorites; §7 POST {content}/videos/favorite, GET
 * …/user/favorite-models; §9 12 per page, models 'desc'): one tab's page of the member's favourites, loaded on the
 * server so the page is rendered with its cards — ?tab=models for the models (videos by default), ?page=N. A failing
 * call is an empty page (the adapter logs it). The removals run in the favourites-page machine the route's component
 * starts. The page is the member's own (never cached for others). Title 'Favorites | {site}'. The loader and head are
 * in favorites.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES } from '../../../../domain/dashboard.ts';
import { favoritesSearch } from '../../../../domain/favorites-search.ts';
import { routeCode } from '../../route-code.ts';
import { dashboardLayoutRoute } from './layout.tsx';

const code = routeCode(() => import('./favorites.data.ts'), 'app/router/routes/dashboard/favorites.data.ts');
const head = routeCode(() => import('./favorites.head.ts'), 'app/router/routes/dashboard/favorites.head.ts');

export const favoritesRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.favorites.path,
  validateSearch: favoritesSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'videos', page: search.page ?? 1 }),
  loader: code('favoritesLoader'),
  staleTime: 0,
  head: head('favoritesHead'),
  component: lazyRoute(() => import('../../screens/favorites.tsx'), 'favoritesRouteComponent', [
    'app/router/screens/favorites.tsx',
    'views/containers/FavoritesScreen.tsx',
  ]),
});
