/**
 * Access-token claims decoded on the client, without verification (spec 000 §3 'Access token claims',
 * §4 'Token checks'): exp, usc, partners, vra, and the token's kind (access-token-kind.ts).
 */
import { decodeJwt } from 'jose';
import type { HeldSessionTokens } from '../contracts/site-api.ts';
import { ACCESS_TOKEN_KIND_CLAIM, type AccessTokenKind, toAccessTokenKind } from './access-token-kind.ts';

export type Claims = {
  /** Expiry in unix seconds; 0 when the claim is missing. */
  exp: number;
  /** Membership status code (1, 100, 200, 300) or null when absent. */
  usc: number | null;
  partners: string[];
  /** Roles; the claim may be an array or a comma-separated string. */
  vra: string[];
  /** The token's kind (spec §4 'Token checks'); 'standard' when the claim is absent. */
  kind: AccessTokenKind;
  /** The user's uuid (the `sub` claim), null when absent or empty. */
  sub: string | null;
};

const toList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
};

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** Decodes the token's payload; null for a missing or malformed token. */
export function readClaims(token: string | null | undefined): Claims | null {
  if (!token) return null;
  try {
    const payload = decodeJwt(token);
    return {
      exp: toNumber(payload.exp) ?? 0,
      usc: toNumber(payload.usc),
      partners: toList(payload.partners),
      vra: toList(payload.vra),
      kind: toAccessTokenKind(payload[ACCESS_TOKEN_KIND_CLAIM]),
      sub: typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null,
    };
  } catch {
    return null;
  }
}

const claimsOf = (tokenOrClaims: string | Claims | null | undefined): Claims | null =>
  typeof tokenOrClaims === 'string' || tokenOrClaims == null ? readClaims(tokenOrClaims) : tokenOrClaims;

/** Expired = the token is missing (or unreadable) or exp <= now (seconds). */
export function isTokenExpired(tokenOrClaims: string | Claims | null | undefined, nowSec: number): boolean {
  const claims = claimsOf(tokenOrClaims);
  return !claims || claims.exp <= nowSec;
}

/** Logged in = an access token is present and not expired. */
export function isLoggedIn(token: string | Claims | null | undefined, nowSec: number): boolean {
  return !isTokenExpired(token, nowSec);
}

/** True when the token is still valid but expires within `ms` milliseconds of `nowMs`. */
export function expiresWithin(token: string | Claims | null | undefined, ms: number, nowMs: number): boolean {
  const claims = claimsOf(token);
  if (!claims || claims.exp * 1000 <= nowMs) return false;
  return claims.exp * 1000 - nowMs <= ms;
}

/** A missing token, or one carrying a 'partners' claim, counts as a partner/guest token (§4). */
export function isPartnerOrGuestToken(token: string | null | undefined): boolean {
  const claims = readClaims(token);
  return !claims || claims.partners.length > 0;
}

export const nowSeconds = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000);

/**
 * Session start step 2 (spec 000 §4): refresh only when both tokens exist and the access token is expired or
 * invalid. One rule for the server render (root loader) and the session machine.
 */
export function refreshAtStart(tokens: HeldSessionTokens, nowMs: number): boolean {
  return tokens.atoken !== null && tokens.rtoken !== null && isTokenExpired(tokens.atoken, nowSeconds(nowMs));
}

/** Token check (spec 000 §4 'Token lifecycle'): both tokens exist and the access token is expired, invalid or expires within 30 s. */
export function refreshAtCheck(tokens: HeldSessionTokens, nowMs: number, withinMs: number): boolean {
  return refreshAtStart(tokens, nowMs) || (tokens.rtoken !== null && expiresWithin(tokens.atoken, withinMs, nowMs));
}
