/**
 * The account removal and e-mail change routes' components (DESIGN 'Composition': a screen machine is composed by its
 * route): each starts its machine, provided by the router context's factory, with the link's token as its starting
 * fact, and hands the lazily loaded screen its actor. A new token gets a new machine.
 */
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import type { ScreenFactories } from '../screens.ts';

const load = () => import('../../../views/containers/AccountActionScreens.tsx');
const AccountRemovalScreen = lazyComponent(load, 'AccountRemovalScreen');
const EmailChangeScreen = lazyComponent(load, 'EmailChangeScreen');
const SOURCE = 'views/containers/AccountActionScreens.tsx';

const useScreens = () => (useRouteContext({ strict: false }) as { screens: ScreenFactories }).screens;
const useToken = () => (useSearch({ strict: false }) as { token?: string }).token ?? null;

function Removal({ token }: { token: string | null }) {
  const screens = useScreens();
  const { session } = useVisit();
  const machine = useMemo(() => screens.accountRemoval(session), [screens, session]);
  const removal = useActorRef(machine, { input: { token } });
  return <AccountRemovalScreen removal={removal} />;
}

function Change({ token }: { token: string | null }) {
  const screens = useScreens();
  const machine = useMemo(() => screens.emailChange(), [screens]);
  const change = useActorRef(machine, { input: { token } });
  return <EmailChangeScreen change={change} />;
}

function AccountRemovalRoute() {
  const token = useToken();
  return <Removal key={token ?? ''} token={token} />;
}

function EmailChangeRoute() {
  const token = useToken();
  return <Change key={token ?? ''} token={token} />;
}

export const accountRemovalRouteComponent = Object.assign(AccountRemovalRoute, { preload: AccountRemovalScreen.preload, screenSource: SOURCE });
export const emailChangeRouteComponent = Object.assign(EmailChangeRoute, { preload: EmailChangeScreen.preload, screenSource: SOURCE });
