/**
 * The login form (spec 000 §5, §7 login; 001 §2 login by code, unblock): the site API's login, login-code and
 * resendUnblockEmail calls; the session is told through the actor system. In the browser, login and both code calls go
 * through the site server's session endpoints (adapters/session/browser-client.ts: the refresh token stays HttpOnly);
 * resendUnblockEmail goes to the site API directly (no token involved). A refusal becomes a `LoginRefusal` with its
 * facts (423 blocked with allowResendEmail; a wrong code's field errors).
 */
import { fromPromise } from 'xstate';
import type { ActionResult, LoginResult } from '../../adapters/site-api.ts';
import type { Credentials, SessionTokens } from '../../contracts/site-api.ts';
import { LoginRefusal, loginFormMachine } from '../../machines/login-form.machine.ts';
import { defineVisitMachine } from './define.ts';

const BLOCKED = 423;

function tokensOf(result: LoginResult): SessionTokens {
  if (result.ok) return result.tokens;
  throw new LoginRefusal(result.message, {
    blocked: result.status === BLOCKED,
    allowResendEmail: result.allowResendEmail === true,
    ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
  });
}

function done(result: ActionResult): void {
  if (!result.ok) throw new LoginRefusal(result.message);
}

export const loginForm = defineVisitMachine({
  id: 'loginForm',
  machine: loginFormMachine,
  provide: (services) =>
    loginFormMachine.provide({
      actors: {
        login: fromPromise<SessionTokens, Credentials>(async ({ input }) => tokensOf(await services.site.login(input))),
        loginByCode: fromPromise<SessionTokens, { email: string; code: string }>(async ({ input }) =>
          tokensOf(await services.site.loginByCode(input)),
        ),
        requestLoginCode: fromPromise<void, { email: string }>(async ({ input }) => done(await services.site.requestLoginCode(input.email))),
        resendUnblockEmail: fromPromise<void, { email: string }>(async ({ input }) => done(await services.site.resendUnblockEmail(input.email))),
      },
    }),
  input: () => undefined,
});
