/**
 * The easy-cancel and upgrade-subscription screens' machines with their side effects provided (DESIGN 'Composition':
 * screen machines are composed by their route; loaded with their screens, never in another page's first load):
 * - easy cancel: the questions, settings, upgrade URL and feedback through the site API adapter (it logs failures and
 *   never throws: 'Failed to get upgrade url', 'Failed to send feedback'), the visit's tokens refreshed once the
 *   membership is canceled, and the way on: a client navigation for a path of this site, a full one otherwise;
 * - upgrade subscription: the payment URL through the checkout's call (POST /api/payment/url, the member's uuid from
 *   the user info), the browser sent to the biller's page, and the page restored from the browser's cache heard.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { PaymentUrlOutcome } from '../../contracts/sales.ts';
import type { easyCancelMachine } from '../../machines/easy-cancel.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import type { upgradeSubscriptionMachine } from '../../machines/upgrade-subscription.machine.ts';
import type { Services } from './services.ts';

export interface EasyCancelScreens {
  easyCancel(machine: typeof easyCancelMachine): typeof easyCancelMachine;
  upgradeSubscription(machine: typeof upgradeSubscriptionMachine): typeof upgradeSubscriptionMachine;
}

/** A path of this site ('/…', not '//…'): the app navigates there itself. */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])/.test(url);

/** A full navigation (a biller's page, another site); never on the server. */
const leaveFor = (url: string) => {
  if (typeof window !== 'undefined' && url) window.location.assign(url);
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

export function createEasyCancelScreens(services: Services, nav: { navigate: (path: string) => void }): EasyCancelScreens {
  const { site } = services;
  return {
    easyCancel: (machine) =>
      machine.provide({
        actions: { goTo: (_, { url }) => (isSitePath(url) ? nav.navigate(url) : leaveFor(url)) },
        actors: {
          loadQuestions: fromPromise(() => site.easyCancelQuestions()),
          loadSettings: fromPromise(() => site.easyCancelSettings()),
          loadUpgradeUrl: fromPromise(({ input }) => site.easyCancelUpgradeUrl(input.membershipUuid)),
          sendFeedback: fromPromise(({ input }) => site.sendEasyCancelFeedback(input)),
          refreshSession: fromPromise(async () => {
            await services.refresh();
          }),
        },
      }),
    upgradeSubscription: (machine) =>
      machine.provide({
        actions: { goTo: (_, { url }) => leaveFor(url) },
        actors: {
          pageRestores,
          requestPaymentUrl: fromPromise<PaymentUrlOutcome, { priceUuid: string; paymentSystem: string }>(async ({ input }) => {
            const user = await site.userInfo();
            if (!user) return { ok: false, title: GENERIC_ERROR, data: {} };
            return services.sales.paymentUrl({
              userUuid: user.uuid,
              paymentSystem: input.paymentSystem,
              priceUuid: input.priceUuid,
              slavePriceUuids: [],
            });
          }),
        },
      }),
  };
}
