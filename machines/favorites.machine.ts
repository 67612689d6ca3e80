/**
 * Favourites of the visit (spec 000 §2.4 'Favourite heart', §4 'Favourites', §6 'Favourite buttons', §7 'Favourites',
 * §8 'Favourites … errors swallowed'): the favourite video and model ids of the signed-in member, and the hearts'
 * add and remove calls.
 *
 * - The lists are the member's: given at start (the root loader fetched them with the user, §4 'Session start' step 3)
 *   and loaded again when the session says another member signed in; a sign-out empties them. The machine's code
 *   comes once a viewer who may favourite is here (issue 35; the hearts are drawn from the same starting facts until
 *   then, favorites.selectors.ts); arriving after a sign-in, with no lists for this member, it loads theirs.
 * - TOGGLE_REQUESTED adds or removes one item. The list changes only when the server answered that it did (§4); a
 *   failure leaves the heart as it was and says so. One call at a time: a second click on the item being saved (or
 *   already waiting) sends nothing, a click on another item waits its turn.
 * - Only a viewer who may favourite (rules/membership canFavorite: active or expired members and inactive members with
 *   benefits, in the verified view) is heard.
 * - Each answer leaves a short status message (said to screen readers, shown for FAVORITE_STATUS_MS).
 * - FAVORITE_CHANGED: another screen's call that the server did (the dashboard's favourites page removing one);
 *   the list follows at once, so the hearts elsewhere agree.
 *
 * Side effects supplied at composition (app/system/favorites.ts): actors `loadFavorites` and `saveFavorite`; the
 * session's facts reach it through `sessionChanges`.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import {
  type FavoriteStatus,
  type FavoriteTarget,
  FAVORITE_STATUS_MS,
  favoriteStatus,
  isFavorite,
  sameTarget,
  withFavorite,
} from '../domain/favorites.ts';
import { canFavorite } from '../domain/membership.ts';
import { notProvided, fromSessionChanges } from './actor-placeholders.ts';
import { favoritesContext } from './favorites.selectors.ts';

export type FavoritesInput = {
  /**
   * The member's favourite ids; null when nobody fetched them for this viewer yet (the machine's code came after a
   * sign-in, issue 35): it loads them.
   */
  videoIds: string[] | null;
  modelIds: number[] | null;
  userId: string | null;
  /** Whether this viewer may favourite (rules/membership canFavorite on the session's facts). */
  allowed: boolean;
};

export type FavoritesContext = Omit<FavoritesInput, 'videoIds' | 'modelIds'> & {
  videoIds: string[];
  modelIds: number[];
  /** Whether the lists are this viewer's (false at start when the input had none, until their load answers or fails). */
  known: boolean;
  /** The item whose call is in flight. */
  saving: FavoriteTarget | null;
  /** Items clicked while another was saved, in order. */
  queue: FavoriteTarget[];
  status: FavoriteStatus | null;
};

export type FavoritesEvent =
  | { type: 'TOGGLE_REQUESTED'; target: FavoriteTarget }
  | { type: 'SESSION_CHANGED'; userId: string | null; allowed: boolean }
  /** Another screen's call changed an item and the server did it (the dashboard's favourites page): the list follows. */
  | { type: 'FAVORITE_CHANGED'; target: FavoriteTarget; on: boolean }
  /** Raised when a call's answer left a status message: it shows for FAVORITE_STATUS_MS. */
  | { type: 'STATUS_SHOWN' };

export type FavoritesTag = 'loading' | 'saving';
export type LoadedFavorites = { videoIds: string[]; modelIds: number[] };
export type SaveFavoriteInput = { target: FavoriteTarget; on: boolean };

const onOf = (context: FavoritesContext, target: FavoriteTarget) => !isFavorite(context, target);

