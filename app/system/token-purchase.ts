/**
 * Buying token packs (spec 002 §2.5, §4.8) in the visit: the packs and the billers from the site host
 * (services.cams, services.sales), the pack's payment URL, the router for /login/ and a full navigation to the
 * biller's page, the browser's back-forward cache for the way back.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { Biller, PaymentUrlOutcome } from '../../contracts/sales.ts';
import type { TokenPaymentUrlBody, TokenTariff } from '../../contracts/tokens.ts';
import { quickBuyTariffs } from '../../domain/token-tariffs.ts';
import { tokenPurchaseMachine } from '../../machines/token-purchase.machine.ts';
import { defineVisitMachine } from './define.ts';
import { startingFacts } from './facts.ts';

export const tokenPurchase = defineVisitMachine({
  id: 'tokenPurchase',
  machine: tokenPurchaseMachine,
  provide: (services, nav) =>
    tokenPurchaseMachine.provide({
      actions: {
        goTo: (_, { url }) => {
          if (url.startsWith('/')) nav.go(url);
          else if (url && typeof window !== 'undefined') window.location.assign(url);
        },
      },
      actors: {
        loadQuickBuy: fromPromise<TokenTariff[], void>(async () => quickBuyTariffs(await services.cams.tokenTariffs())),
        loadBillers: fromPromise<Biller[], void>(() => services.sales.billers()),
        requestPaymentUrl: fromPromise<PaymentUrlOutcome, TokenPaymentUrlBody>(({ input }) => services.cams.tokenPaymentUrl(input)),
        pageRestores: fromCallback(({ sendBack }) => {
          if (typeof window === 'undefined') return;
          const shown = (event: PageTransitionEvent) => {
            if (event.persisted) sendBack({ type: 'PAGE_RESTORED' });
          };
          window.addEventListener('pageshow', shown);
          return () => window.removeEventListener('pageshow', shown);
        }),
      },
    }),
  input: (root, request) => ({ enabled: request.config.enableCams, signedIn: startingFacts(root, request).flags.loggedIn }),
});
