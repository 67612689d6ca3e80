/** Membership flags, visitor groups and button rules (spec 000 §4 'Membership status', §6). */
import { describe, expect, it } from 'vitest';
import { MenuItem } from '../../../contracts/digest.ts';
import type { User } from '../../../contracts/site-api.ts';
import type { Claims } from '../../../domain/claims.ts';
import {
  authButtons,
  canDownload,
  canFavorite,
  joinUrl,
  membershipFlags,
  menuItemVisible,
  pullDownBannerVisible,
  showVideoJoinNow,
  showsEmailGreeting,
  visitorGroup,
} from '../../../domain/membership.ts';

const NOW = 1_736_942_400;
const claims = (usc: number | null, extra: Partial<Claims> = {}): Claims => ({
  exp: NOW + 3600,
  usc,
  partners: [],
  vra: [],
  kind: 'standard',
  sub: 'u',
  ...extra,
});
const user = (extra: Partial<User> = {}): User => ({
  uuid: 'u',
  email: 'm@example.com',
  affiliateId: null,
  tokenBalance: 0,
  registeredAt: 0,
  status: 'active',
  isTrial: false,
  hasBenefits: false,
  hasNonRemovableCard: false,
  roles: [],
  shownValuePopUps: [],
  avatar: '',
  ...extra,
});

const demo = {
  guest: membershipFlags(null, null, NOW),
  active: membershipFlags(claims(100), user(), NOW),
  expired: membershipFlags(claims(300), user({ status: 'expired' }), NOW),
  inactive: membershipFlags(claims(1), user({ status: 'inactive' }), NOW),
  inactiveWithBenefits: membershipFlags(claims(1), user({ status: 'inactive', hasBenefits: true }), NOW),
  trial: membershipFlags(claims(100), user({ isTrial: true }), NOW),
  canceled: membershipFlags(claims(200), user({ status: 'canceled' }), NOW),
  admin: membershipFlags(claims(null, { vra: ['admin'] }), user(), NOW),
};

describe('membershipFlags for each demo status', () => {
  it('guest: nothing set', () => {
    expect(Object.values(demo.guest).every((v) => v === false)).toBe(true);
  });
  it('active (usc 100): active, has access, cam-authorized', () => {
    expect(demo.active).toMatchObject({ loggedIn: true, active: true, expired: false, inactive: false, hasAccess: true, authorizedForLiveCam: true });
  });
  it('expired (usc 300): expired, not active, still has access', () => {
    expect(demo.expired).toMatchObject({ active: false, expired: true, activeOrExpired: true, hasAccess: true, authorizedForLiveCam: false });
  });
  it("the status text 'expired' is compared case-insensitively", () => {
    expect(membershipFlags(claims(100), user({ status: 'EXPIRED' }), NOW)).toMatchObject({ expired: true, active: false });
  });
  it('inactive (usc 1): inactive, no access, no benefits', () => {
    expect(demo.inactive).toMatchObject({
      active: false,
      inactive: true,
      inactiveWithBenefits: false,
      hasAccess: false,
      activeExpiredOrInactive: true,
    });
  });
  it('inactive with benefits: inactive group, cam-authorized', () => {
    expect(demo.inactiveWithBenefits).toMatchObject({ inactive: true, inactiveWithBenefits: true, authorizedForLiveCam: true, hasAccess: false });
  });
  it('trial: an active member in the trial period', () => {
    expect(demo.trial).toMatchObject({ active: true, trial: true });
  });
  it('canceled (usc 200): canceled and still active until the period ends', () => {
    expect(demo.canceled).toMatchObject({ active: true, canceled: true, expired: false, hasAccess: true });
  });
  it('admin without membership: has access through the role', () => {
    expect(demo.admin).toMatchObject({ active: false, admin: true, hasAccess: true });
    expect(membershipFlags(claims(null, { vra: ['moderator'] }), null, NOW)).toMatchObject({ moderator: true, hasAccess: true });
  });
  it('an expired token counts as a guest whatever its claims', () => {
    expect(membershipFlags({ ...claims(100), exp: NOW }, user(), NOW).loggedIn).toBe(false);
  });
  it('marks cam-partner users by the partners claim', () => {
    expect(membershipFlags(claims(100, { partners: ['vrcams'] }), null, NOW).camPartner).toBe(true);
    expect(demo.active.camPartner).toBe(false);
  });
});

describe('visitorGroup', () => {
  it('maps statuses to member, expiredMember, inactive (incl. with benefits) and guest', () => {
    expect(visitorGroup(demo.active)).toBe('member');
    expect(visitorGroup(demo.canceled)).toBe('member');
    expect(visitorGroup(demo.expired)).toBe('expiredMember');
    expect(visitorGroup(demo.inactive)).toBe('inactive');
    expect(visitorGroup(demo.inactiveWithBenefits)).toBe('inactive');
    expect(visitorGroup(demo.guest)).toBe('guest');
  });
});

