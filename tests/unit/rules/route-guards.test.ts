/** The named route guards (spec 000 §4, §6): each guard's answer for the visitors it tells apart. */
import { describe, expect, it } from 'vitest';
import type { Claims } from '../../../domain/claims.ts';
import { viewerOf } from '../../../domain/gate.ts';
import { membershipFlags } from '../../../domain/membership.ts';
import { GUARD_NAMES, type GuardFacts, NOT_AUTHENTICATED, routeGuards, runGuards } from '../../../domain/route-guards.ts';
import type { AccessTokenKind } from '../../../domain/access-token-kind.ts';

const NOW = 1_800_000_000;

function facts(usc: number | null, opts: { kind?: AccessTokenKind; partners?: string[]; pathname?: string } = {}): GuardFacts {
  const claims: Claims | null =
    usc === null ? null : { exp: NOW + 600, usc, partners: opts.partners ?? [], vra: [], kind: opts.kind ?? 'standard', sub: 'u-1' };
  return {
    viewer: viewerOf({ ageVerification: true, claims, nowSec: NOW }),
    claims,
    flags: membershipFlags(claims, null, NOW),
    pathname: opts.pathname ?? '/videos/',
  };
}

const GUEST = facts(null);
const ACTIVE = facts(100);
const EXPIRED = facts(300);
const INACTIVE = facts(1);
const PARTNER = facts(100, { partners: ['vrcams'] });
const MUST_VERIFY = facts(100, { kind: 'verify', pathname: '/login/' });

const refused = { pass: false, refuse: { status: 401, message: NOT_AUTHENTICATED } };

describe('the named route guards', () => {
  it('has every guard the spec names', () => {
    expect([...GUARD_NAMES].sort()).toEqual(
      [
        'activeMember',
        'authenticated',
        'dashboard',
        'guestOnly',
        'inactiveOrExpiredMember',
        'layoutTypeChangerModels',
        'layoutTypeChangerVideos',
        'maintenance',
        'notExpiredRefreshToken',
        'syncAuthModuleWithAuthCookie',
        'verifiedMember',
      ].sort(),
    );
  });

  it("authenticated: 401 'You are not authenticated.' for a guest and a partner's token", () => {
    expect(routeGuards.authenticated(GUEST)).toEqual(refused);
    expect(routeGuards.authenticated(PARTNER)).toEqual(refused);
    expect(routeGuards.authenticated(EXPIRED)).toEqual({ pass: true });
  });

  it('dashboard: members of any status, nobody else', () => {
    expect([ACTIVE, EXPIRED, INACTIVE].map((f) => routeGuards.dashboard(f).pass)).toEqual([true, true, true]);
    expect(routeGuards.dashboard(GUEST)).toEqual(refused);
    expect(routeGuards.dashboard(PARTNER)).toEqual(refused);
  });

  it('activeMember: active members; expired ones to the renewal offer, the others to join', () => {
    expect(routeGuards.activeMember(ACTIVE)).toEqual({ pass: true });
    expect(routeGuards.activeMember(EXPIRED)).toEqual({ pass: false, redirect: '/join-now/?event=expired' });
    expect(routeGuards.activeMember(GUEST)).toEqual({ pass: false, redirect: '/join-now/' });
  });

  it('inactiveOrExpiredMember: inactive and expired members; an active one goes home', () => {
    expect([INACTIVE, EXPIRED].map((f) => routeGuards.inactiveOrExpiredMember(f).pass)).toEqual([true, true]);
    expect(routeGuards.inactiveOrExpiredMember(ACTIVE)).toEqual({ pass: false, redirect: '/' });
  });

  it('guestOnly: turns a token that must pass age verification away from the login page', () => {
    expect(routeGuards.guestOnly(MUST_VERIFY)).toEqual({ pass: false, redirect: '/age-verification/' });
    expect(routeGuards.guestOnly(GUEST)).toEqual({ pass: true });
    expect(routeGuards.guestOnly(ACTIVE)).toEqual({ pass: true });
  });

  it('verifiedMember: the gate', () => {
    expect(routeGuards.verifiedMember(facts(100, { kind: 'verify' }))).toEqual({ pass: false, redirect: '/age-verification/' });
    expect(routeGuards.verifiedMember(facts(100, { kind: 'renew' }))).toEqual({ pass: false, redirect: '/join-now/?event=expired' });
    expect(routeGuards.verifiedMember(ACTIVE)).toEqual({ pass: true });
  });

  it('runs a list in order and answers with the first that does not pass', () => {
    expect(runGuards(['maintenance', 'authenticated', 'activeMember'], GUEST)).toEqual(refused);
    expect(runGuards(['authenticated', 'activeMember'], EXPIRED)).toEqual({ pass: false, redirect: '/join-now/?event=expired' });
    expect(runGuards(['authenticated', 'dashboard'], ACTIVE)).toEqual({ pass: true });
  });
});
