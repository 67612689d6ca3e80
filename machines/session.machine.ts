/**
 * Session and token lifecycle (spec 000 §4 'Session start', 'Token checks', 'Token lifecycle', 'Logout';
 * §5 login e-mail rules; §8 refresh and logout errors; §9 token constants).
 *
 * Side effects are supplied at composition with `sessionMachine.provide(...)`:
 * actors refreshTokens, loadUser, login, logout, readCookieTokens; actions persistTokens, clearTokens,
 * redirect, logError. The defaults here are placeholders (actors reject with 'not provided', actions do nothing).
 *
 * Shape:
 * - starting (transient): refresh when both tokens exist and the access token is expired or invalid; else
 *   load the user when logged in and the user is not loaded; else signedIn or guest.
 * - refreshing: the only state that refreshes, so two refreshes can never overlap. Failure → tokens deleted,
 *   redirect to /login/ (spec: 'a failed refresh logs out and goes to /login/'; the refresh token is dead, so
 *   no server logout call is made).
 * - signedIn / guest: every TOKEN_CHECK (3 s) read the cookies: cookie gone → delete held tokens;
 *   cookies differ → copy them and re-decide (user reloaded when the access token changed);
 *   access token valid but expiring within 30 s → refresh.
 * - loggingIn → loadingUser → signedIn; failure → guest with tag 'loginFailed'.
 * - loggingOut: server logout, delete tokens, redirect ('/' for an unverified viewer, logoutRedirectLink for a
 *   verified one, '/login/' with 'Logout redirect link is not defined' when the link is empty); failure → /login/.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Credentials, Tokens, User } from '../contracts/site-api.ts';
import type { Claims } from './rules/claims.ts';
import { expiresWithin, isLoggedIn, isTokenExpired, nowSeconds, readClaims } from './rules/claims.ts';
import { HOME_PATH, LOGIN_PATH, LOGOUT_LINK_MISSING, REFRESH_WITHIN_MS, TOKEN_CHECK_MS } from './rules/constants.ts';
import type { FieldErrors } from './rules/validation.ts';
import { hasFieldErrors, normalizeLoginEmail, validateLogin } from './rules/validation.ts';

export type HeldTokens = { atoken: string | null; rtoken: string | null };
export type LoadedUser = { user: User | null; favoriteVideoIds: string[]; favoriteModelIds: number[] };

export type SessionInput = {
  atoken: string | null;
  rtoken: string | null;
  user: User | null;
  favoriteVideoIds?: string[];
  favoriteModelIds?: number[];
  verifiedView: boolean;
  logoutRedirectLink: string;
};

export type SessionContext = {
  atoken: string | null;
  rtoken: string | null;
  claims: Claims | null;
  user: User | null;
  /** Whether user info was fetched (or given) for the access token held; false → load it. */
  userLoaded: boolean;
  favoriteVideoIds: string[];
  favoriteModelIds: number[];
  verifiedView: boolean;
  logoutRedirectLink: string;
  /** Whether the logout under way redirects afterwards (default true). */
  logoutRedirect: boolean;
  loginError: string | null;
  fieldErrors: FieldErrors;
};

export type SessionEvent =
  | { type: 'LOGIN_SUBMITTED'; email: string; password: string }
  | { type: 'LOGIN_FIELD_EDITED'; field: 'email' | 'password' }
  | { type: 'LOGOUT_REQUESTED'; redirect?: boolean }
  /** Sent by the composition when the HTTP layer logs out (e.g. HTTP 465); optional redirect target. */
  | { type: 'FORCED_LOGOUT'; redirectTo?: string }
  /** Verified view or site settings changed (age verification passed, digest loaded). */
  | { type: 'VIEW_SETTINGS_CHANGED'; verifiedView?: boolean; logoutRedirectLink?: string }
  /** Favourite id lists changed after a successful favourite call. */
  | { type: 'FAVORITES_CHANGED'; favoriteVideoIds?: string[]; favoriteModelIds?: number[] };

export type SessionTag = 'starting' | 'refreshing' | 'loadingUser' | 'signedIn' | 'guest' | 'loggingIn' | 'loggingOut' | 'loginFailed';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Uh-oh... Something went wrong.';

const withTokens = (tokens: HeldTokens) => ({ atoken: tokens.atoken, rtoken: tokens.rtoken, claims: readClaims(tokens.atoken) });

