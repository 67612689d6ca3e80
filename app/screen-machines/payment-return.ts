/** /payment/ (machines/payment-return.machine.ts): the payment's status, and the visit's tokens refreshed when the membership became active. */
import { fromPromise } from 'xstate';
import { paymentReturnMachine } from '../../machines/payment-return.machine.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';

export const paymentReturn = defineScreenMachine({
  id: 'paymentReturn',
  machine: paymentReturnMachine,
  provide: ({ sales, refresh }: Pick<Services, 'sales' | 'refresh'>) =>
    paymentReturnMachine.provide({
      actions: { refreshSession: () => void refresh() },
      actors: { loadStatus: fromPromise(({ input }) => sales.paymentStatus(input.paymentUuid)) },
    }),
});
