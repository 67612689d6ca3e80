/** The verified-member gate (spec 000 §4 'Verified-member gate', 001 §6), as a table written from the spec. */
import { describe, expect, it } from 'vitest';
import type { Claims } from '../../../domain/claims.ts';
import { type GateRoute, gate, gateRouteOf, landingAfterLogin, viewerOf } from '../../../domain/gate.ts';
import type { AccessTokenKind } from '../../../domain/access-token-kind.ts';

const NOW = 1_800_000_000;
const claims = (kind: AccessTokenKind, usc = 100): Claims => ({ exp: NOW + 600, usc, partners: [], vra: [], kind, sub: 'u-1' });

const PAGES: Record<string, GateRoute> = {
  '/': 'index',
  '/terms-and-conditions/': 'legal',
  '/usc-2257/': 'legal',
  '/login/': 'login',
  '/account-removal/': 'account-removal',
  '/reset-password/': 'reset-password',
  '/playalogin/': 'playalogin',
  '/join-now/': 'join-now',
  '/join-now/authenticated/': 'join-now',
  '/payment/': 'payment',
  '/age-verification/': 'age-verification',
  '/videos/': 'other',
  '/models/some-model/': 'other',
  '/faq/': 'other',
  '/_atlas/': 'other',
};

describe('gateRouteOf', () => {
  it("names the gate's routes by the path's first segment", () => {
    for (const [path, route] of Object.entries(PAGES)) expect(gateRouteOf(path), path).toBe(route);
  });
});

/** Where each viewer lands on each kind of page: 'open' or the redirect; every page not named is open. */
const ROUTES: GateRoute[] = [
  'index',
  'legal',
  'login',
  'account-removal',
  'reset-password',
  'playalogin',
  'join-now',
  'payment',
  'age-verification',
  'other',
];
const lands = (closed: Partial<Record<GateRoute, string>> = {}): Record<GateRoute, string> =>
  Object.fromEntries(ROUTES.map((route) => [route, closed[route] ?? 'open'])) as Record<GateRoute, string>;

const TABLE: { viewer: string; kind: AccessTokenKind | null; av?: boolean; required?: boolean; expect: Record<GateRoute, string> }[] = [
  { viewer: 'a guest', kind: null, expect: lands() },
  { viewer: 'an ordinary member', kind: 'standard', expect: lands() },
  {
    viewer: 'a member the required-check says must verify',
    kind: 'standard',
    required: true,
    expect: lands({ login: '/age-verification/', other: '/age-verification/' }),
  },
  { viewer: 'a verify token', kind: 'verify', expect: lands({ login: '/age-verification/', other: '/age-verification/' }) },
  {
    viewer: 'a verify-only token (loses join-now)',
    kind: 'verify-only',
    expect: lands({ login: '/age-verification/', 'join-now': '/age-verification/', other: '/age-verification/' }),
  },
  {
    viewer: 'a renew token',
    kind: 'renew',
    expect: lands({ 'age-verification': '/join-now/?event=expired', other: '/join-now/?event=expired' }),
  },
  {
    viewer: 'a renew token with age verification off',
    kind: 'renew',
    av: false,
    expect: lands({ 'age-verification': '/join-now/?event=expired', other: '/join-now/?event=expired' }),
  },
  { viewer: 'a verified token, even when the required-check would ask', kind: 'verified', required: true, expect: lands() },
  { viewer: "the partner app's verified token", kind: 'verified-app', expect: lands() },
  { viewer: 'a verify token with age verification off', kind: 'verify', av: false, expect: lands() },
];

describe('the gate, route by viewer', () => {
  for (const row of TABLE) {
    it(`${row.viewer}`, () => {
      const viewer = viewerOf({
        ageVerification: row.av ?? true,
        claims: row.kind ? claims(row.kind) : null,
        nowSec: NOW,
        required: row.required ?? null,
      });
      for (const [route, expected] of Object.entries(row.expect) as [GateRoute, string][]) {
        const decision = gate(route, viewer);
        expect(decision.allow ? 'open' : decision.redirect, route).toBe(expected);
      }
    });
  }

  it('treats an expired access token as a guest (the session refreshes it first)', () => {
    const viewer = viewerOf({ ageVerification: true, claims: { ...claims('verify'), exp: NOW - 1 }, nowSec: NOW });
    expect(viewer).toEqual({ loggedIn: false, kind: 'standard', verifiedView: true, mustVerify: false });
  });

  it('puts a viewer who must verify or renew out of the verified view (the soft site)', () => {
    const of = (kind: AccessTokenKind, av = true) => viewerOf({ ageVerification: av, claims: claims(kind), nowSec: NOW }).verifiedView;
    expect([of('standard'), of('verify'), of('verify-only'), of('renew'), of('verified'), of('verified-app')]).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(of('verify', false)).toBe(true);
  });
});

describe('landingAfterLogin', () => {
  it('sends a member who must pass age verification to it, everybody else home', () => {
    const landing = (kind: AccessTokenKind, av = true) => landingAfterLogin(viewerOf({ ageVerification: av, claims: claims(kind), nowSec: NOW }));
    expect([landing('verify'), landing('verify-only'), landing('standard'), landing('renew'), landing('verified')]).toEqual([
      '/age-verification/',
      '/age-verification/',
      '/',
      '/',
      '/',
    ]);
    expect(landing('verify', false)).toBe('/');
  });
});
