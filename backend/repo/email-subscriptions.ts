/**
 * The e-mail sending service's subscriptions (spec 001 §7 {sendService}/v1/subscription/{uid}; contracts/
 * email-subscription.ts): one per account, found by its uid — the only key to it (the page opens without signing in),
 * so every uid is random: the seeded accounts' too (a uid derived from the e-mail was guessable from it). An account
 * without one (signed up later) gets one the first time a mail is sent to it; a mail's preferences link carries it.
 */
import { randomBytes } from 'node:crypto';
import type { SubscriptionConfig, SubscriptionFrequency, SubscriptionTopic } from '../../contracts/email-subscription.ts';
import type { Db } from '../db/db.ts';

export type SubscriptionFields = { frequency: SubscriptionFrequency; topics: SubscriptionTopic[] };
export const DEFAULT_SUBSCRIPTION_FIELDS: SubscriptionFields = { frequency: 'weekly', topics: ['new-scenes', 'deals'] };

/** A new subscription uid: 32 random hex digits. */
export const newSubscriptionUid = (): string => randomBytes(16).toString('hex');

/** 'active@demo.test' → 'a***e@demo.test'. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const masked = name.length <= 2 ? `${name.slice(0, 1)}***` : `${name.slice(0, 1)}***${name.slice(-1)}`;
  return domain ? `${masked}@${domain}` : masked;
}

type Row = { uid: string; type: number; fields: Partial<SubscriptionFields>; email: string };

export async function subscriptionByUid(db: Db, uid: string): Promise<SubscriptionConfig | null> {
  const [row] = await db.query<Row>(
    'SELECT s.uid, s.type, s.fields, u.email FROM email_subscriptions s JOIN users u ON u.uuid = s.user_uuid WHERE s.uid = $1',
    [uid],
  );
  if (!row) return null;
  const fields = { ...DEFAULT_SUBSCRIPTION_FIELDS, ...row.fields };
  return { uid: row.uid, email: maskEmail(row.email), type: Number(row.type), frequency: fields.frequency, topics: fields.topics };
}

/** Changes the type and the fields given; false when there is no such uid. */
export async function updateSubscription(
  db: Db,
  uid: string,
  change: { type: number; frequency?: SubscriptionFrequency; topics?: SubscriptionTopic[] },
  now: number,
): Promise<boolean> {
  const fields: Partial<SubscriptionFields> = {};
  if (change.frequency !== undefined) fields.frequency = change.frequency;
  if (change.topics !== undefined) fields.topics = [...new Set(change.topics)];
  const rows = await db.query<{ uid: string }>(
    'UPDATE email_subscriptions SET type = $2, fields = fields || $3::jsonb, updated_at = $4 WHERE uid = $1 RETURNING uid',
    [uid, change.type, JSON.stringify(fields), now],
  );
  return rows.length > 0;
}

/** The uid of the subscription of the account with this e-mail (made when it has none); null for an address without an account. */
export async function subscriptionUidForEmail(db: Db, email: string, now: number): Promise<string | null> {
  const [user] = await db.query<{ uuid: string; uid: string | null }>(
    'SELECT u.uuid, s.uid FROM users u LEFT JOIN email_subscriptions s ON s.user_uuid = u.uuid WHERE lower(u.email) = $1',
    [email.trim().toLowerCase()],
  );
  if (!user) return null;
  if (user.uid) return user.uid;
  const uid = newSubscriptionUid();
  await db.query(
    'INSERT INTO email_subscriptions (uid, user_uuid, type, fields, updated_at) VALUES ($1, $2, 0, $3::jsonb, $4) ON CONFLICT (user_uuid) DO NOTHING',
    [uid, user.uuid, JSON.stringify(DEFAULT_SUBSCRIPTION_FIELDS), now],
  );
  const [row] = await db.query<{ uid: string }>('SELECT uid FROM email_subscriptions WHERE user_uuid = $1', [user.uuid]);
  return row?.uid ?? null;
}
