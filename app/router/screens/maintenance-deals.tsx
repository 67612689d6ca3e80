/**
 * The maintenance page's 'Try our partners' carousel as the root route composes it (spec 001 §2 'Maintenance deals
 * carousel'; DESIGN 'Composition'): the deal-cards machine, provided by its module (app/screen-machines/deal-cards.ts:
 * the deals through the content adapter), started with no deals and only the 'maintenance' type, so it loads them on render.
 * The machine and the carousel (with swiper) come in chunks of their own, only while the maintenance page shows;
 * until they are there the section paints its heading and 3 placeholder cards (the same as the machine's loading
 * state, so nothing moves when they arrive).
 */
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { MAINTENANCE_DEAL_TYPE, MAX_DEAL_PLACEHOLDERS } from '../../../domain/deals.ts';
import { DealPlaceholders, PartnersSection } from '../../../views/deals/DealPlaceholders.tsx';
import { lazyComponent, lazyModule } from '../../../views/ui/lazy.tsx';
import type { RouterContext } from '../services.ts';

const MaintenanceCarousel = lazyComponent(() => import('../../../views/deals/MaintenanceDeals.tsx'), 'MaintenanceDeals');
const machineModule = lazyModule(() => import('../../screen-machines/deal-cards.ts'));

function MaintenanceDealsMachine() {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { dealCards } = machineModule.useLoaded();
  const machine = useMemo(() => dealCards.provide(services), [dealCards, services]);
  const cards = useActorRef(machine, { input: { deals: null, only: MAINTENANCE_DEAL_TYPE } });
  return <MaintenanceCarousel cards={cards} />;
}

export function MaintenanceDeals() {
  return (
    <Suspense
      fallback={
        <PartnersSection>
          <DealPlaceholders count={MAX_DEAL_PLACEHOLDERS} />
        </PartnersSection>
      }
    >
      <MaintenanceDealsMachine />
    </Suspense>
  );
}
