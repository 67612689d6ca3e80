/**
 * Session and token lifecycle (spec 000 §4 'Session start', 'Token checks', 'Token lifecycle', 'Logout';
 * §8 refresh and logout errors; §9 token constants).
 *
 * Side effects are supplied at composition (app/system/session.ts) with `sessionMachine.provide(...)`:
 * actors refreshTokens, loadUser, logout, readCookieTokens, forcedLogouts (a callback actor on the HTTP
 * layer's forced-logout channel); actions persistTokens, clearTokens, redirect, logError. The defaults here
 * are placeholders (promise actors reject with 'not provided', the channel is silent, actions do nothing).
 *
 * Shape:
 * - starting (transient): refresh when both tokens exist and the access token is expired or invalid
 *   (rules/claims `refreshAtStart`, the same rule as the server render); else load the user when logged in and
 *   not loaded; else settled as signedIn or guest.
 * - refreshing: the only state that refreshes, so two refreshes never overlap. Failure → logging out
 *   (server logout with the refresh token, tokens deleted) and /login/.
 * - settled: `status` (signedIn | guest) beside one cookie `watch`: every TOKEN_CHECK (3 s) the cookies are
 *   read with the time of the read (the session's clock): cookie gone → tokens deleted, guest; cookies differ →
 *   adopt them and start again; access token expiring within 30 s → refresh; expired without refresh → guest.
 * - LOGGED_IN (sent by the login form machine) → tokens stored → loadingUser → signedIn.
 * - loggingOut: server logout, tokens deleted, then by reason: requested → '/' for an unverified viewer,
 *   logoutRedirectLink for a verified one, '/login/' with 'Logout redirect link is not defined' when the link
 *   is empty, nowhere when no redirect is wanted; a failed refresh → /login/; a forced logout (the HTTP layer
 *   already went to /login/) → nowhere. Any failure of the call → /login/ (a forced one stays put).
 * - Facts (membership flags, visitor group, verified view) live in context and are emitted as SESSION_CHANGED
 *   whenever they change, for the machines that depend on them.
 */
