/**
 * The embedded backend's e-mail: nothing leaves the machine; every mail is stored in the `outbox` table (to,
 * subject, text with its links, time), which a developer reads at GET /api/dev/outbox or on the site's /_dev/mail/
 * page (embedded mode only). Links use the site's public URL (BackendOptions.publicUrl).
 */
import type { OutboxMail } from '../../contracts/outbox.ts';
import type { Db } from '../db/db.ts';
import { subscriptionUidForEmail } from '../repo/email-subscriptions.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The footer of every mail to an account: the link to its e-mail preferences page, /email-preferences/{uid}/. */
export const preferencesFooter = (publicUrl: string, uid: string): string =>
  `\n\n--\nManage e-mail preferences: ${publicUrl.replace(/\/+$/, '')}/email-preferences/${encodeURIComponent(uid)}/`;

/**
 * Stores the mail. With the site's public URL, a mail to an account ends with the 'Manage e-mail preferences' link
 * of its subscription (spec 001 §2 'E-mail subscription preferences'); a mail to an address without an account has none.
 */
export async function sendMail(db: Db, mail: Mail, now: number, publicUrl?: string): Promise<void> {
  const uid = publicUrl ? await subscriptionUidForEmail(db, mail.to, now) : null;
  await db.query('INSERT INTO outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
    mail.to.trim().toLowerCase(),
    mail.subject,
    uid && publicUrl ? `${mail.text}${preferencesFooter(publicUrl, uid)}` : mail.text,
    now,
  ]);
}

/** Mails newest first, to one address or to all. */
export async function outboxMails(db: Db, to: string | undefined, limit: number): Promise<OutboxMail[]> {
  const rows = await db.query<{ id: number; to_address: string; subject: string; body: string; created_at: number }>(
    to
      ? 'SELECT * FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT $2'
      : 'SELECT * FROM outbox WHERE $1::text IS NULL ORDER BY id DESC LIMIT $2',
    [to ? to.trim().toLowerCase() : null, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), to: r.to_address, subject: r.subject, text: r.body, createdAt: Number(r.created_at) }));
}
