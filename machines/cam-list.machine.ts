/**
 * The cam room list (spec 002 §2.2 'Cam room list', §4.4 'Room list auto-refresh and cache', §9): the rooms of the
 * current page of a filter, kept live.
 *
 * - Starts from the server-rendered page (the route's loader: rooms, total, filter, page), so the server's HTML is the
 *   hydrated one, and from the cached schedule index.
 * - A filter or page change loads that page (`loadPage`, cache first); the rooms shown stay until it answers, then
 *   the new page is shown and `pageShown` puts it in the address. A failed load keeps what is shown.
 * - When more pages exist, the next page is loaded in advance (`prefetchPage`: it lands in the cache).
 * - The refresh schedule: every 30 s (`refresh`) the current page is loaded again (12 per page, offline shown, hidden
 *   not); the rooms and total are stored, the page count set to ceil(total / 12), and the schedule index moves to the
 *   next of its 3 steps (0 → 1 → 2 → 0) and is cached (`storeScheduleIndex`). A failed refresh keeps what is shown.
 *
 * A screen machine: started by the list route (app/router/screens/cam-list.tsx), provided by app/screen-machines/cam-list.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CamFilterOptions, CamRoom } from '../contracts/cam-provider.ts';
import { notProvided } from './actor-placeholders.ts';
import {
  CAM_REFRESH_MS,
  type CamListFilter,
  camPageCount,
  isLastCamPage,
  nextScheduleIndex,
  sameCamFilter,
  scheduleIndexOf,
} from '../domain/cam-list.ts';

/** A page as the provider answered it; null when the call failed (the adapter logged it). */
export type CamPageResult = { rooms: CamRoom[]; total: number } | null;
export type CamPageRequest = { filter: CamListFilter; page: number; fresh: boolean };

export interface CamListInput {
  filter: CamListFilter;
  page: number;
  rooms: CamRoom[];
  total: number;
  /** The list's filter options (categories, tag groups); kept for the controls. */
  options: CamFilterOptions;
  /** The cached schedule index (§4.4 step 5); 0 when none. */
  scheduleIndex?: number;
}

export interface CamListContext {
  filter: CamListFilter;
  page: number;
  rooms: CamRoom[];
  total: number;
  pageCount: number;
  options: CamFilterOptions;
  scheduleIndex: number;
  /** The filter and page being loaded (a change asked for), null when none. */
  pending: { filter: CamListFilter; page: number } | null;
}

export type CamListEvent = { type: 'FILTER_CHANGED'; filter: CamListFilter } | { type: 'PAGE_CHANGED'; page: number };

export type CamListTag = 'shown' | 'loading' | 'refreshing' | 'prefetching';

