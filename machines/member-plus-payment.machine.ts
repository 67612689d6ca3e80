/**
 * The member-plus payment flow (spec 001 §4 'Member-plus payment flow'; §7 member-plus-prices/{id} and
 * memberships/payment-url; §8 'Member-plus payment-URL failure or non-200'; §2 'Fallback checkout page'): started when
 * an eligible member takes a member-plus offer (rules/member-plus.ts `opensMemberPlus`), with the tile's priceUuid and
 * the member's payment system.
 *
 * 1. The price is loaded (the provided `loadPrice`; null when it cannot be had).
 * 2. A price with a customPaymentUrl leads there, with no payment-URL request.
 * 3. Otherwise the payment URL is requested (the provided `requestPaymentUrl`: the URL on HTTP 200, else null).
 * Any failure — no price, a failed call, an answer but 200 — leads to the fallback `{siteUrl}/join-now/` of the
 * price's site (this site's join-now page when the price itself is missing). Either way the flow ends by the
 * provided `goTo` (a full navigation: a biller's or a partner site's page).
 * A screen machine: composed by app/screen-machines/member-plus-payment.ts, started by the offer that takes it (never by a view itself).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MemberPlusPaymentUrlQuery, MemberPlusPrice } from '../contracts/member-plus.ts';
import { notProvided } from './actor-placeholders.ts';
import { memberPlusFallbackUrl, paymentUrlQueryOf } from '../domain/member-plus.ts';

export type MemberPlusPaymentInput = { priceUuid: string; paymentSystem: string };
export type MemberPlusPaymentContext = MemberPlusPaymentInput & {
  price: MemberPlusPrice | null;
  /** Where the flow leads: the custom or the biller's payment URL, or the fallback checkout page. */
  url: string | null;
};
/** `busy`: a call is under way; `leaving`: the browser is sent to `url`; `fallback`: that is the fallback page. */
export type MemberPlusPaymentTag = 'busy' | 'leaving' | 'fallback';

export const memberPlusPaymentMachine = setup({
  types: {
    context: {} as MemberPlusPaymentContext,
    input: {} as MemberPlusPaymentInput,
    tags: {} as MemberPlusPaymentTag,
  },
  actors: {
    /** The member-plus price of the tile (GET {memberPlus}/api/v1/member-plus-prices/{id}); null when it cannot be had. */
    loadPrice: fromPromise<MemberPlusPrice | null, { priceUuid: string }>(notProvided('loadPrice')),
    /** GET {memberPlus}/api/v1/memberships/payment-url: the URL on HTTP 200, else null. */
    requestPaymentUrl: fromPromise<string | null, MemberPlusPaymentUrlQuery>(notProvided('requestPaymentUrl')),
  },
  actions: {
    keepPrice: assign((_, price: MemberPlusPrice) => ({ price })),
    setUrl: assign((_, url: string) => ({ url })),
    /** The fallback checkout page of the price's site (§2, §8). */
    setFallbackUrl: assign(({ context }) => ({ url: memberPlusFallbackUrl(context.price?.site.url) })),
    /** A full navigation to the URL (window.location.assign at composition). */
    goTo: (_, _params: { url: string }) => {},
  },
  guards: {
    missing: (_, price: MemberPlusPrice | null) => price === null,
    custom: (_, price: MemberPlusPrice | null) => Boolean(price?.customPaymentUrl),
    obtained: (_, url: string | null) => Boolean(url),
  },
}).createMachine({
  id: 'memberPlusPayment',
  description:
    "Spec 001 §4 'Member-plus payment flow': the price by its id; its customPaymentUrl, or a payment URL from the member-plus service (used on 200 only); on any failure the fallback {siteUrl}/join-now/ (§2, §8).",
  context: ({ input }) => ({ priceUuid: input.priceUuid, paymentSystem: input.paymentSystem, price: null, url: null }),
  initial: 'loadingPrice',
  states: {
    loadingPrice: {
      description: "§4 step 1: fetch the member-plus price by its id (the tile's priceUuid).",
      tags: ['busy'],
      invoke: {
        id: 'loadPrice',
        src: 'loadPrice',
        input: ({ context }) => ({ priceUuid: context.priceUuid }),
        onDone: [
          { guard: { type: 'missing', params: ({ event }) => event.output }, target: 'fallingBack' },
          {
            guard: { type: 'custom', params: ({ event }) => event.output },
            target: 'leaving',
            actions: [
              { type: 'keepPrice', params: ({ event }) => event.output as MemberPlusPrice },
              { type: 'setUrl', params: ({ event }) => event.output?.customPaymentUrl ?? '' },
            ],
          },
          { target: 'requestingUrl', actions: { type: 'keepPrice', params: ({ event }) => event.output as MemberPlusPrice } },
        ],
        onError: 'fallingBack',
      },
    },
    requestingUrl: {
      description: '§4 step 3: the payment URL for piCode, siteUrl, returnUrl, paymentSystem and segpayPackageId; only a 200 gives one.',
      tags: ['busy'],
      invoke: {
        id: 'requestPaymentUrl',
        src: 'requestPaymentUrl',
        input: ({ context }) => paymentUrlQueryOf(context.price as MemberPlusPrice, context.paymentSystem),
        onDone: [
          {
            guard: { type: 'obtained', params: ({ event }) => event.output },
            target: 'leaving',
            actions: { type: 'setUrl', params: ({ event }) => event.output ?? '' },
          },
          { target: 'fallingBack' },
        ],
        onError: 'fallingBack',
      },
    },
    leaving: {
      description: '§4 steps 2–3: to the custom payment URL or the biller’s page.',
      tags: ['leaving'],
      type: 'final',
      entry: { type: 'goTo', params: ({ context }) => ({ url: context.url ?? '' }) },
    },
    fallingBack: {
      description: '§4 step 3, §8: no payment URL could be had — to the fallback checkout page {siteUrl}/join-now/.',
      tags: ['leaving', 'fallback'],
      type: 'final',
      entry: ['setFallbackUrl', { type: 'goTo', params: ({ context }) => ({ url: memberPlusFallbackUrl(context.price?.site.url) }) }],
    },
  },
});

export type MemberPlusPaymentMachine = typeof memberPlusPaymentMachine;
