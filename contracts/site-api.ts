/** Site API ({siteHost}/api/…): auth, user info, favourites, maintenance (spec 000 §7). */
import { z } from 'zod';
import { Status } from './common.ts';

export const Credentials = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(50),
});
export type Credentials = z.infer<typeof Credentials>;

export const RefreshTokenBody = z.object({ refresh_token: z.string().min(1) });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;

export const Tokens = z.object({ atoken: z.string().min(1), rtoken: z.string().min(1) });
export type Tokens = z.infer<typeof Tokens>;

/** Answer of login and refresh-token: status plus data.token when it succeeded. */
export const TokenAnswer = z.object({
  status: Status,
  data: z.object({ token: Tokens.nullable().optional() }).nullable().optional(),
});
export type TokenAnswer = z.infer<typeof TokenAnswer>;

export const LogoutAnswer = z.object({ status: Status });

export const User = z.object({
  uuid: z.string(),
  email: z.string(),
  affiliateId: z.string().nullable().default(null),
  tokenBalance: z.number().default(0),
  registeredAt: z.number().int(),
  status: z.string(),
  isTrial: z.boolean().default(false),
  hasBenefits: z.boolean().default(false),
  hasNonRemovableCard: z.boolean().default(false),
  roles: z.array(z.string()).default([]),
  shownValuePopUps: z.array(z.object({ uuid: z.string() })).default([]),
});
export type User = z.infer<typeof User>;

/** GET /api/wp/user — valid only when status.code is 2 (spec 000 §3 'User session'). */
export const UserInfoAnswer = z.object({
  status: Status,
  data: z.object({ item: User.nullable().optional() }).nullable().optional(),
});
export type UserInfoAnswer = z.infer<typeof UserInfoAnswer>;

/** GET /api/account/favorites — data.favorites; the string 'undefined' is filtered out by the adapter. */
export const FavoriteVideosAnswer = z.object({
  data: z.object({ favorites: z.array(z.union([z.string(), z.number()])) }),
});

export const MaintenanceAnswer = z.object({ data: z.object({ isActive: z.boolean() }) });
export type Maintenance = z.infer<typeof MaintenanceAnswer>['data'];
export const emptyMaintenance: Maintenance = { isActive: false };
