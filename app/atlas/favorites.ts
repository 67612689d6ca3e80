/**
 * Favourites in the atlas: a member with one favourite video, hearts of a video and a model clicked (twice too), the
 * calls' answers (done, refused, failed), a removal on the dashboard's favourites page, another member signing in (their lists loaded, or not) and a sign-out.
 */
import { type FavoritesContext, favoritesMachine } from '../../machines/favorites.machine.ts';
import type { FavoriteTarget } from '../../domain/favorites.ts';
import { defineAtlasEntry } from './define.ts';

const VIDEO: FavoriteTarget = { kind: 'video', id: '3', title: 'Sunset Terrace' };
const MODEL: FavoriteTarget = { kind: 'model', id: 7, title: 'Ava Lumen' };
const NOT_A_FAVORITE: FavoriteTarget = { kind: 'model', id: 99, title: 'Mila Rowe' };

const events = [
  { type: 'TOGGLE_REQUESTED', target: VIDEO },
  { type: 'TOGGLE_REQUESTED', target: MODEL },
  { type: 'xstate.done.actor.saveFavorite', output: true },
  { type: 'xstate.done.actor.saveFavorite', output: false },
  { type: 'xstate.error.actor.saveFavorite', error: new Error('network') },
  { type: 'xstate.done.actor.loadFavorites', output: { videoIds: ['5'], modelIds: [7] } },
  { type: 'xstate.error.actor.loadFavorites', error: new Error('network') },
  // Raised by the machine itself after each answer; offered so the status region's own transitions are drawn too.
  { type: 'STATUS_SHOWN' },
] as const;

const key = (t: FavoriteTarget | null) => (t ? `${t.kind}:${t.id}` : null);
const favoritesView = (c: FavoritesContext) => ({
  videoIds: [...c.videoIds].sort(),
  modelIds: [...c.modelIds].sort(),
  userId: c.userId,
  allowed: c.allowed,
  known: c.known,
  saving: key(c.saving),
  queue: c.queue.map(key),
  failed: c.status?.failed ?? null,
});

export const favoritesEntry = defineAtlasEntry({
  id: 'favorites',
  title: 'Favourites',
  spec: [
    "000 §2.4 'Video card' and 'Models list and card' (favourite heart)",
    "000 §4 'Favourites'",
    "000 §6 'Favourite buttons'",
    "000 §7 'Favourites'",
    "000 §8 'Favourites … errors swallowed'",
  ],
  description:
    "The member's favourite video and model ids. A heart's click adds or removes its item; the list changes only when the server answered that it did, a failure leaves the heart as it was and says so, a second click on an item being saved sends nothing, another item waits its turn. Another member signing in loads their lists; a sign-out empties them.",
  area: 'catalogue',
  lifetime: 'visit',
  machine: favoritesMachine,
  inputs: {
    'member with a favourite video': { videoIds: ['3'], modelIds: [], userId: 'member-1', allowed: true },
    guest: { videoIds: [], modelIds: [], userId: null, allowed: false },
    // The machine's code came after a sign-in, with no lists fetched for this member: it loads theirs.
    'member, arrived after signing in': { videoIds: null, modelIds: null, userId: 'member-1', allowed: true },
  },
  events,
  /** Another member signs in (member-1 → member-2), a sign-out, a guest signing in as member-1, which keeps the graph finite. */
  eventsIn: (snapshot) => {
    const { userId, allowed } = snapshot.context;
    return [
      ...events,
      ...(userId === 'member-1' ? [{ type: 'SESSION_CHANGED', userId: 'member-2', allowed: true } as const] : []),
      ...(userId === 'member-1' && allowed ? [{ type: 'SESSION_CHANGED', userId: 'member-1', allowed: false } as const] : []),
      ...(userId !== null ? [{ type: 'SESSION_CHANGED', userId: null, allowed: false } as const] : []),
      ...(userId === null ? [{ type: 'SESSION_CHANGED', userId: 'member-1', allowed: true } as const] : []),
      // The dashboard's favourites page removed one (the server did it): the list follows. Offered when nothing is being
      // saved and the video is a favourite, which keeps the graph small.
      // Elsewhere a removal of a model that is no favourite (nothing changes).
      snapshot.context.saving === null && snapshot.context.videoIds.includes(VIDEO.id)
        ? ({ type: 'FAVORITE_CHANGED', target: VIDEO, on: false } as const)
        : ({ type: 'FAVORITE_CHANGED', target: NOT_A_FAVORITE, on: false } as const),
    ];
  },
  fakeActors: ['loadFavorites', 'saveFavorite'],
  graph: {
    limit: 6000,
    // The status's words are a function of the item and the answer: only whether it says a failure is drawn.
    serializeState: (state) => JSON.stringify({ value: state.value, context: favoritesView(state.context) }),
    contextView: favoritesView,
  },
});
