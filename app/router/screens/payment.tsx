/**
 * The /payment/ route's component (DESIGN 'Composition'): starts the payment-return machine, provided by its module
 * (app/screen-machines/payment-return.ts, loaded with the screen; in the first page, after it: screen-actor.tsx), from
 * what the route found before loading (the payment's status, whether the session tokens were refreshed already), and
 * hands the lazily loaded screen its actor. Another payment gets another machine.
 */
import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import type { PaymentReturnInput } from '../../../machines/payment-return.machine.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const PaymentScreen = lazyComponent(() => import('../../../views/containers/PaymentScreen.tsx'), 'PaymentScreen');
export const paymentReturnMachine = screenMachine('payment-return', () => import('../../screen-machines/payment-return.ts'));

function Payment({ input }: { input: PaymentReturnInput }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const [payment, snapshot] = useScreenActor(paymentReturnMachine, ({ paymentReturn }) => ({ machine: paymentReturn.provide(services), input }));
  return (
    <>
      <PaymentScreen payment={payment} />
      {snapshot}
    </>
  );
}

function PaymentRoute() {
  const input = useLoaderData({ strict: false }) as PaymentReturnInput;
  return <Payment key={input.paymentUuid ?? ''} input={input} />;
}

export const paymentRouteComponent = Object.assign(PaymentRoute, {
  preload: () => Promise.all([PaymentScreen.preload(), paymentReturnMachine.preload()]).then(() => {}),
});
