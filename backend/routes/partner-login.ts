/**
 * The partner app login of /playalogin/ (contracts/partner-login.ts; README 'Partner app login'), an OAuth-like
 * authorization-code hand-off:
 *
 * - GET /api/account/partner-app?redirect_uri=… → data {clientId, name, redirectUri}; 404 'This app is not registered.'
 * - POST /api/account/partner-code (Bearer) {clientId, redirectUri} → data {code, expiresIn}: a one-time code, single
 *   use, PARTNER_CODE_SECONDS, bound to the user, the client and the redirect URI, stored hashed. Any valid login may
 *   ask: a member who must still pass age verification too (the app reads the token's kind and does its own checks).
 *   400 for an app or redirect URI not registered; 429 over the account's limit.
 * - POST /api/account/partner-token {clientId, code, redirectUri} → like login, data.token: a fresh pair (a new refresh
 *   token family). 400 with the reason for a code unknown or expired, bound to another app or redirect URI, or used
 *   already — a second use also revokes the pair the first one gave (OAuth's code-reuse rule; the access token, a
 *   15-minute JWT, runs out by itself).
 *
 * And the sandbox partner app (PLAYA, auth/partner-apps.ts): a plain third-party-looking page at its redirect URI,
 * which exchanges the code server-to-server (an in-process request to the call above), reads the user info with the
 * new access token and shows 'Signed in to PLAYA as {email}' — or the exchange's refusal. Without a code it offers to
 * sign in, which opens /playalogin/ with a fresh state.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  PartnerAppAnswer,
  PartnerAppQuery,
  PartnerCodeAnswer,
  PartnerCodeBody,
  PartnerTokenAnswer,
  PartnerTokenBody,
} from '../../contracts/partner-login.ts';
import { UserInfoAnswer } from '../../contracts/site-api.ts';
import { PARTNER_CODE_SECONDS, SANDBOX_APP_NAME, SANDBOX_APP_PATH, SANDBOX_CLIENT_ID, appOfRedirect, isRegistered } from '../auth/partner-apps.ts';
import { partnerCodeKeys, partnerTokenFailureKeys, rateLimitedFor, recordRateEvent, tooManyRequestsMessage } from '../auth/rate-limits.ts';
import { issueTokens, requireUser } from '../auth/session.ts';
import { hashRefreshToken } from '../auth/tokens.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorBody } from '../http/errors.ts';
import { jsonBody, query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { createPartnerCode, partnerCodeState, recordPartnerPair, revokePartnerPair, spendPartnerCode } from '../repo/partner-codes.ts';
import { userByUuid } from '../repo/users.ts';
import { escapeHtml, sandboxPage } from '../http/html.ts';

export const APP_NOT_REGISTERED_MESSAGE = 'This app is not registered.';
export const PARTNER_CODE_INVALID_MESSAGE = 'The code is invalid or has expired.';
export const PARTNER_CODE_MISMATCH_MESSAGE = 'The code was issued for another app or redirect URI.';
export const PARTNER_CODE_REUSED_MESSAGE = 'The code was already used; the tokens it gave are revoked.';

/** Why a code that could not be spent was refused; a reused one revokes the pair of its first exchange. */
async function refusalOf(ctx: BackendContext, code: string, clientId: string, redirectUri: string, now: number): Promise<string> {
  const state = await partnerCodeState(ctx.db, code);
  if (!state) return PARTNER_CODE_INVALID_MESSAGE;
  if (state.client_id !== clientId || state.redirect_uri !== redirectUri) return PARTNER_CODE_MISMATCH_MESSAGE;
  if (state.used_at !== null) {
    if (state.refresh_hash) await revokePartnerPair(ctx.db, state.refresh_hash, now);
    return PARTNER_CODE_REUSED_MESSAGE;
  }
  return PARTNER_CODE_INVALID_MESSAGE;
}

function sandboxAppPage(body: string): string {
  return sandboxPage({
    title: `${SANDBOX_APP_NAME} — sandbox VR app`,
    style: `  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #101418; color: #e8edf2; }
  header { background: #0b6e4f; color: #fff; padding: 12px 24px; font-weight: 700; letter-spacing: .08em; }
  main { max-width: 520px; margin: 48px auto; background: #1b2229; border: 1px solid #2f3a45; border-radius: 8px; padding: 24px 28px; }
  h1 { font-size: 1.3rem; margin: 0 0 8px; }
  p { margin: 0 0 16px; }
  a { color: #7fe0b8; }
  [role=alert] { color: #ffb4a8; }
  small { display: block; margin-top: 16px; color: #9aa7b4; }`,
    header: SANDBOX_APP_NAME,
    main: `${body}
  <small>The sandbox partner VR app of the demo site (client ${SANDBOX_CLIENT_ID}).</small>`,
  });
}

