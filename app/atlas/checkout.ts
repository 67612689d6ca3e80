/**
 * The checkout in the atlas: a visitor creating an account, a signed-in member (with and without their uuid), a
 * buyer back from a declined payment, a page without plans; the form's events (an empty, an invalid and a valid
 * 'Join Now', 'Pay with', editing a field), the page's price (another tariff, or the same plan once the leave-page
 * offer ended) and the session's account changing, the biller choice's outcomes, and the answers of the calls (a
 * payment URL, none, a refusal under the fields, the leave-page offer expired, a failure).
 */
import { OFFER_EXPIRED_MESSAGE, OFFER_REFUSAL_FIELD } from '../../contracts/leave-offer.ts';
import type { CheckoutContext, CheckoutInput } from '../../machines/checkout.machine.ts';
import { checkoutMachine } from '../../machines/checkout.machine.ts';
import { defineAtlasEntry } from './define.ts';
import { exampleBillers, examplePrice } from './sales-examples.ts';

const price = examplePrice('price-base-1m');
const guest = { signedIn: false, userUuid: null, email: null };
const member = { signedIn: true, userUuid: 'user-7', email: 'inactive@demo.test' };
const visitor: CheckoutInput = { billers: exampleBillers, price, account: guest };
const URL = 'https://site.test/billing/epoch/pay/pay-1/';
/** The site API's refusal of a special price whose leave-page offer is over (contracts/leave-offer.ts). */
const offerExpired = { ok: false, title: OFFER_EXPIRED_MESSAGE, data: { [OFFER_REFUSAL_FIELD]: [OFFER_EXPIRED_MESSAGE] } };

/** What the graph tells apart: the state, who buys, the price, 'Pay with', which fields show errors, the form's error. */
export const checkoutView = (c: CheckoutContext) => [
  c.account.signedIn,
  c.account.userUuid !== null,
  c.price?.uuid ?? null,
  c.paymentSystem,
  Object.keys(c.fieldErrors).filter((k) => (c.fieldErrors[k]?.length ?? 0) > 0),
  c.formError,
  c.credentials !== null,
  c.biller,
];

export const checkoutEntry = defineAtlasEntry({
  id: 'checkout',
  title: 'Checkout',
  spec: ["001 §2 'Registration / checkout form'", "001 §4 'Checkout flow'", "001 §5 'Registration', 'Payment'", '001 §8 checkout errors'],
  description:
    "'Join Now' checks the form (nothing sent when invalid), then the eligible billers decide (the payment-method chooser). A visitor's account is created (POST /api/account), signed in with what was typed, and the browser goes to the payment URL; a signed-in member's payment URL is requested with their uuid (fetched first when missing). A refusal {title, data} shows under the fields; a special price refused for its expired leave-page offer shows 'This offer has expired.' and tells the page, whose trap ends (the same plan at its standard price: 'Pay with' kept); no payment URL is 'Payment url not found'; a tariff change resets 'Pay with' to 'epoch'; editing a field clears its errors; the page restored from the browser's cache is usable again.",
  area: 'sales',
  lifetime: 'screen',
  machine: checkoutMachine,
  inputs: {
    'a visitor': visitor,
    'a signed-in member': { ...visitor, account: member },
    'a member whose uuid is not known yet': { ...visitor, account: { ...member, userUuid: null } },
    'back from a declined payment': {
      ...visitor,
      kept: { email: 'buyer@example.com', paymentSystem: 'segpay', message: 'Your card was declined. No money was taken.' },
    },
    'no plans to buy': { ...visitor, price: null },
    'no biller takes the price': { ...visitor, billers: exampleBillers.filter((b) => b.name === 'ccbill' || b.name === 'cryptopay') },
  },
  events: [
    { type: 'JOIN_SUBMITTED', email: '', password: '', isReceiveUpdates: true },
    { type: 'JOIN_SUBMITTED', email: 'Buyer@Example.com', password: 'secret123', isReceiveUpdates: true },
    { type: 'PAYMENT_SYSTEM_SELECTED', name: 'segpay' },
    { type: 'PAYMENT_SYSTEM_SELECTED', name: '' },
    { type: 'FIELD_EDITED', field: 'email' },
    { type: 'PRICE_CHANGED', price: examplePrice('price-base-3m', { slavePriceUuids: ['price-base-3m-on-midnight'] }) },
    { type: 'PRICE_CHANGED', price, planKept: true },
    { type: 'ACCOUNT_CHANGED', account: member },
    { type: 'PAGE_RESTORED' },
    { type: 'xstate.done.actor.billerChoice', output: { biller: 'segpay' } },
    { type: 'xstate.done.actor.billerChoice', output: { biller: null } },
    { type: 'xstate.done.actor.signUp', output: { ok: true, paymentUrl: URL } },
    { type: 'xstate.done.actor.signUp', output: { ok: true, paymentUrl: null } },
    {
      type: 'xstate.done.actor.signUp',
      output: {
        ok: false,
        title: 'Please check the marked fields.',
        data: {
          email: ['An account with this e-mail already exists. Log in to buy with it.'],
          password: ['Password must contain at least one number'],
        },
      },
    },
    {
      type: 'xstate.done.actor.signUp',
      output: { ok: false, title: 'This price is not on sale.', data: { priceUuid: ['This price is not on sale.'] } },
    },
    { type: 'xstate.done.actor.signUp', output: offerExpired },
    { type: 'xstate.error.actor.signUp', error: new Error('Network error') },
    { type: 'xstate.done.actor.signIn' },
    { type: 'xstate.error.actor.signIn', error: new Error('Network error') },
    { type: 'xstate.done.actor.loadUserUuid', output: 'user-7' },
    { type: 'xstate.done.actor.loadUserUuid', output: null },
    { type: 'xstate.error.actor.loadUserUuid', error: new Error('Network error') },
    { type: 'xstate.done.actor.requestPaymentUrl', output: { ok: true, paymentUrl: URL } },
    { type: 'xstate.done.actor.requestPaymentUrl', output: { ok: true, paymentUrl: null } },
    {
      type: 'xstate.done.actor.requestPaymentUrl',
      output: {
        ok: false,
        title: 'This payment method cannot take this price.',
        data: { paymentSystem: ['This payment method cannot take this price.'] },
      },
    },
    { type: 'xstate.done.actor.requestPaymentUrl', output: offerExpired },
    { type: 'xstate.error.actor.requestPaymentUrl', error: new Error('Network error') },
  ],
  fakeActors: ['billerChoice', 'signUp', 'signIn', 'loadUserUuid', 'requestPaymentUrl'],
  graph: {
    limit: 4000,
    serializeState: (s) => JSON.stringify([s.value, checkoutView(s.context)]),
    contextView: checkoutView,
  },
});
