/**
 * The js-hit tracker (spec 001 §4 'Affiliate id': "A js-hit tracker runs on every route together with the
 * verified-member gate; what it records is not shown"; §9 'Affiliate cookies', js-hit tracking on): every
 * page an affiliate's visitor opens is a hit for that affiliate, and the first one this browser sends for it marks a
 * unique visitor.
 *
 * - Starts from the visit's affiliate (rules/affiliate affiliateOf over the link_data cookie and the first page's
 *   query), the hit cookie (the affiliate this browser was already counted for, '' for none) and the first page, which
 *   is the first hit. Runs in the browser only (the visit is never started on the server), after hydration.
 * - ROUTE_CHANGED from the visit (the same navigations the gate hears) is a hit when the visit has an affiliate; a
 *   visit without one takes it from a page's query (the capture in app/router/affiliate.ts keeps it in the cookies)
 *   and keeps the first it got, like the cookie does. The page the visit is on already (the router telling the
 *   hydrated first page once more) is no new hit.
 * - One hit is sent at a time (`recordHit`), in order; pages opened meanwhile wait, at most MAX_WAITING_HITS. A hit
 *   is `unique` while the hit cookie does not name this affiliate; once one is recorded the composition sets the
 *   cookie (7 days) and the machine counts the browser. A failure is logged by the adapter and dropped: the page never
 *   waits for a hit, and the next unique one is tried again.
 *
 * Side effects supplied at composition (app/system/affiliate-hits.ts): actor `recordHit` (resolves when recorded).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AffiliateHit } from '../contracts/affiliate.ts';
import { notProvided } from './actor-placeholders.ts';
import { affiliateOf } from '../domain/affiliate.ts';

/** Pages waiting to be recorded, the one being sent included; more are dropped (a hung upstream, a fast visitor). */
export const MAX_WAITING_HITS = 5;

export type AffiliateHitsInput = {
  affId: string;
  offerId: string;
  /** The hit cookie: the affiliate whose unique visitor this browser already was ('' for none). */
  counted: string;
  /** The first page's path and query. */
  path: string;
  search: string;
};

export type AffiliateHitsContext = Omit<AffiliateHitsInput, 'path' | 'search'> & {
  /** The paths to record, oldest first; the first is the one being sent while recording. */
  waiting: string[];
  /** The page last recorded or waiting (path and query). */
  page: string;
};

export type AffiliateHitsEvent = { type: 'ROUTE_CHANGED'; path: string; search: string };

export type AffiliateHitsTag = 'tracked' | 'recording';

const pageOf = (page: { path: string; search: string }): string => `${page.path}${page.search}`;
const withPage = (waiting: string[], path: string): string[] => (waiting.length < MAX_WAITING_HITS ? [...waiting, path] : waiting);

/** The hit of the first waiting page. */
export const nextHit = (context: AffiliateHitsContext): AffiliateHit => ({
  affId: context.affId,
  offerId: context.offerId,
  path: context.waiting[0] ?? '/',
  unique: context.counted !== context.affId,
});

export const affiliateHitsMachine = setup({
  types: {
    context: {} as AffiliateHitsContext,
    events: {} as AffiliateHitsEvent,
    input: {} as AffiliateHitsInput,
    tags: {} as AffiliateHitsTag,
  },
  actors: {
    /** Records one hit with the site host; resolves when it was recorded, rejects otherwise (already logged). */
    recordHit: fromPromise<void, AffiliateHit>(notProvided('recordHit')),
  },
  actions: {
    waitPage: assign(({ context }, page: { path: string; search: string }) => ({
      waiting: withPage(context.waiting, page.path),
      page: pageOf(page),
    })),
    adoptLanding: assign(({ context }, page: { path: string; search: string }) => ({
      ...affiliateOf(undefined, new URLSearchParams(page.search)),
      waiting: withPage(context.waiting, page.path),
      page: pageOf(page),
    })),
    dropSent: assign(({ context }) => ({ waiting: context.waiting.slice(1) })),
    countBrowser: assign(({ context }) => ({ counted: context.affId })),
  },
  guards: {
    noAffiliate: ({ context }) => context.affId === '',
    pageWaiting: ({ context }) => context.waiting.length > 0,
    anotherPage: ({ context }, page: { path: string; search: string }) => pageOf(page) !== context.page,
    landsWithAffiliate: (_, search: string) => affiliateOf(undefined, new URLSearchParams(search)).affId !== '',
  },
}).createMachine({
  id: 'affiliateHits',
  description: "Spec 001 §4 'Affiliate id': the js-hit tracker, a hit for the visit's affiliate on every route.",
  context: ({ input }) => ({
    affId: input.affId,
    offerId: input.offerId,
    counted: input.counted,
    waiting: input.affId ? [input.path] : [],
    page: pageOf(input),
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'noAffiliate', target: 'untracked' }, { guard: 'pageWaiting', target: 'recording' }, { target: 'tracking' }],
    },
    untracked: {
      description: 'No affiliate in the cookie or the query: nothing is recorded until a page lands with one.',
      on: {
        ROUTE_CHANGED: {
          guard: { type: 'landsWithAffiliate', params: ({ event }) => event.search },
          target: 'recording',
          actions: { type: 'adoptLanding', params: ({ event }) => event },
        },
      },
    },
    tracking: {
      description: "The visit has an affiliate and every hit was sent: the next page is the next hit (another affiliate's query is ignored).",
      tags: ['tracked'],
      on: {
        ROUTE_CHANGED: {
          guard: { type: 'anotherPage', params: ({ event }) => event },
          target: 'recording',
          actions: { type: 'waitPage', params: ({ event }) => event },
        },
      },
    },
    recording: {
      description: 'POST {siteHost}/api/affiliate/hits for the first waiting page; pages opened meanwhile wait their turn.',
      tags: ['tracked', 'recording'],
      invoke: {
        id: 'recordHit',
        src: 'recordHit',
        input: ({ context }) => nextHit(context),
        onDone: { target: 'deciding', actions: ['countBrowser', 'dropSent'] },
        onError: { target: 'deciding', actions: 'dropSent' },
      },
      on: {
        ROUTE_CHANGED: { guard: { type: 'anotherPage', params: ({ event }) => event }, actions: { type: 'waitPage', params: ({ event }) => event } },
      },
    },
  },
});

export type AffiliateHitsMachine = typeof affiliateHitsMachine;
