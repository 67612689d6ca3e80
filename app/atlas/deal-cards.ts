/**
 * The deal cards in the atlas: the deals page with countdowns (timers of 3 s and 2 s, so the graph reaches the reset
 * to the timer), with rotating texts (3 and 2 texts, so it reaches the wrap), with neither; the maintenance carousel
 * loading its deals (only the 'maintenance' ones shown), answering none, or failing. Each example runs one clock at a
 * time (countdowns or texts), so each step of a path moves one of them; the model test runs both together.
 */
import type { Deal } from '../../contracts/deals.ts';
import { dealCardsMachine } from '../../machines/deal-cards.machine.ts';
import { defineAtlasEntry } from './define.ts';

const deal = (id: number, more: Partial<Deal>): Deal => ({
  id,
  title: `Partner deal ${id}`,
  description: 'A year of partner scenes.',
  image: { permalink: `/media/art/deal/${id}.svg`, alt: '' },
  oldPrice: 29.99,
  newPrice: 14.99,
  timer: 0,
  notificationTexts: [],
  btnLink: `https://partner-${id}.example/`,
  type: 'deals',
  sort: id,
  variant: 'red',
  ...more,
});

export const DEAL_EXAMPLES = {
  countdowns: [deal(1, { timer: 3, notificationTexts: ['Only today'] }), deal(2, { timer: 2, variant: 'green', sort: 0 })],
  texts: [
    deal(3, { notificationTexts: ['12 people bought this today', 'Ends soon', 'Best price this year'], variant: 'largeRed' }),
    deal(4, { notificationTexts: ['Selling fast', 'Members save more'], variant: 'darkest', oldPrice: 10, newPrice: 10 }),
  ],
  plain: [deal(5, { notificationTexts: ['One text only'] })],
  loaded: [
    deal(6, { type: 'maintenance', timer: 2, sort: 2 }),
    deal(7, { type: 'maintenance', sort: 1, variant: 'green' }),
    // Not a maintenance deal: left out of the carousel (so its texts never rotate there).
    deal(8, { type: 'deals', notificationTexts: ['Not on the maintenance page', 'Left out'] }),
  ],
} satisfies Record<string, Deal[]>;

export const dealCardsEntry = defineAtlasEntry({
  id: 'deal-cards',
  title: 'Deal cards',
  spec: ["001 §2 'Deals — /deals/'", "001 §2 'Maintenance deals carousel'", "001 §4 'Deal countdown and texts'", "001 §9 'Deals'"],
  description:
    "The deals page's cards and the maintenance page's carousel: each countdown starts at its deal's timer, goes down every second and goes back to the timer at 0; a card with 2 or more notification texts shows the next every 5 s. The carousel loads the deals on render (placeholders meanwhile) and keeps the 'maintenance' ones.",
  area: 'sales',
  lifetime: 'screen',
  machine: dealCardsMachine,
  inputs: {
    'deals page, countdowns': { deals: DEAL_EXAMPLES.countdowns },
    'deals page, rotating texts': { deals: DEAL_EXAMPLES.texts },
    'deals page, no countdown nor rotation': { deals: DEAL_EXAMPLES.plain },
    'maintenance carousel': { deals: null, only: 'maintenance' },
  },
  events: [
    { type: 'xstate.done.actor.loadDeals', output: DEAL_EXAMPLES.loaded },
    { type: 'xstate.done.actor.loadDeals', output: [] },
    { type: 'xstate.error.actor.loadDeals', error: new Error('Network error') },
  ],
  fakeActors: ['loadDeals'],
});
