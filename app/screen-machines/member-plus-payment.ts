/**
 * A member-plus offer taken (machines/member-plus-payment.machine.ts; spec 001 §4 'Member-plus payment flow'): the
 * price and the payment URL through the member-plus adapter (it logs failures and never throws: the flow falls back),
 * the browser sent on by a full navigation (a biller's or a partner site's page). The offer (member-plus-offer.ts)
 * invokes it.
 */
import { fromPromise } from 'xstate';
import type { MemberPlusApi } from '../../adapters/member-plus.ts';
import { memberPlusPaymentMachine } from '../../machines/member-plus-payment.machine.ts';
import { defineScreenMachine } from './define.ts';
import { leaveSite } from './links.ts';

export const memberPlusPayment = defineScreenMachine({
  id: 'memberPlusPayment',
  machine: memberPlusPaymentMachine,
  provide: ({ memberPlus }: { memberPlus: Pick<MemberPlusApi, 'price' | 'paymentUrl'> }) =>
    memberPlusPaymentMachine.provide({
      actions: { goTo: (_, params) => leaveSite(params.url) },
      actors: {
        loadPrice: fromPromise(({ input }) => memberPlus.price(input.priceUuid)),
        requestPaymentUrl: fromPromise(({ input }) => memberPlus.paymentUrl(input)),
      },
    }),
});
