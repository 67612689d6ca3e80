/**
 * The /reset-password/ route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * reset-password machine (its module, app/screen-machines/reset-password.ts, loaded with the screen) provided over the site API adapter, with the token of the
 * query, the loader's check of it and the outcome of a form posted without JavaScript as its starting facts (so the
 * server renders the right step), and hands the
 * lazily loaded screen its actor. Another token gets another machine.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ResetPasswordInput } from '../../../machines/reset-password.machine.ts';
import type { RouterContext } from '../services.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';

const ResetPasswordScreen = lazyComponent(() => import('../../../views/containers/ResetPasswordScreen.tsx'), 'ResetPasswordScreen');
const machineModule = lazyModule(() => import('../../screen-machines/reset-password.ts'));

function ResetPasswordMachineScreen({ input, csrfToken }: { input: ResetPasswordInput; csrfToken: string }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { resetPassword } = machineModule.useLoaded();
  const machine = useMemo(() => resetPassword.provide(services), [resetPassword, services]);
  const screen = useActorRef(machine, { input });
  return <ResetPasswordScreen screen={screen} csrfToken={csrfToken} />;
}

export function ResetPasswordRoute() {
  const match = useMatch({ strict: false });
  const { csrfToken = '', ...input } = (match.loaderData ?? { token: null, check: null }) as ResetPasswordInput & { csrfToken?: string };
  return <ResetPasswordMachineScreen key={input.token ?? ''} input={input} csrfToken={csrfToken} />;
}

export const resetPasswordRouteComponent = Object.assign(ResetPasswordRoute, {
  preload: () => Promise.all([ResetPasswordScreen.preload(), machineModule.preload()]).then(() => {}),
});
