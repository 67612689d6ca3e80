/**
 * The cam list routes' component (DESIGN 'Composition': a screen machine is composed by its route): loads the list
 * machine's module (app/screen-machines/cam-list.ts) with the screen, both lazily (in the first page, after it:
 * screen-actor.tsx), starts the machine with the loader's page as its starting facts (so the server's HTML is the hydrated one; the tab cache's copy of the page when
 * it has one, which the rooms' events keep current) and the cached schedule index, and hands the screen its actor.
 * One machine per address: a filter or page the machine put in the address (or Back) starts a new one.
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { camPageHref } from '../../../domain/cam-list.ts';
import type { CamListRouteData } from '../cam-list-data.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const CamListScreen = lazyComponent(() => import('../../../views/cams/CamListScreen.tsx'), 'CamListScreen');
export const camListMachine = screenMachine('cam-list', () => import('../../screen-machines/cam-list.ts'));

function CamListMachineScreen({ data }: { data: CamListRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const router = useRouter();
  const tagCode = data.tag?.code;
  // The page shown is in the tab's cache from now on, before the machine's code has come (and its own start finds it
  // there): a room opened in between updates this page's card (spec 002 §4.3). The cache's code is not in the first load.
  useEffect(() => {
    void import('../cam-cache.ts').then((m) => m.shownCamPage(data.filter, data.page, data.rooms, data.total));
  }, [data]);
  const [list, snapshot] = useScreenActor(camListMachine, ({ camList, scheduleIndex, startingPage }) => {
    const start = startingPage(data.filter, data.page, data.rooms, data.total);
    return {
      machine: camList.provide(services, {
        path: data.path,
        fixedTags: tagCode ? [tagCode] : [],
        navigate: (href) => void router.navigate({ href }),
      }),
      input: { filter: data.filter, page: data.page, rooms: start.rooms, total: start.total, options: data.options, scheduleIndex: scheduleIndex() },
    };
  });
  return (
    <>
      <CamListScreen data={data} list={list} />
      {snapshot}
    </>
  );
}

export function CamListRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as CamListRouteData;
  return <CamListMachineScreen key={camPageHref(data.path, data.filter, data.page)} data={data} />;
}

export const camListRouteComponent = Object.assign(CamListRoute, {
  preload: () => Promise.all([CamListScreen.preload(), camListMachine.preload()]).then(() => {}),
});
