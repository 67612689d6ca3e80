/** Site API ({siteHost}/api/…): auth, user info, favourites, maintenance (spec 000 §7). */
import { z } from 'zod/mini';
import { Status } from './common.ts';

/**
 * The known-device token a sign-in answered (`data.device` below), sent back with the next login by the site server,
 * which keeps it in an HttpOnly cookie: an account's block after failed logins does not hold a device known for it
 * (backend/auth/known-device.ts; issue 38, finding 6).
 */
export const DeviceToken = z.string().check(z.maxLength(2000));

export const Credentials = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(50)),
  device: z.optional(DeviceToken),
});
export type Credentials = z.infer<typeof Credentials>;

export const RefreshTokenBody = z.object({ refresh_token: z.string().check(z.minLength(1)) });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;

export const SessionTokens = z.object({ atoken: z.string().check(z.minLength(1)), rtoken: z.string().check(z.minLength(1)) });
export type SessionTokens = z.infer<typeof SessionTokens>;
/** The session tokens as the cookies hold them: either may be missing. */
export type HeldSessionTokens = { [K in keyof SessionTokens]: SessionTokens[K] | null };

/**
 * Answer of login and refresh-token: status plus data.token when it succeeded. A login refused because the account
 * is blocked (HTTP and status code 423, contracts/account.ts) says `data.allowResendEmail: true`: the form offers
 * to resend the unblock e-mail (spec 001 §2 'Account actions', form state allowResendEmail). A sign-in (login, login
 * code) also answers `data.device`, the renewed known-device token (DeviceToken above); refresh-token does not.
 */
export const TokenAnswer = z.object({
  status: Status,
  data: z.optional(
    z.nullable(
      z.object({ token: z.optional(z.nullable(SessionTokens)), allowResendEmail: z.optional(z.boolean()), device: z.optional(DeviceToken) }),
    ),
  ),
});
export type TokenAnswer = z.infer<typeof TokenAnswer>;

export const LogoutAnswer = z.object({ status: Status });

export const User = z.object({
  uuid: z.string(),
  email: z.string(),
  affiliateId: z._default(z.nullable(z.string()), null),
  tokenBalance: z._default(z.number(), 0),
  registeredAt: z.number().check(z.int()),
  status: z.string(),
  isTrial: z._default(z.boolean(), false),
  hasBenefits: z._default(z.boolean(), false),
  hasNonRemovableCard: z._default(z.boolean(), false),
  roles: z._default(z.array(z.string()), []),
  shownValuePopUps: z._default(z.array(z.object({ uuid: z.string() })), []),
  /** The member's avatar URL ('' none: the generic icon); contracts/avatar.ts. */
  avatar: z._default(z.string(), ''),
});
export type User = z.infer<typeof User>;

/** GET /api/wp/user — valid only when status.code is 2 (spec 000 §3 'User session'). */
export const UserInfoAnswer = z.object({
  status: Status,
  data: z.optional(z.nullable(z.object({ item: z.optional(z.nullable(User)) }))),
});
export type UserInfoAnswer = z.infer<typeof UserInfoAnswer>;

/** GET /api/account/favorites — data.favorites; the string 'undefined' is filtered out by the adapter. */
export const FavoriteVideosAnswer = z.object({
  data: z.object({ favorites: z.array(z.union([z.string(), z.number()])) }),
});

export const MaintenanceAnswer = z.object({ data: z.object({ isActive: z.boolean() }) });
export type Maintenance = z.infer<typeof MaintenanceAnswer>['data'];
export const emptyMaintenance: Maintenance = { isActive: false };
