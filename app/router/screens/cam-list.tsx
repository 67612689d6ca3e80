/**
 * The cam list routes' component (DESIGN 'Composition': a screen machine is composed by its route): loads the list
 * machine and its factory (app/router/cam-list-screens.ts) with the screen, all lazily, starts the machine with the
 * loader's page as its starting facts (so the server's HTML is the hydrated one) and the cached schedule index, and
 * hands the screen its actor. One machine per address: a filter or page the machine put in the address (or Back)
 * starts a new one from the loader's page, which the cache then holds.
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { camPageHref } from '../../../domain/cam-list.ts';
import type { CamListRouteData } from '../cam-list-data.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const CamListScreen = lazyComponent(() => import('../../../views/cams/CamListScreen.tsx'), 'CamListScreen');
const machineModule = lazyModule(() => import('../../../machines/cam-list.machine.ts'));
const screensModule = lazyModule(() => import('../cam-list-screens.ts'));

function CamListMachineScreen({ data }: { data: CamListRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const router = useRouter();
  const { camListMachine } = machineModule.useLoaded();
  const { createCamListScreens } = screensModule.useLoaded();
  const screens = useMemo(
    () => createCamListScreens(services, { navigate: (href) => void router.navigate({ href }) }),
    [createCamListScreens, services, router],
  );
  const tagCode = data.tag?.code;
  const machine = useMemo(() => screens.camList(camListMachine, data.path, tagCode ? [tagCode] : []), [screens, camListMachine, data.path, tagCode]);
  const list = useActorRef(machine, {
    input: {
      filter: data.filter,
      page: data.page,
      rooms: data.rooms,
      total: data.total,
      options: data.options,
      scheduleIndex: screens.scheduleIndex(),
    },
  });
  return <CamListScreen data={data} list={list} />;
}

export function CamListRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as CamListRouteData;
  return <CamListMachineScreen key={camPageHref(data.path, data.filter, data.page)} data={data} />;
}

export const camListRouteComponent = Object.assign(CamListRoute, {
  preload: () => Promise.all([CamListScreen.preload(), machineModule.preload(), screensModule.preload()]).then(() => {}),
  screenSource: 'views/cams/CamListScreen.tsx',
});
