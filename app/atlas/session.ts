/**
 * The session in the atlas: ten starting cookie sets (guest, valid, expired, expiring, refresh token only, …), the
 * commands and the results of its five actors, and the abstraction its graph is drawn in. The example tokens and
 * user are exported for the model test's checks and timed scenarios.
 */
import type { SessionTokens, User } from '../../contracts/site-api.ts';
import type { CookieRead, LoadedUser, SessionContext, SessionInput } from '../../machines/session.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import type { ActorResultEvent, AtlasEvent } from './define.ts';
import { defineAtlasEntry } from './define.ts';
import { accessTokenExpiringIn } from './session-tokens.ts';

/** The examples' clock: the time of the first cookie read. */
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const LINK = 'https://landing.example.com/';
const GUEST: SessionInput = { atoken: null, rtoken: null, user: null, ageVerification: true, logoutRedirectLink: LINK, nowMs: NOW };

const USER: User = {
  uuid: 'u-1',
  email: 'member@example.com',
  affiliateId: null,
  tokenBalance: 40,
  registeredAt: 1_700_000_000,
  status: 'active',
  isTrial: false,
  hasBenefits: false,
  hasNonRemovableCard: false,
  roles: [],
  shownValuePopUps: [],
  avatar: '',
};

export const sessionExamples = {
  NOW,
  /** Valid for an hour. */
  A1: accessTokenExpiringIn(3600, { jti: 'a1' }, NOW),
  /** Another tab's login (an expired membership). */
  A2: accessTokenExpiringIn(7200, { jti: 'a2', usc: 300 }, NOW),
  /** Expiring within the 30 s refresh window. */
  A_SOON: accessTokenExpiringIn(20, { jti: 'soon' }, NOW),
  A_EXPIRED: accessTokenExpiringIn(-10, { jti: 'old' }, NOW),
  /** Valid for an hour, of a member who must pass age verification (kind 'verify'): outside the verified view. */
  A_VERIFY: accessTokenExpiringIn(3600, { jti: 'av', kind: 'verify' }, NOW),
  /** What the fake refresh answers. */
  REFRESHED: { atoken: accessTokenExpiringIn(36_000, { jti: 'a3' }, NOW), rtoken: 'R3' } satisfies SessionTokens,
  /** What the login form hands over. */
  LOGGED_IN: { atoken: accessTokenExpiringIn(36_000, { jti: 'a4' }, NOW), rtoken: 'R4' } satisfies SessionTokens,
  USER,
  LOADED: { user: USER } satisfies LoadedUser,
  /** The logoutRedirectLink of the site settings. */
  LINK,
  /** No cookies: a guest. The other inputs vary it. */
  GUEST,
};
const { A1, A2, A_SOON, A_EXPIRED, A_VERIFY, REFRESHED, LOGGED_IN, LOADED, GUEST: base } = sessionExamples;

/** A token check's cookie read. */
const cookie = (atoken: string | null, rtoken: string | null, nowMs = NOW): ActorResultEvent => ({
  type: 'xstate.done.actor.readCookieTokens',
  output: { atoken, rtoken, nowMs } satisfies CookieRead,
});

/** Commands with payload variants and the actor results the graph may take. */
const events: AtlasEvent<typeof sessionMachine>[] = [
  { type: 'LOGGED_IN', tokens: LOGGED_IN },
  { type: 'LOGOUT_REQUESTED' },
  { type: 'LOGOUT_REQUESTED', redirect: false },
  { type: 'FORCED_LOGOUT' },
  { type: 'xstate.done.actor.refreshTokens', output: REFRESHED },
  { type: 'xstate.error.actor.refreshTokens', error: new Error('Refresh token expired') },
  { type: 'xstate.done.actor.loadUser', output: LOADED },
  { type: 'xstate.error.actor.loadUser', error: new Error('network') },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new Error('network') },
  { type: 'xstate.error.actor.readCookieTokens', error: new Error('no document') },
];

