/**
 * Login, refresh rotation and logout of the embedded site API (spec 000 §4 'Token lifecycle', §7 'Auth and account'),
 * and the bearer check of authenticated calls.
 */
import type { Context } from 'hono';
import type { SessionTokens } from '../../contracts/site-api.ts';
import { type BackendContext, nowSeconds } from '../context.ts';
import { notAuthenticated } from '../http/errors.ts';
import {
  refreshTokenState,
  revokeRefreshToken,
  revokeSuccessorChain,
  rotateRefreshToken,
  storeRefreshToken,
  userOfLiveRefreshToken,
} from '../repo/refresh-tokens.ts';
import { type UserRecord, userByEmail, userByUuid } from '../repo/users.ts';
import { type MemberFlags, memberFlags } from '../rules/member-flags.ts';
import { tokenKindOf } from './age-verification.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { REFRESH_GRACE_SECONDS, sealSuccessor, unsealSuccessor } from './rotation.ts';
import { REFRESH_TOKEN_SECONDS, hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens.ts';

async function newTokens(ctx: BackendContext, user: UserRecord, now: number): Promise<SessionTokens> {
  const claims = { sub: user.uuid, usc: user.status_code, partners: user.partners, vra: user.roles, kind: tokenKindOf(user) };
  const atoken = await signAccessToken(ctx.jwtKey, claims, now);
  return { atoken, rtoken: newRefreshToken() };
}

/** A new token pair for the user (a login by password or by code). */
export async function issueTokens(ctx: BackendContext, user: UserRecord): Promise<SessionTokens> {
  const now = nowSeconds(ctx);
  const tokens = await newTokens(ctx, user, now);
  await storeRefreshToken(ctx.db, hashRefreshToken(tokens.rtoken), user.uuid, now, now + REFRESH_TOKEN_SECONDS);
  return tokens;
}

/** Tokens for valid credentials; null otherwise (same work either way). */
export async function login(ctx: BackendContext, email: string, password: string): Promise<SessionTokens | null> {
  const user = await userByEmail(ctx.db, email);
  if (!user) {
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  return issueTokens(ctx, user);
}

export type RefreshResult = { ok: true; tokens: SessionTokens } | { ok: false; code: 401 | 419; message: string };

/**
 * Rotates a live refresh token: the old one is revoked, a new pair is issued. A repeat of the same token within
 * REFRESH_GRACE_SECONDS (a concurrent request of the same visitor, on any process) is answered with that same
 * pair, so concurrent refreshes do not log the visitor out; later, or after a logout, it is 419 — and a repeat later
 * than that is a copy in other hands: every token it was rotated into is revoked too (revokeSuccessorChain).
 */
export async function refresh(ctx: BackendContext, rtoken: string): Promise<RefreshResult> {
  const hash = hashRefreshToken(rtoken);
  const now = nowSeconds(ctx);
  const user = await userOfLiveRefreshToken(ctx.db, hash, now);
  if (user) {
    const tokens = await newTokens(ctx, user, now);
    const rotation = {
      tokenHash: hash,
      now,
      successorHash: hashRefreshToken(tokens.rtoken),
      successorExpiresAt: now + REFRESH_TOKEN_SECONDS,
      sealed: sealSuccessor(rtoken, tokens),
    };
    if (await rotateRefreshToken(ctx.db, rotation)) return { ok: true, tokens };
  }
  const state = await refreshTokenState(ctx.db, hash);
  if (!state) return { ok: false, code: 401, message: 'Invalid refresh token' };
  if (state.rotated_at !== null && now - state.rotated_at <= REFRESH_GRACE_SECONDS && state.successor_live && state.successor_sealed) {
    const tokens = unsealSuccessor(rtoken, state.successor_sealed);
    if (tokens) return { ok: true, tokens };
  }
  if (state.rotated_at !== null && now - state.rotated_at > REFRESH_GRACE_SECONDS) {
    // Used again after it was rotated, past the grace window: a copy. Its whole line of successors ends.
    await revokeSuccessorChain(ctx.db, hash, now);
    return { ok: false, code: 419, message: 'Refresh token has been revoked' };
  }
  if (state.revoked_at !== null) return { ok: false, code: 419, message: 'Refresh token has been revoked' };
  return { ok: false, code: 419, message: 'Refresh token has expired' };
}

export async function logout(ctx: BackendContext, rtoken: string): Promise<void> {
  await revokeRefreshToken(ctx.db, hashRefreshToken(rtoken), nowSeconds(ctx));
}

/** The user of a valid `Authorization: Bearer` access token, else a 401 ApiError. */
export async function requireUser(c: Context, ctx: BackendContext): Promise<UserRecord> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw notAuthenticated();
  const claims = await verifyAccessToken(ctx.jwtKey, match[1], ctx.now());
  if (!claims) throw notAuthenticated();
  const user = await userByUuid(ctx.db, claims.sub);
  if (!user) throw notAuthenticated();
  return user;
}

/** The signed-in member behind the bearer token with their membership flags (rules/member-flags.ts); 401 otherwise. */
export async function requireMemberFlags(c: Context, ctx: BackendContext): Promise<{ user: UserRecord; flags: MemberFlags }> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  const claims = match?.[1] ? await verifyAccessToken(ctx.jwtKey, match[1], ctx.now()) : null;
  const user = claims ? await userByUuid(ctx.db, claims.sub) : undefined;
  if (!claims || !user) throw notAuthenticated();
  return { user, flags: memberFlags(claims.usc, user) };
}
