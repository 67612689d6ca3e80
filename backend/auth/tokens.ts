/**
 * Access and refresh tokens (spec 000 §3 'Access token claims', §9 token lifetime 720000 s).
 * Access: HS256 JWT, 15 minutes, claims sub (user uuid), exp, iat, usc, partners, vra, and kind when the account has one
 * (domain/access-token-kind.ts; auth/age-verification.ts tokenKindOf); issuer TOKEN_ISSUER, audience
 * ACCESS_TOKEN_AUDIENCE, header typ ACCESS_TOKEN_TYPE. The same key signs the cam provider's tokens
 * (cams/cam-token.ts: audience 'vrlive', their own typ), so each verifier checks issuer, audience and type: a token
 * made for one use is no key to another (issue 38: the cam token passed as a site login).
 * Refresh: opaque random string; only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type JWTPayload, SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Who signs every JWT of the backend (`iss`). */
export const TOKEN_ISSUER = 'vr-site';
/** The site API: the one audience of access tokens (`aud`). */
export const ACCESS_TOKEN_AUDIENCE = 'site';
/** The access token's header `typ` (explicit typing, RFC 8725 §3.11; RFC 9068's access-token type). */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
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
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

/** What a token of this backend is for: its audience (`aud`) and header type (`typ`), one pair per use. */
export interface TokenUse {
  audience: string;
  typ: string;
  /** The subject (`sub`) it must name, when the verifier knows it. */
  subject?: string;
  /** Claims it must carry besides `exp`. */
  requiredClaims?: string[];
}

/**
 * The payload of a valid HS256 token this backend signed for `use`, unexpired at `nowMs`; null for anything else
 * (forged, altered, expired, another use's, no `exp`). Every verifier of the backend's tokens goes through here.
 */
export async function verifiedPayload(key: Uint8Array, token: string, use: TokenUse, nowMs: number): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: use.audience,
      typ: use.typ,
      subject: use.subject,
      requiredClaims: ['exp', ...(use.requiredClaims ?? [])],
      currentDate: new Date(nowMs),
    });
    return payload;
  } catch {
    return null;
  }
}

/** The claims of a valid, unexpired access token (this issuer's, for the site, of the access type); null otherwise. */
export async function verifyAccessToken(key: Uint8Array, token: string, nowMs: number): Promise<AccessClaims | null> {
  const payload = await verifiedPayload(key, token, { audience: ACCESS_TOKEN_AUDIENCE, typ: ACCESS_TOKEN_TYPE }, nowMs);
  if (!payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  return {
    sub: payload.sub,
    exp: payload.exp,
    iat: typeof payload.iat === 'number' ? payload.iat : 0,
    usc: typeof payload.usc === 'number' ? payload.usc : 0,
    partners: Array.isArray(payload.partners) ? payload.partners.map(String) : [],
    vra: Array.isArray(payload.vra) ? payload.vra.map(String) : [],
    ...(typeof payload.kind === 'string' ? { kind: payload.kind } : {}),
  };
}

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
