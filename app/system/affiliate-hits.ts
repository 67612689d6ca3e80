/**
 * The js-hit tracker (spec 001 §4 'Affiliate id') in the visit: it starts from the visit's affiliate (the link_data
 * cookie, else the first page's query: app/router/affiliate.ts), the hit cookie and the first page, hears every route
 * change with the gate, and records each hit through the site host. A recorded unique hit sets the hit cookie to the
 * affiliate for 7 days on path '/' (§9), so this browser is one unique visitor of it.
 */
import { fromPromise } from 'xstate';
import type { AffiliateHit } from '../../contracts/affiliate.ts';
import { affiliateHitsMachine } from '../../machines/affiliate-hits.machine.ts';
import { AFFILIATE_COOKIE_MAX_AGE, AFF_HIT_COOKIE } from '../../domain/affiliate.ts';
import { visitAffiliate } from '../router/affiliate.ts';
import { defineVisitMachine } from './define.ts';

export const affiliateHits = defineVisitMachine({
  id: 'affiliateHits',
  machine: affiliateHitsMachine,
  provide: (services) =>
    affiliateHitsMachine.provide({
      actors: {
        recordHit: fromPromise<void, AffiliateHit>(async ({ input }) => {
          // The adapter logged a failure already; rejecting only tells the machine the hit was not counted.
          if (!(await services.affiliate.recordHit(input))) throw new Error('affiliate hit not recorded');
          if (input.unique) services.cookies.set(AFF_HIT_COOKIE, input.affId, { path: '/', maxAge: AFFILIATE_COOKIE_MAX_AGE });
        }),
      },
    }),
  input: (_, request) => ({
    ...visitAffiliate(request.cookies, request.search),
    counted: request.cookies.get(AFF_HIT_COOKIE) ?? '',
    path: request.path,
    search: request.search,
  }),
});