const differs = (context: SessionContext, cookie: HeldTokens): boolean =>
  context.atoken !== cookie.atoken || context.rtoken !== cookie.rtoken;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    refreshTokens: fromPromise<Tokens, { rtoken: string }>(notProvided('refreshTokens')),
    loadUser: fromPromise<LoadedUser, { atoken: string }>(notProvided('loadUser')),
    login: fromPromise<Tokens, Credentials>(notProvided('login')),
    logout: fromPromise<void, { rtoken: string | null }>(notProvided('logout')),
    readCookieTokens: fromPromise<HeldTokens, void>(notProvided('readCookieTokens')),
  },
  actions: {
    /** Write atoken and rtoken cookies (maxAge TOKEN_COOKIE_MAX_AGE). */
    persistTokens: (_, _tokens: Tokens) => {},
    /** Delete the token cookies. */
    clearTokens: () => {},
    /** Navigate (internal path or external URL). */
    redirect: (_, _params: { path: string }) => {},
    logError: (_, _params: { message: string }) => {},
    storeTokens: assign((_, tokens: Tokens) => withTokens(tokens)),
    adoptCookieTokens: assign(({ context }, cookie: HeldTokens) => ({
      ...withTokens(cookie),
      userLoaded: context.userLoaded && context.atoken === cookie.atoken,
    })),
    forgetSession: assign({
      atoken: null,
      rtoken: null,
      claims: null,
      user: null,
      userLoaded: false,
      favoriteVideoIds: [],
      favoriteModelIds: [],
    }),
    storeUser: assign((_, loaded: LoadedUser) => ({
      user: loaded.user,
      favoriteVideoIds: loaded.favoriteVideoIds,
      favoriteModelIds: loaded.favoriteModelIds,
      userLoaded: true,
    })),
    markUserLoaded: assign({ userLoaded: true }),
    setFieldErrors: assign((_, errors: FieldErrors) => ({ fieldErrors: errors, loginError: null })),
    clearLoginErrors: assign({ fieldErrors: {}, loginError: null }),
    clearFieldError: assign(({ context }, field: string) => ({
      fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([key]) => key !== field)),
      loginError: null,
    })),
    setLoginError: assign((_, message: string) => ({ loginError: message })),
  },
  guards: {
    /** Session start: both tokens exist and the access token is expired or invalid (§4 Session start 2). */
    accessInvalid: ({ context }) => context.atoken !== null && context.rtoken !== null && isTokenExpired(context.claims, nowSeconds()),
    /** Token check: both tokens exist and the access token is expired/invalid or expires within 30 s. */
    needsRefresh: ({ context }) =>
      context.atoken !== null &&
      context.rtoken !== null &&
      (isTokenExpired(context.claims, nowSeconds()) || expiresWithin(context.claims, REFRESH_WITHIN_MS, Date.now())),
    needsUser: ({ context }) => isLoggedIn(context.claims, nowSeconds()) && !context.userLoaded,
    loggedIn: ({ context }) => isLoggedIn(context.claims, nowSeconds()),
    userNotLoaded: ({ context }) => !context.userLoaded,
    hasRedirectTarget: (_, target: { path: string }) => target.path !== '',
    /** Tokens are held but the access-token cookie is gone. */
    cookieGone: ({ context }, cookie: HeldTokens) => context.atoken !== null && cookie.atoken === null,
    cookiesDiffer: ({ context }, cookie: HeldTokens) => differs(context, cookie),
    loginInvalid: (_, fields: { email: string; password: string }) => hasFieldErrors(validateLogin(fields)),
    redirectNotWanted: ({ context }) => !context.logoutRedirect,
    unverifiedView: ({ context }) => !context.verifiedView,
    hasLogoutLink: ({ context }) => context.logoutRedirectLink.trim() !== '',
  },
  delays: {
    TOKEN_CHECK: TOKEN_CHECK_MS,
  },
}).createMachine({
  id: 'session',
  description: "Spec 000 §4 'Session start', 'Token lifecycle', 'Logout'; §9 token constants.",
  context: ({ input }) => ({
    ...withTokens({ atoken: input.atoken, rtoken: input.rtoken }),
    user: input.user,
    userLoaded: input.user !== null,
    favoriteVideoIds: input.favoriteVideoIds ?? [],
    favoriteModelIds: input.favoriteModelIds ?? [],
    verifiedView: input.verifiedView,
    logoutRedirectLink: input.logoutRedirectLink,
    logoutRedirect: true,
    loginError: null,
    fieldErrors: {},
  }),
  initial: 'starting',
  on: {
    FORCED_LOGOUT: [
      {
        guard: { type: 'hasRedirectTarget', params: ({ event }) => ({ path: event.redirectTo ?? '' }) },
        target: '.guest',
        actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: ({ event }) => ({ path: event.redirectTo ?? LOGIN_PATH }) }],
      },
      { target: '.guest', actions: ['forgetSession', 'clearTokens'] },
    ],
    VIEW_SETTINGS_CHANGED: {
      actions: assign(({ context, event }) => ({
        verifiedView: event.verifiedView ?? context.verifiedView,
        logoutRedirectLink: event.logoutRedirectLink ?? context.logoutRedirectLink,
      })),
    },
    FAVORITES_CHANGED: {
      actions: assign(({ context, event }) => ({
        favoriteVideoIds: event.favoriteVideoIds ?? context.favoriteVideoIds,
        favoriteModelIds: event.favoriteModelIds ?? context.favoriteModelIds,
      })),
    },
  },
  states: {
    starting: {
      description: 'Decides where the session stands from the tokens held (spec §4 Session start 2-3).',
      tags: ['starting'],
      always: [
        { guard: 'accessInvalid', target: 'refreshing' },
        { guard: 'needsUser', target: 'loadingUser' },
        { guard: 'loggedIn', target: 'signedIn' },
        { target: 'guest' },
      ],
    },
    refreshing: {
      description: 'The single refresh of the token pair; no other state refreshes (§4 Token lifecycle).',
      tags: ['refreshing'],
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ rtoken: context.rtoken ?? '' }),
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
            target: 'signedIn',
            actions: [
              { type: 'storeTokens', params: ({ event }) => event.output },
              { type: 'persistTokens', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'guest',
          actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: { path: LOGIN_PATH } }],
        },
      },
    },
    loadingUser: {
      description: 'User info, favourite video ids and favourite model ids, fetched in parallel by the provided actor.',
      tags: ['loadingUser'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ atoken: context.atoken ?? '' }),
        onDone: { target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        onError: { target: 'signedIn', actions: 'markUserLoaded' },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      initial: 'idle',
      on: {
        LOGOUT_REQUESTED: {
          target: 'loggingOut',
          actions: assign(({ event }) => ({ logoutRedirect: event.redirect ?? true })),
        },
      },
      states: {
        idle: { after: { TOKEN_CHECK: 'checking' } },
        checking: {
          invoke: {
            id: 'readCookieTokens',
            src: 'readCookieTokens',
            onDone: [
              {
                guard: { type: 'cookieGone', params: ({ event }) => event.output },
                target: '#session.guest',
                actions: ['forgetSession', 'clearTokens'],
              },
              {
                guard: { type: 'cookiesDiffer', params: ({ event }) => event.output },
                target: '#session.starting',
                actions: { type: 'adoptCookieTokens', params: ({ event }) => event.output },
              },
              { guard: 'needsRefresh', target: '#session.refreshing' },
              { guard: 'loggedIn', target: 'idle' },
              { target: '#session.guest' },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
    guest: {
      tags: ['guest'],
      type: 'parallel',
      states: {
        watch: {
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
                    target: 'idle',
                    actions: 'forgetSession',
                  },
                  {
                    guard: { type: 'cookiesDiffer', params: ({ event }) => event.output },
                    target: '#session.starting',
                    actions: { type: 'adoptCookieTokens', params: ({ event }) => event.output },
                  },
                  { target: 'idle' },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
        form: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                LOGIN_SUBMITTED: [
                  {
                    guard: { type: 'loginInvalid', params: ({ event }) => event },
                    actions: { type: 'setFieldErrors', params: ({ event }) => validateLogin(event) },
                  },
                  { target: '#session.loggingIn', actions: 'clearLoginErrors' },
                ],
                LOGIN_FIELD_EDITED: { actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
              },
            },
            failed: {
              tags: ['loginFailed'],
              on: {
                LOGIN_SUBMITTED: [
                  {
                    guard: { type: 'loginInvalid', params: ({ event }) => event },
                    target: 'ready',
                    actions: { type: 'setFieldErrors', params: ({ event }) => validateLogin(event) },
                  },
                  { target: '#session.loggingIn', actions: 'clearLoginErrors' },
                ],
                LOGIN_FIELD_EDITED: { target: 'ready', actions: { type: 'clearFieldError', params: ({ event }) => event.field } },
              },
            },
          },
        },
      },
    },
    loggingIn: {
      tags: ['loggingIn'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN_SUBMITTED');
          return { email: normalizeLoginEmail(event.email), password: event.password };
        },
        onDone: {
          target: 'loadingUser',
          actions: [
            { type: 'storeTokens', params: ({ event }) => event.output },
            { type: 'persistTokens', params: ({ event }) => event.output },
            assign({ userLoaded: false }),
          ],
        },
        onError: {
          target: '#session.guest.form.failed',
          actions: { type: 'setLoginError', params: ({ event }) => errorMessage(event.error) },
        },
      },
    },
    loggingOut: {
      tags: ['loggingOut'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ rtoken: context.rtoken }),
        onDone: [
          { guard: 'redirectNotWanted', target: 'guest', actions: ['forgetSession', 'clearTokens'] },
          {
            guard: 'unverifiedView',
            target: 'guest',
            actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: { path: HOME_PATH } }],
          },
          {
            guard: 'hasLogoutLink',
            target: 'guest',
            actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: ({ context }) => ({ path: context.logoutRedirectLink }) }],
          },
          {
            target: 'guest',
            actions: [
              'forgetSession',
              'clearTokens',
              { type: 'logError', params: { message: LOGOUT_LINK_MISSING } },
              { type: 'redirect', params: { path: LOGIN_PATH } },
            ],
          },
        ],
        onError: {
          target: 'guest',
          actions: ['forgetSession', 'clearTokens', { type: 'redirect', params: { path: LOGIN_PATH } }],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
