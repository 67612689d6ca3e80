/**
 * The js-hit tracker in the atlas: a visitor without an affiliate (who may land with one later), one who landed
 * through affiliate aff-7 (first visit of this browser) and one coming back (already counted); pages with and without
 * an affiliate's query, the first page again (the router telling it once more), the hit recorded or failing.
 */
import type { AffiliateHitsContext, AffiliateHitsInput } from '../../machines/affiliate-hits.machine.ts';
import { affiliateHitsMachine } from '../../machines/affiliate-hits.machine.ts';
import { defineAtlasEntry } from './define.ts';

const LANDING = { path: '/join-now/', search: '?aff_id=aff-7&offer_id=spring' };
const landed = (counted: string): AffiliateHitsInput => ({ affId: 'aff-7', offerId: 'spring', counted, ...LANDING });

/** The graph's view of the context: the waiting pages by their number (their paths repeat the events' own). */
const view = (context: AffiliateHitsContext) => ({ ...context, waiting: context.waiting.length });

export const affiliateHitsEntry = defineAtlasEntry({
  id: 'affiliate-hits',
  title: 'Affiliate hits (js-hit tracker)',
  spec: ["001 §4 'Affiliate id' (the js-hit tracker on every route)", "001 §3 'Affiliate'", "001 §9 'Affiliate cookies' (7 days, path /)"],
  description:
    "Every page an affiliate's visitor opens is a hit for the visit's affiliate (the link_data cookie, else the query; the first one kept), sent one at a time to POST {siteHost}/api/affiliate/hits; the first hit this browser sends for the affiliate is a unique visitor, then the hit cookie names it for 7 days. A failure is logged and dropped.",
  area: 'sales',
  lifetime: 'visit',
  machine: affiliateHitsMachine,
  inputs: {
    'no affiliate': { affId: '', offerId: '', counted: '', path: '/', search: '' },
    'landed through aff-7, first visit': landed(''),
    'aff-7 again, already counted': landed('aff-7'),
  },
  events: [
    { type: 'ROUTE_CHANGED', path: '/videos/', search: '' },
    { type: 'ROUTE_CHANGED', ...LANDING },
    { type: 'ROUTE_CHANGED', path: '/models/', search: '?aff_id=other-9' },
    { type: 'xstate.done.actor.recordHit' },
    { type: 'xstate.error.actor.recordHit', error: new Error('HTTP 503') },
  ],
  fakeActors: ['recordHit'],
  graph: {
    serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: view(snapshot.context) }),
    contextView: view,
  },
});
