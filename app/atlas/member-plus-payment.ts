/**
 * The member-plus payment flow in the atlas: a member paying by Epoch for the demo's MidnightVR offer; the price's
 * answers (a price, one with a custom payment URL, none, a failure) and the payment URL's (a URL, none — a failure or
 * an answer but 200 —, a failure).
 */
import { memberPlusPaymentMachine } from '../../machines/member-plus-payment.machine.ts';
import { defineAtlasEntry } from './define.ts';
import { CUSTOM_URL_PRICE as custom, TILE_PRICE as price } from './member-plus-prices.ts';

export const memberPlusPaymentEntry = defineAtlasEntry({
  id: 'member-plus-payment',
  title: 'Member-plus payment',
  spec: [
    "001 §4 'Member-plus payment flow'",
    "001 §7 'Checkout and payment' (member-plus-prices/{id}, memberships/payment-url)",
    "001 §8 'Member-plus payment-URL failure or non-200'",
    "001 §2 'Fallback checkout page'",
  ],
  description:
    'An eligible member takes a member-plus offer: the price is fetched by its id; a customPaymentUrl is used as it is, else a payment URL is requested from the member-plus service (used on 200 only). No price, a failed call or another answer leads to the fallback {siteUrl}/join-now/. Either way the browser goes there (a full navigation).',
  area: 'sales',
  lifetime: 'screen',
  machine: memberPlusPaymentMachine,
  inputs: { 'a member paying by Epoch': { priceUuid: price.uuid, paymentSystem: 'epoch' } },
  events: [
    { type: 'xstate.done.actor.loadPrice', output: price },
    { type: 'xstate.done.actor.loadPrice', output: custom },
    { type: 'xstate.done.actor.loadPrice', output: null },
    { type: 'xstate.error.actor.loadPrice', error: new Error('Network error') },
    { type: 'xstate.done.actor.requestPaymentUrl', output: 'https://site.test/billing/epoch/pay/payment-1/' },
    { type: 'xstate.done.actor.requestPaymentUrl', output: null },
    { type: 'xstate.error.actor.requestPaymentUrl', error: new Error('Network error') },
  ],
  fakeActors: ['loadPrice', 'requestPaymentUrl'],
});
