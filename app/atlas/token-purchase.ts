/**
 * Token purchase in the atlas: a member (with the cams on) choosing a pack that several billers may sell (the chooser
 * opens), one only one biller may sell (used at once) and one no biller may sell; a guest sent to /login/; the header's
 * quick-buy packs loaded on the dropdown's first opening; the payment URL's answers (a URL, none, a refusal, a
 * failure) and the page restored from the browser's cache after leaving; the cams off.
 */
import type { TokenTariff } from '../../contracts/tokens.ts';
import type { TokenPurchaseInput } from '../../machines/token-purchase.machine.ts';
import { tokenPurchaseMachine } from '../../machines/token-purchase.machine.ts';
import { defineAtlasEntry } from './define.ts';
import { exampleBillers } from './sales-examples.ts';

const price = (tokens: number, over: Partial<TokenTariff['normalPrice']> = {}): TokenTariff['normalPrice'] => ({
  priceUuid: `tokens-${tokens}-normal`,
  itemCode: `TK${tokens}`,
  priceAmount: tokens / 10,
  tokenAmount: tokens,
  topDescription: '',
  nonRecurringPrice: false,
  ccbillTiCode: '',
  epochPiCode: `pi-${tokens}`,
  ...over,
});
const pack = (tokens: number, over: Partial<TokenTariff['normalPrice']> = {}): TokenTariff => ({
  sort: tokens,
  imageToken: String(tokens),
  isQuickBuy: true,
  normalPrice: price(tokens, over),
  specialPrice: null,
});

/** Sold by every card biller but the restricted one (epoch, segpay): the chooser opens. */
export const SEVERAL_BILLERS_PACK = pack(500);
/** A one-time pack that only the one-time biller and the default-code billers may sell… with no pi-code: only cryptopay. */
export const ONE_BILLER_PACK = pack(100, { nonRecurringPrice: true, epochPiCode: '' });
/** No code for anybody: nobody may sell it. */
export const NO_BILLER_PACK = pack(200, { epochPiCode: '' });

const member: TokenPurchaseInput = { enabled: true, signedIn: true };
const URL = 'https://site.test/billing/epoch/pay/pay-1/';

export const tokenPurchaseEntry = defineAtlasEntry({
  id: 'token-purchase',
  title: 'Token purchase',
  spec: [
    '002 §2.5 (header tokens dropdown, /tokens/)',
    "002 §4.8 'Token pack purchase'",
    "002 §5 'Token tariffs, by biller', 'Biller eligibility'",
    "002 §8 'Purchase and checkout'",
  ],
  description:
    "A pack chosen in the header's dropdown or on /tokens/: a guest goes to /login/; the billers that may sell it decide (one used at once, several in 'Select Payment Method', none is 'Payment system not selected'); the payment URL is requested with isNonRecurring, the item code and the priceUuid and the browser goes to the biller. No URL is 'Payment url not found', a refusal or failure the generic error with the pending state cleared. The quick-buy packs load on the dropdown's first opening.",
  area: 'cams',
  lifetime: 'visit',
  machine: tokenPurchaseMachine,
  inputs: {
    'a member': member,
    'a guest': { ...member, signedIn: false },
    'cams off': { ...member, enabled: false },
  },
  events: [
    { type: 'DROPDOWN_OPENED' },
    { type: 'DROPDOWN_CLOSED' },
    { type: 'xstate.done.actor.loadQuickBuy', output: [SEVERAL_BILLERS_PACK] },
    { type: 'xstate.error.actor.loadQuickBuy', error: new Error('Network error') },
    { type: 'PACK_CHOSEN', tariff: SEVERAL_BILLERS_PACK },
    { type: 'PACK_CHOSEN', tariff: ONE_BILLER_PACK },
    { type: 'PACK_CHOSEN', tariff: NO_BILLER_PACK },
    { type: 'xstate.done.actor.loadBillers', output: exampleBillers },
    { type: 'xstate.error.actor.loadBillers', error: new Error('Network error') },
    { type: 'xstate.done.actor.billerChoice', output: { biller: 'segpay' } },
    { type: 'xstate.done.actor.billerChoice', output: { biller: null } },
    { type: 'xstate.done.actor.requestPaymentUrl', output: { ok: true, paymentUrl: URL } },
    { type: 'xstate.done.actor.requestPaymentUrl', output: { ok: true, paymentUrl: null } },
    { type: 'xstate.done.actor.requestPaymentUrl', output: { ok: false, title: 'This token pack is not on sale.', data: {} } },
    { type: 'xstate.error.actor.requestPaymentUrl', error: new Error('Network error') },
    { type: 'PAGE_RESTORED' },
    { type: 'ERROR_DISMISSED' },
    { type: 'SESSION_CHANGED', signedIn: false },
    { type: 'SESSION_CHANGED', signedIn: true },
  ],
  fakeActors: ['loadQuickBuy', 'loadBillers', 'billerChoice', 'requestPaymentUrl'],
});
