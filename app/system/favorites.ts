/**
 * Favourites (spec 000 §4 'Favourites') in the visit: the member's favourite ids the root loader fetched, the site
 * API's video calls and the content host's model calls.
 */
import { fromPromise } from 'xstate';
import { type LoadedFavorites, type SaveFavoriteInput, favoritesMachine } from '../../machines/favorites.machine.ts';
import { canFavorite } from '../../domain/membership.ts';
import { defineVisitMachine } from './define.ts';
import { startingFacts } from './facts.ts';

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
  input: (root, request) => {
    const facts = startingFacts(root, request);
    return {
      videoIds: root.favoriteVideoIds,
      modelIds: root.favoriteModelIds,
      userId: facts.userId,
      allowed: canFavorite(facts.flags, facts.verifiedView),
    };
  },
});
