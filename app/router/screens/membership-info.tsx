/**
 * The 'Membership Info' route's component (DESIGN 'Composition': a screen machine is composed by its route): loads the
 * membership-cancel machine's module (app/screen-machines/membership-cancel.ts) with the screen (both lazily: no other
 * page's first load carries them), has it provide the machine (the cancellation and the reload through the site API adapter, the visit's session token
 * refresh after a cancellation), starts it with the loader's facts (so the server renders them) and hands the screen
 * its actor.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { MembershipInfoData } from '../../../machines/membership-cancel.machine.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const MembershipInfoScreen = lazyComponent(() => import('../../../views/containers/MembershipInfoScreen.tsx'), 'MembershipInfoScreen');
const machineModule = lazyModule(() => import('../../screen-machines/membership-cancel.ts'));

export type MembershipInfoRouteData = MembershipInfoData;

function MembershipInfoMachineScreen({ data }: { data: MembershipInfoRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { membershipCancel } = machineModule.useLoaded();
  const machine = useMemo(() => membershipCancel.provide(services), [membershipCancel, services]);
  const cancel = useActorRef(machine, { input: data });
  return <MembershipInfoScreen cancel={cancel} />;
}

export function MembershipInfoRoute() {
  const match = useMatch({ strict: false });
  return <MembershipInfoMachineScreen data={match.loaderData as MembershipInfoRouteData} />;
}

export const membershipInfoRouteComponent = Object.assign(MembershipInfoRoute, {
  preload: () => Promise.all([MembershipInfoScreen.preload(), machineModule.preload()]).then(() => {}),
});
