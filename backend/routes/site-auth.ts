/** Site API auth calls (spec 000 §7 'Auth and account'): login (behind the limits and blocks), refresh-token (rotating), logout. */
import { LogoutAnswer, Credentials, RefreshTokenBody, TokenAnswer } from '../../contracts/site-api.ts';
import { guardedCredentials, refusalHeaders } from '../auth/guarded-login.ts';
import { accountKey, clearLoginFailures } from '../auth/login-limits.ts';
import { issueTokens, logout, refresh } from '../auth/session.ts';
import type { RouteModule } from '../context.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';

export const siteAuthRoutes: RouteModule = (app, ctx) => {
  /** 200 tokens; 401 wrong credentials; 423 blocked account (allowResendEmail); 429 address over its limit. */
  app.post('/api/wp/auth/login', async (c) => {
    const { email, password } = await jsonBody(c, Credentials);
    const checked = await guardedCredentials(c, ctx, email, password);
    if (!checked.ok) {
      refusalHeaders(c, checked);
      return send(c, TokenAnswer, checked.body, checked.httpStatus);
    }
    await clearLoginFailures(ctx.db, accountKey(email));
    const tokens = await issueTokens(ctx, checked.user);
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
