/**
 * The join-now page's checkout (machines/checkout.machine.ts): the page's chosen price and the session's account
 * followed, the sign-up and payment-URL calls with the visitor's affiliate (and, by the browser, the leave-page offer's
 * cookies a special price needs), the new account signed in, the browser sent to the biller, and the page restored
 * from the browser's cache heard; a special price refused for its expired offer tells the page (OFFER_EXPIRED: the
 * trap ends, the same plan at its standard price); the buyer's choice kept as they make it.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { SessionFacts } from '../../domain/session-facts.ts';
import { type CheckoutAccount, checkoutMachine } from '../../machines/checkout.machine.ts';
import type { JoinNowEmitted } from '../../machines/join-now.machine.ts';
import type { SessionEvent } from '../../machines/session.machine.ts';
import { visitAffiliate } from '../router/affiliate.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';
import { type SessionFactsSource, leaveSite, pageRestores, sessionChanges } from './links.ts';

/** The join-now page as its checkout follows it: the chosen price it announces; told when the trap's offer expired. */
export type PriceSource = {
  on(type: 'PRICE_CHANGED', handler: (event: JoinNowEmitted) => void): { unsubscribe(): void };
  send(event: { type: 'OFFER_EXPIRED' }): void;
};

/** Who buys, from the session's facts. */
export const accountOf = (facts: Pick<SessionFacts, 'viewer' | 'userId' | 'email'>): CheckoutAccount => ({
  signedIn: facts.viewer.loggedIn,
  userUuid: facts.viewer.loggedIn ? facts.userId : null,
  email: facts.viewer.loggedIn ? facts.email : null,
});

export const checkout = defineScreenMachine({
  id: 'checkout',
  machine: checkoutMachine,
  provide: (
    { cookies, sales, site }: Pick<Services, 'cookies' | 'sales' | 'site'>,
    { page, session }: { page: PriceSource; session: SessionFactsSource & { send(event: SessionEvent): void } },
  ) =>
    checkoutMachine.provide({
      actions: { goTo: (_, url) => leaveSite(url), offerExpired: () => page.send({ type: 'OFFER_EXPIRED' }) },
      actors: {
        priceChanges: fromCallback(({ sendBack }) => {
          const subscription = page.on('PRICE_CHANGED', ({ price, planKept }) => sendBack({ type: 'PRICE_CHANGED', price, planKept }));
          return () => subscription.unsubscribe();
        }),
        accountChanges: sessionChanges(session, (facts) => ({ type: 'ACCOUNT_CHANGED', account: accountOf(facts) })),
        pageRestores,
        signUp: fromPromise(({ input }) => {
          const { affId, offerId } = visitAffiliate(cookies, typeof window === 'undefined' ? '' : window.location.search);
          return sales.signUp({ ...input, affiliateId: affId, offerId });
        }),
        signIn: fromPromise(async ({ input }) => {
          const result = await site.login(input);
          if (result.ok) session.send({ type: 'LOGGED_IN', tokens: result.tokens });
        }),
        loadUserUuid: fromPromise(async () => (await site.userInfo())?.uuid ?? null),
        requestPaymentUrl: fromPromise(({ input }) => sales.paymentUrl(input)),
      },
    }),
});
