/**
 * The embedded backend's outbox (a developer call, not the spec's): every e-mail it sent (login codes, reset,
 * unblock, e-mail change and removal links), newest first. Served only when the site runs embedded; 404 otherwise.
 * GET /api/dev/outbox?to={address}&limit={1..200, default 50}.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';

export const OutboxMail = z.object({
  id: z.number().check(z.int()),
  to: z.string(),
  subject: z.string(),
  /** Plain text; links are absolute URLs on the site's public URL. */
  text: z.string(),
  /** Unix seconds. */
  createdAt: z.number().check(z.int()),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxQuery = z.object({
  to: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  limit: z.optional(z.string().check(z.regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 200'))),
});

export const OutboxAnswer = z.object({ status: Status, data: z.object({ items: z.array(OutboxMail) }) });
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;