export const camListMachine = setup({
  types: {
    context: {} as CamListContext,
    input: {} as CamListInput,
    events: {} as CamListEvent,
    tags: {} as CamListTag,
  },
  actors: {
    /** A page of a filter: from the cache unless `fresh`, else GET {camProvider}/broadcasts (stored in the cache). */
    loadPage: fromPromise<CamPageResult, CamPageRequest>(notProvided('loadPage')),
    /** The current page loaded again by the schedule (§4.4 step 2): always from the provider, stored in the cache. */
    refreshPage: fromPromise<CamPageResult, CamPageRequest>(notProvided('refreshPage')),
    /** The next page loaded in advance into the cache (§2.2). */
    prefetchPage: fromPromise<void, CamPageRequest>(notProvided('prefetchPage')),
  },
  actions: {
    /** The page shown is the address's (the composition navigates there). */
    pageShown: (_, _params: { filter: CamListFilter; page: number }) => {},
    /** The schedule index cached (§4.4 step 5). */
    storeScheduleIndex: (_, _index: number) => {},
    adoptPage: assign(({ context }, result: { rooms: CamRoom[]; total: number }) => ({
      rooms: result.rooms,
      total: result.total,
      pageCount: camPageCount(result.total),
      filter: context.pending?.filter ?? context.filter,
      page: context.pending?.page ?? context.page,
      pending: null,
    })),
    askFilter: assign((_, filter: CamListFilter) => ({ pending: { filter, page: 1 } })),
    askPage: assign(({ context }, page: number) => ({ pending: { filter: context.pending?.filter ?? context.filter, page } })),
    dropPending: assign({ pending: null }),
    moveSchedule: assign(({ context }) => ({ scheduleIndex: nextScheduleIndex(context.scheduleIndex) })),
  },
  guards: {
    /** More pages exist after this one (§2.2 'The page after the current one is loaded in advance'). */
    hasNextPage: ({ context }) => !isLastCamPage(context.page, context.pageCount),
    answered: (_, output: CamPageResult) => output !== null,
    otherFilter: ({ context }, filter: CamListFilter) => !sameCamFilter(context.pending?.filter ?? context.filter, filter),
    otherPage: ({ context }, page: number) =>
      Number.isInteger(page) && page >= 1 && page <= Math.max(1, context.pageCount) && page !== (context.pending?.page ?? context.page),
  },
  delays: {
    /** Each step of the refresh schedule (§4.4: 3 steps of 30 s). */
    refresh: CAM_REFRESH_MS,
  },
}).createMachine({
  id: 'camList',
  description:
    "Spec 002 §2.2 'Cam room list', §4.4 'Room list auto-refresh and cache', §9: pages of 12 by filter, the next page in advance, the 3 × 30 s refresh schedule with its cached index.",
  context: ({ input }) => ({
    filter: input.filter,
    page: input.page,
    rooms: input.rooms,
    total: input.total,
    pageCount: camPageCount(input.total),
    options: input.options,
    scheduleIndex: scheduleIndexOf(input.scheduleIndex),
    pending: null,
  }),
  initial: 'showing',
  states: {
    showing: {
      description: 'The page is shown; the next one loads in advance, and the schedule reloads this one every 30 s.',
      tags: ['shown'],
      type: 'parallel',
      on: {
        FILTER_CHANGED: {
          guard: { type: 'otherFilter', params: ({ event }) => event.filter },
          target: 'loading',
          actions: { type: 'askFilter', params: ({ event }) => event.filter },
        },
        PAGE_CHANGED: {
          guard: { type: 'otherPage', params: ({ event }) => event.page },
          target: 'loading',
          actions: { type: 'askPage', params: ({ event }) => event.page },
        },
      },
      states: {
        prefetch: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'hasNextPage', target: 'prefetching' }, { target: 'done' }] },
            prefetching: {
              description: 'The page after this one loads into the cache.',
              tags: ['prefetching'],
              invoke: {
                id: 'prefetchPage',
                src: 'prefetchPage',
                input: ({ context }) => ({ filter: context.filter, page: context.page + 1, fresh: false }),
                onDone: 'done',
                onError: 'done',
              },
            },
            done: {},
          },
        },
        schedule: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'The schedule waits its step (30 s).',
              after: { refresh: 'refreshing' },
            },
            refreshing: {
              description: 'The current page loads again; the rooms, the total and the page count are stored, the index moves on and is cached.',
              tags: ['refreshing'],
              invoke: {
                id: 'refreshPage',
                src: 'refreshPage',
                input: ({ context }) => ({ filter: context.filter, page: context.page, fresh: true }),
                onDone: [
                  {
                    guard: { type: 'answered', params: ({ event }) => event.output },
                    target: 'waiting',
                    actions: [
                      { type: 'adoptPage', params: ({ event }) => event.output as { rooms: CamRoom[]; total: number } },
                      'moveSchedule',
                      { type: 'storeScheduleIndex', params: ({ context }) => context.scheduleIndex },
                    ],
                  },
                  { target: 'waiting', actions: ['moveSchedule', { type: 'storeScheduleIndex', params: ({ context }) => context.scheduleIndex }] },
                ],
                onError: {
                  target: 'waiting',
                  actions: ['moveSchedule', { type: 'storeScheduleIndex', params: ({ context }) => context.scheduleIndex }],
                },
              },
            },
          },
        },
      },
    },
    loading: {
      description: 'Another filter or page loads; the rooms shown stay until it answers. A failed load keeps them.',
      tags: ['shown', 'loading'],
      on: {
        FILTER_CHANGED: {
          guard: { type: 'otherFilter', params: ({ event }) => event.filter },
          target: 'loading',
          reenter: true,
          actions: { type: 'askFilter', params: ({ event }) => event.filter },
        },
        PAGE_CHANGED: {
          guard: { type: 'otherPage', params: ({ event }) => event.page },
          target: 'loading',
          reenter: true,
          actions: { type: 'askPage', params: ({ event }) => event.page },
        },
      },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.pending?.filter ?? context.filter, page: context.pending?.page ?? context.page, fresh: false }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'showing',
            actions: [
              { type: 'adoptPage', params: ({ event }) => event.output as { rooms: CamRoom[]; total: number } },
              { type: 'pageShown', params: ({ context }) => ({ filter: context.filter, page: context.page }) },
            ],
          },
          { target: 'showing', actions: 'dropPending' },
        ],
        onError: { target: 'showing', actions: 'dropPending' },
      },
    },
  },
});

type Snapshot = { context: CamListContext; hasTag(tag: CamListTag): boolean };

/** What the list screen renders. */
export const selectCamList = (snapshot: Snapshot) => ({
  rooms: snapshot.context.rooms,
  page: snapshot.context.page,
  pageCount: snapshot.context.pageCount,
  filter: snapshot.context.filter,
  loading: snapshot.hasTag('loading'),
});
