/**
 * Favourites (spec 000 §4 'Favourites') in the visit: the member's favourite ids the root loader fetched, the site
 * API's video calls and the content host's model calls. On demand: loaded once a viewer who may favourite is here.
 */
import { fromPromise } from 'xstate';
import { type LoadedFavorites, type SaveFavoriteInput, favoritesMachine } from '../../machines/favorites.machine.ts';
import { defineVisitMachine } from './define.ts';
import { favoritesInput } from './favorites-input.ts';

export const favorites = defineVisitMachine({
  id: 'favorites',
  machine: favoritesMachine,
  provide: (services) =>
    favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise<LoadedFavorites, { userId: string }>(async () => {
          const [videoIds, modelIds] = await Promise.all([services.site.favoriteVideoIds(), services.content.favoriteModelIds()]);
          return { videoIds, modelIds };
        }),
        saveFavorite: fromPromise<boolean, SaveFavoriteInput>(({ input: { target, on } }) =>
          target.kind === 'video' ? services.site.setFavoriteVideo(target.id, on) : services.content.setFavoriteModel(target.id, on),
        ),
      },
    }),
  input: favoritesInput,
});
