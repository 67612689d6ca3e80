/**
 * The checkout form on the join-now page (spec 001 §2 'Registration / checkout form', §4 'Checkout flow', §5
 * 'Registration', 'Payment', §8): the price follows the page's chosen tariff (PRICE_CHANGED, which also resets 'Pay
 * with' to 'epoch', unless it is the same plan once the leave-page offer ended); 'Join Now' checks the form (the spec's messages, nothing sent when invalid), then the eligible
 * billers decide (rules/billers.ts billerDecision: one is used at once, several open the biller-choice machine's
 * 'Select Payment Method', none is 'Payment system not selected'), then:
 * - a visitor without an account: the account is created (POST /api/account), they are signed in with what they
 *   typed (so they come back from the biller as the new member), and the browser goes to the payment URL;
 * - a signed-in member: their uuid (user info fetched when missing), then POST /api/payment/url, then the browser goes.
 * A refusal `{title, data}` puts data.email / data.password / data.paymentSystem under their fields (joined by line
 * breaks in the view) and the title as the form's error when no field shows it; an answer without a payment URL is
 * 'Payment url not found'; editing a field clears its server errors. A refusal under data.offer is the leave-page
 * trap's special price refused ('This offer has expired.', issue 38 finding 8): its message shows, and the page is
 * told (`offerExpired`), which ends the trap and announces the same plan at its standard price with `planKept`: a
 * price change that keeps 'Pay with' while that biller can take the price (the plan, the bundles and the biller stay
 * as the buyer chose them). What was typed is never lost: the form's inputs keep it, and the e-mail is kept here too. Coming back from the biller with the browser's back button (the page
 * restored from its cache) makes the form usable again.
 * A screen machine: started by the join-now route (app/router/screens), never by a view.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { OFFER_REFUSAL_FIELD } from '../contracts/leave-offer.ts';
import type { Biller, PaymentUrlOutcome, Price } from '../contracts/sales.ts';
import { billerChoiceMachine } from './biller-choice.machine.ts';
import { DEFAULT_PAYMENT_SYSTEM, PAYMENT_SYSTEM_NOT_SELECTED, PAYMENT_URL_NOT_FOUND, billerDecision, eligibleBillers } from '../domain/billers.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';
import type { FieldErrors } from '../domain/validation.ts';
import { validateCheckout } from '../domain/checkout.ts';
import { hasFieldErrors, normalizeLoginEmail } from '../domain/validation.ts';

/** Who is buying: a signed-in member (their uuid when known) or a visitor who creates an account. */
export type CheckoutAccount = { signedIn: boolean; userUuid: string | null; email: string | null };

export type { PaymentUrlOutcome };

export type SignUpRequest = {
  email: string;
  password: string;
  isReceiveUpdates: boolean;
  paymentSystem: string;
  priceUuid: string;
  slavePriceUuids: string[];
};
export type PaymentUrlRequest = { userUuid: string; paymentSystem: string; priceUuid: string; slavePriceUuids: string[] };

export type CheckoutInput = {
  billers: Biller[];
  price: Price | null;
  account: CheckoutAccount;
  /** What a declined payment kept: the e-mail, the biller and the biller's message (join-now ?payment=…). */
  kept?: { email: string; paymentSystem: string; message: string } | null;
  /** The form posted without JavaScript and refused: the e-mail typed and the messages (rules/form-outcome.ts). */
  posted?: { email?: string; fieldErrors?: FieldErrors; formError?: string } | null;
};

type Credentials = { email: string; password: string; isReceiveUpdates: boolean };

export type CheckoutContext = {
  billers: Biller[];
  price: Price | null;
  account: CheckoutAccount;
  /** 'Pay with': the payment system the buyer prefers. */
  paymentSystem: string;
  /** The e-mail last typed (or kept from a declined payment), lower-cased. */
  email: string;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** What 'Join Now' sent, held until the account is created and signed in; never kept past that. */
  credentials: Credentials | null;
  /** The biller the payment goes through. */
  biller: string | null;
  paymentUrl: string | null;
};

