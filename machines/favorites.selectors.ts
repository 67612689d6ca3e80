/**
 * What views read of the visit's favourites machine (machines/favorites.machine.ts), apart from the machine: its code
 * comes once a viewer who may favourite is here (issue 35), and until then the hearts are drawn from the machine's
 * starting context (`firstFavoritesView`): the server's HTML and the hydrated page agree.
 */
import type { FavoritesContext, FavoritesInput } from './favorites.machine.ts';

/** The machine's starting context: lists nobody fetched for this viewer yet are empty until they are. */
export const favoritesContext = (input: FavoritesInput): FavoritesContext => ({
  ...input,
  videoIds: input.videoIds ?? [],
  modelIds: input.modelIds ?? [],
  known: input.videoIds !== null && input.modelIds !== null,
  saving: null,
  queue: [],
  status: null,
});

export const selectFavoriteLists = (s: { context: FavoritesContext }) => ({ videoIds: s.context.videoIds, modelIds: s.context.modelIds });
export const selectFavoriteStatus = (s: { context: FavoritesContext }) => s.context.status;
export const selectFavoritesView = (s: { context: FavoritesContext }) => ({ allowed: s.context.allowed, ...selectFavoriteLists(s) });
export type FavoritesView = ReturnType<typeof selectFavoritesView>;

/** The hearts before the machine is there: who may favourite and the lists it starts from. */
export const firstFavoritesView = (input: FavoritesInput): FavoritesView => selectFavoritesView({ context: favoritesContext(input) });
