/**
 * The account removal and e-mail change routes' components (DESIGN 'Composition': a screen machine is composed by its
 * route): each loads its machine's module (app/screen-machines/account-removal.ts, email-change.ts) with its screen,
 * starts the machine it provides, with the link's token and the outcome of a form posted without JavaScript (the
 * loader's) as its starting facts, and hands the lazily loaded screen its actor. A new token gets a new machine.
 */
import { useLoaderData, useRouteContext, useSearch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { PostedOutcome } from '../../../domain/form-outcome.ts';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const load = () => import('../../../views/containers/AccountActionScreens.tsx');
const AccountRemovalScreen = lazyComponent(load, 'AccountRemovalScreen');
const EmailChangeScreen = lazyComponent(load, 'EmailChangeScreen');
const removalModule = lazyModule(() => import('../../screen-machines/account-removal.ts'));
const changeModule = lazyModule(() => import('../../screen-machines/email-change.ts'));

const useServices = () => (useRouteContext({ strict: false }) as RouterContext).services;
const useToken = () => (useSearch({ strict: false }) as { token?: string }).token ?? null;
/** The loader's: the outcome of a form posted without JavaScript, and the forms' CSRF token. */
type Posted = { posted: PostedOutcome | null; csrfToken: string };
const usePosted = (): Posted => (useLoaderData({ strict: false }) as Posted | undefined) ?? { posted: null, csrfToken: '' };

function Removal({ token, posted, csrfToken }: { token: string | null } & Posted) {
  const services = useServices();
  const { session } = useVisit();
  const { accountRemoval } = removalModule.useLoaded();
  const machine = useMemo(() => accountRemoval.provide(services, { session }), [accountRemoval, services, session]);
  const removal = useActorRef(machine, { input: { token, posted } });
  return <AccountRemovalScreen removal={removal} csrfToken={csrfToken} />;
}

function Change({ token, posted, csrfToken }: { token: string | null } & Posted) {
  const services = useServices();
  const { emailChange } = changeModule.useLoaded();
  const machine = useMemo(() => emailChange.provide(services), [emailChange, services]);
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
});
export const emailChangeRouteComponent = Object.assign(EmailChangeRoute, {
  preload: () => Promise.all([EmailChangeScreen.preload(), changeModule.preload()]).then(() => {}),
});
