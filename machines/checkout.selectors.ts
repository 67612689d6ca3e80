/** What the checkout's views read of its machine (checkout.machine.ts), without the machine's code. */
import type { Biller } from '../contracts/sales.ts';
import { eligibleBillers } from '../domain/billers.ts';
import type { CheckoutContext } from './checkout.machine.ts';

/** The billers 'Pay with' offers: those eligible for the chosen price (all of them before one is chosen). */
export const payWithOptions = (context: Pick<CheckoutContext, 'billers' | 'price'>): Biller[] =>
  context.price ? eligibleBillers(context.billers, context.price) : context.billers;
