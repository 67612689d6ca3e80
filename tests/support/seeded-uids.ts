/**
 * The e-mail subscription uids of the e2e template's seeded accounts (random, backend/repo/email-subscriptions.ts),
 * written by the e2e global setup (e2e-setup.ts) when it seeds the template every site clones.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_TEMPLATE_DIR } from './site-process.ts';

export const SEEDED_UIDS_FILE = join(E2E_TEMPLATE_DIR, 'subscription-uids.json');

/** The seeded account's subscription uid, or null where this run's setup seeded no template (a bench's demo site). */
export function seededSubscriptionUid(email: string): string | null {
  if (!existsSync(SEEDED_UIDS_FILE)) return null;
  const uids = JSON.parse(readFileSync(SEEDED_UIDS_FILE, 'utf8')) as Record<string, string>;
  return uids[email] ?? null;
}
