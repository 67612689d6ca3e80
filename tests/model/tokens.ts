/** Test tokens: unsigned JWT-shaped strings (the client decodes claims without verifying, spec 000 §3). */
const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function makeToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
}

/** A token expiring `inSec` seconds from `nowMs` (negative = already expired). */
export function tokenExpiringIn(inSec: number, claims: Record<string, unknown> = {}, nowMs: number = Date.now()): string {
  return makeToken({ exp: Math.floor(nowMs / 1000) + inSec, usc: 100, ...claims });
}