export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
    input: {} as FavoritesInput,
    tags: {} as FavoritesTag,
  },
  actors: {
    loadFavorites: fromPromise<LoadedFavorites, { userId: string }>(notProvided('loadFavorites')),
    /** Adds (`on`) or removes the item; resolves whether the server did it. */
    saveFavorite: fromPromise<boolean, SaveFavoriteInput>(notProvided('saveFavorite')),
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<FavoritesEvent>((facts) => ({
      type: 'SESSION_CHANGED',
      userId: facts.userId,
      allowed: canFavorite(facts.flags, facts.verifiedView),
    })),
  },
  actions: {
    adoptViewer: assign((_, next: { userId: string | null; allowed: boolean }) => ({ userId: next.userId, allowed: next.allowed })),
    // Another viewer: the machine follows the session from here on (their lists are loaded when they are a member).
    forgetLists: assign({ videoIds: [], modelIds: [], known: true, saving: null, queue: [] }),
    adoptLists: assign((_, lists: LoadedFavorites) => ({ videoIds: lists.videoIds, modelIds: lists.modelIds, known: true })),
    /** A failed load leaves the lists empty (§8): they are this viewer's all the same. */
    ownLists: assign({ known: true }),
    applyChange: assign(({ context }, change: { target: FavoriteTarget; on: boolean }) => withFavorite(context, change.target, change.on)),
    startSaving: assign((_, target: FavoriteTarget) => ({ saving: target })),
    saveNext: assign(({ context }) => ({ saving: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    enqueue: assign(({ context }, target: FavoriteTarget) => ({ queue: [...context.queue, target] })),
    /** The server did it: the list follows, and the status says so. */
    applySaved: assign(({ context }) => {
      const target = context.saving;
      if (!target) return {};
      const on = onOf(context, target);
      return { ...withFavorite(context, target, on), status: favoriteStatus(target, on, true) };
    }),
    /** The call failed (refused, or no answer): the heart stays as it was, and the status says so. */
    sayFailed: assign(({ context }) => (context.saving ? { status: favoriteStatus(context.saving, onOf(context, context.saving), false) } : {})),
    clearStatus: assign({ status: null }),
    raiseStatus: raise({ type: 'STATUS_SHOWN' } as const),
    doneSaving: assign({ saving: null }),
  },
  guards: {
    allowed: ({ context }) => context.allowed,
    anotherMember: ({ context }, next: { userId: string | null }) => next.userId !== context.userId,
    signedIn: ({ context }) => context.userId !== null,
    unknownLists: ({ context }) => context.userId !== null && !context.known,
    /** Already being saved or waiting: a double click sends nothing. */
    alreadyWanted: ({ context }, target: FavoriteTarget) =>
      (context.saving !== null && sameTarget(context.saving, target)) || context.queue.some((t) => sameTarget(t, target)),
    queued: ({ context }) => context.queue.length > 0,
    saved: (_, ok: boolean) => ok,
  },
  delays: { FAVORITE_STATUS: FAVORITE_STATUS_MS },
}).createMachine({
  id: 'favorites',
  description: "Spec 000 §4 'Favourites': the member's favourite ids; a heart's add or remove changes them only after the server call succeeds.",
  context: ({ input }) => favoritesContext(input),
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  type: 'parallel',
  states: {
    lists: {
      initial: 'starting',
      on: {
        SESSION_CHANGED: [
          {
            guard: { type: 'anotherMember', params: ({ event }) => event },
            target: '.changingMember',
            actions: [{ type: 'adoptViewer', params: ({ event }) => event }, 'forgetLists'],
          },
          { actions: { type: 'adoptViewer', params: ({ event }) => event } },
        ],
        FAVORITE_CHANGED: { actions: { type: 'applyChange', params: ({ event }) => event } },
      },
      states: {
        starting: {
          always: [{ guard: 'unknownLists', target: 'loading' }, { target: 'idle' }],
        },
        changingMember: {
          always: [{ guard: 'signedIn', target: 'loading' }, { target: 'idle' }],
        },
        loading: {
          description:
            "Another member signed in (or the machine arrived after a sign-in): their favourite ids (§4 'Session start' step 3); a failure leaves the lists empty (§8).",
          tags: ['loading'],
          invoke: {
            id: 'loadFavorites',
            src: 'loadFavorites',
            input: ({ context }) => ({ userId: context.userId ?? '' }),
            onDone: { target: 'next', actions: { type: 'adoptLists', params: ({ event }) => event.output } },
            onError: { target: 'next', actions: 'ownLists' },
          },
          on: {
            TOGGLE_REQUESTED: [
              { guard: { type: 'alreadyWanted', params: ({ event }) => event.target } },
              { guard: 'allowed', actions: { type: 'enqueue', params: ({ event }) => event.target } },
            ],
          },
        },
        idle: {
          on: {
            TOGGLE_REQUESTED: {
              guard: 'allowed',
              target: 'saving',
              actions: { type: 'startSaving', params: ({ event }) => event.target },
            },
          },
        },
        saving: {
          description: 'One add or remove call in flight; the list changes only when it answers that the server did it.',
          tags: ['saving'],
          invoke: {
            id: 'saveFavorite',
            src: 'saveFavorite',
            input: ({ context }) => {
              const target = context.saving as FavoriteTarget;
              return { target, on: onOf(context, target) };
            },
            onDone: [
              {
                guard: { type: 'saved', params: ({ event }) => event.output },
                target: 'next',
                actions: ['applySaved', 'raiseStatus'],
              },
              { target: 'next', actions: ['sayFailed', 'raiseStatus'] },
            ],
            onError: { target: 'next', actions: ['sayFailed', 'raiseStatus'] },
          },
          on: {
            TOGGLE_REQUESTED: [
              { guard: { type: 'alreadyWanted', params: ({ event }) => event.target } },
              { guard: 'allowed', actions: { type: 'enqueue', params: ({ event }) => event.target } },
            ],
          },
        },
        next: {
          always: [
            { guard: 'queued', target: 'saving', actions: 'saveNext' },
            { target: 'idle', actions: 'doneSaving' },
          ],
        },
      },
    },
    status: {
      initial: 'quiet',
      states: {
        quiet: { on: { STATUS_SHOWN: 'shown' } },
        shown: {
          description: 'The last call’s status message shows for a moment (FAVORITE_STATUS).',
          on: { STATUS_SHOWN: { target: 'shown', reenter: true } },
          after: { FAVORITE_STATUS: { target: 'quiet', actions: 'clearStatus' } },
        },
      },
    },
  },
});
