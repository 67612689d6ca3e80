/**
 * The e-mail preferences page, /email-preferences/{uid}/ (spec 001 §2 'E-mail subscription preferences': read and
 * change the subscription type and fields; the result shows a header and text and may be an error): the subscription's
 * (masked) address, the type as a radio group, how often and about what news and offers come (for the types that send
 * them), 'Save preferences', and the result's header and text in a live region, an error styled as one. An unknown
 * uid is the page's clear error. Presentational: the container binds it to the machine.
 */
import type { FormEvent } from 'react';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import {
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  SUBSCRIPTION_TYPES,
  type SubscriptionFrequency,
  type SubscriptionTopic,
} from '../../contracts/email-subscription-options.ts';
import { newsApplies, type PreferencesDraft } from '../../domain/email-preferences.ts';
import { AppLink } from '../ui/AppLink.tsx';
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

export function EmailPreferencesPage(props: EmailPreferencesPageProps) {
  const { step, draft, saving, result } = props;
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
          <RadioGroup className="email-prefs-group" value={String(draft.type)} onChange={(value) => props.onType(Number(value))} isDisabled={saving}>
            <Label className="email-prefs-legend">E-mails to receive</Label>
            {SUBSCRIPTION_TYPES.map((t) => (
              <Radio key={t.value} value={String(t.value)} className="email-prefs-option">
                <span className="email-prefs-mark" aria-hidden="true" />
                <span>
                  <span className="email-prefs-label">{t.label}</span>
                  <span className="email-prefs-description">{t.description}</span>
                </span>
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            className="email-prefs-group"
            value={draft.frequency}
            onChange={(value) => props.onFrequency(value as SubscriptionFrequency)}
            isDisabled={saving || !newsApplies(draft.type)}
            orientation="horizontal"
          >
            <Label className="email-prefs-legend">How often news and offers come</Label>
            {SUBSCRIPTION_FREQUENCIES.map((f) => (
              <Radio key={f.value} value={f.value} className="email-prefs-option email-prefs-option--inline">
                <span className="email-prefs-mark" aria-hidden="true" />
                <span className="email-prefs-label">{f.label}</span>
              </Radio>
            ))}
          </RadioGroup>
          <CheckboxGroup
            className="email-prefs-group"
            value={draft.topics}
            onChange={(value) => props.onTopics(value as SubscriptionTopic[])}
            isDisabled={saving || !newsApplies(draft.type)}
          >
            <Label className="email-prefs-legend">News and offers about</Label>
            {SUBSCRIPTION_TOPICS.map((t) => (
              <Checkbox key={t.value} value={t.value} className="email-prefs-option email-prefs-option--inline">
                <span className="email-prefs-box" aria-hidden="true" />
                <span className="email-prefs-label">{t.label}</span>
              </Checkbox>
            ))}
            {newsApplies(draft.type) ? null : (
              <Text slot="description" className="email-prefs-description">
                Only with all e-mails or news and offers.
              </Text>
            )}
          </CheckboxGroup>
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
