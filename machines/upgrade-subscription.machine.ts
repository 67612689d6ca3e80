/**
 * Upgrade subscription (spec 001 §2 'Member dashboard' upgrade subscription: upgrade offers and price-upgrade rules;
 * bought through the checkout's payment URL, §4 'Checkout flow' steps 3–4, §5 'Payment', §8): the member picks an
 * offer ('Upgrade'), the billers eligible for it decide (rules/billers.ts billerDecision: one is used at once, several
 * open the biller-choice machine's 'Select Payment Method' preselected with the member's own biller, none is 'Payment
 * system not selected'), then the payment URL is requested (POST /api/payment/url with the offer's price) and the
 * browser goes to the biller's page. A refusal shows its title; an answer without a URL is 'Payment url not found'; a
 * failure the generic message; dismissing the chooser goes back to the offers. Back from the biller (the page restored
 * from the browser's cache), the offers are usable again.
 * A screen machine: composed by app/screen-machines/upgrade-subscription.ts, started by its route, never by a view.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Biller, PaymentUrlOutcome } from '../contracts/sales.ts';
import { notProvided } from './actor-placeholders.ts';
import { billerChoiceMachine } from './biller-choice.machine.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED, PAYMENT_URL_NOT_FOUND, billerDecision, eligibleBillers } from '../domain/billers.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';

export type UpgradeSubscriptionInput = {
  /** The price uuids of the offers shown (rules/upgrade.ts upgradeOptions). */
  offers: string[];
  billers: Biller[];
  /** The member's own biller (the dashboard info's paymentSystem): preselected in the chooser; null none. */
  preferred: string | null;
};

export type UpgradeSubscriptionContext = UpgradeSubscriptionInput & {
  /** The offer being bought; null none. */
  chosen: string | null;
  biller: string | null;
  paymentUrl: string | null;
  error: string | null;
};

export type UpgradeSubscriptionEvent =
  | { type: 'UPGRADE_CLICKED'; priceUuid: string }
  /** The browser showed the page again from its cache (back from the biller). */
  | { type: 'PAGE_RESTORED' };

/** `offers`: an offer may be picked; `choosing`: the payment-method chooser is open; `busy`: a call is under way. */
export type UpgradeSubscriptionTag = 'offers' | 'choosing' | 'busy' | 'leaving';

/** A join-now offer as biller eligibility reads it: recurring, without bundles, no excluded biller allowed. */
const OFFER_PRICE = { isNonRecurring: false, slavePriceUuids: [], allowedBillers: [] };
export const eligibleForOffer = (billers: readonly Biller[]): Biller[] => eligibleBillers(billers, OFFER_PRICE);

export const upgradeSubscriptionMachine = setup({
  types: {
    context: {} as UpgradeSubscriptionContext,
    events: {} as UpgradeSubscriptionEvent,
    input: {} as UpgradeSubscriptionInput,
    tags: {} as UpgradeSubscriptionTag,
  },
  actors: {
    billerChoice: billerChoiceMachine,
    /** POST /api/payment/url for the signed-in member: the URL, or the refusal {title, data} (never thrown). */
    requestPaymentUrl: fromPromise<PaymentUrlOutcome, { priceUuid: string; paymentSystem: string }>(notProvided('requestPaymentUrl')),
    /** Sends PAGE_RESTORED when the browser shows the page again from its back-forward cache. */
    pageRestores: fromCallback(() => {}),
  },
  actions: {
    /** Sends the browser to the biller's payment page (a full navigation). */
    goTo: (_, _params: { url: string }) => {},
    setError: assign((_, message: string) => ({ error: message })),
  },
  guards: {
    offered: ({ context, event }) => event.type === 'UPGRADE_CLICKED' && context.offers.includes(event.priceUuid),
    noEligibleBiller: ({ context }) => billerDecision(eligibleForOffer(context.billers)).kind === 'none',
    oneEligibleBiller: ({ context }) => billerDecision(eligibleForOffer(context.billers)).kind === 'use',
    noBiller: (_, biller: string | null) => biller === null,
    refused: (_, outcome: PaymentUrlOutcome) => !outcome.ok,
    urlMissing: (_, outcome: PaymentUrlOutcome) => outcome.ok && !outcome.paymentUrl,
  },
}).createMachine({
  id: 'upgradeSubscription',
  description:
    "Spec 001 §2 upgrade subscription (offers and price-upgrade rules), bought through the checkout's payment URL (§4 'Checkout flow' steps 3–4, §5 'Payment', §8 'Payment system not selected', 'Payment url not found').",
  context: ({ input }) => ({ ...input, chosen: null, biller: null, paymentUrl: null, error: null }),
  initial: 'offers',
  states: {
    offers: {
      description: "The current plan beside each offer; 'Upgrade' picks one.",
      tags: ['offers'],
      on: {
        UPGRADE_CLICKED: {
          guard: 'offered',
          target: 'decidingBiller',
          actions: assign({ chosen: ({ event }) => event.priceUuid, biller: null, paymentUrl: null, error: null }),
        },
      },
    },
    decidingBiller: {
      description: 'The eligible billers (§5): one is used at once; several are offered in the chooser; none stops here.',
      always: [
        { guard: 'noEligibleBiller', target: 'offers', actions: { type: 'setError', params: PAYMENT_SYSTEM_NOT_SELECTED } },
        {
          guard: 'oneEligibleBiller',
          target: 'requestingUrl',
          actions: assign({ biller: ({ context }) => eligibleForOffer(context.billers)[0]?.name ?? null }),
        },
        { target: 'choosingBiller' },
      ],
    },
    choosingBiller: {
      description: "'Select Payment Method', preselected with the member's own biller.",
      tags: ['choosing'],
      invoke: {
        id: 'billerChoice',
        src: 'billerChoice',
        input: ({ context }) => ({ billers: eligibleForOffer(context.billers), preferred: context.preferred }),
        onDone: [
          { guard: { type: 'noBiller', params: ({ event }) => event.output.biller }, target: 'offers', actions: assign({ chosen: null }) },
          { target: 'requestingUrl', actions: assign({ biller: ({ event }) => event.output.biller }) },
        ],
      },
    },
    requestingUrl: {
      description: 'POST /api/payment/url with the member, the biller and the offer’s price.',
      tags: ['busy'],
      invoke: {
        id: 'requestPaymentUrl',
        src: 'requestPaymentUrl',
        input: ({ context }) => ({ priceUuid: context.chosen ?? '', paymentSystem: context.biller ?? '' }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'offers',
            actions: { type: 'setError', params: ({ event }) => (event.output.ok ? '' : event.output.title || GENERIC_ERROR) },
          },
          {
            guard: { type: 'urlMissing', params: ({ event }) => event.output },
            target: 'offers',
            actions: { type: 'setError', params: PAYMENT_URL_NOT_FOUND },
          },
          { target: 'leaving', actions: assign({ paymentUrl: ({ event }) => (event.output.ok ? event.output.paymentUrl : null) }) },
        ],
        onError: { target: 'offers', actions: { type: 'setError', params: GENERIC_ERROR } },
      },
    },
    leaving: {
      description: "The browser goes to the biller's payment page.",
      tags: ['busy', 'leaving'],
      entry: { type: 'goTo', params: ({ context }) => ({ url: context.paymentUrl ?? '' }) },
      invoke: { id: 'pageRestores', src: 'pageRestores' },
      on: { PAGE_RESTORED: { target: 'offers', actions: assign({ chosen: null }) } },
    },
  },
});

export type UpgradeSubscriptionMachine = typeof upgradeSubscriptionMachine;
