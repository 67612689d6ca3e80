/**
 * GET {content}/notification (spec 000 §7 'Content': items; §3 'Notification'): what the header's notifications
 * dropdown lists. A notification's `type` is the id of one of the digest's notificationTypes, whose `ico` slug makes
 * its link (§2.3 'Notifications dropdown').
 */
import { z } from 'zod/mini';
import { Media } from './common.ts';

export const NotificationType = z.object({ id: z.number(), name: z.string(), ico: z.string() });
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  id: z.number(),
  type: z._default(z.nullable(z.number()), null),
  url: z.string(),
  title: z.string(),
  header: z._default(z.string(), ''),
  image: z._default(z.nullable(Media), null),
  /** Unix seconds. */
  publishedAt: z.number(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsAnswer = z.object({ items: z.array(Notification) });