describe('authButtons', () => {
  it('verified view: Log In and Join Now only for non-members; Log Out for logged-in users', () => {
    expect(authButtons(demo.guest, true)).toEqual({ showLogIn: true, showLogOut: false, showJoinNow: true });
    expect(authButtons(demo.active, true)).toEqual({ showLogIn: false, showLogOut: true, showJoinNow: false });
    expect(authButtons(demo.expired, true)).toEqual({ showLogIn: false, showLogOut: true, showJoinNow: false });
    expect(authButtons(demo.inactive, true)).toEqual({ showLogIn: false, showLogOut: true, showJoinNow: false });
    expect(authButtons(demo.admin, true)).toEqual({ showLogIn: true, showLogOut: true, showJoinNow: true });
  });
  it('unverified view: Log In when not logged in; Join Now for inactive, expired and guests', () => {
    expect(authButtons(demo.guest, false)).toEqual({ showLogIn: true, showLogOut: false, showJoinNow: true });
    expect(authButtons(demo.active, false)).toEqual({ showLogIn: false, showLogOut: true, showJoinNow: false });
    expect(authButtons(demo.expired, false)).toEqual({ showLogIn: false, showLogOut: true, showJoinNow: true });
    expect(authButtons(demo.inactive, false)).toEqual({ showLogIn: false, showLogOut: true, showJoinNow: true });
    expect(authButtons(demo.inactiveWithBenefits, false)).toEqual({ showLogIn: false, showLogOut: true, showJoinNow: true });
  });
});

describe('content actions', () => {
  it('video Join Now: not active/expired, switch on, verified view', () => {
    expect(showVideoJoinNow(demo.guest, true, true)).toBe(true);
    expect(showVideoJoinNow(demo.guest, true, false)).toBe(false);
    expect(showVideoJoinNow(demo.guest, false, true)).toBe(false);
    expect(showVideoJoinNow(demo.expired, true, true)).toBe(false);
  });
  it('favourites: active-or-expired or inactive with benefits, verified view, non-custom items', () => {
    expect(canFavorite(demo.active, true)).toBe(true);
    expect(canFavorite(demo.inactiveWithBenefits, true)).toBe(true);
    expect(canFavorite(demo.inactive, true)).toBe(false);
    expect(canFavorite(demo.active, false)).toBe(false);
    expect(canFavorite(demo.active, true, true)).toBe(false);
  });
  it('download: logged-in users who are not inactive', () => {
    expect(canDownload(demo.expired)).toBe(true);
    expect(canDownload(demo.inactive)).toBe(false);
    expect(canDownload(demo.guest)).toBe(false);
  });
  it('join URL: expired members get ?event=expired', () => {
    expect(joinUrl(demo.expired)).toBe('/join-now/?event=expired');
    expect(joinUrl(demo.guest)).toBe('/join-now/');
  });
  it('header e-mail greeting: only on the sibling that has it, for active or expired members', () => {
    expect(showsEmailGreeting(demo.active, true)).toBe(true);
    expect(showsEmailGreeting(demo.expired, true)).toBe(true);
    expect(showsEmailGreeting(demo.active, false)).toBe(false);
    for (const flags of [demo.guest, demo.inactive, demo.inactiveWithBenefits]) expect(showsEmailGreeting(flags, true)).toBe(false);
  });
});

describe('menuItemVisible', () => {
  const item = (extra: Record<string, unknown>) => MenuItem.parse({ id: 1, label: 'x', link: '/x/', ...extra });
  it('needs the group, the device, and on iOS/Android the platform', () => {
    const guestsOnDesktop = item({ visibilityRule: ['guest'], deviceVisibility: ['desktop'], allowDevices: ['android'] });
    expect(menuItemVisible(guestsOnDesktop, 'guest', 'desktop', 'other')).toBe(true);
    expect(menuItemVisible(guestsOnDesktop, 'member', 'desktop', 'other')).toBe(false);
    expect(menuItemVisible(guestsOnDesktop, 'guest', 'mobile', 'other')).toBe(false);
    expect(menuItemVisible(guestsOnDesktop, 'guest', 'desktop', 'ios')).toBe(false);
    expect(menuItemVisible(guestsOnDesktop, 'guest', 'desktop', 'android')).toBe(true);
  });
  it('shows the Log Out item to member, expiredMember and inactive on desktop only', () => {
    const logOut = item({ isLogOut: true });
    expect(menuItemVisible(logOut, 'member', 'desktop', 'other')).toBe(true);
    expect(menuItemVisible(logOut, 'inactive', 'desktop', 'other')).toBe(true);
    expect(menuItemVisible(logOut, 'guest', 'desktop', 'other')).toBe(false);
    expect(menuItemVisible(logOut, 'member', 'mobile', 'other')).toBe(false);
  });
  it('a pull-down banner for guests is also shown to inactive users', () => {
    expect(pullDownBannerVisible({ isActive: true, visibilityRule: ['guest'] }, 'inactive')).toBe(true);
    expect(pullDownBannerVisible({ isActive: true, visibilityRule: ['guest'] }, 'member')).toBe(false);
    expect(pullDownBannerVisible({ isActive: false, visibilityRule: ['guest'] }, 'guest')).toBe(false);
  });
});

describe('platformOf (spec 000 §6 allowDevices)', () => {
  it('tells iOS, Android and the rest apart by the user agent', async () => {
    const { platformOf } = await import('../../../domain/membership.ts');
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe('other');
  });
});
