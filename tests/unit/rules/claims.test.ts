/** Access-token claims and token checks (spec 000 §3 'Access token claims', §4 'Token checks'). */
import { describe, expect, it } from 'vitest';
import { expiresWithin, isLoggedIn, isPartnerOrGuestToken, isTokenExpired, readClaims } from '../../../domain/claims.ts';
import { makeAccessToken } from '../../model/session-tokens.ts';

const NOW = 1_736_942_400;

describe('readClaims', () => {
  it('reads exp, usc, partners and vra from the payload without verifying', () => {
    expect(readClaims(makeAccessToken({ exp: NOW + 60, usc: 100, partners: ['vrcams'], vra: ['admin', 'moderator'] }))).toEqual({
      exp: NOW + 60,
      usc: 100,
      partners: ['vrcams'],
      vra: ['admin', 'moderator'],
      kind: 'standard',
      sub: null,
    });
  });
  it("reads the user's uuid from the 'sub' claim; an empty one is none", () => {
    expect(readClaims(makeAccessToken({ exp: NOW, sub: 'u-0001' }))?.sub).toBe('u-0001');
    expect(readClaims(makeAccessToken({ exp: NOW, sub: '' }))?.sub).toBeNull();
  });
  it("reads the token's kind from its 'kind' claim; an unknown or absent kind is 'standard'", () => {
    expect(readClaims(makeAccessToken({ exp: NOW, kind: 'verify-only' }))?.kind).toBe('verify-only');
    expect(readClaims(makeAccessToken({ exp: NOW, kind: 'verified-app' }))?.kind).toBe('verified-app');
    expect(readClaims(makeAccessToken({ exp: NOW, kind: 'superuser' }))?.kind).toBe('standard');
    expect(readClaims(makeAccessToken({ exp: NOW }))?.kind).toBe('standard');
  });
  it('splits roles given as a comma-separated string', () => {
    expect(readClaims(makeAccessToken({ exp: NOW, vra: 'admin, moderator' }))?.vra).toEqual(['admin', 'moderator']);
  });
  it('gives null for a missing or malformed token and null usc when absent', () => {
    expect(readClaims(null)).toBeNull();
    expect(readClaims('not-a-jwt')).toBeNull();
    expect(readClaims(makeAccessToken({ exp: NOW }))?.usc).toBeNull();
  });
});

describe('token checks', () => {
  it('treats a missing token or exp <= now as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired(makeAccessToken({ exp: NOW }), NOW)).toBe(true);
    expect(isTokenExpired(makeAccessToken({ exp: NOW + 1 }), NOW)).toBe(false);
    expect(isTokenExpired(makeAccessToken({ usc: 100 }), NOW)).toBe(true);
  });
  it('is logged in only with a present, unexpired access token', () => {
    expect(isLoggedIn(makeAccessToken({ exp: NOW + 10 }), NOW)).toBe(true);
    expect(isLoggedIn(makeAccessToken({ exp: NOW - 10 }), NOW)).toBe(false);
    expect(isLoggedIn(null, NOW)).toBe(false);
  });
  it('flags a valid token expiring within 30 s, but not an expired or a long-lived one', () => {
    const nowMs = NOW * 1000;
    expect(expiresWithin(makeAccessToken({ exp: NOW + 29 }), 30_000, nowMs)).toBe(true);
    expect(expiresWithin(makeAccessToken({ exp: NOW + 30 }), 30_000, nowMs)).toBe(true);
    expect(expiresWithin(makeAccessToken({ exp: NOW + 31 }), 30_000, nowMs)).toBe(false);
    expect(expiresWithin(makeAccessToken({ exp: NOW - 1 }), 30_000, nowMs)).toBe(false);
  });
  it('counts a missing token or one with partners as a partner/guest token', () => {
    expect(isPartnerOrGuestToken(null)).toBe(true);
    expect(isPartnerOrGuestToken(makeAccessToken({ exp: NOW, partners: ['vrcams'] }))).toBe(true);
    expect(isPartnerOrGuestToken(makeAccessToken({ exp: NOW }))).toBe(false);
  });
});
