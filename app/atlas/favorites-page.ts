/**
 * The dashboard's favourites page in the atlas: page 2 of a member's favourite videos (one card left on it), page 1 of
 * their favourite models; a card's delete (of a listed item and of one no longer listed), the removal's answers
 * (done, refused, failed) and the refill's (the next page's items, a page emptied, nothing).
 */
import { favoritesPageMachine } from '../../machines/favorites-page.machine.ts';
import type { FavoritesPageData } from '../../domain/favorites-page.ts';
import { defineAtlasEntry } from './define.ts';

const video = (id: number, title: string) => ({ id, title });
const VIDEOS_PAGE_2: FavoritesPageData = { items: [video(88, 'Harbour Lights'), video(87, 'Velvet Hour')], page: 2, pages: 2, total: 14 };
const MODELS_PAGE_1: FavoritesPageData = { items: [video(10, 'Ava Lumen'), video(20, 'Mila Rowe')], page: 1, pages: 1, total: 2 };

export const favoritesPageEntry = defineAtlasEntry({
  id: 'favorites-page',
  title: 'Dashboard favourites page',
  spec: [
    "001 §2 'Member dashboard' Favorites (removable cards with a delete button)",
    "001 §4 'Favourites: add or remove changes the local id list only after the server call succeeds'",
    '001 §7 DELETE /api/account/favorites/{videoId}, DELETE …/user/favorite-models/{modelId}',
    "001 §9 'favourites 12 per page'",
  ],
  description:
    "One tab's page of favourite videos or models. A card's delete calls the server; only when it did it does the item leave: the visit's favourites are told, the page is loaded again so the next ones move up, and a page emptied that is not the first goes to the one before. A refusal or failure leaves the card and says so. One removal at a time.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: favoritesPageMachine,
  inputs: {
    'videos, page 2': { tab: 'videos', data: VIDEOS_PAGE_2 },
    'models, page 1': { tab: 'models', data: MODELS_PAGE_1 },
  },
  events: [
    { type: 'REMOVE_REQUESTED', id: 88 },
    { type: 'REMOVE_REQUESTED', id: 10 },
    { type: 'REMOVE_REQUESTED', id: 404 },
    { type: 'xstate.done.actor.removeFavorite', output: true },
    { type: 'xstate.done.actor.removeFavorite', output: false },
    { type: 'xstate.error.actor.removeFavorite', error: new Error('network') },
    { type: 'xstate.done.actor.loadPage', output: { items: [video(87, 'Velvet Hour')], page: 2, pages: 2, total: 13 } },
    { type: 'xstate.done.actor.loadPage', output: { items: [], page: 2, pages: 1, total: 12 } },
    { type: 'xstate.done.actor.loadPage', output: null },
    { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  ],
  fakeActors: ['removeFavorite', 'loadPage'],
});