export type CheckoutEvent =
  | { type: 'JOIN_SUBMITTED'; email: string; password: string; isReceiveUpdates: boolean }
  | { type: 'PAYMENT_SYSTEM_SELECTED'; name: string }
  | { type: 'FIELD_EDITED'; field: 'email' | 'password' }
  /**
   * The page's chosen price changed (from the join-now machine's PRICE_CHANGED); `planKept`: the same plan, at its
   * standard price once the leave-page offer ended (the buyer changed nothing, so 'Pay with' stays).
   */
  | { type: 'PRICE_CHANGED'; price: Price | null; planKept?: boolean }
  /** Somebody signed in or out meanwhile (from the session's facts). */
  | { type: 'ACCOUNT_CHANGED'; account: CheckoutAccount }
  /** The browser showed the page again from its cache (back from the biller). */
  | { type: 'PAGE_RESTORED' };

export type CheckoutTag = 'form' | 'choosing' | 'busy' | 'leaving';

/** When no tariff is there to buy (the price slots failed to load). */
export const NO_PLAN_MESSAGE = 'Please choose a plan.';
const FIELDS = ['email', 'password', 'paymentSystem'] as const;

/** A refusal as the form shows it: the messages of its fields under them, the title when no field says anything. */
export function refusalOf(outcome: Extract<PaymentUrlOutcome, { ok: false }>): { fieldErrors: FieldErrors; formError: string | null } {
  const fieldErrors: FieldErrors = {};
  for (const field of FIELDS) if (outcome.data[field]?.length) fieldErrors[field] = outcome.data[field];
  return { fieldErrors, formError: hasFieldErrors(fieldErrors) ? null : outcome.title || GENERIC_ERROR };
}

/** The billers eligible for the chosen price (none without a price). */
const eligibleOf = (context: Pick<CheckoutContext, 'billers' | 'price'>): Biller[] =>
  context.price ? eligibleBillers(context.billers, context.price) : [];
const soleBiller = (context: Pick<CheckoutContext, 'billers' | 'price'>): string | null => {
  const decision = billerDecision(eligibleOf(context));
  return decision.kind === 'use' ? decision.biller : null;
};

/**
 * 'Pay with' after the page's price changed: kept for the same plan once the leave-page offer ended (`planKept`) while
 * that biller can take the new price; 'epoch' after any other change (§4 step 1: changing the tariff resets it).
 */
export function paymentSystemAfter(context: Pick<CheckoutContext, 'billers' | 'paymentSystem'>, change: { price: Price | null; planKept?: boolean }) {
  const takes = change.price !== null && eligibleBillers(context.billers, change.price).some((b) => b.name === context.paymentSystem);
  return change.planKept && takes ? context.paymentSystem : DEFAULT_PAYMENT_SYSTEM;
}

/** A refusal of the leave-page trap's special price: its offer is over (contracts/leave-offer.ts). */
export const offerRefused = (outcome: PaymentUrlOutcome): boolean => !outcome.ok && (outcome.data[OFFER_REFUSAL_FIELD]?.length ?? 0) > 0;

