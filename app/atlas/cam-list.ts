/**
 * The cam room list in the atlas (spec 002 §2.2, §4.4): a first page of 2 pages (the next one loads in advance), a
 * single page (nothing to load in advance), an empty filter; a filter change, a page change, the schedule's 30 s
 * refresh with its answers (a page, a failure answering null, a thrown error), so the graph goes round the 3-step
 * schedule (0 → 1 → 2 → 0).
 */
import type { CamFilterOptions, CamRoom } from '../../contracts/cam-provider.ts';
import { camListMachine } from '../../machines/cam-list.machine.ts';
import { DEFAULT_CAM_FILTER } from '../../domain/cam-list.ts';
import { defineAtlasEntry } from './define.ts';

const STATUSES: CamRoom['broadcastStatus'][] = ['PUBLIC', 'AWAY', 'PRIVATE_SHOW', 'SPY_SHOW', 'OFFLINE'];

export const camRoomExample = (n: number, more: Partial<CamRoom> = {}): CamRoom => ({
  id: `room-${n}`,
  modelId: `model-${n}`,
  modelNickname: `bot${n}`,
  modelName: `Model ${n}`,
  preview: `/api/cam-provider/previews/bot${n}.svg`,
  category: 'girls',
  broadcastStatus: STATUSES[n % STATUSES.length] ?? 'PUBLIC',
  broadcastTextStatus: `Hello from room ${n}`,
  broadcastMembersCount: n * 7,
  is6k: n % 4 === 0,
  ...more,
});

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => camRoomExample(from + i));

export const CAM_OPTIONS_EXAMPLE: CamFilterOptions = {
  categories: [
    { code: 'girls', name: 'Girls' },
    { code: 'couples', name: 'Couples' },
    { code: 'trans', name: 'Trans' },
  ],
  groups: [
    {
      code: 'hair',
      name: 'Hair',
      tags: [
        { code: 'blonde', name: 'Blonde' },
        { code: 'redhead', name: 'Redhead' },
      ],
    },
  ],
};

export const CAM_LIST_EXAMPLES = {
  firstOfTwo: { rooms: page(1, 12), total: 20 },
  refreshed: {
    rooms: page(1, 12).map((room, i) => (i === 0 ? { ...room, broadcastStatus: 'OFFLINE' as const, broadcastTextStatus: 'Back tomorrow' } : room)),
    total: 20,
  },
  secondPage: { rooms: page(13, 8), total: 20 },
  couples: { rooms: page(40, 3).map((room) => ({ ...room, category: 'couples' as const })), total: 3 },
};

export const camListEntry = defineAtlasEntry({
  id: 'cam-list',
  title: 'Cam room list',
  spec: ["002 §2.2 'Cam room list'", "002 §4.4 'Room list auto-refresh and cache'", "002 §9 'Room list'"],
  description:
    'The rooms of a page (12 a page) of a filter, from the server-rendered first page: a filter or page change loads that page (the rooms shown stay until it answers; a failure keeps them), the next page loads in advance into the cache, and every 30 s the schedule reloads the current page, stores rooms, total and page count, and moves its cached index 0 → 1 → 2 → 0.',
  area: 'cams',
  lifetime: 'screen',
  machine: camListMachine,
  inputs: {
    'first of two pages': { filter: DEFAULT_CAM_FILTER, page: 1, ...CAM_LIST_EXAMPLES.firstOfTwo, options: CAM_OPTIONS_EXAMPLE, scheduleIndex: 0 },
    'one page, schedule at step 2': {
      filter: { category: 'couples', tags: [], status: 'all' },
      page: 1,
      ...CAM_LIST_EXAMPLES.couples,
      options: CAM_OPTIONS_EXAMPLE,
      scheduleIndex: 2,
    },
    'no rooms': { filter: { category: 'trans', tags: ['redhead'], status: 'away' }, page: 1, rooms: [], total: 0, options: CAM_OPTIONS_EXAMPLE },
  },
  events: [
    { type: 'FILTER_CHANGED', filter: { category: 'couples', tags: [], status: 'all' } },
    { type: 'FILTER_CHANGED', filter: DEFAULT_CAM_FILTER },
    { type: 'PAGE_CHANGED', page: 2 },
    { type: 'PAGE_CHANGED', page: 1 },
    { type: 'xstate.done.actor.loadPage', output: CAM_LIST_EXAMPLES.secondPage },
    { type: 'xstate.done.actor.loadPage', output: null },
    { type: 'xstate.error.actor.loadPage', error: new Error('Network error') },
    { type: 'xstate.done.actor.refreshPage', output: CAM_LIST_EXAMPLES.refreshed },
    { type: 'xstate.done.actor.refreshPage', output: null },
    { type: 'xstate.error.actor.refreshPage', error: new Error('Network error') },
    { type: 'xstate.done.actor.prefetchPage', output: undefined },
    { type: 'xstate.error.actor.prefetchPage', error: new Error('Network error') },
  ],
  fakeActors: ['loadPage', 'refreshPage', 'prefetchPage'],
  graph: {
    limit: 3000,
    // What the guards and the screen read: the state, the page shown and asked for, the page count, the index, the first room.
    serializeState: (state) => {
      const c = state.context;
      return JSON.stringify([state.value, c.page, c.pageCount, c.filter.category, c.pending, c.scheduleIndex, c.rooms[0]?.broadcastStatus ?? null]);
    },
    contextView: (c) => [c.page, c.pageCount, c.filter, c.pending, c.scheduleIndex, c.rooms.length, c.rooms[0]?.broadcastStatus ?? null],
  },
});
