/**
 * The buyer back from the biller on /payment/?payment={uuid} (spec 001 §2 'Payment and subscription routes': what it
 * shows is ours to design).
 * The payment's status decides: approved → the membership is active (the session is told to refresh its session tokens,
 * unless the page was rendered with them already); declined → the biller's message and the way back to the plans;
 * pending (the biller's word not in yet) → asked again every 3 s, at most 10 times, then 'still pending' with a
 * retry; unknown (no such payment, or no payment in the address) → said so. A failed call can be retried.
 * A screen machine: started by the payment route (app/router/screens), never by a view.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PaymentStatus } from '../contracts/sales.ts';

/** The status call's answer: the payment, null when there is no such payment; a failed call rejects. */
export type PaymentLookup = PaymentStatus | null;

export type PaymentReturnInput = {
  paymentUuid: string | null;
  /** The status the server render found (null: not asked or no such payment); undefined: ask. */
  status?: PaymentLookup;
  /** The session tokens the page holds already say the membership is active (the server refreshed them). */
  refreshed: boolean;
};

export type PaymentReturnContext = {
  paymentUuid: string | null;
  payment: PaymentLookup;
  /** Status checks made while pending. */
  checks: number;
  refreshed: boolean;
};

export type PaymentReturnEvent = { type: 'RETRY_CLICKED' };
export type PaymentReturnTag = 'checking' | 'approved' | 'declined' | 'pending' | 'stillPending' | 'unknown' | 'failed';

/** Checks of a pending payment before the page stops asking. */
export const PENDING_CHECKS = 10;

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    events: {} as PaymentReturnEvent,
    input: {} as PaymentReturnInput,
    tags: {} as PaymentReturnTag,
  },
  actors: {
    loadStatus: fromPromise<PaymentLookup, { paymentUuid: string }>(() => Promise.reject(new Error('loadStatus not provided'))),
  },
  actions: {
    /** The membership changed upstream: the session refreshes its session tokens so the new status shows at once. */
    refreshSession: () => {},
  },
  guards: {
    known: ({ context }) => context.payment !== null,
    /** A payment in the address that nobody asked about yet. */
    unasked: ({ context }) => context.paymentUuid !== null && context.payment === null && context.checks === 0,
    status: ({ context }, status: PaymentStatus['status']) => context.payment?.status === status,
    /** Approved, and the page came with tokens that say so already. */
    approvedWithFreshTokens: ({ context }) => context.payment?.status === 'approved' && context.refreshed,
    moreChecks: ({ context }) => context.checks < PENDING_CHECKS,
  },
  delays: {
    /** The pause between two checks of a pending payment. */
    poll: 3000,
  },
}).createMachine({
  id: 'paymentReturn',
  description: "Spec 001 §2 'Payment and subscription routes' (/payment/); after returning, the site refreshes the tokens.",
  context: ({ input }) => ({
    paymentUuid: input.paymentUuid || null,
    payment: input.status ?? null,
    // A status the render asked for counts as the first check.
    checks: input.status === undefined ? 0 : 1,
    refreshed: input.refreshed,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'unasked', target: 'checking' }, { guard: 'known', target: 'answered' }, { target: 'unknown' }],
    },
    checking: {
      tags: ['checking'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ paymentUuid: context.paymentUuid ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'unknown', actions: assign({ payment: null }) },
          { target: 'answered', actions: assign({ payment: ({ event }) => event.output, checks: ({ context }) => context.checks + 1 }) },
        ],
        onError: 'failed',
      },
    },
    answered: {
      always: [
        { guard: 'approvedWithFreshTokens', target: 'approved' },
        { guard: { type: 'status', params: 'approved' }, target: 'approved', actions: 'refreshSession' },
        { guard: { type: 'status', params: 'declined' }, target: 'declined' },
        { guard: 'moreChecks', target: 'pending' },
        { target: 'stillPending' },
      ],
    },
    pending: {
      tags: ['pending'],
      after: { poll: 'checking' },
    },
    stillPending: {
      tags: ['stillPending'],
      on: { RETRY_CLICKED: { target: 'checking', actions: assign({ checks: 0 }) } },
    },
    // Where the page rests: what it shows needs nothing more of the machine.
    approved: { tags: ['approved'] },
    declined: { tags: ['declined'] },
    unknown: { tags: ['unknown'] },
    failed: {
      tags: ['failed'],
      on: { RETRY_CLICKED: 'checking' },
    },
  },
});
