/**
 * The 'Membership Info' route's component (DESIGN 'Composition': a screen machine is composed by its route): loads the
 * membership-cancel machine's module (app/screen-machines/membership-cancel.ts) with the screen (both lazily: no other
 * page's first load carries them; in the first page, after it: screen-actor.tsx), has it provide the machine (the cancellation and the reload through the site API adapter, the visit's session token
 * refresh after a cancellation), starts it with the loader's facts (so the server renders them) and hands the screen
 * its actor.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import type { MembershipInfoData } from '../../../machines/membership-cancel.machine.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const MembershipInfoScreen = lazyComponent(() => import('../../../views/containers/MembershipInfoScreen.tsx'), 'MembershipInfoScreen');
export const membershipCancelMachine = screenMachine('membership-cancel', () => import('../../screen-machines/membership-cancel.ts'));

export type MembershipInfoRouteData = MembershipInfoData;

function MembershipInfoMachineScreen({ data }: { data: MembershipInfoRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const [cancel, snapshot] = useScreenActor(membershipCancelMachine, ({ membershipCancel }) => ({
    machine: membershipCancel.provide(services),
    input: data,
  }));
  return (
    <>
      <MembershipInfoScreen cancel={cancel} />
      {snapshot}
    </>
  );
}

export function MembershipInfoRoute() {
  const match = useMatch({ strict: false });
  return <MembershipInfoMachineScreen data={match.loaderData as MembershipInfoRouteData} />;
}

export const membershipInfoRouteComponent = Object.assign(MembershipInfoRoute, {
  preload: () => Promise.all([MembershipInfoScreen.preload(), membershipCancelMachine.preload()]).then(() => {}),
});
