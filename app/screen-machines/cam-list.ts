/**
 * The cam list (machines/cam-list.machine.ts): pages through the cams REST adapter with the tab's cache
 * (app/router/cam-list-data.ts: cache first, the schedule's refresh always from the provider, every answer stored),
 * the next page into the cache, the schedule index cached, and the page shown put in the address (a client navigation
 * of the list route at `path`, or a tag page's with its tag fixed, which then finds the page in the cache).
 */
import { fromPromise } from 'xstate';
import { camListCache } from '../router/cam-cache.ts';
import { type CamListFilter, camFilterKey, camPageCount, camPageHref } from '../../domain/cam-list.ts';
import type { CamRoom } from '../../contracts/cam-provider.ts';
import { type CamPageRequest, type CamPageResult, camListMachine } from '../../machines/cam-list.machine.ts';
import { loadCamPage } from '../router/cam-list-data.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';

/** The cached schedule index (0 on the server: nothing is cached there, and the index is never rendered). */
export const scheduleIndex = (): number => camListCache().scheduleIndex();

/**
 * The page a list machine starts from: the tab cache's when it holds it (kept current by the rooms' events, spec 002
 * §4.3: a text status, viewers or status a room heard while the viewer was in it), else the loader's — the server's
 * page on the first view, which the cache then keeps so those events reach it. The server has no tab cache: its
 * render and the hydration start from the loader's page alike.
 */
export function startingPage(filter: CamListFilter, page: number, rooms: CamRoom[], total: number): { rooms: CamRoom[]; total: number } {
  const cache = camListCache();
  const key = camFilterKey(filter);
  const known = cache.roomPage(key, page);
  if (known) return { rooms: [...known.rooms], total: known.total };
  if (typeof window !== 'undefined') cache.storeRoomPage(key, page, rooms, total, camPageCount(total));
  return { rooms, total };
}

export const camList = defineScreenMachine({
  id: 'camList',
  machine: camListMachine,
  provide: (
    services: Pick<Services, 'cams'>,
    { path, fixedTags = [], navigate }: { path: string; fixedTags?: readonly string[]; navigate: (href: string) => void },
  ) => {
    const cache = camListCache();
    return camListMachine.provide({
      actions: {
        pageShown: (_, { filter, page }) => navigate(camPageHref(path, filter, page, fixedTags)),
        storeScheduleIndex: (_, index) => cache.storeScheduleIndex(index),
      },
      actors: {
        loadPage: fromPromise<CamPageResult, CamPageRequest>(({ input }) => loadCamPage(services, input.filter, input.page, input.fresh)),
        refreshPage: fromPromise<CamPageResult, CamPageRequest>(({ input }) => loadCamPage(services, input.filter, input.page, true)),
        prefetchPage: fromPromise<void, CamPageRequest>(async ({ input }) => {
          await loadCamPage(services, input.filter, input.page, false);
        }),
      },
    });
  },
});
