/**
 * The deals page's cards and the maintenance page's carousel (machines/deal-cards.machine.ts; spec 001 §2 'Deals',
 * 'Maintenance deals carousel'): the carousel's deals through the content adapter (none when the call fails: it logs
 * and never throws; none without the adapter).
 */
import { fromPromise } from 'xstate';
import type { ContentApi } from '../../adapters/content-api.ts';
import { dealCardsMachine } from '../../machines/deal-cards.machine.ts';
import { defineScreenMachine } from './define.ts';

export const dealCards = defineScreenMachine({
  id: 'dealCards',
  machine: dealCardsMachine,
  provide: ({ content }: { content?: Partial<Pick<ContentApi, 'deals'>> }) =>
    dealCardsMachine.provide({ actors: { loadDeals: fromPromise(async () => (content?.deals ? content.deals() : [])) } }),
});
