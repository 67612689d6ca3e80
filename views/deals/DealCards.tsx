/**
 * A deal card bound to the deal-cards machine (spec 001 §4 'Deal countdown and texts'): the card's countdown and shown
 * text come from the machine's snapshot (a narrow selector per card); the server renders its initial snapshot (the
 * timers and the first texts), so the hydrated page starts where the HTML was.
 */
import { shallowEqual, useSelector } from '../containers/use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import type { Deal } from '../../contracts/deals.ts';
import type { dealCardsMachine } from '../../machines/deal-cards.machine.ts';
import { selectCard } from '../../machines/deal-cards.selectors.ts';
import { DealCard } from './DealCard.tsx';

export type DealCardsActor = ActorRefFrom<typeof dealCardsMachine>;

export function BoundDealCard({
  cards,
  index,
  deal,
  headingLevel,
  eager,
}: {
  cards: DealCardsActor;
  index: number;
  deal: Deal;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { remaining, textIndex } = useSelector(cards, (s) => selectCard(s, index), shallowEqual);
  return <DealCard deal={deal} remaining={remaining} textIndex={textIndex} headingLevel={headingLevel} eager={eager} />;
}
