/**
 * The member-plus offer of the categories page (spec 001 §5 'Member-plus tile', §2 'Member-plus offer', §4): loaded
 * from a chunk of its own only for a signed-in member the offer may be for, on a page with a member-plus tile, once
 * the page runs in the browser. It loads the offer's module (app/screen-machines/member-plus-offer.ts, with the payment
 * flow's), has it provide the machines, starts the offer (which fetches the dashboard facts at once, ahead of any click) and hands its actor to
 * the route, whose tiles then send it their clicks. The dialog's view loads from a chunk of its own on first opening.
 */
import { useActorRef } from '@xstate/react';
import { useSelector } from '../../../views/containers/use-selector.ts';
import { Suspense, useEffect, useMemo } from 'react';
import type { MemberPlusOfferFlags } from '../../../machines/member-plus-offer.machine.ts';
import type { MemberPlusOfferRef } from '../../../views/containers/CategoriesScreen.tsx';
import { lazyComponent, lazyModule } from '../../../views/ui/lazy.tsx';
import type { Services } from '../services.ts';

// The offer's module holds the payment flow's too: one load, one suspension.
const machinesModule = lazyModule(() => import('../../screen-machines/member-plus-offer.ts'));
const MemberPlusOfferDialog = lazyComponent(() => import('../../../views/catalogue/MemberPlusOffer.tsx'), 'MemberPlusOffer');

export type MemberPlusOfferProps = {
  services: Services;
  /** The signed-in member (the session's user id). */
  member: string;
  flags: MemberPlusOfferFlags;
  /** Told the offer's actor once started (and null when it stops), so the page's tiles can send it their clicks. */
  onStart(offer: MemberPlusOfferRef | null): void;
};

export function MemberPlusOfferComposition({ services, member, flags, onStart }: MemberPlusOfferProps) {
  const { memberPlusOffer } = machinesModule.useLoaded();
  const machine = useMemo(() => memberPlusOffer.provide(services), [memberPlusOffer, services]);
  const offer = useActorRef(machine, { input: { member, flags } });
  useEffect(() => {
    onStart(offer);
    return () => onStart(null);
  }, [offer, onStart]);
  // Once the member may be offered something, the dialog's chunk is fetched ahead, so opening it never waits.
  const ready = useSelector(offer, (s) => s.matches('ready'));
  useEffect(() => {
    if (ready) void MemberPlusOfferDialog.preload();
  }, [ready]);
  const open = useSelector(offer, (s) => s.hasTag('open'));
  const tile = useSelector(offer, (s) => s.context.tile);
  const price = useSelector(offer, (s) => s.context.price);
  const phase = useSelector(offer, (s) =>
    s.hasTag('busy') ? 'busy' : s.hasTag('loading') ? 'loading' : s.hasTag('unavailable') ? 'unavailable' : 'showing',
  );
  if (!open || !tile) return null;
  return (
    <Suspense fallback={null}>
      <MemberPlusOfferDialog
        name={tile.name}
        price={price}
        phase={phase}
        onBuy={() => offer.send({ type: 'BUY_CLICKED' })}
        onClose={() => offer.send({ type: 'CLOSED' })}
      />
    </Suspense>
  );
}
