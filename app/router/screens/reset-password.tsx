/**
 * The /reset-password/ route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * reset-password machine (its module, app/screen-machines/reset-password.ts, loaded with the screen; in the first
 * page, after it: screen-actor.tsx) provided over the site API adapter, with the token of the query, the loader's check
 * of it and the outcome of a form posted without JavaScript as its starting facts (so the server renders the right
 * step), and hands the lazily loaded screen its actor. Another token gets another machine.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import type { ResetPasswordInput } from '../../../machines/reset-password.machine.ts';
import type { RouterContext } from '../services.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';

const ResetPasswordScreen = lazyComponent(() => import('../../../views/containers/ResetPasswordScreen.tsx'), 'ResetPasswordScreen');
export const resetPasswordMachine = screenMachine('reset-password', () => import('../../screen-machines/reset-password.ts'));

function ResetPasswordMachineScreen({ input, csrfToken }: { input: ResetPasswordInput; csrfToken: string }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const [screen, snapshot] = useScreenActor(resetPasswordMachine, ({ resetPassword }) => ({ machine: resetPassword.provide(services), input }));
  return (
    <>
      <ResetPasswordScreen screen={screen} csrfToken={csrfToken} />
      {snapshot}
    </>
  );
}

export function ResetPasswordRoute() {
  const match = useMatch({ strict: false });
  const { csrfToken = '', ...input } = (match.loaderData ?? { token: null, check: null }) as ResetPasswordInput & { csrfToken?: string };
  return <ResetPasswordMachineScreen key={input.token ?? ''} input={input} csrfToken={csrfToken} />;
}

export const resetPasswordRouteComponent = Object.assign(ResetPasswordRoute, {
  preload: () => Promise.all([ResetPasswordScreen.preload(), resetPasswordMachine.preload()]).then(() => {}),
});
