/**
 * The join-now page in the atlas: a first visit (trap armed), a visit during the trap, and a visit after it; bundles
 * toggled, a tariff chosen, the visitor leaving, the leave-page offer's answers (granted for the trap's time, none, a
 * failure), the offer refused at checkout, the clock ticking.
 */
import type { PriceSlot, SlaveSite } from '../../contracts/sales.ts';
import { type JoinNowContext, joinNowMachine } from '../../machines/join-now.machine.ts';
import { selectTrapLeft } from '../../machines/join-now.selectors.ts';
import type { Bundle } from '../../domain/tariffs.ts';
import { defineAtlasEntry } from './define.ts';
import { examplePrice } from './sales-examples.ts';

const partners: SlaveSite[] = [
  { uuid: 'partner-midnight', siteHost: 'midnightvr.test', siteSettings: { title: 'MidnightVR', subtitle: '' } },
  { uuid: 'partner-lumen', siteHost: 'lumenar.test', siteSettings: { title: 'LumenAR', subtitle: '' } },
];
const bundles: Bundle[] = partners.map((site) => ({ ...site, isActive: false }));

/** A slot of the example page: `set` names its price, `type` 1 is standard, 2 special. */
const slot = (set: string, sort: number, type: number, sites: SlaveSite[]): PriceSlot => ({
  uuid: `slot-${set}-${type}-${sort}`,
  type,
  sort,
  image: null,
  label: '',
  price: examplePrice(`price-${set}-${type}-${sort}`, {
    title: `Plan ${sort}`,
    amount: 10 * sort + sites.length,
    oldAmount: null,
    period: { unit: 'month', count: sort },
    priceSlaveSites: sites,
    slavePriceUuids: sites.map((site) => `price-${set}-${type}-${sort}-on-${site.uuid}`),
  }),
});

/** Two standard and two special base prices, one price with each partner site and one with both. */
export const joinNowSlots: PriceSlot[] = [
  slot('base', 1, 1, []),
  slot('base', 2, 1, []),
  slot('base', 1, 2, []),
  slot('base', 2, 2, []),
  slot('first', 1, 1, partners.slice(0, 1)),
  slot('second', 1, 1, partners.slice(1)),
  slot('third', 1, 1, partners),
];

const first = {
  slots: joinNowSlots,
  bundles,
  chosen: 1,
  nowSec: 1000,
  timerStarts: [1000, null, 1000, null],
  trapSeen: false,
  trap: null,
  trapSeconds: 2,
};

/**
 * What the clock's seconds decide (the trap's seconds left, which price timers run), whether the trap was seen before
 * this page and its length: the graph counts these, not seconds.
 */
export const joinNowView = (context: JoinNowContext) => [
  context.bundles.map((b) => b.isActive),
  context.chosen,
  context.specialOn,
  selectTrapLeft({ context }),
  context.timerStarts.map((start) => start !== null),
  context.trapSeen,
  context.trapSeconds,
  // While the offer is asked, the seconds since the visitor left (the trap's timer starts there); past the trap's
  // length they change nothing more.
  context.leftAt === null ? null : Math.min(context.nowSec - context.leftAt, context.trapSeconds),
];

export const joinNowEntry = defineAtlasEntry({
  id: 'join-now',
  title: 'Join-now page',
  spec: ["001 §4 'Bundles and tariff sets'", "001 §4 'Per-price timers'", "001 §4 'Leave-page trap'", '001 §9 (countdowns tick every 1 s)'],
  description:
    "Bundles toggle the shown tariff set; the chosen tariff is a position in it, and each change of the chosen price is announced (PRICE_CHANGED) for the checkout. Countdowns tick every second. Leaving the page (back button or the configured edges) once per browser session asks the site API for the visitor's leave-page offer; with it special tariffs switch on for the offer's seconds from when the visitor left (the trap timer), clearing the price timers; without it nothing shows. While it runs the buyer may switch the 'One-Time Special' off and on; when it runs out, or the checkout hears the offer expired, special tariffs switch off (the same plan, announced as kept) and the price timers restart.",
  area: 'sales',
  lifetime: 'screen',
  machine: joinNowMachine,
  inputs: {
    'first visit': first,
    'during the trap': { ...first, trapSeen: true, trap: { start: 999, duration: 2 } },
    'after the trap': { ...first, trapSeen: true },
    // A longer trap configured since, so its start is a state of its own in the graph.
    'back after the trap ran out': { ...first, trapSeen: true, trap: { start: 990, duration: 2 }, trapSeconds: 3 },
  },
  events: [
    { type: 'BUNDLE_TOGGLED', uuid: 'partner-midnight' },
    { type: 'BUNDLE_TOGGLED', uuid: 'partner-lumen' },
    { type: 'TARIFF_CHOSEN', position: 0 },
    { type: 'TARIFF_CHOSEN', position: 1 },
    { type: 'LEFT_PAGE' },
    { type: 'SPECIAL_TOGGLED' },
    { type: 'OFFER_EXPIRED' },
    { type: 'xstate.done.actor.openOffer', output: { priceUuids: ['price-base-2-1', 'price-base-2-2'], seconds: 2 } },
    { type: 'xstate.done.actor.openOffer', output: null },
    { type: 'xstate.error.actor.openOffer', error: new Error('Network error') },
  ],
  fakeActors: ['openOffer'],
  graph: {
    limit: 3000,
    serializeState: (s) => JSON.stringify([s.value, joinNowView(s.context)]),
    contextView: joinNowView,
  },
});
