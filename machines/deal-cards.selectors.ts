/** What the deal cards' views read of the deal-cards machine (deal-cards.machine.ts), without the machine's code. */
import type { Deal } from '../contracts/deals.ts';
import type { DealCardsContext, DealCardsTag } from './deal-cards.machine.ts';

type DealCardsSnapshot = { context: DealCardsContext; hasTag(tag: DealCardsTag): boolean };

/** The deals shown (none while loading) and whether they are still loading. */
export const selectDeals = (s: DealCardsSnapshot): { deals: Deal[] | null; loading: boolean } => ({
  deals: s.context.deals,
  loading: s.hasTag('loading'),
});

/** A card's countdown (seconds) and the index of its shown text. */
export const selectCard = (s: DealCardsSnapshot, index: number): { remaining: number; textIndex: number } => ({
  remaining: s.context.remaining[index] ?? 0,
  textIndex: s.context.textIndex[index] ?? 0,
});
