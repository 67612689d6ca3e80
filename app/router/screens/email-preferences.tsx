/**
 * The e-mail preferences route's component (DESIGN 'Composition': a screen machine is composed by its route): loads
 * the email-preferences machine's module (app/screen-machines/email-preferences.ts) with the screen (both lazily; in the
 * first page, after it: screen-actor.tsx), has
 * it provide the machine with the send-service adapter, starts it with what the loader read (so the server renders the form, or the invalid link) and
 * hands the screen its actor. Another uid is another machine.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { SUBSCRIPTION_TOPICS } from '../../../contracts/email-subscription-options.ts';
import type { SubscriptionLoaded } from '../../../machines/email-preferences.machine.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const EmailPreferencesScreen = lazyComponent(() => import('../../../views/containers/EmailPreferencesScreen.tsx'), 'EmailPreferencesScreen');
export const emailPreferencesMachine = screenMachine('email-preferences', () => import('../../screen-machines/email-preferences.ts'));

export type EmailPreferencesRouteData = { uid: string; loaded: SubscriptionLoaded };

const TOPIC_ORDER = SUBSCRIPTION_TOPICS.map((t) => t.value);

function EmailPreferencesMachineScreen({ data }: { data: EmailPreferencesRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const [preferences, snapshot] = useScreenActor(emailPreferencesMachine, ({ emailPreferences }) => ({
    machine: emailPreferences.provide(services),
    input: { uid: data.uid, loaded: data.loaded, topicOrder: TOPIC_ORDER },
  }));
  return (
    <>
      <EmailPreferencesScreen preferences={preferences} />
      {snapshot}
    </>
  );
}

export function EmailPreferencesRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as EmailPreferencesRouteData;
  return <EmailPreferencesMachineScreen key={data.uid} data={data} />;
}

export const emailPreferencesRouteComponent = Object.assign(EmailPreferencesRoute, {
  preload: () => Promise.all([EmailPreferencesScreen.preload(), emailPreferencesMachine.preload()]).then(() => {}),
});
