/**
 * Signed, expiring file URLs of member downloads (spec 000 §7 'Downloads and events'): HMAC-SHA256 with the backend's
 * secret over the file name and the expiry, so a forged or an expired link is refused without any stored state.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid (seconds). */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;

/** What a link is for: a member's download (an attachment), or a headset's stream. */
export type LinkPurpose = 'download' | 'stream';

/** How long a headset's stream link stays valid (seconds): long enough to browse the library and watch. */
export const STREAM_LINK_SECONDS = 6 * 3600;

const signature = (key: Uint8Array, file: string, expires: number, purpose: LinkPurpose): string =>
  createHmac('sha256', key).update(`${purpose}:${file}:${expires}`).digest('base64url');

export function signFile(key: Uint8Array, file: string, expires: number, purpose: LinkPurpose = 'download'): string {
  return signature(key, file, expires, purpose);
}

export type SignatureCheck = 'valid' | 'forged' | 'expired';

export function checkFileSignature(
  key: Uint8Array,
  file: string,
  expires: number,
  sig: string,
  now: number,
  purpose: LinkPurpose = 'download',
): SignatureCheck {
  const expected = Buffer.from(signature(key, file, expires, purpose));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return expires < now ? 'expired' : 'valid';
}