/** The exchange as the partner app's server makes it: the call, parsed with its contract (in-process here). */
async function exchange(app: Hono, body: { clientId: string; code: string; redirectUri: string }) {
  const res = await app.request('/api/account/partner-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = PartnerTokenAnswer.safeParse(await res.json().catch(() => null));
  const token = parsed.success ? parsed.data.data?.token : undefined;
  if (res.ok && token) return { ok: true as const, token };
  return { ok: false as const, message: parsed.success ? parsed.data.status.message : `HTTP ${res.status}` };
}

async function emailOf(app: Hono, atoken: string): Promise<string | null> {
  const res = await app.request('/api/wp/user', { headers: { authorization: `Bearer ${atoken}` } });
  const parsed = UserInfoAnswer.safeParse(await res.json().catch(() => null));
  return parsed.success ? (parsed.data.data?.item?.email ?? null) : null;
}

async function sandboxApp(c: Context, app: Hono, ctx: BackendContext): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  const redirectUri = `${new URL(c.req.url).origin}${SANDBOX_APP_PATH}`;
  const registered = isRegistered(ctx.partnerApps, SANDBOX_CLIENT_ID, redirectUri) ? redirectUri : `${ctx.publicUrl}${SANDBOX_APP_PATH}`;
  const code = c.req.query('code');
  const state = c.req.query('state') ?? '';
  const stateLine = state ? `\n  <p>State: <code>${escapeHtml(state.slice(0, 200))}</code></p>` : '';
  if (!code) {
    const start = `/playalogin/?redirect_uri=${encodeURIComponent(registered)}&state=${randomBytes(9).toString('base64url')}`;
    return c.html(
      sandboxAppPage(`  <h1>Welcome to ${SANDBOX_APP_NAME}</h1>
  <p>Watch your VR videos in the app: sign in with your site account.</p>
  <p><a href="${escapeHtml(start)}">Sign in with the site</a></p>`),
    );
  }
  const result = await exchange(app, { clientId: SANDBOX_CLIENT_ID, code: code.slice(0, 200), redirectUri: registered });
  if (!result.ok) {
    return c.html(
      sandboxAppPage(`  <h1>${SANDBOX_APP_NAME} could not sign you in</h1>
  <p role="alert">${escapeHtml(result.message)}</p>${stateLine}`),
      400,
    );
  }
  const email = (await emailOf(app, result.token.atoken)) ?? 'an unknown account';
  return c.html(
    sandboxAppPage(`  <h1>Signed in to ${SANDBOX_APP_NAME} as ${escapeHtml(email)}</h1>
  <p>${SANDBOX_APP_NAME} holds its own token pair now; the site's session is not shared.</p>${stateLine}`),
  );
}

export const partnerLoginRoutes: RouteModule = (app, ctx) => {
  app.get('/api/account/partner-app', async (c) => {
    const { redirect_uri } = query(c, PartnerAppQuery);
    const found = appOfRedirect(ctx.partnerApps, redirect_uri);
    if (!found) return send(c, PartnerAppAnswer, errorBody(404, APP_NOT_REGISTERED_MESSAGE), 404);
    return send(c, PartnerAppAnswer, {
      status: { code: 200, message: 'OK' },
      data: { clientId: found.clientId, name: found.name, redirectUri: redirect_uri },
    });
  });

  app.post('/api/account/partner-code', async (c) => {
    const user = await requireUser(c, ctx);
    const { clientId, redirectUri } = await jsonBody(c, PartnerCodeBody);
    if (!isRegistered(ctx.partnerApps, clientId, redirectUri)) return send(c, PartnerCodeAnswer, errorBody(400, APP_NOT_REGISTERED_MESSAGE), 400);
    const now = nowSeconds(ctx);
    const keys = partnerCodeKeys(user.uuid);
    const wait = await rateLimitedFor(ctx.db, keys, now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return send(c, PartnerCodeAnswer, errorBody(429, tooManyRequestsMessage(wait)), 429);
    }
    await recordRateEvent(ctx.db, keys, now);
    const code = await createPartnerCode(ctx.db, { userUuid: user.uuid, clientId, redirectUri, now, lifetimeSeconds: PARTNER_CODE_SECONDS });
    return send(c, PartnerCodeAnswer, { status: { code: 200, message: 'OK' }, data: { code, expiresIn: PARTNER_CODE_SECONDS } });
  });

  app.post('/api/account/partner-token', async (c) => {
    const { clientId, code, redirectUri } = await jsonBody(c, PartnerTokenBody);
    const now = nowSeconds(ctx);
    const keys = partnerTokenFailureKeys(clientAddress(c));
    const wait = await rateLimitedFor(ctx.db, keys, now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return send(c, PartnerTokenAnswer, errorBody(429, tooManyRequestsMessage(wait)), 429);
    }
    const userUuid = await spendPartnerCode(ctx.db, code, clientId, redirectUri, now);
    const user = userUuid ? await userByUuid(ctx.db, userUuid) : undefined;
    if (!user) {
      await recordRateEvent(ctx.db, keys, now);
      return send(c, PartnerTokenAnswer, errorBody(400, await refusalOf(ctx, code, clientId, redirectUri, now)), 400);
    }
    const token = await issueTokens(ctx, user);
    await recordPartnerPair(ctx.db, code, hashRefreshToken(token.rtoken));
    return send(c, PartnerTokenAnswer, { status: { code: 200, message: 'OK' }, data: { token } });
  });

  app.get(SANDBOX_APP_PATH, (c) => sandboxApp(c, app, ctx));
};
