/**
 * Example access tokens: unsigned JWT-shaped strings (the client decodes claims without verifying, spec 000 §3), for
 * the atlas's session examples and the tests. Base64url without Node's Buffer, so a page can build them too.
 */
const b64url = (value: unknown): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export function makeAccessToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
}

/** An access token expiring `inSec` seconds from `nowMs` (negative = already expired). */
export function accessTokenExpiringIn(inSec: number, claims: Record<string, unknown> = {}, nowMs: number = Date.now()): string {
  return makeAccessToken({ exp: Math.floor(nowMs / 1000) + inSec, usc: 100, ...claims });
}
