/**
 * The sales screens' machines with their side effects provided (DESIGN 'Composition': screen machines are composed by
 * their route): the join-now page (the ways of leaving that arm the trap, the trap's session cookies), its checkout
 * (the page's chosen price and the session's account followed, the sign-up and payment-URL calls with the visitor's
 * affiliate, the new account signed in, the browser sent to the biller) and the payment return (its status, the
 * session's tokens refreshed once the membership is active).
 */
import { fromCallback, fromPromise } from 'xstate';
import { backButtonHolder } from '../../adapters/back-button.ts';
import type { JoinNowConfig } from '../../contracts/sales.ts';
import type { checkoutMachine, CheckoutAccount } from '../../machines/checkout.machine.ts';
import type { JoinNowEmitted, joinNowMachine } from '../../machines/join-now.machine.ts';
import type { paymentReturnMachine } from '../../machines/payment-return.machine.ts';
import { TIMER_COOKIES, TRAP_DURATION_COOKIE, TRAP_START_COOKIE, TRAP_TRIGGERED_COOKIE } from '../../domain/price-timers.ts';
import type { SessionFacts } from '../../domain/session-facts.ts';
import type { SessionEvent } from '../../machines/session.machine.ts';
import { visitAffiliate } from './affiliate.ts';
import type { SessionFactsSource } from './screens.ts';
import type { Services } from './services.ts';

/** The join-now page as its checkout follows it: the chosen price it announces. */
export type PriceSource = {
  on(type: 'PRICE_CHANGED', handler: (event: JoinNowEmitted) => void): { unsubscribe(): void };
};

export interface SalesScreens {
  /**
   * The join-now page: the configured ways of leaving (back button, the pointer leaving at an edge) and the trap's
   * cookies; when the trap triggers, the visit's value pop-ups hear it (its groupId 600 pop-up shows, spec 001 §4).
   */
  joinNow(machine: typeof joinNowMachine, config: JoinNowConfig, links?: { valuePopups?: LeaveTrapListener }): typeof joinNowMachine;
  /** The checkout: the page's price and the session's account followed; the calls; the sign-in; the way to the biller. */
  checkout(
    machine: typeof checkoutMachine,
    links: { page: PriceSource; session: SessionFactsSource & { send(event: SessionEvent): void } },
  ): typeof checkoutMachine;
  /** /payment/: the payment's status, and the session's tokens refreshed when the membership became active. */
  paymentReturn(machine: typeof paymentReturnMachine): typeof paymentReturnMachine;
}

/** The visit's value pop-ups as the leave-page trap tells them (a route's machine is a root of its own: the composition links the two). */
export type LeaveTrapListener = { send(event: { type: 'LEAVE_TRAP_TRIGGERED' }): void };

/** Who buys, from the session's facts. */
export const accountOf = (facts: Pick<SessionFacts, 'viewer' | 'userId' | 'email'>): CheckoutAccount => ({
  signedIn: facts.viewer.loggedIn,
  userUuid: facts.viewer.loggedIn ? facts.userId : null,
  email: facts.viewer.loggedIn ? facts.email : null,
});

/**
 * Sends LEFT_PAGE when the visitor tries to leave: the back button (held as adapters/back-button.ts holds it: the
 * first back stays on the page and is heard) and the pointer leaving the window at a configured edge.
 */
const leaveSignals = (config: JoinNowConfig) => {
  const holdBack = backButtonHolder();
  return fromCallback(({ sendBack }) => {
    if (typeof window === 'undefined') return;
    const left = () => sendBack({ type: 'LEFT_PAGE' });
    const stops: (() => void)[] = [];
    if (config.isTrapPositionBackBtn) stops.push(holdBack(left));
    if (config.isTrapPositionTop || config.isTrapPositionLeft || config.isTrapPositionRight) {
      const out = (event: MouseEvent) => {
        if (event.relatedTarget !== null) return;
        const atTop = config.isTrapPositionTop && event.clientY <= 0;
        const atLeft = config.isTrapPositionLeft && event.clientX <= 0;
        const atRight = config.isTrapPositionRight && event.clientX >= window.innerWidth - 1;
        if (atTop || atLeft || atRight) left();
      };
      document.addEventListener('mouseout', out);
      stops.push(() => document.removeEventListener('mouseout', out));
    }
    return () => {
      for (const stop of stops) stop();
    };
  });
};

/** Sends PAGE_RESTORED when the browser shows the page again from its back-forward cache (back from the biller). */
const pageRestores = fromCallback(({ sendBack }) => {
  if (typeof window === 'undefined') return;
  const shown = (event: PageTransitionEvent) => {
    if (event.persisted) sendBack({ type: 'PAGE_RESTORED' });
  };
  window.addEventListener('pageshow', shown);
  return () => window.removeEventListener('pageshow', shown);
});

const leaveFor = (url: string) => {
  if (typeof window !== 'undefined' && url) window.location.assign(url);
};

export function createSalesScreens(services: Services): SalesScreens {
  const { cookies } = services;
  return {
    joinNow: (machine, config, links) =>
      machine.provide({
        actors: { leaveSignals: leaveSignals(config) },
        actions: {
          trapTriggered: (_, trap) => {
            cookies.set(TRAP_TRIGGERED_COOKIE, '1');
            cookies.set(TRAP_DURATION_COOKIE, String(trap.duration));
            cookies.set(TRAP_START_COOKIE, String(trap.start));
            for (const name of TIMER_COOKIES) cookies.remove(name);
            links?.valuePopups?.send({ type: 'LEAVE_TRAP_TRIGGERED' });
          },
          trapDeactivated: (_, now) => {
            cookies.remove(TRAP_DURATION_COOKIE);
            cookies.remove(TRAP_START_COOKIE);
            for (const name of TIMER_COOKIES) cookies.set(name, String(now));
          },
        },
      }),
    checkout: (machine, { page, session }) =>
      machine.provide({
        actions: { goTo: (_, url) => leaveFor(url) },
        actors: {
          priceChanges: fromCallback(({ sendBack }) => {
            const subscription = page.on('PRICE_CHANGED', ({ price }) => sendBack({ type: 'PRICE_CHANGED', price }));
            return () => subscription.unsubscribe();
          }),
          accountChanges: fromCallback(({ sendBack }) => {
            const subscription = session.on('SESSION_CHANGED', ({ facts }) => sendBack({ type: 'ACCOUNT_CHANGED', account: accountOf(facts) }));
            return () => subscription.unsubscribe();
          }),
          pageRestores,
          signUp: fromPromise(({ input }) => {
            const { affId, offerId } = visitAffiliate(cookies, typeof window === 'undefined' ? '' : window.location.search);
            return services.sales.signUp({ ...input, affiliateId: affId, offerId });
          }),
          signIn: fromPromise(async ({ input }) => {
            const result = await services.site.login(input);
            if (result.ok) session.send({ type: 'LOGGED_IN', tokens: result.tokens });
          }),
          loadUserUuid: fromPromise(async () => (await services.site.userInfo())?.uuid ?? null),
          requestPaymentUrl: fromPromise(({ input }) => services.sales.paymentUrl(input)),
        },
      }),
    paymentReturn: (machine) =>
      machine.provide({
        actions: { refreshSession: () => void services.refresh() },
        actors: { loadStatus: fromPromise(({ input }) => services.sales.paymentStatus(input.paymentUuid)) },
      }),
  };
}