const backToForm = { target: '#checkout.editing' as const, actions: 'forgetCredentials' as const };
/** The answers of both payment-URL calls. */
const urlAnswered = (next: string) => [
  {
    guard: 'offerRefused' as const,
    ...backToForm,
    actions: ['forgetCredentials' as const, 'setRefusal' as const, 'offerExpired' as const],
  },
  { guard: 'refused' as const, ...backToForm, actions: ['forgetCredentials' as const, 'setRefusal' as const] },
  {
    guard: 'urlMissing' as const,
    ...backToForm,
    actions: ['forgetCredentials' as const, { type: 'setFormError' as const, params: PAYMENT_URL_NOT_FOUND }],
  },
  { target: next, actions: 'keepPaymentUrl' as const },
];
const failed = { ...backToForm, actions: ['forgetCredentials' as const, { type: 'setFormError' as const, params: GENERIC_ERROR }] };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    billerChoice: billerChoiceMachine,
    /** Sends PRICE_CHANGED when the page's chosen price changes. */
    priceChanges: fromCallback(() => {}),
    /** Sends ACCOUNT_CHANGED when the session signs somebody in or out. */
    accountChanges: fromCallback(() => {}),
    /** Sends PAGE_RESTORED when the browser shows the page again from its back-forward cache. */
    pageRestores: fromCallback(() => {}),
    signUp: fromPromise<PaymentUrlOutcome, SignUpRequest>(() => Promise.reject(new Error('signUp not provided'))),
    signIn: fromPromise<void, { email: string; password: string }>(() => Promise.reject(new Error('signIn not provided'))),
    loadUserUuid: fromPromise<string | null, void>(() => Promise.reject(new Error('loadUserUuid not provided'))),
    requestPaymentUrl: fromPromise<PaymentUrlOutcome, PaymentUrlRequest>(() => Promise.reject(new Error('requestPaymentUrl not provided'))),
  },
  actions: {
    /** Sends the browser to the biller's payment page. */
    goTo: (_, _url: string) => {},
    /** Tells the page the leave-page offer expired (the site API refused its special price). */
    offerExpired: () => {},
    setFormError: assign((_, message: string) => ({ formError: message })),
    setRefusal: assign(({ event }) => refusalOf((event as unknown as { output: Extract<PaymentUrlOutcome, { ok: false }> }).output)),
    keepPaymentUrl: assign(({ event }) => ({ paymentUrl: (event as unknown as { output: { paymentUrl: string } }).output.paymentUrl })),
    forgetCredentials: assign({ credentials: null }),
  },
  guards: {
    invalid: ({ context, event }) => {
      assertEvent(event, 'JOIN_SUBMITTED');
      return hasFieldErrors(validateCheckout({ ...event, paymentSystem: context.paymentSystem }, !context.account.signedIn));
    },
    noPrice: ({ context }) => context.price === null,
    signedIn: ({ context }) => context.account.signedIn,
    knowsUser: ({ context }) => context.account.userUuid !== null,
    refused: ({ event }) => !(event as unknown as { output: PaymentUrlOutcome }).output.ok,
    offerRefused: ({ event }) => offerRefused((event as unknown as { output: PaymentUrlOutcome }).output),
    urlMissing: ({ event }) => !(event as unknown as { output: { paymentUrl: string | null } }).output.paymentUrl,
    noBiller: ({ event }) => (event as unknown as { output: { biller: string | null } }).output.biller === null,
    noEligibleBiller: ({ context }) => billerDecision(eligibleOf(context)).kind === 'none',
    oneEligibleBiller: ({ context }) => billerDecision(eligibleOf(context)).kind === 'use',
  },
}).createMachine({
  id: 'checkout',
  description: "Spec 001 §2 'Registration / checkout form'; §4 'Checkout flow'; §5 'Registration', 'Payment'; §8 checkout errors.",
  context: ({ input }) => ({
    billers: input.billers,
    price: input.price,
    account: input.account,
    paymentSystem: input.kept?.paymentSystem || DEFAULT_PAYMENT_SYSTEM,
    email: input.kept?.email ?? input.posted?.email ?? '',
    fieldErrors: input.posted?.fieldErrors ?? {},
    formError: input.kept?.message || input.posted?.formError || null,
    credentials: null,
    biller: null,
    paymentUrl: null,
  }),
  invoke: [
    { id: 'priceChanges', src: 'priceChanges' },
    { id: 'accountChanges', src: 'accountChanges' },
  ],
  on: {
    // Changing the tariff resets the payment system to 'epoch' (§4 step 1); the offer ending changes no tariff.
    PRICE_CHANGED: {
      actions: assign({ price: ({ event }) => event.price, paymentSystem: ({ context, event }) => paymentSystemAfter(context, event) }),
    },
    ACCOUNT_CHANGED: { actions: assign({ account: ({ event }) => event.account }) },
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        PAYMENT_SYSTEM_SELECTED: {
          actions: assign({
            paymentSystem: ({ event }) => event.name,
            fieldErrors: ({ context }) => ({ ...context.fieldErrors, paymentSystem: undefined }),
          }),
        },
        FIELD_EDITED: { actions: assign({ fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }) }) },
        JOIN_SUBMITTED: [
          {
            guard: 'invalid',
            actions: assign({
              fieldErrors: ({ context, event }) => validateCheckout({ ...event, paymentSystem: context.paymentSystem }, !context.account.signedIn),
              formError: null,
              email: ({ event }) => normalizeLoginEmail(event.email),
            }),
          },
          { guard: 'noPrice', actions: { type: 'setFormError', params: NO_PLAN_MESSAGE } },
          {
            target: 'decidingBiller',
            actions: assign({
              fieldErrors: {},
              formError: null,
              email: ({ event }) => normalizeLoginEmail(event.email),
              // A member buys with their session: no password is held for them.
              credentials: ({ context, event }) =>
                context.account.signedIn
                  ? null
                  : { email: normalizeLoginEmail(event.email), password: event.password, isReceiveUpdates: event.isReceiveUpdates },
            }),
          },
        ],
      },
    },
    decidingBiller: {
      description: "The price's eligible billers (§5): one is used at once; several are offered in the chooser; none stops here.",
      always: [
        {
          guard: 'noEligibleBiller',
          ...backToForm,
          actions: ['forgetCredentials', { type: 'setFormError', params: PAYMENT_SYSTEM_NOT_SELECTED }],
        },
        { guard: 'oneEligibleBiller', target: 'billerChosen', actions: assign({ biller: ({ context }) => soleBiller(context) }) },
        { target: 'choosingBiller' },
      ],
    },
    choosingBiller: {
      description: "'Select Payment Method': the payment-method chooser, preselected with 'Pay with'.",
      tags: ['choosing'],
      invoke: {
        id: 'billerChoice',
        src: 'billerChoice',
        input: ({ context }) => ({ billers: eligibleOf(context), preferred: context.paymentSystem }),
        onDone: [
          { guard: 'noBiller', ...backToForm },
          { target: 'billerChosen', actions: assign({ biller: ({ event }) => event.output.biller }) },
        ],
      },
    },
    billerChosen: {
      always: [
        // Signed in meanwhile (somebody logged in while choosing): the member's payment, no password held.
        { guard: 'signedIn', target: 'findingUser', actions: 'forgetCredentials' },
        { target: 'creatingAccount' },
      ],
    },
    creatingAccount: {
      description: 'POST /api/account with the form and the tariff; its paymentUrl, or the refusal {title, data}.',
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: context.credentials?.email ?? '',
          password: context.credentials?.password ?? '',
          isReceiveUpdates: context.credentials?.isReceiveUpdates ?? false,
          paymentSystem: context.biller ?? '',
          priceUuid: context.price?.uuid ?? '',
          slavePriceUuids: context.price?.slavePriceUuids ?? [],
        }),
        onDone: urlAnswered('signingIn'),
        onError: failed,
      },
    },
    signingIn: {
      description: 'The new account signs in with what was typed, so the buyer returns from the biller signed in.',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.credentials?.email ?? '', password: context.credentials?.password ?? '' }),
        // A failed sign-in does not stop the payment: the buyer can log in after it.
        onDone: { target: 'leaving', actions: 'forgetCredentials' },
        onError: { target: 'leaving', actions: 'forgetCredentials' },
      },
    },
    findingUser: {
      always: [{ guard: 'knowsUser', target: 'requestingUrl' }, { target: 'loadingUser' }],
    },
    loadingUser: {
      description: "Step 3: the user's uuid is missing, so the user info is fetched first.",
      tags: ['busy'],
      invoke: {
        id: 'loadUserUuid',
        src: 'loadUserUuid',
        onDone: [
          { guard: ({ event }) => event.output === null, ...failed },
          {
            target: 'requestingUrl',
            actions: assign({ account: ({ context, event }) => ({ ...context.account, userUuid: event.output }) }),
          },
        ],
        onError: failed,
      },
    },
    requestingUrl: {
      description: 'POST /api/payment/url with the userUuid, the biller, the priceUuid and the slavePriceUuids.',
      tags: ['busy'],
      invoke: {
        id: 'requestPaymentUrl',
        src: 'requestPaymentUrl',
        input: ({ context }) => ({
          userUuid: context.account.userUuid ?? '',
          paymentSystem: context.biller ?? '',
          priceUuid: context.price?.uuid ?? '',
          slavePriceUuids: context.price?.slavePriceUuids ?? [],
        }),
        onDone: urlAnswered('leaving'),
        onError: failed,
      },
    },
    leaving: {
      description: "The browser goes to the biller's payment page.",
      tags: ['busy', 'leaving'],
      entry: { type: 'goTo', params: ({ context }) => context.paymentUrl ?? '' },
      invoke: { id: 'pageRestores', src: 'pageRestores' },
      on: { PAGE_RESTORED: 'editing' },
    },
  },
});
