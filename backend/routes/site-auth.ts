/**
 * Site API auth calls (spec 000 §7 'Auth and account'): login (behind the limits and blocks, auth/guarded-login.ts),
 * refresh-token (rotating), logout. A login takes the browser's known-device token (`device`) and answers it renewed
 * (auth/known-device.ts): an account's block does not hold the devices that signed in to it before.
 */
import { LogoutAnswer, Credentials, RefreshTokenBody, TokenAnswer } from '../../contracts/site-api.ts';
import { guardedCredentials, passwordSignInDone, refusalHeaders } from '../auth/guarded-login.ts';
import { signKnownDevice } from '../auth/known-device.ts';
import { issueTokens, logout, refresh } from '../auth/session.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';

export const siteAuthRoutes: RouteModule = (app, ctx) => {
  /**
   * 200 tokens and the renewed known-device token; 401 wrong credentials; 423 blocked account (allowResendEmail) for a
   * device not known for it; 429 address over its limit.
   */
  app.post('/api/wp/auth/login', async (c) => {
    const { email, password, device: deviceToken } = await jsonBody(c, Credentials);
    const checked = await guardedCredentials(c, ctx, email, password, deviceToken);
    if (!checked.ok) {
      refusalHeaders(c, checked);
      return send(c, TokenAnswer, checked.body, checked.httpStatus);
    }
    await passwordSignInDone(ctx, checked.user, checked.device);
    const tokens = await issueTokens(ctx, checked.user);
    const device = await signKnownDevice(ctx.jwtKey, checked.device, checked.user.uuid, nowSeconds(ctx));
    return send(c, TokenAnswer, { status: { code: 200, message: 'OK' }, data: { token: tokens, device } });
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
