/**
 * The sales routes (spec 001 §2 'Join-now page', 'Payment and subscription routes'; §6: both stay open to unverified
 * viewers, the gate's rule): /join-now/ (?event=expired, ?payment=… back from a declined payment),
 * /join-now/authenticated/ → /join-now/, /payment/ (?payment=… back from the biller), and /subscription/ (the member's
 * subscription at a glance, the join page for others). The join-now and payment screens compose their machines
 * (app/router/screens/join-now.tsx, payment.tsx). Loaders, heads and the payment page's beforeLoad are in
 * sales.data.ts and subscription.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute, lazyScreen } from '../lazy-screen.tsx';
import { createRoute, redirect } from '@tanstack/react-router';
import { JOIN_PATH, SUBSCRIPTION_PATH } from '../../../domain/constants.ts';
import { routeCode } from '../route-code.ts';
import { JoinNowSearchOf, PaymentSearchOf } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./sales.data.ts'), 'app/router/routes/sales.data.ts');
const head = routeCode(() => import('./sales.head.ts'), 'app/router/routes/sales.head.ts');
const subscriptionCode = routeCode(() => import('./subscription.data.ts'), 'app/router/routes/subscription.data.ts');

export const joinNowRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join-now/',
  // The timer cookies are the visitor's own, and the form may hold their e-mail.
  staticData: { personal: true },
  validateSearch: JoinNowSearchOf,
  loaderDeps: ({ search }) => ({ event: search.event, payment: search.payment }),
  loader: code('joinNowLoader'),
  // The timers and the trap are the visitor's own and move with the clock: a visit always starts from now.
  staleTime: 0,
  preloadStaleTime: 0,
  // ... but a page already here stays as it is: the router's load right after hydration (and a link to the same
  // address) is a 'stay', which reloaded the server's fresh data at once (its five calls again, and the contracts'
  // code to parse them).
  shouldReload: ({ cause }) => cause !== 'stay',
  head: head('joinNowHead'),
  component: lazyRoute(() => import('../screens/join-now.tsx'), 'joinNowRouteComponent', [
    'app/router/screens/join-now.tsx',
    'views/containers/JoinNowScreen.tsx',
  ]),
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
  // The buyer's payment and e-mail.
  staticData: { personal: true },
  validateSearch: PaymentSearchOf,
  beforeLoad: code('paymentBeforeLoad'),
  loader: ({ context }) => context.paymentReturn,
  staleTime: 0,
  head: head('paymentHead'),
  component: lazyRoute(() => import('../screens/payment.tsx'), 'paymentRouteComponent', [
    'app/router/screens/payment.tsx',
    'views/containers/PaymentScreen.tsx',
  ]),
});

/** The member's subscription at a glance (subscription.data.ts); others are sent to the join page. */
export const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SUBSCRIPTION_PATH,
  staticData: { personal: true },
  loader: subscriptionCode('subscriptionLoader'),
  // The member's own facts: read anew on every visit (after an upgrade or a cancellation they have changed).
  staleTime: 0,
  head: subscriptionCode('subscriptionHead'),
  component: lazyScreen(() => import('../../../views/sales/SubscriptionPage.tsx'), 'SubscriptionPage', 'views/sales/SubscriptionPage.tsx'),
});
