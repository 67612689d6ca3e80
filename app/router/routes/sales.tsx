/**
 * The sales routes (spec 001 §2 'Join-now page', 'Payment and subscription routes'; §6: both stay open to unverified
 * viewers, the gate's rule): /join-now/ (?event=expired, ?payment=… back from a declined payment),
 * /join-now/authenticated/ → /join-now/, and /payment/ (?payment=… back from the biller). Their screens compose their
 * machines (app/router/screens/join-now.tsx, payment.tsx).
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { JOIN_PATH } from '../../../domain/constants.ts';
import { loadJoinNowData } from '../join-now-data.ts';
import { loadPaymentReturn } from '../payment-data.ts';
import { joinNowRouteComponent } from '../screens/join-now.tsx';
import { paymentRouteComponent } from '../screens/payment.tsx';
import { JoinNowSearchOf, PaymentSearchOf } from '../search.ts';
import { rootRoute } from './root.tsx';

export const joinNowRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join-now/',
  validateSearch: JoinNowSearchOf,
  loaderDeps: ({ search }) => ({ event: search.event, payment: search.payment }),
  loader: ({ context, deps, location }) => loadJoinNowData(context.services, deps, location.searchStr),
  // The timers and the trap are the visitor's own and move with the clock: a visit always starts from now.
  staleTime: 0,
  preloadStaleTime: 0,
  head: ({ match }) => ({
    meta: [
      { title: `Join Now - ${match.context.services.config.siteName}` },
      { name: 'description', content: `Plans and prices of ${match.context.services.config.siteName}: every VR scene, new releases every week.` },
    ],
  }),
  component: joinNowRouteComponent,
});

export const joinNowAuthenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join-now/authenticated/',
  beforeLoad: () => {
    throw redirect({ href: JOIN_PATH });
  },
});

export const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment/',
  validateSearch: PaymentSearchOf,
  // Before the root's loader reads the user: an approved payment refreshes the session tokens first (payment-data.ts).
  beforeLoad: async ({ context, search }) => ({ paymentReturn: await loadPaymentReturn(context.services, search.payment) }),
  loader: ({ context }) => context.paymentReturn,
  staleTime: 0,
  head: ({ match }) => ({
    meta: [{ title: `Payment - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: paymentRouteComponent,
});
