/**
 * The e-mail preferences page, /email-preferences/{uid}/ (spec 001 §2 'E-mail subscription preferences': read and
 * change the subscription type and fields; the result shows a header and text and may be an error): the subscription's
 * (masked) address, the type as a radio group, how often and about what news and offers come (for the types that send
 * them), 'Save preferences', and the result's header and text in a live region, an error styled as one. An unknown
 * uid is the page's clear error. Presentational: the container binds it to the machine.
 */
import type { FormEvent } from 'react';
import {
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  SUBSCRIPTION_TYPES,
  type SubscriptionFrequency,
  type SubscriptionTopic,
} from '../../contracts/email-subscription-options.ts';
import { newsApplies, type PreferencesDraft } from '../../domain/email-preferences.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Choice, ChoiceGroup } from '../ui/ChoiceGroup.tsx';
import '../catalogue/catalogue.css';
import '../catalogue/login.css';
import './email-preferences.css';

export type EmailPreferencesStep = 'loading' | 'form' | 'invalid' | 'loadFailed';

export interface EmailPreferencesPageProps {
  step: EmailPreferencesStep;
  email: string;
  draft: PreferencesDraft | null;
  saving: boolean;
  result: { header: string; text: string; isError: boolean } | null;
  /** Why the subscription could not be read (invalid link, failed read). */
  loadError: string | null;
  onType: (type: number) => void;
  onFrequency: (frequency: SubscriptionFrequency) => void;
  onTopics: (topics: SubscriptionTopic[]) => void;
  onSave: () => void;
  onRetry: () => void;
}

/** The topics with one added (last) or taken away. */
const toggled = (topics: readonly SubscriptionTopic[], topic: SubscriptionTopic, on: boolean): SubscriptionTopic[] =>
  on ? [...topics.filter((t) => t !== topic), topic] : topics.filter((t) => t !== topic);

export function EmailPreferencesPage(props: EmailPreferencesPageProps) {
  const { step, draft, saving, result } = props;
  // How often and about what news come only for the types that send them.
  const newsOff = saving || !draft || !newsApplies(draft.type);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    props.onSave();
  };
  return (
    <div className="cat-page cat-login email-prefs">
      <h1>E-mail Preferences</h1>
      {step === 'invalid' ? (
        <div className="cat-form" role="alert">
          <p className="cat-form-error">{props.loadError}</p>
          <p>Open the link from one of our latest e-mails, or sign in and manage your account.</p>
          <p className="cat-login-links">
            <AppLink href="/">Go to main page</AppLink>
          </p>
        </div>
      ) : step === 'loadFailed' ? (
        <div className="cat-form" role="alert">
          <p className="cat-form-error">{props.loadError}</p>
          <button type="button" className="cat-button cat-button--accent" onClick={props.onRetry}>
            Try again
          </button>
        </div>
      ) : step === 'loading' || !draft ? (
        <p className="cat-form" aria-busy="true">
          Loading your preferences…
        </p>
      ) : (
        <form className="cat-form email-prefs-form" aria-label="E-mail preferences" aria-busy={saving} noValidate onSubmit={onSubmit}>
          <p>
            Choose which e-mails we send to <strong>{props.email}</strong>.
          </p>
          <ChoiceGroup kind="radio" className="email-prefs-group" label="E-mails to receive" labelClassName="email-prefs-legend" disabled={saving}>
            {SUBSCRIPTION_TYPES.map((t) => (
              <Choice
                key={t.value}
                type="radio"
                name="type"
                value={String(t.value)}
                checked={draft.type === t.value}
                disabled={saving}
                onChange={() => props.onType(t.value)}
                className="email-prefs-option"
              >
                <span className="email-prefs-mark" aria-hidden="true" />
                <span>
                  <span className="email-prefs-label">{t.label}</span>
                  <span className="email-prefs-description">{t.description}</span>
                </span>
              </Choice>
            ))}
          </ChoiceGroup>
          <ChoiceGroup
            kind="radio"
            className="email-prefs-group"
            label="How often news and offers come"
            labelClassName="email-prefs-legend"
            disabled={newsOff}
            orientation="horizontal"
          >
            {SUBSCRIPTION_FREQUENCIES.map((f) => (
              <Choice
                key={f.value}
                type="radio"
                name="frequency"
                value={f.value}
                checked={draft.frequency === f.value}
                disabled={newsOff}
                onChange={() => props.onFrequency(f.value)}
                className="email-prefs-option email-prefs-option--inline"
              >
                <span className="email-prefs-mark" aria-hidden="true" />
                <span className="email-prefs-label">{f.label}</span>
              </Choice>
            ))}
          </ChoiceGroup>
          <ChoiceGroup
            kind="checkbox"
            className="email-prefs-group"
            label="News and offers about"
            labelClassName="email-prefs-legend"
            disabled={newsOff}
            description={newsApplies(draft.type) ? null : 'Only with all e-mails or news and offers.'}
            descriptionClassName="email-prefs-description"
          >
            {SUBSCRIPTION_TOPICS.map((t) => (
              <Choice
                key={t.value}
                type="checkbox"
                name="topics"
                value={t.value}
                checked={draft.topics.includes(t.value)}
                disabled={newsOff}
                onChange={(checked) => props.onTopics(toggled(draft.topics, t.value, checked))}
                className="email-prefs-option email-prefs-option--inline"
              >
                <span className="email-prefs-box" aria-hidden="true" />
                <span className="email-prefs-label">{t.label}</span>
              </Choice>
            ))}
          </ChoiceGroup>
          <button type="submit" className="cat-button cat-button--accent" disabled={saving}>
            {saving ? 'Saving…' : 'Save preferences'}
          </button>
          <div className={`email-prefs-result${result?.isError ? ' is-error' : ''}`} role="status" aria-live="polite">
            {result ? (
              <>
                <p className="email-prefs-result-header">{result.header}</p>
                {result.text ? <p>{result.text}</p> : null}
              </>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
