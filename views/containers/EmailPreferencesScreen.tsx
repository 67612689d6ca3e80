/**
 * The e-mail preferences page bound to its machine (machines/email-preferences.machine.ts, started by its route):
 * the step from the machine's tags, the draft, the result; the choices and 'Save preferences' send its events.
 */
import { useSelector } from './use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import type { SubscriptionTopic } from '../../contracts/email-subscription-options.ts';
import type { emailPreferencesMachine } from '../../machines/email-preferences.machine.ts';
import { EmailPreferencesPage, type EmailPreferencesStep } from '../account/EmailPreferencesPage.tsx';

export function EmailPreferencesScreen({ preferences }: { preferences: ActorRefFrom<typeof emailPreferencesMachine> }) {
  const step = useSelector(
    preferences,
    (s): EmailPreferencesStep => (s.hasTag('invalid') ? 'invalid' : s.hasTag('loadFailed') ? 'loadFailed' : s.hasTag('loading') ? 'loading' : 'form'),
  );
  const saving = useSelector(preferences, (s) => s.hasTag('saving'));
  const draft = useSelector(preferences, (s) => s.context.draft);
  const email = useSelector(preferences, (s) => s.context.config?.email ?? '');
  const result = useSelector(preferences, (s) => s.context.result);
  const loadError = useSelector(preferences, (s) => s.context.loadError);
  const onTopics = (topics: SubscriptionTopic[]) => {
    const was = new Set(draft?.topics ?? []);
    const now = new Set(topics);
    for (const topic of now) if (!was.has(topic)) preferences.send({ type: 'TOPIC_TOGGLED', topic, on: true });
    for (const topic of was) if (!now.has(topic)) preferences.send({ type: 'TOPIC_TOGGLED', topic, on: false });
  };
  return (
    <EmailPreferencesPage
      step={step}
      email={email}
      draft={draft}
      saving={saving}
      result={result}
      loadError={loadError}
      onType={(value) => preferences.send({ type: 'TYPE_CHOSEN', value })}
      onFrequency={(value) => preferences.send({ type: 'FREQUENCY_CHOSEN', value })}
      onTopics={onTopics}
      onSave={() => preferences.send({ type: 'SAVE_REQUESTED' })}
      onRetry={() => preferences.send({ type: 'LOAD_RETRIED' })}
    />
  );
}
