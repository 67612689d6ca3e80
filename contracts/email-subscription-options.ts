/**
 * The choices of an e-mail subscription (contracts/email-subscription.ts): its types, how often news and offers come,
 * and what they are about. No zod here: the preferences page imports them as values.
 */
export const SUBSCRIPTION_TYPES = [
  { value: 0, label: 'All e-mails', description: 'News, offers and account e-mails.' },
  { value: 1, label: 'News and offers only', description: 'New scenes, deals and sales; no account reminders.' },
  { value: 2, label: 'Account e-mails only', description: 'Only e-mails about your account and membership.' },
  { value: 3, label: 'Unsubscribe from everything', description: 'Nothing but the e-mails you ask for, such as a password reset.' },
] as const;
export const SUBSCRIPTION_TYPE_MIN = 0;
export const SUBSCRIPTION_TYPE_MAX = 3;

export const SUBSCRIPTION_FREQUENCIES = [
  { value: 'instant', label: 'As it happens' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
] as const;
export const SUBSCRIPTION_TOPICS = [
  { value: 'new-scenes', label: 'New scenes' },
  { value: 'models', label: 'Your favourite models' },
  { value: 'deals', label: 'Deals and sales' },
  { value: 'blog', label: 'Blog posts' },
] as const;

export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number]['value'];
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number]['value'];
