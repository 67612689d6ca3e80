/**
 * Known devices (issue 38, finding 6: strangers' wrong passwords blocked the owner too). Every sign-in (password or
 * login code) answers `data.device`: an HS256 JWT signed with the backend's key saying which accounts this browser
 * signed in to — issuer TOKEN_ISSUER, audience KNOWN_DEVICE_AUDIENCE, header typ KNOWN_DEVICE_TYPE (no access or cam
 * token passes for it, nor it for them), a random device id (`jti`, kept when the token is renewed) and `acc`, the
 * uuids of the last KNOWN_DEVICE_ACCOUNTS accounts, the latest first; valid KNOWN_DEVICE_SECONDS from its last
 * renewal. The site server keeps it in an HttpOnly cookie and sends it with every login (adapters/session/known-device.ts).
 *
 * It is no sign-in by itself — the password is still checked — but an account's block (login-limits.ts,
 * guarded-login.ts) does not apply to a device known for it: strangers failing cannot lock the owner out of their
 * own browsers. Its failures are counted under `device:{id}` with DEVICE_LIMIT (login-limits.ts): past it the device is a stranger
 * again until they age out, so a copied token is no key to guessing.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN_ISSUER, verifiedPayload } from './tokens.ts';

/** 180 days from the last sign-in on the device. */
export const KNOWN_DEVICE_SECONDS = 180 * 24 * 3600;
export const KNOWN_DEVICE_AUDIENCE = 'login-device';
export const KNOWN_DEVICE_TYPE = 'device+jwt';
/** How many accounts one browser is known for (a shared computer). */
export const KNOWN_DEVICE_ACCOUNTS = 5;

export interface KnownDevice {
  id: string;
  /** User uuids, the latest first. */
  accounts: string[];
}

/** The device of a valid, unexpired known-device token of this backend; null for anything else (or nothing). */
export async function readKnownDevice(key: Uint8Array, token: string | undefined, nowSeconds: number): Promise<KnownDevice | null> {
  if (!token) return null;
  const use = { audience: KNOWN_DEVICE_AUDIENCE, typ: KNOWN_DEVICE_TYPE, requiredClaims: ['jti'] };
  const payload = await verifiedPayload(key, token, use, nowSeconds * 1000);
  if (!payload || typeof payload.jti !== 'string' || !Array.isArray(payload.acc)) return null;
  return { id: payload.jti, accounts: payload.acc.filter((a): a is string => typeof a === 'string') };
}

/** The renewed token after a sign-in of `userUuid` on this device (a new device when it had no valid token). */
export function signKnownDevice(key: Uint8Array, device: KnownDevice | null, userUuid: string, nowSeconds: number): Promise<string> {
  const accounts = [userUuid, ...(device?.accounts ?? []).filter((a) => a !== userUuid)].slice(0, KNOWN_DEVICE_ACCOUNTS);
  return new SignJWT({ acc: accounts })
    .setProtectedHeader({ alg: 'HS256', typ: KNOWN_DEVICE_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(KNOWN_DEVICE_AUDIENCE)
    .setJti(device?.id ?? randomBytes(16).toString('base64url'))
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + KNOWN_DEVICE_SECONDS)
    .sign(key);
}
