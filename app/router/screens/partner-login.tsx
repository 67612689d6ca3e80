/**
 * The /playalogin/ route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * partner login machine (its module, app/screen-machines/partner-login.ts, loaded with the screen; in the first
 * page, after it: screen-actor.tsx), provided over the
 * visit's session and the site API adapter, with the loader's lookup of the app and the state, and the session's signed-in e-mail as its starting facts (so the
 * server renders the right step), and hands the lazily loaded screen its actor. Another redirect URI or state gets
 * another machine.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '../../../views/containers/use-selector.ts';
import type { PartnerLoginInput } from '../../../machines/partner-login.machine.ts';
import { selectFacts } from '../../../machines/session.selectors.ts';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const PartnerLoginScreen = lazyComponent(() => import('../../../views/containers/PartnerLoginScreen.tsx'), 'PartnerLoginScreen');
export const partnerLoginMachine = screenMachine('partner-login', () => import('../../screen-machines/partner-login.ts'));

/** The loader's answer: the app of the redirect URI (or why there is none) and the app's state. */
export type PartnerLoginData = Omit<PartnerLoginInput, 'email'>;

function PartnerLoginMachineScreen({ data }: { data: PartnerLoginData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { session } = useVisit();
  // The e-mail at the start only (the actor reads its input once): later sign-ins and sign-outs reach the machine as
  // the session's facts.
  const email = useSelector(session, (s) => selectFacts(s).email);
  const [screen, snapshot] = useScreenActor(partnerLoginMachine, ({ partnerLogin }) => ({
    machine: partnerLogin.provide(services, { session }),
    input: { ...data, email },
  }));
  return (
    <>
      <PartnerLoginScreen screen={screen} />
      {snapshot}
    </>
  );
}

export function PartnerLoginRoute() {
  const match = useMatch({ strict: false });
  const data = (match.loaderData ?? { app: null, lookupFailed: false, state: null }) as PartnerLoginData;
  return <PartnerLoginMachineScreen key={`${data.app?.redirectUri ?? ''} ${data.state ?? ''}`} data={data} />;
}

export const partnerLoginRouteComponent = Object.assign(PartnerLoginRoute, {
  preload: () => Promise.all([PartnerLoginScreen.preload(), partnerLoginMachine.preload()]).then(() => {}),
});
