/**
 * /main-dashboard/favorites/ (spec 001 §2 'Member dashboard' Favorites; §7 POST {content}/videos/favorite, GET
 * …/user/favorite-models; §9 12 per page, models 'desc'): one tab's page of the member's favourites, loaded on the
 * server so the page is rendered with its cards — ?tab=models for the models (videos by default), ?page=N. A failing
 * call is an empty page (the adapter logs it). The removals run in the favourites-page machine the route's component
 * starts. The page is the member's own (never cached for others). Title 'Favorites | {site}'.
 */
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import { favoritesSearch } from '../../../../domain/favorites-page.ts';
import { cardModel, gridCardVideo } from '../../card-data.ts';
import { type FavoritesRouteData, favoritesRouteComponent } from '../../screens/favorites.tsx';
import { dashboardLayoutRoute } from './layout.tsx';

const empty = (page: number) => ({ items: [], page, pages: 0, total: 0 });

export const favoritesRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.favorites.path,
  validateSearch: favoritesSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'videos', page: search.page ?? 1 }),
  loader: async ({ context: { services }, deps }): Promise<FavoritesRouteData> => {
    services.personalPage();
    if (deps.tab === 'models') {
      const got = await services.content.favoriteModelsPage(deps.page);
      return { tab: 'models', data: got ? { ...got, items: got.items.map(cardModel) } : empty(deps.page) };
    }
    const got = await services.content.favoriteVideosPage(deps.page);
    return { tab: 'videos', data: got ? { ...got, items: got.items.map(gridCardVideo) } : empty(deps.page) };
  },
  staleTime: 0,
  head: ({ match }) => ({
    meta: [
      { title: dashboardTitle(DASHBOARD_PAGES.favorites.label, match.context.services.config.siteName) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: favoritesRouteComponent,
});
