/**
 * The /payment/ route's component (DESIGN 'Composition'): starts the payment-return machine, provided by its module
 * (app/screen-machines/payment-return.ts, loaded with the screen), from what the route found before loading (the
 * payment's status, whether the session tokens were refreshed already), and hands the lazily loaded screen its actor. Another
 * payment gets another machine.
 */
import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { PaymentReturnInput } from '../../../machines/payment-return.machine.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const PaymentScreen = lazyComponent(() => import('../../../views/containers/PaymentScreen.tsx'), 'PaymentScreen');
const machineModule = lazyModule(() => import('../../screen-machines/payment-return.ts'));

function Payment({ input }: { input: PaymentReturnInput }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { paymentReturn } = machineModule.useLoaded();
  const machine = useMemo(() => paymentReturn.provide(services), [paymentReturn, services]);
  const payment = useActorRef(machine, { input });
  return <PaymentScreen payment={payment} />;
}

function PaymentRoute() {
  const input = useLoaderData({ strict: false }) as PaymentReturnInput;
  return <Payment key={input.paymentUuid ?? ''} input={input} />;
}

export const paymentRouteComponent = Object.assign(PaymentRoute, {
  preload: () => Promise.all([PaymentScreen.preload(), machineModule.preload()]).then(() => {}),
});
