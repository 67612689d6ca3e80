/**
 * The sales routes' loaders and the payment page's beforeLoad (sales.tsx; loaded with the route, app/router/route-code.ts;
 * their heads are sales.head.ts): /join-now/ (app/router/join-now-data.ts) and /payment/ (app/router/payment-data.ts).
 */
import { redirect } from '@tanstack/react-router';
import { loadJoinNowData, renewalPath } from '../join-now-data.ts';
import { loadPaymentReturn } from '../payment-data.ts';
import type { LoaderContext } from '../route-code.ts';
import type { JoinNowSearch } from '../search.ts';

export const joinNowLoader = ({ context, deps, location }: LoaderContext & { deps: JoinNowSearch; location: { searchStr: string } }) => {
  const renewal = renewalPath(context.services, deps);
  if (renewal) throw redirect({ href: renewal });
  return loadJoinNowData(context.services, deps, location.searchStr);
};

// Before the root's loader reads the user: an approved payment refreshes the session tokens first (payment-data.ts).
export const paymentBeforeLoad = async ({ context, search }: LoaderContext & { search: { payment?: string } }) => ({
  paymentReturn: await loadPaymentReturn(context.services, search.payment),
});
