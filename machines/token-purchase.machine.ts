/**
 * Buying a token pack (spec 002 §2.5, §4.8 'Token pack purchase', §5 'Biller eligibility', 'Token tariffs, by biller',
 * 'Checkout', §6, §8 'Purchase and checkout'): a visit machine (systemId 'tokenPurchase'), so the header's quick-buy
 * packs and the /tokens/ page buy the same way.
 *
 * - offer: the header's dropdown, open or closed (choosing a pack closes it); the quick-buy packs are loaded the first
 *   time it opens; a failure is logged by the call and leaves the list empty (§8 'Tariff fetch failure is logged only').
 * - purchase: PACK_CHOSEN {tariff} — a guest goes to /login/ (only members buy: §6); the billers are loaded once
 *   (a failure logs 'Failed to get payment systems' and leaves none); those that may sell the pack
 *   (rules/token-tariffs.ts tokenBillers) decide: none → 'Payment system not selected'; one → used without the dialog;
 *   several → the biller-choice machine's 'Select Payment Method'. Then the payment URL is requested with
 *   isNonRecurring, the item code and the priceUuid (§4.8 step 1): a URL → the browser goes there (step 2); none →
 *   'Payment url not found'; a refusal or failure → the generic error, the pending state cleared (step 3). Back from
 *   the biller by the browser's back button (the page restored from its cache), the packs can be chosen again.
 *
 * Side effects provided at composition (app/system/token-purchase.ts): actors loadQuickBuy, loadBillers,
 * requestPaymentUrl, pageRestores, sessionChanges; action goTo.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Biller, PaymentUrlOutcome } from '../contracts/sales.ts';
import type { TokenPaymentUrlBody, TokenTariff } from '../contracts/tokens.ts';
import { fromSessionChanges, notProvided } from './actor-placeholders.ts';
import { billerChoiceMachine } from './biller-choice.machine.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED, PAYMENT_URL_NOT_FOUND, billerDecision } from '../domain/billers.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';
import { packPrice, tokenBillers } from '../domain/token-tariffs.ts';

export const LOGIN_PATH = '/login/';

export type TokenPurchaseInput = {
  /** The cam feature is on (config.enableCams): nothing is bought without it. */
  enabled: boolean;
  signedIn: boolean;
};

export type TokenPurchaseContext = TokenPurchaseInput & {
  /** The header's quick-buy packs; null until loaded. */
  quickBuy: TokenTariff[] | null;
  /** The billers (GET /api/memberships/billers), loaded with the first purchase; null until then. */
  billers: Biller[] | null;
  /** The pack being bought; null when none. */
  pending: TokenTariff | null;
  biller: string | null;
  paymentUrl: string | null;
  error: string | null;
};

export type TokenPurchaseEvent =
  | { type: 'DROPDOWN_OPENED' }
  | { type: 'DROPDOWN_CLOSED' }
  | { type: 'PACK_CHOSEN'; tariff: TokenTariff }
  | { type: 'ERROR_DISMISSED' }
  | { type: 'SESSION_CHANGED'; signedIn: boolean }
  /** The browser showed the page again from its cache (back from the biller). */
  | { type: 'PAGE_RESTORED' };

/** `choosing`: the payment-method chooser is open; `busy`: a purchase is under way; `leaving`: off to the biller. */
export type TokenPurchaseTag = 'choosing' | 'busy' | 'leaving' | 'offerLoading' | 'dropdownOpen';

const eligibleOf = (context: TokenPurchaseContext): Biller[] =>
  context.pending && context.billers ? tokenBillers(context.billers, context.pending) : [];

