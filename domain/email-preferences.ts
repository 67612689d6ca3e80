/**
 * E-mail subscription preferences (spec 001 §2 'E-mail subscription preferences', §3 'E-mail subscription'): the
 * form's draft from a subscription, the change a save sends, and which fields apply to a type.
 * Types (contracts/email-subscription.ts): 0 all e-mails, 1 news and offers only, 2 account e-mails only, 3 unsubscribed.
 */
import type { SubscriptionFrequency, SubscriptionTopic } from '../contracts/email-subscription.ts';

export type PreferencesDraft = { type: number; frequency: SubscriptionFrequency; topics: SubscriptionTopic[] };

/** The page of a link whose uid is unknown (the service's 404). */
export const INVALID_PREFERENCES_LINK = 'This preferences link is not valid.';
/** The page when the service could not be reached. */
export const PREFERENCES_LOAD_FAILED = 'Your e-mail preferences could not be loaded. Please try again.';

/** The draft of a subscription as loaded. */
export const draftOf = (config: PreferencesDraft): PreferencesDraft => ({
  type: config.type,
  frequency: config.frequency,
  topics: [...config.topics],
});

/** Whether news and offers go out with this type, so their frequency and topics apply (0 all, 1 news only). */
export const newsApplies = (type: number): boolean => type === 0 || type === 1;

/** The topics with one added (`on`) or removed, in a stable order (`order`: the service's list of topics). */
export function withTopic(
  topics: readonly SubscriptionTopic[],
  topic: SubscriptionTopic,
  on: boolean,
  order: readonly SubscriptionTopic[],
): SubscriptionTopic[] {
  const set = new Set(topics);
  if (on) set.add(topic);
  else set.delete(topic);
  return order.filter((t) => set.has(t));
}

/** The PATCH body of a draft: {type (integer), other fields}. */
export const changeOf = (draft: PreferencesDraft): PreferencesDraft => ({ type: draft.type, frequency: draft.frequency, topics: [...draft.topics] });
