/**
 * Favourites (spec 000 §2.4 'Favourite heart', §4 'Favourites', §6 'Favourite buttons'): which item a heart stands
 * for, whether it is filled, and what the short status message says after a call.
 */

/** A heart's item: a video (ids as the site API lists them, strings) or a model (numbers, as the content host lists them). */
export type FavoriteTarget = { kind: 'video'; id: string; title: string } | { kind: 'model'; id: number; title: string };

export type FavoriteLists = { videoIds: readonly string[]; modelIds: readonly number[] };

export const sameTarget = (a: FavoriteTarget, b: FavoriteTarget): boolean => a.kind === b.kind && String(a.id) === String(b.id);

export function isFavorite(lists: FavoriteLists, target: Pick<FavoriteTarget, 'kind' | 'id'>): boolean {
  return target.kind === 'video' ? lists.videoIds.includes(String(target.id)) : lists.modelIds.includes(Number(target.id));
}

/** The lists with the item added (`on`) or removed: what the server did, once it answered that it did. */
export function withFavorite<L extends FavoriteLists>(lists: L, target: FavoriteTarget, on: boolean): L {
  if (target.kind === 'video') {
    const rest = lists.videoIds.filter((id) => id !== target.id);
    return { ...lists, videoIds: on ? [...rest, target.id] : rest };
  }
  const rest = lists.modelIds.filter((id) => id !== target.id);
  return { ...lists, modelIds: on ? [...rest, target.id] : rest };
}

export type FavoriteStatus = { text: string; failed: boolean };

/** The status message after a call: said to screen readers and shown for a moment. */
export function favoriteStatus(target: FavoriteTarget, on: boolean, ok: boolean): FavoriteStatus {
  if (ok) return { text: on ? `Added ${target.title} to favorites` : `Removed ${target.title} from favorites`, failed: false };
  return {
    text: on ? `Could not add ${target.title} to favorites. Please try again.` : `Could not remove ${target.title} from favorites. Please try again.`,
    failed: true,
  };
}

/** How long the status message after a heart's call stays on screen (ms). */
export const FAVORITE_STATUS_MS = 4000;
