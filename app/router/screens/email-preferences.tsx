/**
 * The e-mail preferences route's component (DESIGN 'Composition': a screen machine is composed by its route): loads
 * the email-preferences machine's module (app/screen-machines/email-preferences.ts) with the screen (both lazily), has
 * it provide the machine with the send-service adapter, starts it with what the loader read (so the server renders the form, or the invalid link) and
 * hands the screen its actor. Another uid is another machine.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { SUBSCRIPTION_TOPICS } from '../../../contracts/email-subscription-options.ts';
import type { SubscriptionLoaded } from '../../../machines/email-preferences.machine.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const EmailPreferencesScreen = lazyComponent(() => import('../../../views/containers/EmailPreferencesScreen.tsx'), 'EmailPreferencesScreen');
const machineModule = lazyModule(() => import('../../screen-machines/email-preferences.ts'));

export type EmailPreferencesRouteData = { uid: string; loaded: SubscriptionLoaded };

const TOPIC_ORDER = SUBSCRIPTION_TOPICS.map((t) => t.value);

function EmailPreferencesMachineScreen({ data }: { data: EmailPreferencesRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { emailPreferences } = machineModule.useLoaded();
  const machine = useMemo(() => emailPreferences.provide(services), [emailPreferences, services]);
  const preferences = useActorRef(machine, { input: { uid: data.uid, loaded: data.loaded, topicOrder: TOPIC_ORDER } });
  return <EmailPreferencesScreen preferences={preferences} />;
}

export function EmailPreferencesRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as EmailPreferencesRouteData;
  return <EmailPreferencesMachineScreen key={data.uid} data={data} />;
}

export const emailPreferencesRouteComponent = Object.assign(EmailPreferencesRoute, {
  preload: () => Promise.all([EmailPreferencesScreen.preload(), machineModule.preload()]).then(() => {}),
});