/**
 * The graph is abstracted to what the guards read, so it stays small: which tokens are held (their identity
 * matters for the cookie comparison), the session's clock, whether the user is loaded, the view settings.
 */
const sessionView = (context: SessionContext) => ({
  atoken: context.atoken,
  rtoken: context.rtoken,
  nowMs: context.nowMs,
  user: context.user !== null,
  userLoaded: context.userLoaded,
  ageVerification: context.ageVerification,
  link: context.logoutRedirectLink !== '',
});

export const sessionEntry = defineAtlasEntry({
  id: 'session',
  title: 'Session and token lifecycle',
  spec: [
    "000 §4 'Session start', 'Token checks', 'Token lifecycle', 'Logout'",
    '000 §8 refresh and logout errors (HTTP 401/465, refresh answers, logout without logoutRedirectLink)',
    '000 §9 token check every 3000 ms, refresh within 30000 ms',
  ],
  description:
    'Refreshes a stale token pair at start and when the access token expires within 30 s (never two refreshes at once), loads the user, follows the token cookies every 3 s (another tab logging in or out), logs in from the login form, and logs out (asked, forced by the HTTP layer, or after a failed refresh) with the redirect the spec gives for each case. Emits SESSION_CHANGED with the membership facts.',
  area: 'session',
  lifetime: 'visit',
  machine: sessionMachine,
  inputs: {
    'no cookies (guest)': base,
    'valid token, user given': { ...base, atoken: A1, rtoken: 'R1', user: USER },
    'valid token, user not loaded': { ...base, atoken: A1, rtoken: 'R1' },
    'valid token without refresh token': { ...base, atoken: A1, user: USER },
    'expired token with refresh token': { ...base, atoken: A_EXPIRED, rtoken: 'R1' },
    'expired token, no refresh token': { ...base, atoken: A_EXPIRED },
    'refresh token only': { ...base, rtoken: 'R1' },
    'token expiring within 30 s': { ...base, atoken: A_SOON, rtoken: 'R1', user: USER },
    'unverified view (a token that must pass age verification)': { ...base, atoken: A_VERIFY, rtoken: 'R1', user: USER },
    'verified view without logout link': { ...base, atoken: A1, rtoken: 'R1', user: USER, logoutRedirectLink: '' },
  },
  events,
  /**
   * Cookie reads offered in a checking state: unchanged, gone, another tab logged in (A2/R2), and — only while
   * A1 is held — A1 replaced by a token about to expire. Keeping them relative to what is held keeps the graph
   * small. Later reads: A1 close to its expiry (refreshed when a refresh token is held), and A1 past it (a guest
   * when none is). The session's clock never runs backwards: a read is at least as late as the last one.
   */
  eventsIn: (snapshot) => {
    const { atoken, rtoken, nowMs } = snapshot.context;
    return [
      ...events,
      cookie(atoken, rtoken, nowMs),
      cookie(null, null, nowMs),
      cookie(A2, 'R2', nowMs),
      ...(atoken === A1 ? [cookie(A_SOON, 'R1', nowMs)] : []),
      ...(atoken === A1 && nowMs < NOW + 3580_000 ? [cookie(A1, rtoken, NOW + 3580_000)] : []),
      ...(atoken === A1 && rtoken === null && nowMs < NOW + 3700_000 ? [cookie(A1, null, NOW + 3700_000)] : []),
    ];
  },
  fakeActors: ['refreshTokens', 'loadUser', 'logout', 'readCookieTokens'],
  graph: {
    limit: 20_000,
    serializeState: (state) =>
      JSON.stringify({
        value: state.value,
        context: sessionView(state.context),
        // The reason and redirect choice matter only while logging out.
        logout: state.matches('loggingOut') ? [state.context.logoutReason, state.context.logoutRedirect] : null,
      }),
    contextView: sessionView,
  },
});
