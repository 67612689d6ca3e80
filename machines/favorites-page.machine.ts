/**
 * The dashboard's favourites page (spec 001 §2 'Member dashboard' Favorites: 'A removable card has a 'delete' button
 * that removes the item from favourites'; §4 'Favourites: add or remove changes the local id list only after the
 * server call succeeds'; §7 DELETE {siteHost}/api/account/favorites/{videoId}, DELETE …/user/favorite-models/{modelId};
 * §9 12 per page): one tab's page of favourite videos or models, and the removal of one.
 *
 * - Starts from the page the route's loader read (the server renders it).
 * - REMOVE_REQUESTED of a listed item calls `removeFavorite` (provided at composition). Only when the server did it
 *   does the item leave: the visit's favourites are told (`favoriteRemoved`, so hearts elsewhere agree) and the page
 *   is loaded again (`loadPage`) so the next favourites move up; a page that emptied and is not the first goes to the
 *   one before it (`goToPage`, a navigation of the route). A refused or failed call leaves the item and says so.
 * - One removal at a time: a click while one is under way sends nothing.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './actor-placeholders.ts';
import { type FavoriteStatus, favoriteStatus } from '../domain/favorites.ts';
import {
  type FavoriteItem,
  type FavoritesPageData,
  type FavoritesTab,
  emptiedPage,
  favoriteTargetOf,
  withoutItem,
} from '../domain/favorites-page.ts';

export type FavoritesPageInput = { tab: FavoritesTab; data: FavoritesPageData };
export type FavoritesPageContext = FavoritesPageInput & {
  /** The item whose removal is under way. */
  removing: FavoriteItem | null;
  /** The last removal's message (said to screen readers). */
  status: FavoriteStatus | null;
};
export type FavoritesPageEvent = { type: 'REMOVE_REQUESTED'; id: number };
export type FavoritesPageTag = 'removing' | 'refilling' | 'leaving';

export const favoritesPageMachine = setup({
  types: {
    context: {} as FavoritesPageContext,
    events: {} as FavoritesPageEvent,
    input: {} as FavoritesPageInput,
    tags: {} as FavoritesPageTag,
  },
  actors: {
    /** Removes the favourite; resolves whether the server did it. */
    removeFavorite: fromPromise<boolean, { tab: FavoritesTab; id: number }>(notProvided('removeFavorite')),
    /** The page again; null when it could not be loaded. */
    loadPage: fromPromise<FavoritesPageData | null, { tab: FavoritesTab; page: number }>(notProvided('loadPage')),
  },
  actions: {
    /** Provided at composition: the visit's favourites drop the item (its hearts elsewhere agree). */
    favoriteRemoved: (_, _params: { tab: FavoritesTab; item: FavoriteItem }) => {},
    /** Provided at composition: the route shows page `page` of the tab. */
    goToPage: (_, _params: { page: number }) => {},
    startRemoving: assign(({ context }, id: number) => ({ removing: context.data.items.find((item) => item.id === id) ?? null, status: null })),
    sayRemoved: assign(({ context }) => ({
      status: context.removing ? favoriteStatus(favoriteTargetOf(context.tab, context.removing), false, true) : null,
    })),
    sayFailed: assign(({ context }) => ({
      status: context.removing ? favoriteStatus(favoriteTargetOf(context.tab, context.removing), false, false) : null,
      removing: null,
    })),
    adoptPage: assign((_, data: FavoritesPageData) => ({ data, removing: null })),
    /** The page could not be loaded again: the removed item leaves this page all the same (the server did remove it). */
    dropRemoved: assign(({ context }) => ({
      data: context.removing ? withoutItem(context.data, context.removing.id) : context.data,
      removing: null,
    })),
  },
  guards: {
    listed: ({ context }, id: number) => context.data.items.some((item) => item.id === id),
    removed: (_, ok: boolean) => ok,
    emptied: (_, data: FavoritesPageData | null) => data !== null && emptiedPage(data),
    loaded: (_, data: FavoritesPageData | null) => data !== null,
  },
}).createMachine({
  id: 'favoritesPage',
  description:
    "Spec 001 §2 'Member dashboard' Favorites, §4 'Favourites', §9: a page of favourite videos or models; a card's delete removes the item only after the server did, and the page refills.",
  context: ({ input }) => ({ ...input, removing: null, status: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        REMOVE_REQUESTED: {
          guard: { type: 'listed', params: ({ event }) => event.id },
          target: 'removing',
          actions: { type: 'startRemoving', params: ({ event }) => event.id },
        },
      },
    },
    removing: {
      description: 'The delete call is under way; the card stays until the server answers that it did it.',
      tags: ['removing'],
      invoke: {
        id: 'removeFavorite',
        src: 'removeFavorite',
        input: ({ context }) => ({ tab: context.tab, id: context.removing?.id ?? 0 }),
        onDone: [
          {
            guard: { type: 'removed', params: ({ event }) => event.output },
            target: 'refilling',
            actions: [
              'sayRemoved',
              {
                type: 'favoriteRemoved',
                params: ({ context }) => ({ tab: context.tab, item: context.removing ?? { id: 0, title: '' } }),
              },
            ],
          },
          { target: 'idle', actions: 'sayFailed' },
        ],
        onError: { target: 'idle', actions: 'sayFailed' },
      },
    },
    refilling: {
      description: 'Removed: the page is loaded again so the next favourites move up.',
      tags: ['refilling'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ tab: context.tab, page: context.data.page }),
        onDone: [
          {
            guard: { type: 'emptied', params: ({ event }) => event.output },
            target: 'leaving',
            actions: [{ type: 'goToPage', params: ({ context }) => ({ page: context.data.page - 1 }) }, 'dropRemoved'],
          },
          {
            guard: { type: 'loaded', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'adoptPage', params: ({ event }) => event.output as FavoritesPageData },
          },
          { target: 'idle', actions: 'dropRemoved' },
        ],
        onError: { target: 'idle', actions: 'dropRemoved' },
      },
    },
    leaving: {
      description: 'The page emptied and is not the first: the route shows the page before it (a new page, a new machine).',
      tags: ['leaving'],
    },
  },
});

export type FavoritesPageMachine = typeof favoritesPageMachine;
export const selectFavoritesPage = (s: { context: FavoritesPageContext }) => s.context.data;