export const tokenPurchaseMachine = setup({
  types: {
    context: {} as TokenPurchaseContext,
    events: {} as TokenPurchaseEvent,
    input: {} as TokenPurchaseInput,
    tags: {} as TokenPurchaseTag,
  },
  actors: {
    billerChoice: billerChoiceMachine,
    /** GET {siteHost}/api/{provider}/join-now/prices, the quick-buy packs by sort ([] when the call fails). */
    loadQuickBuy: fromPromise<TokenTariff[], void>(notProvided('loadQuickBuy')),
    /** GET {siteHost}/api/memberships/billers ([] when the call fails, logged 'Failed to get payment systems'). */
    loadBillers: fromPromise<Biller[], void>(notProvided('loadBillers')),
    /** The pack's payment at the chosen biller: the redirect URL, or the refusal (never thrown). */
    requestPaymentUrl: fromPromise<PaymentUrlOutcome, TokenPaymentUrlBody>(notProvided('requestPaymentUrl')),
    /** Sends PAGE_RESTORED when the browser shows the page again from its back-forward cache. */
    pageRestores: fromCallback(() => {}),
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<TokenPurchaseEvent>((facts) => ({ type: 'SESSION_CHANGED', signedIn: facts.flags.loggedIn })),
  },
  actions: {
    /** A site path (/login/) by the router; the biller's page by a full navigation. */
    goTo: (_, _params: { url: string }) => {},
    setError: assign((_, message: string) => ({ error: message })),
    clearPending: assign({ pending: null, biller: null, paymentUrl: null }),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    isGuest: ({ context }) => !context.signedIn,
    quickBuyUnknown: ({ context }) => context.quickBuy === null,
    billersKnown: ({ context }) => context.billers !== null,
    noEligibleBiller: ({ context }) => billerDecision(eligibleOf(context)).kind === 'none',
    oneEligibleBiller: ({ context }) => billerDecision(eligibleOf(context)).kind === 'use',
    noBiller: (_, biller: string | null) => biller === null,
    refused: (_, outcome: PaymentUrlOutcome) => !outcome.ok,
    urlMissing: (_, outcome: PaymentUrlOutcome) => outcome.ok && !outcome.paymentUrl,
  },
}).createMachine({
  id: 'tokenPurchase',
  description:
    "Spec 002 §2.5 header tokens dropdown and /tokens/, §4.8 'Token pack purchase', §5 biller eligibility and tariff rules, §8 'Purchase and checkout'.",
  context: ({ input }) => ({ ...input, quickBuy: null, billers: null, pending: null, biller: null, paymentUrl: null, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'enabled', target: 'on' }, { target: 'off' }] },
    off: { description: 'The cam feature is switched off: no tokens are sold.' },
    on: {
      type: 'parallel',
      invoke: { id: 'sessionChanges', src: 'sessionChanges' },
      on: { SESSION_CHANGED: { actions: assign({ signedIn: ({ event }) => event.signedIn }) } },
      states: {
        offer: {
          description: "The header's dropdown: open or closed; the quick-buy packs fetched the first time it opens.",
          initial: 'closed',
          states: {
            closed: { on: { DROPDOWN_OPENED: 'open' } },
            open: {
              tags: ['dropdownOpen'],
              on: { DROPDOWN_CLOSED: 'closed', PACK_CHOSEN: 'closed' },
              initial: 'deciding',
              states: {
                deciding: { always: [{ guard: 'quickBuyUnknown', target: 'loading' }, { target: 'ready' }] },
                loading: {
                  tags: ['offerLoading'],
                  invoke: {
                    id: 'loadQuickBuy',
                    src: 'loadQuickBuy',
                    onDone: { target: 'ready', actions: assign({ quickBuy: ({ event }) => event.output }) },
                    onError: { target: 'ready', actions: assign({ quickBuy: [] }) },
                  },
                },
                ready: {},
              },
            },
          },
        },
        purchase: {
          initial: 'idle',
          states: {
            idle: {
              description: 'Packs may be chosen.',
              on: {
                PACK_CHOSEN: [
                  { guard: 'isGuest', actions: { type: 'goTo', params: { url: LOGIN_PATH } } },
                  { target: 'billers', actions: assign({ pending: ({ event }) => event.tariff, error: null }) },
                ],
                ERROR_DISMISSED: { actions: assign({ error: null }) },
              },
            },
            billers: { always: [{ guard: 'billersKnown', target: 'decidingBiller' }, { target: 'loadingBillers' }] },
            loadingBillers: {
              description: 'GET /api/memberships/billers, once a visit.',
              tags: ['busy'],
              invoke: {
                id: 'loadBillers',
                src: 'loadBillers',
                onDone: { target: 'decidingBiller', actions: assign({ billers: ({ event }) => event.output }) },
                onError: { target: 'decidingBiller', actions: assign({ billers: [] }) },
              },
            },
            decidingBiller: {
              description: 'The billers that may sell the pack (§5): one is used at once; several are offered; none stops here.',
              always: [
                {
                  guard: 'noEligibleBiller',
                  target: 'idle',
                  actions: ['clearPending', { type: 'setError', params: PAYMENT_SYSTEM_NOT_SELECTED }],
                },
                {
                  guard: 'oneEligibleBiller',
                  target: 'requestingUrl',
                  actions: assign({ biller: ({ context }) => eligibleOf(context)[0]?.name ?? null }),
                },
                { target: 'choosingBiller' },
              ],
            },
            choosingBiller: {
              description: "'Select Payment Method' with the billers that may sell the pack.",
              tags: ['choosing'],
              invoke: {
                id: 'billerChoice',
                src: 'billerChoice',
                input: ({ context }) => ({ billers: eligibleOf(context), preferred: null }),
                onDone: [
                  { guard: { type: 'noBiller', params: ({ event }) => event.output.biller }, target: 'idle', actions: 'clearPending' },
                  { target: 'requestingUrl', actions: assign({ biller: ({ event }) => event.output.biller }) },
                ],
              },
            },
            requestingUrl: {
              description: "The pack's payment URL: isNonRecurring, the item code and the priceUuid with the biller (§4.8 step 1).",
              tags: ['busy'],
              invoke: {
                id: 'requestPaymentUrl',
                src: 'requestPaymentUrl',
                input: ({ context }) => {
                  const price = context.pending ? packPrice(context.pending) : null;
                  return {
                    priceUuid: price?.priceUuid ?? '',
                    itemCode: price?.itemCode ?? '',
                    isNonRecurring: price?.nonRecurringPrice ?? false,
                    paymentSystem: context.biller ?? '',
                  };
                },
                onDone: [
                  {
                    guard: { type: 'refused', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: ['clearPending', { type: 'setError', params: GENERIC_ERROR }],
                  },
                  {
                    guard: { type: 'urlMissing', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: ['clearPending', { type: 'setError', params: PAYMENT_URL_NOT_FOUND }],
                  },
                  { target: 'leaving', actions: assign({ paymentUrl: ({ event }) => (event.output.ok ? event.output.paymentUrl : null) }) },
                ],
                onError: { target: 'idle', actions: ['clearPending', { type: 'setError', params: GENERIC_ERROR }] },
              },
            },
            leaving: {
              description: "The browser goes to the biller's hosted page (§4.8 step 2).",
              tags: ['busy', 'leaving'],
              entry: { type: 'goTo', params: ({ context }) => ({ url: context.paymentUrl ?? '' }) },
              invoke: { id: 'pageRestores', src: 'pageRestores' },
              on: { PAGE_RESTORED: { target: 'idle', actions: 'clearPending' } },
            },
          },
        },
      },
    },
  },
});
