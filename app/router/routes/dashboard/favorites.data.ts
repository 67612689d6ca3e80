/**
 * /main-dashboard/favorites/'s loader and head (favorites.tsx; loaded with the route, app/router/route-code.ts): one
 * tab's page of the member's favourites as cards; a failing call is an empty page.
 */
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import type { FavoritesTab } from '../../../../domain/favorites-page.ts';
import { cardModel, gridCardVideo } from '../../card-data.ts';
import type { HeadContext, LoaderContext } from '../../route-code.ts';
import type { FavoritesRouteData } from '../../screens/favorites.tsx';

const empty = (page: number) => ({ items: [], page, pages: 0, total: 0 });

export const favoritesLoader = async ({
  context: { services },
  deps,
}: LoaderContext & { deps: { tab: FavoritesTab; page: number } }): Promise<FavoritesRouteData> => {
  services.personalPage();
  if (deps.tab === 'models') {
    const got = await services.content.favoriteModelsPage(deps.page);
    return { tab: 'models', data: got ? { ...got, items: got.items.map(cardModel) } : empty(deps.page) };
  }
  const got = await services.content.favoriteVideosPage(deps.page);
  return { tab: 'videos', data: got ? { ...got, items: got.items.map(gridCardVideo) } : empty(deps.page) };
};

export const favoritesHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: dashboardTitle(DASHBOARD_PAGES.favorites.label, match.context.services.config.siteName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
