/**
 * The cam list (machines/cam-list.machine.ts): pages through the cams REST adapter with the tab's cache
 * (app/router/cam-list-data.ts: cache first, the schedule's refresh always from the provider, every answer stored),
 * the next page into the cache, the schedule index cached, and the page shown put in the address (a client navigation
 * of the list route at `path`, or a tag page's with its tag fixed, which then finds the page in the cache).
 */
import { fromPromise } from 'xstate';
import { camListCache, shownCamPage } from '../router/cam-cache.ts';
import { camPageHref } from '../../domain/cam-list.ts';
import { type CamPageRequest, type CamPageResult, camListMachine } from '../../machines/cam-list.machine.ts';
import { loadCamPage } from '../router/cam-list-data.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';

/** The cached schedule index (0 on the server: nothing is cached there, and the index is never rendered). */
export const scheduleIndex = (): number => camListCache().scheduleIndex();

/** The page a list machine starts from (app/router/cam-cache.ts): the tab cache's when it holds it, else the loader's. */
export const startingPage = shownCamPage;

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
