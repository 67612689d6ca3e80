/**
 * The payment return in the atlas: a status the render found (approved with and without refreshed session tokens, declined,
 * pending), none found, no payment in the address, one to ask in the browser; the status call's answers (approved,
 * declined, pending, no such payment, a failure), the poll and the retry.
 */
import type { PaymentStatus } from '../../contracts/sales.ts';
import { paymentReturnMachine } from '../../machines/payment-return.machine.ts';
import { defineAtlasEntry } from './define.ts';

const status = (s: PaymentStatus['status'], message = ''): PaymentStatus => ({
  status: s,
  email: 'buyer@example.com',
  priceUuid: 'price-base-1m',
  slavePriceUuids: [],
  paymentSystem: 'epoch',
  message,
});
const uuid = 'pay-1';

export const paymentReturnEntry = defineAtlasEntry({
  id: 'payment-return',
  title: 'Payment return',
  spec: ["001 §2 'Payment and subscription routes' (/payment/)", 'After returning, the site refreshes the tokens'],
  description:
    "The buyer back from the biller: approved → the membership is active (the session refreshes its tokens unless the render did); declined → the biller's message; pending → asked again every 3 s, at most 10 times, then 'still pending' with a retry; no such payment → not found; a failed check can be retried.",
  area: 'sales',
  lifetime: 'screen',
  machine: paymentReturnMachine,
  inputs: {
    'approved, tokens refreshed by the render': { paymentUuid: uuid, status: status('approved'), refreshed: true },
    'approved, tokens not refreshed': { paymentUuid: uuid, status: status('approved'), refreshed: false },
    declined: { paymentUuid: uuid, status: status('declined', 'Your card was declined. No money was taken.'), refreshed: false },
    pending: { paymentUuid: uuid, status: status('pending'), refreshed: false },
    'not found by the render': { paymentUuid: uuid, status: null, refreshed: false },
    'asked in the browser': { paymentUuid: uuid, refreshed: false },
    'no payment in the address': { paymentUuid: null, status: null, refreshed: false },
  },
  events: [
    { type: 'xstate.done.actor.loadStatus', output: status('approved') },
    { type: 'xstate.done.actor.loadStatus', output: status('declined', 'Your card was declined. No money was taken.') },
    { type: 'xstate.done.actor.loadStatus', output: status('pending') },
    { type: 'xstate.done.actor.loadStatus', output: null },
    { type: 'xstate.error.actor.loadStatus', error: new Error('Network error') },
    { type: 'RETRY_CLICKED' },
  ],
  fakeActors: ['loadStatus'],
  graph: { limit: 3000 },
});
