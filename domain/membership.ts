/**
 * Membership status, visitor groups and the visibility rules built on them
 * (spec 000 §4 'Membership status', 'Token checks'; §6 'Roles and permissions', 'Visitor groups').
 *
 * Reading of the spec (documented because §4 states 'Active' loosely):
 * - 'Active' = usc present, token not expired, status not inactive — and not expired either: the spec
 *   keeps expired members apart everywhere (the groupings 'active or expired', /join-now/?event=expired,
 *   the renewal offer on Download), so an expired member is never 'active'.
 * - Canceled (usc 200) members are active: they cancelled the renewal but keep access until their
 *   period ends, so `active` and `canceled` are both true for them.
 * - Expired = usc 300, or the user's status text 'expired' compared case-insensitively.
 * - Trial = the user object's isTrial flag on a logged-in user; trial members are active members.
 * - Authorized for live cam = active members and inactive members with benefits.
 * All flags except `loggedIn` need a valid (not expired) token.
 */
import type { VisitorGroup } from '../contracts/digest.ts';
import type { User } from '../contracts/site-api.ts';
import type { ChromeMenuItem } from './chrome-data.ts';
import type { Claims } from './claims.ts';
import { isTokenExpired } from './claims.ts';
import { MEMBERSHIP_STATUS, MODERATOR_ROLE } from '../contracts/access-claims.ts';
import { CAM_PARTNER_ID, JOIN_EXPIRED_PATH, JOIN_PATH } from './constants.ts';
import { hasAdminRole } from './staff.ts';

export type { VisitorGroup };

export type MembershipFlags = {
  loggedIn: boolean;
  active: boolean;
  canceled: boolean;
  expired: boolean;
  inactive: boolean;
  inactiveWithBenefits: boolean;
  trial: boolean;
  activeOrExpired: boolean;
  activeExpiredOrInactive: boolean;
  admin: boolean;
  moderator: boolean;
  hasAccess: boolean;
  authorizedForLiveCam: boolean;
  camPartner: boolean;
};

export const guestFlags: MembershipFlags = {
  loggedIn: false,
  active: false,
  canceled: false,
  expired: false,
  inactive: false,
  inactiveWithBenefits: false,
  trial: false,
  activeOrExpired: false,
  activeExpiredOrInactive: false,
  admin: false,
  moderator: false,
  hasAccess: false,
  authorizedForLiveCam: false,
  camPartner: false,
};

export function membershipFlags(claims: Claims | null, user: User | null, nowSec: number, opts: { camPartnerId?: string } = {}): MembershipFlags {
  if (!claims || isTokenExpired(claims, nowSec)) return guestFlags;
  const usc = claims.usc;
  const expired = usc === MEMBERSHIP_STATUS.expired || user?.status.toLowerCase() === 'expired';
  const inactive = !expired && usc === MEMBERSHIP_STATUS.inactive;
  const active = usc !== null && !inactive && !expired;
  const canceled = active && usc === MEMBERSHIP_STATUS.canceled;
  const inactiveWithBenefits = inactive && user?.hasBenefits === true;
  const admin = hasAdminRole(claims.vra);
  const moderator = claims.vra.includes(MODERATOR_ROLE);
  return {
    loggedIn: true,
    active,
    canceled,
    expired,
    inactive,
    inactiveWithBenefits,
    trial: user?.isTrial === true,
    activeOrExpired: active || expired,
    activeExpiredOrInactive: active || expired || inactive,
    admin,
    moderator,
    hasAccess: expired || active || admin || moderator,
    authorizedForLiveCam: active || inactiveWithBenefits,
    camPartner: claims.partners.includes(opts.camPartnerId ?? CAM_PARTNER_ID),
  };
}

/** Visitor group of menus and pop-ups: member (active), guest, expiredMember, inactive (incl. with benefits). */
export function visitorGroup(flags: MembershipFlags): VisitorGroup {
  if (flags.active) return 'member';
  if (flags.expired) return 'expiredMember';
  if (flags.inactive) return 'inactive';
  return 'guest';
}

export type AuthButtons = { showLogIn: boolean; showLogOut: boolean; showJoinNow: boolean };

/** Header 'Log In', 'Log Out' and 'Join Now' (§6 'Log In button', 'Join Now button'). */
export function authButtons(flags: MembershipFlags, verifiedView: boolean): AuthButtons {
  const member = flags.activeExpiredOrInactive;
  return {
    showLogIn: verifiedView ? !member : !flags.loggedIn,
    showLogOut: flags.loggedIn,
    showJoinNow: verifiedView ? !member : flags.inactive || flags.expired || flags.inactiveWithBenefits || !flags.loggedIn,
  };
}

/** 'Join Now' on a video card or page: not an active or expired member, switch on, verified view (§6). */
export function showVideoJoinNow(flags: MembershipFlags, verifiedView: boolean, isActiveJoinNowBtn: boolean): boolean {
  return !flags.activeOrExpired && isActiveJoinNowBtn && verifiedView;
}

/** Favourite buttons: active-or-expired members or inactive members with benefits, verified view, non-custom item (§6). */
export function canFavorite(flags: MembershipFlags, verifiedView: boolean, isCustomItem = false): boolean {
  return (flags.activeOrExpired || flags.inactiveWithBenefits) && verifiedView && !isCustomItem;
}

/** Download button (list layout): logged-in users who are not inactive members (§6). */
export function canDownload(flags: MembershipFlags): boolean {
  return flags.loggedIn && !flags.inactive;
}

export type Device = 'mobile' | 'desktop';
export type Platform = 'ios' | 'android' | 'other';

/**
 * Menu item visibility (§6 'Visitor groups'): the item lists the group, the device, and on iOS or
 * Android the platform (an absent list is every one); a Log Out item is for member, expiredMember and
 * inactive on desktop only.
 */
export function menuItemVisible(
  item: Pick<ChromeMenuItem, 'visibilityRule' | 'deviceVisibility' | 'allowDevices' | 'isLogOut'>,
  group: VisitorGroup,
  device: Device,
  platform: Platform,
): boolean {
  if (item.visibilityRule && !item.visibilityRule.includes(group)) return false;
  if (item.deviceVisibility && !item.deviceVisibility.includes(device)) return false;
  if (platform !== 'other' && item.allowDevices && !item.allowDevices.includes(platform)) return false;
  if (item.isLogOut && (group === 'guest' || device !== 'desktop')) return false;
  return true;
}

/** Pull-down banner: its visibilityRule, where 'guest' also admits inactive users (§6). */
export function pullDownBannerVisible(banner: { isActive: boolean; visibilityRule: VisitorGroup[] } | null, group: VisitorGroup): boolean {
  if (!banner?.isActive) return false;
  return banner.visibilityRule.includes(group) || (group === 'inactive' && banner.visibilityRule.includes('guest'));
}

/** Header e-mail greeting: only on the sibling whose preset has it, for active or expired members (§2.3 Header). */
export function showsEmailGreeting(flags: MembershipFlags, siteGreets: boolean): boolean {
  return siteGreets && flags.activeOrExpired;
}

/** Join URL: expired members go to /join-now/?event=expired (§4 'Logout'). */
export function joinUrl(flags: MembershipFlags): string {
  return flags.expired ? JOIN_EXPIRED_PATH : JOIN_PATH;
}

/** The platform of a user agent, for menu items' allowDevices (§6): iOS (iPhone, iPad, iPod), Android, or other. */
export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The full video plays for viewers with content access: active or expired members, administrators, moderators (§4 'Has access', §6). */
export const canWatchFull = (flags: MembershipFlags): boolean => flags.hasAccess;
