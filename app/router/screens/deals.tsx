/**
 * The /deals/ route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * deal-cards machine (loaded with the screen), provided by the router context's factory, with the loader's deals as
 * its starting facts (so the server renders the timers and the first texts the browser then moves on from), and hands
 * the lazily loaded screen its actor.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { Deal } from '../../../contracts/deals.ts';
import type { DealsPageData } from '../../../views/deals/DealsScreen.tsx';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const DealsScreen = lazyComponent(() => import('../../../views/deals/DealsScreen.tsx'), 'DealsScreen');
const machineModule = lazyModule(() => import('../../../machines/deal-cards.machine.ts'));

export type DealsRouteData = DealsPageData & { deals: Deal[] };

function DealsMachineScreen({ data }: { data: DealsRouteData }) {
  const { screens } = useRouteContext({ strict: false }) as RouterContext;
  const { dealCardsMachine } = machineModule.useLoaded();
  const machine = useMemo(() => screens.dealCards(dealCardsMachine), [screens, dealCardsMachine]);
  const cards = useActorRef(machine, { input: { deals: data.deals } });
  return <DealsScreen data={data} cards={cards} />;
}

export function DealsRoute() {
  const match = useMatch({ strict: false });
  return <DealsMachineScreen data={match.loaderData as DealsRouteData} />;
}

export const dealsRouteComponent = Object.assign(DealsRoute, {
  preload: () => Promise.all([DealsScreen.preload(), machineModule.preload()]).then(() => {}),
  screenSource: 'views/deals/DealsScreen.tsx',
});
