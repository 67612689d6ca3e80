/**
 * The buyer back from the biller on /payment/?payment=… (after returning, the site refreshes the tokens so
 * the new usc is seen at once): the payment's status, asked before the page loads; when it is approved and the token
 * held does not say active yet, the token pair is refreshed first, so the page, its header and the visit's session
 * start from the new membership (the route's `beforeLoad`, which runs before the root's loader reads the user).
 */
import { MEMBERSHIP_STATUS } from '../../contracts/access-claims.ts';
import { readClaims } from '../../domain/claims.ts';
import type { PaymentReturnInput } from '../../machines/payment-return.machine.ts';
import type { Services } from './services.ts';

export async function loadPaymentReturn(services: Services, paymentUuid: string | undefined): Promise<PaymentReturnInput> {
  if (!paymentUuid) return { paymentUuid: null, status: null, refreshed: false };
  // A payment is told to its buyer's own session only: without one there is nothing to ask.
  const claims = readClaims(services.sessionTokens.read().atoken);
  if (!claims) return { paymentUuid, status: null, refreshed: false };
  const status = await services.sales.paymentStatus(paymentUuid).catch(() => undefined);
  if (status?.status !== 'approved') return { paymentUuid, status, refreshed: false };
  const refreshed = claims.usc === MEMBERSHIP_STATUS.active || (await services.refresh());
  return { paymentUuid, status, refreshed };
}
