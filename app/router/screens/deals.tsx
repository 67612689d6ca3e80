/**
 * The /deals/ route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * deal-cards machine (its module, app/screen-machines/deal-cards.ts, loaded with the screen; in the first page,
 * after it: screen-actor.tsx), with the loader's deals as
 * its starting facts (so the server renders the timers and the first texts the browser then moves on from), and hands
 * the lazily loaded screen its actor.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import type { Deal } from '../../../contracts/deals.ts';
import type { DealsPageData } from '../../../views/deals/DealsScreen.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const DealsScreen = lazyComponent(() => import('../../../views/deals/DealsScreen.tsx'), 'DealsScreen');
export const dealCardsMachine = screenMachine('deal-cards', () => import('../../screen-machines/deal-cards.ts'));

export type DealsRouteData = DealsPageData & { deals: Deal[] };

function DealsMachineScreen({ data }: { data: DealsRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const [cards, snapshot] = useScreenActor(dealCardsMachine, ({ dealCards }) => ({
    machine: dealCards.provide(services),
    input: { deals: data.deals },
  }));
  return (
    <>
      <DealsScreen data={data} cards={cards} />
      {snapshot}
    </>
  );
}

export function DealsRoute() {
  const match = useMatch({ strict: false });
  return <DealsMachineScreen data={match.loaderData as DealsRouteData} />;
}

export const dealsRouteComponent = Object.assign(DealsRoute, {
  preload: () => Promise.all([DealsScreen.preload(), dealCardsMachine.preload()]).then(() => {}),
});
