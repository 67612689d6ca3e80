/**
 * The account removal and e-mail change routes' components (DESIGN 'Composition': a screen machine is composed by its
 * route): each loads its machine with its screen, starts it provided by the router context's factory, with the link's token and the outcome of
 * a form posted without JavaScript (the loader's) as its starting facts, and hands the lazily loaded screen its actor. A new token gets a new machine.
 */
import { useLoaderData, useRouteContext, useSearch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { PostedOutcome } from '../../../domain/form-outcome.ts';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { ScreenFactories } from '../screens.ts';

const load = () => import('../../../views/containers/AccountActionScreens.tsx');
const AccountRemovalScreen = lazyComponent(load, 'AccountRemovalScreen');
const EmailChangeScreen = lazyComponent(load, 'EmailChangeScreen');
const SOURCE = 'views/containers/AccountActionScreens.tsx';
const removalModule = lazyModule(() => import('../../../machines/account-removal.machine.ts'));
const changeModule = lazyModule(() => import('../../../machines/email-change.machine.ts'));

const useScreens = () => (useRouteContext({ strict: false }) as { screens: ScreenFactories }).screens;
const useToken = () => (useSearch({ strict: false }) as { token?: string }).token ?? null;
/** The loader's: the outcome of a form posted without JavaScript, and the forms' CSRF token. */
type Posted = { posted: PostedOutcome | null; csrfToken: string };
const usePosted = (): Posted => (useLoaderData({ strict: false }) as Posted | undefined) ?? { posted: null, csrfToken: '' };

function Removal({ token, posted, csrfToken }: { token: string | null } & Posted) {
  const screens = useScreens();
  const { session } = useVisit();
  const { accountRemovalMachine } = removalModule.useLoaded();
  const machine = useMemo(() => screens.accountRemoval(accountRemovalMachine, session), [screens, accountRemovalMachine, session]);
  const removal = useActorRef(machine, { input: { token, posted } });
  return <AccountRemovalScreen removal={removal} csrfToken={csrfToken} />;
}

function Change({ token, posted, csrfToken }: { token: string | null } & Posted) {
  const screens = useScreens();
  const { emailChangeMachine } = changeModule.useLoaded();
  const machine = useMemo(() => screens.emailChange(emailChangeMachine), [screens, emailChangeMachine]);
  const change = useActorRef(machine, { input: { token, posted } });
  return <EmailChangeScreen change={change} csrfToken={csrfToken} />;
}

function AccountRemovalRoute() {
  const token = useToken();
  return <Removal key={token ?? ''} token={token} {...usePosted()} />;
}

function EmailChangeRoute() {
  const token = useToken();
  return <Change key={token ?? ''} token={token} {...usePosted()} />;
}

export const accountRemovalRouteComponent = Object.assign(AccountRemovalRoute, {
  preload: () => Promise.all([AccountRemovalScreen.preload(), removalModule.preload()]).then(() => {}),
  screenSource: SOURCE,
});
export const emailChangeRouteComponent = Object.assign(EmailChangeRoute, {
  preload: () => Promise.all([EmailChangeScreen.preload(), changeModule.preload()]).then(() => {}),
  screenSource: SOURCE,
});
