/**
 * /main-dashboard/favorites/'s loader (the head: favorites.head.ts; favorites.tsx; loaded with the route, app/router/route-code.ts): one
 * tab's page of the member's favourites as cards; a failing call is an empty page.
 */

import type { FavoritesTab } from '../../../../domain/favorites-page.ts';
import { cardModel, gridCardVideo } from '../../card-data.ts';
import type { LoaderContext } from '../../route-code.ts';
import type { FavoritesRouteData } from '../../screens/favorites.tsx';

const empty = (page: number) => ({ items: [], page, pages: 0, total: 0 });

export const favoritesLoader = async ({
  context: { services },
  deps,
}: LoaderContext & { deps: { tab: FavoritesTab; page: number } }): Promise<FavoritesRouteData> => {
  if (deps.tab === 'models') {
    const got = await services.content.favoriteModelsPage(deps.page);
    return { tab: 'models', data: got ? { ...got, items: got.items.map(cardModel) } : empty(deps.page) };
  }
  const got = await services.content.favoriteVideosPage(deps.page);
  return { tab: 'videos', data: got ? { ...got, items: got.items.map(gridCardVideo) } : empty(deps.page) };
};
