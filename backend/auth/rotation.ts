/**
 * The pair a refresh token was rotated into, sealed with that refresh token (AES-256-GCM, key = HMAC-SHA256 of
 * the token), so only a holder of the old token can read it back, and the database alone (which keeps only the
 * token's SHA-256) cannot. It lets a repeat of the same refresh — two tabs, or two requests of one visitor on two
 * processes — get the same new pair within a grace window instead of logging the visitor out.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { SessionTokens } from '../../contracts/site-api.ts';

/** How long after a rotation a repeat of the old refresh token is answered with the same new pair. */
export const REFRESH_GRACE_SECONDS = 30;

const keyOf = (rtoken: string): Buffer => createHmac('sha256', rtoken).update('refresh-token-successor').digest();

export function sealSuccessor(rtoken: string, tokens: SessionTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(rtoken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The sealed pair, or null when it was not sealed with this token or is damaged. */
export function unsealSuccessor(rtoken: string, sealed: string): SessionTokens | null {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(rtoken), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const parsed = SessionTokens.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
