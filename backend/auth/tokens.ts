/**
 * Access and refresh tokens (spec 000 §3 'Access token claims', §9 token lifetime 720000 s).
 * Access: HS256 JWT, 15 minutes, claims sub (user uuid), exp, iat, usc, partners, vra, and kind when the account has one
 * (domain/access-token-kind.ts; auth/age-verification.ts tokenKindOf).
 * Refresh: opaque random string; only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 720_000;

export interface AccessClaims {
  sub: string;
  exp: number;
  iat: number;
  usc: number;
  partners: string[];
  vra: string[];
  kind?: string;
}

export const secretKey = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signAccessToken(
  key: Uint8Array,
  claims: { sub: string; usc: number; partners: string[]; vra: string[]; kind?: string },
  nowSeconds: number,
): Promise<string> {
  const kind = claims.kind ? { kind: claims.kind } : {};
  return new SignJWT({ usc: claims.usc, partners: claims.partners, vra: claims.vra, ...kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

/** The claims of a valid, unexpired access token; null otherwise. */
export async function verifyAccessToken(key: Uint8Array, token: string, nowMs: number): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return {
      sub: payload.sub,
      exp: payload.exp,
      iat: typeof payload.iat === 'number' ? payload.iat : 0,
      usc: typeof payload.usc === 'number' ? payload.usc : 0,
      partners: Array.isArray(payload.partners) ? payload.partners.map(String) : [],
      vra: Array.isArray(payload.vra) ? payload.vra.map(String) : [],
      ...(typeof payload.kind === 'string' ? { kind: payload.kind } : {}),
    };
  } catch {
    return null;
  }
}

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
