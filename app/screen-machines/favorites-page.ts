/**
 * The dashboard's favourites page (machines/favorites-page.machine.ts; spec 001 §2, §4 'Favourites', §7): a video's
 * removal through the site API, a model's through the content host, the page again through the content API (as
 * cards; null when it fails: the adapters log and never throw); a removal the server did is told to the visit's
 * favourites (`favorites`, so the hearts elsewhere agree); `goToPage` shows another page of the tab (a navigation of
 * the route).
 */
import { fromPromise } from 'xstate';
import type { ContentApi } from '../../adapters/content-api.ts';
import type { SiteApi } from '../../adapters/site-api.ts';
import { type FavoritesPageData, favoriteTargetOf } from '../../domain/favorites-page.ts';
import type { FavoritesEvent } from '../../machines/favorites.machine.ts';
import { favoritesPageMachine } from '../../machines/favorites-page.machine.ts';
import { cardModel, gridCardVideo } from '../router/card-data.ts';
import { defineScreenMachine } from './define.ts';

export const favoritesPage = defineScreenMachine({
  id: 'favoritesPage',
  machine: favoritesPageMachine,
  provide: (
    {
      site,
      content,
    }: {
      site: Pick<SiteApi, 'setFavoriteVideo'>;
      content: Partial<Pick<ContentApi, 'favoriteVideosPage' | 'favoriteModelsPage' | 'setFavoriteModel'>>;
    },
    links: { favorites: { send(event: FavoritesEvent): void }; goToPage: (page: number) => void },
  ) =>
    favoritesPageMachine.provide({
      actions: {
        favoriteRemoved: (_, { tab, item }) => links.favorites.send({ type: 'FAVORITE_CHANGED', target: favoriteTargetOf(tab, item), on: false }),
        goToPage: (_, { page }) => links.goToPage(page),
      },
      actors: {
        removeFavorite: fromPromise(async ({ input }) =>
          input.tab === 'videos' ? site.setFavoriteVideo(String(input.id), false) : (content.setFavoriteModel?.(input.id, false) ?? false),
        ),
        loadPage: fromPromise<FavoritesPageData | null, { tab: 'videos' | 'models'; page: number }>(async ({ input }) => {
          if (input.tab === 'videos') {
            const got = await content.favoriteVideosPage?.(input.page);
            return got ? { ...got, items: got.items.map(gridCardVideo) } : null;
          }
          const got = await content.favoriteModelsPage?.(input.page);
          return got ? { ...got, items: got.items.map(cardModel) } : null;
        }),
      },
    }),
});
