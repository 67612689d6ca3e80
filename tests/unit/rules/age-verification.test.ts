/** Age verification rules (spec 000 §4 'Age verification', §9). */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  AV_CLEARANCE_VALUE,
  accessTokenValid,
  clearanceCookie,
  clearedByHasVerification,
  clearedByMustPass,
  deviceClearedAutomatically,
  requiredCheck,
  requiredCheckStart,
  returnMatches,
  tokenSubject,
} from '../../../domain/age-verification.ts';

const NOW = 1_800_000_000;
const token = (claims: Record<string, unknown>, sub?: string) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
  if (sub) jwt.setSubject(sub);
  return jwt.sign(new TextEncoder().encode('x'.repeat(32)));
};

describe('required-check at start (§4 steps 1–5)', () => {
  it('step 1: no valid access token → not required, whatever else', () => {
    expect(requiredCheck({ tokenValid: false, clearance: AV_CLEARANCE_VALUE, mustPass: true })).toBe('not-required');
  });
  it('step 2: the clearance cookie with the fixed value → verified; another value asks', () => {
    expect(requiredCheckStart({ tokenValid: true, clearance: AV_CLEARANCE_VALUE })).toBe('verified');
    expect(requiredCheckStart({ tokenValid: true, clearance: 'yes' })).toBe('ask');
    expect(requiredCheckStart({ tokenValid: true, clearance: undefined })).toBe('ask');
  });
  it('step 3: only exactly false clears', () => {
    expect(clearedByMustPass(false)).toBe(true);
    for (const v of [true, null, undefined, 0, 'false']) expect(clearedByMustPass(v)).toBe(false);
    expect(requiredCheck({ tokenValid: true, clearance: undefined, mustPass: false })).toBe('verified');
  });
  it('step 4: exactly true clears; step 5 otherwise required', () => {
    expect(clearedByHasVerification(true)).toBe(true);
    expect(clearedByHasVerification('true')).toBe(false);
    expect(requiredCheck({ tokenValid: true, clearance: undefined, mustPass: true, hasVerification: true })).toBe('verified');
    expect(requiredCheck({ tokenValid: true, clearance: undefined, mustPass: true, hasVerification: false })).toBe('required');
    expect(requiredCheck({ tokenValid: true, clearance: undefined })).toBe('required');
  });
});

describe('access token', () => {
  it('valid = not expired and with a subject', async () => {
    const ok = await token({ exp: NOW + 60 }, 'u-1');
    expect(tokenSubject(ok)).toBe('u-1');
    expect(accessTokenValid(ok, NOW)).toBe(true);
    expect(accessTokenValid(await token({ exp: NOW - 1 }, 'u-1'), NOW)).toBe(false);
    expect(accessTokenValid(await token({ exp: NOW + 60 }), NOW)).toBe(false);
    expect(accessTokenValid('garbage', NOW)).toBe(false);
    expect(accessTokenValid(null, NOW)).toBe(false);
  });
});

describe('device heuristic (§4)', () => {
  const mac = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', touch: true, screenWidth: 1306, screenHeight: 735, orientation: 0 };
  it('a touch Mac of 1306x735 or within the ranges, at 0 or 270 degrees, is cleared', () => {
    expect(deviceClearedAutomatically(mac)).toBe(true);
    expect(deviceClearedAutomatically({ ...mac, screenWidth: 1024, screenHeight: 1000, orientation: 270 })).toBe(true);
    expect(deviceClearedAutomatically({ ...mac, screenWidth: 829, screenHeight: 742, orientation: -90 })).toBe(true);
  });
  it('no touch, another OS, another size or angle is not', () => {
    expect(deviceClearedAutomatically({ ...mac, touch: false })).toBe(false);
    expect(deviceClearedAutomatically({ ...mac, userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })).toBe(false);
    expect(deviceClearedAutomatically({ ...mac, screenWidth: 1920, screenHeight: 1080 })).toBe(false);
    expect(deviceClearedAutomatically({ ...mac, orientation: 90 })).toBe(false);
    expect(deviceClearedAutomatically(null)).toBe(false);
  });
});

describe('cookies and the return', () => {
  it('clearance: fixed value, 1 year, path /, the issuer domain when given', () => {
    expect(clearanceCookie()).toEqual({ name: 'av_clearance', value: AV_CLEARANCE_VALUE, maxAge: 31_536_000, path: '/' });
    expect(clearanceCookie('example.com').domain).toBe('example.com');
  });
  it('the return passes only when the query equals the cookie', () => {
    expect(returnMatches('abc', 'abc')).toBe(true);
    expect(returnMatches('abc', 'abd')).toBe(false);
    expect(returnMatches('', '')).toBe(false);
    expect(returnMatches(null, undefined)).toBe(false);
  });
});