import { type EmittedFrom, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { HeldSessionTokens, SessionTokens, User } from '../contracts/site-api.ts';
import type { Claims } from '../domain/claims.ts';
import { isLoggedIn, nowSeconds, refreshAtCheck, refreshAtStart } from '../domain/claims.ts';
import { HOME_PATH, LOGIN_PATH, LOGOUT_LINK_MISSING, REFRESH_WITHIN_MS, TOKEN_CHECK_MS } from '../domain/constants.ts';
import { inVerifiedView, type SessionFacts, sameFacts, sessionFacts } from '../domain/session-facts.ts';
import { notProvided } from './actor-placeholders.ts';
import { sessionContextOf, withTokens } from './session.first.ts';

/** User info of the access token held (its favourite ids are the favourites machine's, machines/favorites.machine.ts). */
export type LoadedUser = { user: User | null };
/** What a token check reads: the cookies, and when they were read (ms). */
export type CookieRead = HeldSessionTokens & { nowMs: number };

/** The refresh's input: the refresh token, and the access token found due (`stale`: see SiteApi.refreshToken). */
export type RefreshInput = { rtoken: string; stale: string | null };
export type LogoutReason = 'requested' | 'refreshFailed' | 'forced';

export type SessionInput = {
  atoken: string | null;
  rtoken: string | null;
  user: User | null;
  /** Whether the site asks members to pass age verification: the verified view then follows the token's kind (rules/gate.ts). */
  ageVerification: boolean;
  logoutRedirectLink: string;
  /** The time the visit's facts were read (the server render's, so server HTML and hydration agree). */
  nowMs: number;
};

export type SessionContext = {
  atoken: string | null;
  rtoken: string | null;
  claims: Claims | null;
  user: User | null;
  /** Whether user info was fetched (or given) for the access token held; false → load it. */
  userLoaded: boolean;
  ageVerification: boolean;
  logoutRedirectLink: string;
  /** The session's clock: when the tokens were last checked. */
  nowMs: number;
  facts: SessionFacts;
  logoutReason: LogoutReason;
  /** Whether a requested logout redirects afterwards (default true). */
  logoutRedirect: boolean;
};

export type SessionEvent =
  | { type: 'LOGOUT_REQUESTED'; redirect?: boolean }
  /** The login form machine signed in. */
  | { type: 'LOGGED_IN'; tokens: SessionTokens }
  /** The HTTP layer logged out (401 after a failed refresh, 465): sent by the forcedLogouts actor. */
  | { type: 'FORCED_LOGOUT' };

export type SessionEmitted = { type: 'SESSION_CHANGED'; facts: SessionFacts };
export type SessionTag = 'starting' | 'refreshing' | 'loadingUser' | 'signedIn' | 'guest' | 'loggingOut';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
    emitted: {} as SessionEmitted,
  },
  actors: {
    refreshTokens: fromPromise<SessionTokens, RefreshInput>(notProvided('refreshTokens')),
    loadUser: fromPromise<LoadedUser, { atoken: string }>(notProvided('loadUser')),
    logout: fromPromise<void, { rtoken: string | null }>(notProvided('logout')),
    readCookieTokens: fromPromise<CookieRead, void>(notProvided('readCookieTokens')),
    /** The HTTP layer's forced-logout channel; sends FORCED_LOGOUT back. */
    forcedLogouts: fromCallback(() => {}),
  },
  actions: {
    /** Keep the tokens (maxAge 720000 s, spec 000 §9): in the browser the site server's session endpoints set the cookies. */
    persistTokens: (_, _tokens: SessionTokens) => {},
    /** Delete the token cookies. */
    clearTokens: () => {},
    /** Navigate (internal path or external URL). */
    redirect: (_, _params: { path: string }) => {},
    logError: (_, _params: { message: string }) => {},
    storeTokens: assign((_, tokens: HeldSessionTokens) => withTokens(tokens)),
    adoptCookieTokens: assign(({ context }, read: CookieRead) => ({
      ...withTokens(read),
      nowMs: read.nowMs,
      userLoaded: context.userLoaded && context.atoken === read.atoken,
    })),
    noteTime: assign((_, nowMs: number) => ({ nowMs })),
    forgetSession: assign({ atoken: null, rtoken: null, claims: null, user: null, userLoaded: false }),
    storeUser: assign((_, loaded: LoadedUser) => ({
      user: loaded.user,
      userLoaded: true,
    })),
    markUserLoaded: assign({ userLoaded: true }),
    logOutFor: assign((_, params: { reason: LogoutReason; redirect?: boolean }) => ({
      logoutReason: params.reason,
      logoutRedirect: params.redirect ?? true,
    })),
    /** Recompute the facts; when they changed, keep them and emit SESSION_CHANGED. */
    refreshFacts: enqueueActions<SessionContext, SessionEvent, undefined, SessionEvent, never, never, never, never, SessionEmitted>(
      ({ context, enqueue }) => {
        const facts = sessionFacts(context);
        if (sameFacts(facts, context.facts)) return;
        enqueue.assign({ facts });
        enqueue.emit({ type: 'SESSION_CHANGED', facts });
      },
    ),
  },
  guards: {
    /** Session start step 2 (§4): both tokens exist and the access token is expired or invalid. */
    refreshAtStart: ({ context }) => refreshAtStart(context, context.nowMs),
    needsUser: ({ context }) => isLoggedIn(context.claims, nowSeconds(context.nowMs)) && !context.userLoaded,
    loggedIn: ({ context }) => isLoggedIn(context.claims, nowSeconds(context.nowMs)),
    userNotLoaded: ({ context }) => !context.userLoaded,
    /** Tokens are held but the access-token cookie is gone. */
    cookieGone: ({ context }, read: CookieRead) => context.atoken !== null && read.atoken === null,
    cookiesDiffer: ({ context }, read: CookieRead) => context.atoken !== read.atoken || context.rtoken !== read.rtoken,
    /** Token check (§4): expired, invalid or expiring within 30 s, with both tokens held. */
    needsRefresh: ({ context }, read: CookieRead) => refreshAtCheck(context, read.nowMs, REFRESH_WITHIN_MS),
    stillLoggedIn: ({ context }, read: CookieRead) => isLoggedIn(context.claims, nowSeconds(read.nowMs)),
    reasonIs: ({ context }, reason: LogoutReason) => context.logoutReason === reason,
    redirectNotWanted: ({ context }) => !context.logoutRedirect,
    unverifiedView: ({ context }) => !inVerifiedView(context),
    hasLogoutLink: ({ context }) => context.logoutRedirectLink.trim() !== '',
  },
  delays: {
    TOKEN_CHECK: TOKEN_CHECK_MS,
  },
}).createMachine({
  id: 'session',
  description: "Spec 000 §4 'Session start', 'Token lifecycle', 'Logout'; §8 refresh and logout errors; §9 token constants.",
  context: ({ input }) => sessionContextOf(input),
  invoke: { id: 'forcedLogouts', src: 'forcedLogouts' },
  initial: 'starting',
  on: {
    FORCED_LOGOUT: { target: '.loggingOut', actions: { type: 'logOutFor', params: { reason: 'forced' } } },
  },
  states: {
    starting: {
      description: 'Decides where the session stands from the tokens held (spec §4 Session start 2-3).',
      tags: ['starting'],
      always: [
        { guard: 'refreshAtStart', target: 'refreshing' },
        { guard: 'needsUser', target: 'loadingUser' },
        { guard: 'loggedIn', target: 'settled.status.signedIn' },
        { target: 'settled.status.guest' },
      ],
    },
    refreshing: {
      description: 'The single refresh of the token pair; no other state refreshes (§4 Token lifecycle).',
      tags: ['refreshing'],
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ rtoken: context.rtoken ?? '', stale: context.atoken }),
        onDone: [
          {
            guard: 'userNotLoaded',
            target: 'loadingUser',
            actions: [
              { type: 'storeTokens', params: ({ event }) => event.output },
              { type: 'persistTokens', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'settled.status.signedIn',
            actions: [
              { type: 'storeTokens', params: ({ event }) => event.output },
              { type: 'persistTokens', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: { target: 'loggingOut', actions: { type: 'logOutFor', params: { reason: 'refreshFailed' } } },
      },
    },
    loadingUser: {
      description: 'User info, favourite video ids and favourite model ids, fetched in parallel by the provided actor.',
      tags: ['loadingUser'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ atoken: context.atoken ?? '' }),
        onDone: { target: 'settled.status.signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        onError: { target: 'settled.status.signedIn', actions: 'markUserLoaded' },
      },
    },
    settled: {
      type: 'parallel',
      states: {
        status: {
          initial: 'guest',
          states: {
            signedIn: {
              tags: ['signedIn'],
              entry: 'refreshFacts',
              on: {
                LOGOUT_REQUESTED: {
                  target: '#session.loggingOut',
                  actions: { type: 'logOutFor', params: ({ event }) => ({ reason: 'requested', redirect: event.redirect }) },
                },
              },
            },
            guest: {
              tags: ['guest'],
              entry: 'refreshFacts',
              on: {
                LOGGED_IN: {
                  target: '#session.loadingUser',
                  actions: [
                    { type: 'storeTokens', params: ({ event }) => event.tokens },
                    { type: 'persistTokens', params: ({ event }) => event.tokens },
                    assign({ userLoaded: false }),
                  ],
                },
              },
            },
          },
        },
        watch: {
          description: 'Every 3 s the token cookies are compared with the tokens held (§4 Token lifecycle).',
          initial: 'idle',
          states: {
            idle: { after: { TOKEN_CHECK: 'checking' } },
            checking: {
              invoke: {
                id: 'readCookieTokens',
                src: 'readCookieTokens',
                onDone: [
                  {
                    guard: { type: 'cookieGone', params: ({ event }) => event.output },
                    target: ['#session.settled.status.guest', 'idle'],
                    actions: ['forgetSession', 'clearTokens', { type: 'noteTime', params: ({ event }) => event.output.nowMs }],
                  },
                  {
                    guard: { type: 'cookiesDiffer', params: ({ event }) => event.output },
                    target: '#session.starting',
                    actions: { type: 'adoptCookieTokens', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'needsRefresh', params: ({ event }) => event.output },
                    target: '#session.refreshing',
                    actions: { type: 'noteTime', params: ({ event }) => event.output.nowMs },
                  },
                  {
                    guard: { type: 'stillLoggedIn', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [{ type: 'noteTime', params: ({ event }) => event.output.nowMs }, 'refreshFacts'],
                  },
                  {
                    target: ['#session.settled.status.guest', 'idle'],
                    actions: [{ type: 'noteTime', params: ({ event }) => event.output.nowMs }, 'refreshFacts'],
                  },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      description: 'Server logout with the refresh token, tokens deleted, then the redirect of §4 Logout step 4 or §8.',
      tags: ['loggingOut'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ rtoken: context.rtoken }),
        onDone: [
          { guard: { type: 'reasonIs', params: 'forced' }, target: 'settled.status.guest', actions: ['forgetSession', 'clearTokens'] },
          {
            guard: { type: 'reasonIs', params: 'refreshFailed' },
            target: 'settled.status.guest',
            actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: { path: LOGIN_PATH } }],
          },
          { guard: 'redirectNotWanted', target: 'settled.status.guest', actions: ['forgetSession', 'clearTokens'] },
          {
            guard: 'unverifiedView',
            target: 'settled.status.guest',
            actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: { path: HOME_PATH } }],
          },
          {
            guard: 'hasLogoutLink',
            target: 'settled.status.guest',
            actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: ({ context }) => ({ path: context.logoutRedirectLink }) }],
          },
          {
            target: 'settled.status.guest',
            actions: [
              'forgetSession',
              'clearTokens',
              { type: 'logError', params: { message: LOGOUT_LINK_MISSING } },
              { type: 'redirect', params: { path: LOGIN_PATH } },
            ],
          },
        ],
        onError: [
          { guard: { type: 'reasonIs', params: 'forced' }, target: 'settled.status.guest', actions: ['forgetSession', 'clearTokens'] },
          {
            target: 'settled.status.guest',
            actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: { path: LOGIN_PATH } }],
          },
        ],
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionChanged = EmittedFrom<SessionMachine>;
