/**
 * E-mail subscription preferences (spec 001 §2 'E-mail subscription preferences', §3 'E-mail subscription': config
 * uid, type (integer); result header, text, isError; §7 GET and PATCH {sendService}/v1/subscription/{uid}).
 *
 * Wire choices where the spec leaves the shape open (this project's, answered by backend/routes/send-service.ts):
 * - type: 0 = all e-mails, 1 = news and offers only, 2 = account e-mails only, 3 = unsubscribed from everything
 *   (account e-mails the law requires — a password reset asked for — still go out).
 * - other fields: `frequency` ('instant' | 'daily' | 'weekly') of news and offers, and `topics` (a subset of
 *   SUBSCRIPTION_TOPICS) they are about.
 * - email: the address the subscription is for, masked ('a***e@demo.test'): the uid alone opens the page.
 * - GET answers data {config}; an unknown uid is 404 with status.message 'This preferences link is not valid.'.
 * - PATCH takes {type, frequency?, topics?}; it answers {header, text, isError} (200 on success); a type that is not an
 *   integer of 0 to 3 (or a bad field) is 422 with status.message saying why and the same result shape in data, and
 *   changes nothing.
 */
import { z } from 'zod/mini';

import { SUBSCRIPTION_TOPICS, SUBSCRIPTION_TYPE_MAX, SUBSCRIPTION_TYPE_MIN } from './email-subscription-options.ts';

export {
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  SUBSCRIPTION_TYPES,
  SUBSCRIPTION_TYPE_MAX,
  SUBSCRIPTION_TYPE_MIN,
} from './email-subscription-options.ts';

export const SubscriptionFrequency = z.enum(['instant', 'daily', 'weekly']);
export type SubscriptionFrequency = z.infer<typeof SubscriptionFrequency>;
export const SubscriptionTopic = z.enum(['new-scenes', 'models', 'deals', 'blog']);
export type SubscriptionTopic = z.infer<typeof SubscriptionTopic>;

const typeNumber = z
  .number()
  .check(
    z.int('must be a whole number from 0 to 3'),
    z.gte(SUBSCRIPTION_TYPE_MIN, 'must be a whole number from 0 to 3'),
    z.lte(SUBSCRIPTION_TYPE_MAX, 'must be a whole number from 0 to 3'),
  );

/** The subscription config (spec 001 §3): uid, type and the other fields. */
export const SubscriptionConfig = z.object({
  uid: z.string(),
  email: z._default(z.string(), ''),
  type: typeNumber,
  frequency: z._default(SubscriptionFrequency, 'weekly'),
  topics: z._default(z.array(SubscriptionTopic), []),
});
export type SubscriptionConfig = z.infer<typeof SubscriptionConfig>;

/** GET {sendService}/v1/subscription/{uid} → data. */
export const SubscriptionAnswer = z.object({ data: SubscriptionConfig });

/** The PATCH body: {type (integer), other fields}. */
export const SubscriptionPatch = z.object({
  type: typeNumber,
  frequency: z.optional(SubscriptionFrequency),
  topics: z.optional(z.array(SubscriptionTopic).check(z.maxLength(SUBSCRIPTION_TOPICS.length))),
});
export type SubscriptionPatch = z.infer<typeof SubscriptionPatch>;

/** The result (spec 001 §3): header, text, isError. */
export const SubscriptionResult = z.object({ header: z.string(), text: z._default(z.string(), ''), isError: z._default(z.boolean(), false) });
export type SubscriptionResult = z.infer<typeof SubscriptionResult>;
export const SubscriptionResultAnswer = SubscriptionResult;

export { SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_SAVE_FAILED, SUBSCRIPTION_SAVED } from './email-subscription-texts.ts';
