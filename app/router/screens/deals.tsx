/**
 * The /deals/ route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * deal-cards machine (its module, app/screen-machines/deal-cards.ts, loaded with the screen), with the loader's deals as
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
const machineModule = lazyModule(() => import('../../screen-machines/deal-cards.ts'));

export type DealsRouteData = DealsPageData & { deals: Deal[] };

function DealsMachineScreen({ data }: { data: DealsRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { dealCards } = machineModule.useLoaded();
  const machine = useMemo(() => dealCards.provide(services), [dealCards, services]);
  const cards = useActorRef(machine, { input: { deals: data.deals } });
  return <DealsScreen data={data} cards={cards} />;
}

export function DealsRoute() {
  const match = useMatch({ strict: false });
  return <DealsMachineScreen data={match.loaderData as DealsRouteData} />;
}

export const dealsRouteComponent = Object.assign(DealsRoute, {
  preload: () => Promise.all([DealsScreen.preload(), machineModule.preload()]).then(() => {}),
});
