/** Site API auth calls (spec 000 §7 'Auth and account'): login, refresh-token (rotating), logout. */
import { errorBody } from '../http/errors.ts';
import { LogoutAnswer, Credentials, RefreshTokenBody, TokenAnswer } from '../../contracts/site-api.ts';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  accountKey,
  addressKey,
  clearLoginFailures,
  loginBlockedFor,
  recordLoginFailure,
  tooManyAttemptsMessage,
} from '../auth/login-limits.ts';
import { login, logout, refresh } from '../auth/session.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';

export const siteAuthRoutes: RouteModule = (app, ctx) => {
  app.post('/api/wp/auth/login', async (c) => {
    const { email, password } = await jsonBody(c, Credentials);
    const now = nowSeconds(ctx);
    const account = accountKey(email);
    const address = addressKey(clientAddress(c));
    const wait = await loginBlockedFor(
      ctx.db,
      [
        [account, ACCOUNT_LIMIT],
        [address, ADDRESS_LIMIT],
      ],
      now,
    );
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return send(c, TokenAnswer, errorBody(429, tooManyAttemptsMessage(wait)), 429);
    }
    const tokens = await login(ctx, email, password);
    if (!tokens) {
      await recordLoginFailure(ctx.db, [account, address], now);
      return send(c, TokenAnswer, errorBody(401, 'Invalid email or password'), 401);
    }
    await clearLoginFailures(ctx.db, account);
    return send(c, TokenAnswer, { status: { code: 200, message: 'OK' }, data: { token: tokens } });
  });

  app.post('/api/v1/auth/refresh-token', async (c) => {
    const body = await jsonBody(c, RefreshTokenBody);
    const result = await refresh(ctx, body.refresh_token);
    if (!result.ok) return send(c, TokenAnswer, { status: { code: result.code, message: result.message }, data: null });
    return send(c, TokenAnswer, { status: { code: 200, message: 'OK' }, data: { token: result.tokens } });
  });

  app.post('/api/v1/auth/logout', async (c) => {
    const body = await jsonBody(c, RefreshTokenBody);
    await logout(ctx, body.refresh_token);
    return send(c, LogoutAnswer, { status: { code: 200, message: 'OK' } });
  });
};
