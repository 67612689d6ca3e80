/**
 * The join-now page in the atlas: a first visit (trap armed), a visit during the trap, and a visit after it; bundles
 * toggled, a tariff chosen, the visitor leaving, the clock ticking.
 */
import { type JoinNowContext, joinNowMachine, selectTrapLeft } from '../../machines/join-now.machine.ts';
import type { Bundle } from '../../machines/rules/tariffs.ts';
import { defineAtlasEntry } from './define.ts';

const bundles: Bundle[] = [
  { uuid: 'partner-midnight', siteHost: 'midnightvr.test', siteSettings: { title: 'MidnightVR', subtitle: '' }, isActive: false },
  { uuid: 'partner-lumen', siteHost: 'lumenar.test', siteSettings: { title: 'LumenAR', subtitle: '' }, isActive: false },
];
const first = { bundles, nowSec: 1000, timerStarts: [1000, null, 1000, null], trapSeen: false, trap: null, trapSeconds: 2 };

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
];

export const joinNowEntry = defineAtlasEntry({
  id: 'join-now',
  title: 'Join-now page',
  spec: ["001 §4 'Bundles and tariff sets'", "001 §4 'Per-price timers'", "001 §4 'Leave-page trap'", '001 §9 (countdowns tick every 1 s)'],
  description:
    'Bundles toggle the shown tariff set; the chosen tariff is a position in it. Countdowns tick every second. Leaving the page (back button or the configured edges) once per browser session switches special tariffs on for the trap timer, clearing the price timers; when it runs out special tariffs switch off and the price timers restart.',
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
    { type: 'TARIFF_CHOSEN', position: 1 },
    { type: 'LEFT_PAGE' },
  ],
  graph: {
    limit: 3000,
    serializeState: (s) => JSON.stringify([s.value, joinNowView(s.context)]),
    contextView: joinNowView,
  },
});
