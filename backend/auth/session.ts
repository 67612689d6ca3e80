/**
 * Login, refresh rotation and logout of the embedded site API (spec 000 §4 'Token lifecycle', §7 'Auth and account'),
 * and the bearer check of authenticated calls.
 */
import type { Context } from 'hono';
import type { Tokens } from '../../contracts/site-api.ts';
import { type BackendContext, nowSeconds } from '../context.ts';
import { notAuthenticated } from '../http/errors.ts';
import {
  type UserRecord,
  consumeRefreshToken,
  refreshTokenState,
  revokeRefreshToken,
  storeRefreshToken,
  userByEmail,
  userByUuid,
} from '../repo/users.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { REFRESH_TOKEN_SECONDS, hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens.ts';

async function issueTokens(ctx: BackendContext, user: UserRecord): Promise<Tokens> {
  const now = nowSeconds(ctx);
  const atoken = await signAccessToken(ctx.jwtKey, { sub: user.uuid, usc: user.status_code, partners: user.partners, vra: user.roles }, now);
  const rtoken = newRefreshToken();
  await storeRefreshToken(ctx.db, hashRefreshToken(rtoken), user.uuid, now, now + REFRESH_TOKEN_SECONDS);
  return { atoken, rtoken };
}

/** Tokens for valid credentials; null otherwise (same work either way). */
export async function login(ctx: BackendContext, email: string, password: string): Promise<Tokens | null> {
  const user = await userByEmail(ctx.db, email);
  if (!user) {
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  return issueTokens(ctx, user);
}

export type RefreshResult = { ok: true; tokens: Tokens } | { ok: false; code: 401 | 419; message: string };

/** Rotates a live refresh token: the old one is revoked, a new pair is issued. */
export async function refresh(ctx: BackendContext, rtoken: string): Promise<RefreshResult> {
  const hash = hashRefreshToken(rtoken);
  const uuid = await consumeRefreshToken(ctx.db, hash, nowSeconds(ctx));
  if (!uuid) {
    const state = await refreshTokenState(ctx.db, hash);
    if (!state) return { ok: false, code: 401, message: 'Invalid refresh token' };
    if (state.revoked_at !== null) return { ok: false, code: 419, message: 'Refresh token has been revoked' };
    return { ok: false, code: 419, message: 'Refresh token has expired' };
  }
  const user = await userByUuid(ctx.db, uuid);
  if (!user) return { ok: false, code: 401, message: 'Invalid refresh token' };
  return { ok: true, tokens: await issueTokens(ctx, user) };
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
