/**
 * The cam list's machine with its side effects provided (DESIGN 'Composition': a screen machine is composed by its
 * route; this file loads with the list screen, never in another page's first load): pages through the cams REST
 * adapter with the tab's cache (app/router/cam-list-data.ts: cache first, the schedule's refresh always from the
 * provider, every answer stored), the next page into the cache, the schedule index cached, and the page shown put in
 * the address (a client navigation of the list route, which then finds the page in the cache).
 */
import { fromPromise } from 'xstate';
import type { CamPageRequest, CamPageResult, camListMachine } from '../../machines/cam-list.machine.ts';
import { camPageHref } from '../../domain/cam-list.ts';
import { camListCache } from './cam-cache.ts';
import { loadCamPage } from './cam-list-data.ts';
import type { Services } from './services.ts';

export interface CamListScreens {
  /** The list at `path` (the list, or a tag page with its tag fixed), its changes navigated with `nav.navigate`. */
  camList(machine: typeof camListMachine, path: string, fixedTags?: readonly string[]): typeof camListMachine;
  /** The cached schedule index (0 on the server: nothing is cached there, and the index is never rendered). */
  scheduleIndex(): number;
}

export function createCamListScreens(services: Pick<Services, 'cams'>, nav: { navigate: (href: string) => void }): CamListScreens {
  const cache = camListCache();
  return {
    scheduleIndex: () => cache.scheduleIndex(),
    camList: (machine, path, fixedTags = []) =>
      machine.provide({
        actions: {
          pageShown: (_, { filter, page }) => nav.navigate(camPageHref(path, filter, page, fixedTags)),
          storeScheduleIndex: (_, index) => cache.storeScheduleIndex(index),
        },
        actors: {
          loadPage: fromPromise<CamPageResult, CamPageRequest>(({ input }) => loadCamPage(services, input.filter, input.page, input.fresh)),
          refreshPage: fromPromise<CamPageResult, CamPageRequest>(({ input }) => loadCamPage(services, input.filter, input.page, true)),
          prefetchPage: fromPromise<void, CamPageRequest>(async ({ input }) => {
            await loadCamPage(services, input.filter, input.page, false);
          }),
        },
      }),
  };
}
