/**
 * The account removal and e-mail change routes' components (DESIGN 'Composition': a screen machine is composed by its
 * route): each loads its machine's module (app/screen-machines/account-removal.ts, email-change.ts) with its screen (in
 * the first page, after it: screen-actor.tsx),
 * starts the machine it provides, with the link's token and the outcome of a form posted without JavaScript (the
 * loader's) as its starting facts, and hands the lazily loaded screen its actor. A new token gets a new machine.
 */
import { useLoaderData, useRouteContext, useSearch } from '@tanstack/react-router';
import type { PostedOutcome } from '../../../domain/form-outcome.ts';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const load = () => import('../../../views/containers/AccountActionScreens.tsx');
const AccountRemovalScreen = lazyComponent(load, 'AccountRemovalScreen');
const EmailChangeScreen = lazyComponent(load, 'EmailChangeScreen');
export const accountRemovalMachine = screenMachine('account-removal', () => import('../../screen-machines/account-removal.ts'));
export const emailChangeMachine = screenMachine('email-change', () => import('../../screen-machines/email-change.ts'));

const useServices = () => (useRouteContext({ strict: false }) as RouterContext).services;
const useToken = () => (useSearch({ strict: false }) as { token?: string }).token ?? null;
/** The loader's: the outcome of a form posted without JavaScript, and the forms' CSRF token. */
type Posted = { posted: PostedOutcome | null; csrfToken: string };
const usePosted = (): Posted => (useLoaderData({ strict: false }) as Posted | undefined) ?? { posted: null, csrfToken: '' };

function Removal({ token, posted, csrfToken }: { token: string | null } & Posted) {
  const services = useServices();
  const { session } = useVisit();
  const [removal, snapshot] = useScreenActor(accountRemovalMachine, ({ accountRemoval }) => ({
    machine: accountRemoval.provide(services, { session }),
    input: { token, posted },
  }));
  return (
    <>
      <AccountRemovalScreen removal={removal} csrfToken={csrfToken} />
      {snapshot}
    </>
  );
}

function Change({ token, posted, csrfToken }: { token: string | null } & Posted) {
  const services = useServices();
  const [change, snapshot] = useScreenActor(emailChangeMachine, ({ emailChange }) => ({
    machine: emailChange.provide(services),
    input: { token, posted },
  }));
  return (
    <>
      <EmailChangeScreen change={change} csrfToken={csrfToken} />
      {snapshot}
    </>
  );
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
  preload: () => Promise.all([AccountRemovalScreen.preload(), accountRemovalMachine.preload()]).then(() => {}),
});
export const emailChangeRouteComponent = Object.assign(EmailChangeRoute, {
  preload: () => Promise.all([EmailChangeScreen.preload(), emailChangeMachine.preload()]).then(() => {}),
});
