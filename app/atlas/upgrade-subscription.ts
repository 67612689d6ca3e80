/**
 * Upgrade subscription in the atlas: a monthly Epoch member offered the 3-month and 1-year plans, with the seed's
 * billers (two eligible: the chooser opens), one eligible biller (used at once) or none; 'Upgrade' on an offer (one not
 * shown is ignored), the chooser's outcomes, the payment URL's answers (a URL, none, a refusal, a failure) and the page
 * restored from the browser's cache after leaving.
 */
import type { UpgradeSubscriptionInput } from '../../machines/upgrade-subscription.machine.ts';
import { upgradeSubscriptionMachine } from '../../machines/upgrade-subscription.machine.ts';
import { defineAtlasEntry } from './define.ts';
import { exampleBillers } from './sales-examples.ts';

const member: UpgradeSubscriptionInput = { offers: ['price-base-3m', 'price-base-1y'], billers: exampleBillers, preferred: 'epoch' };
const URL = 'https://site.test/billing/epoch/pay/pay-1/';

export const upgradeSubscriptionEntry = defineAtlasEntry({
  id: 'upgrade-subscription',
  title: 'Upgrade subscription',
  spec: [
    "001 §2 'Member dashboard' (upgrade subscription)",
    "001 §7 'Dashboard and account' (price-upgrade rules, upgrade offers)",
    "001 §4 'Checkout flow' steps 3–4 (biller choice, payment URL)",
    "001 §5 'Payment'",
    "001 §8 'No payment system chosen', 'Answer lacks a payment URL'",
  ],
  description:
    "'Upgrade' on an offer: the eligible billers decide (one used at once, several in 'Select Payment Method' preselected with the member's biller, none is 'Payment system not selected'), the payment URL is requested with the offer's price and the browser goes to the biller's page. A refusal shows its title, no URL is 'Payment url not found', a failure the generic message; back from the biller the offers are usable again.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: upgradeSubscriptionMachine,
  inputs: {
    'a monthly Epoch member': member,
    'one eligible biller': { ...member, billers: exampleBillers.filter((b) => b.name !== 'segpay') },
    'no eligible biller': { ...member, billers: exampleBillers.filter((b) => b.name === 'ccbill' || b.name === 'cryptopay') },
  },
  events: [
    { type: 'UPGRADE_CLICKED', priceUuid: 'price-base-1y' },
    { type: 'UPGRADE_CLICKED', priceUuid: 'price-base-30d' },
    { type: 'PAGE_RESTORED' },
    { type: 'xstate.done.actor.billerChoice', output: { biller: 'segpay' } },
    { type: 'xstate.done.actor.billerChoice', output: { biller: null } },
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
    { type: 'xstate.error.actor.requestPaymentUrl', error: new Error('Network error') },
  ],
  fakeActors: ['billerChoice', 'requestPaymentUrl'],
});
