/** The session (spec 000 §4) in the visit: token cookies, the site API, the shared refresh and the forced-logout channel. */
import { fromCallback, fromPromise } from 'xstate';
import { SESSION_EXPIRED } from '../../adapters/messages.ts';
import type { SessionTokens } from '../../contracts/site-api.ts';
import { type CookieRead, type LoadedUser, type RefreshInput, sessionMachine } from '../../machines/session.machine.ts';
import { defineVisitMachine } from './define.ts';
import { sessionInput } from './session-input.ts';

export const session = defineVisitMachine({
  id: 'session',
  machine: sessionMachine,
  provide: (services, nav) =>
    sessionMachine.provide({
      actors: {
        // One refresh in flight for the whole visit: the HTTP layer's 401 retry and the session share it.
        refreshTokens: fromPromise<SessionTokens, RefreshInput>(async ({ input }) => {
          const next = (await services.refresh(input.stale)) ? services.sessionTokens.read() : null;
          if (!next?.atoken || !next.rtoken) throw new Error(SESSION_EXPIRED);
          return { atoken: next.atoken, rtoken: next.rtoken };
        }),
        loadUser: fromPromise<LoadedUser, { atoken: string }>(async () => {
          // The favourite ids are loaded beside it by the favourites machine (app/system/favorites.ts), on the same SESSION_CHANGED.
          return { user: await services.site.userInfo() };
        }),
        logout: fromPromise<void, { rtoken: string | null }>(async ({ input }) => {
          if (input.rtoken) await services.site.logout(input.rtoken);
        }),
        readCookieTokens: fromPromise<CookieRead, void>(async () => ({ ...services.sessionTokens.read(), nowMs: services.nowMs() })),
        forcedLogouts: fromCallback(({ sendBack }) => services.forcedLogouts.subscribe(() => sendBack({ type: 'FORCED_LOGOUT' }))),
      },
      actions: {
        persistTokens: (_, tokens) => services.sessionTokens.write(tokens),
        clearTokens: () => services.sessionTokens.clear(),
        redirect: (_, { path }) => nav.go(path),
        logError: (_, { message }) => services.log.error(message),
      },
    }),
  input: sessionInput,
});
