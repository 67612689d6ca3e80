/**
 * Model-based tests of the session machine (spec 000 §4 'Session start', 'Token lifecycle', 'Logout'; §8).
 * Paths come from the machine's own graph (see replay.ts for how invoke results and delays become events)
 * for several starting cookies; each is replayed against the real machine with fake actors, spied actions
 * and a simulated clock. Date is frozen so token expiry is fixed for the whole run.
 */
import type { AnyEventObject, EventObject } from 'xstate';
import { SimulatedClock, createActor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tokens, User } from '../../contracts/site-api.ts';
import { isLoggedIn, nowSeconds } from '../../machines/rules/claims.ts';
import { TOKEN_CHECK_MS } from '../../machines/rules/constants.ts';
import { validateLogin } from '../../machines/rules/validation.ts';
import type { HeldTokens, LoadedUser, SessionInput } from '../../machines/session.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { Coverage } from './coverage.ts';
import type { AnySnap, Path } from './replay.ts';
import { FakeActors, describePath, edgePaths, flush, replay } from './replay.ts';
import { tokenExpiringIn } from './tokens.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
vi.useFakeTimers({ toFake: ['Date'], now: NOW });

const A1 = tokenExpiringIn(3600, { jti: 'a1' }, NOW);
const A2 = tokenExpiringIn(7200, { jti: 'a2', usc: 300 }, NOW);
const A_SOON = tokenExpiringIn(20, { jti: 'soon' }, NOW);
const A_EXPIRED = tokenExpiringIn(-10, { jti: 'old' }, NOW);
const REFRESHED: Tokens = { atoken: tokenExpiringIn(3600, { jti: 'a3' }, NOW), rtoken: 'R3' };
const LOGGED_IN: Tokens = { atoken: tokenExpiringIn(3600, { jti: 'a4' }, NOW), rtoken: 'R4' };

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
};
const LOADED: LoadedUser = { user: USER, favoriteVideoIds: ['3', '5'], favoriteModelIds: [7] };
const LINK = 'https://landing.example.com/';

const cookie = (atoken: string | null, rtoken: string | null): { type: string; output: HeldTokens } => ({
  type: 'xstate.done.actor.readCookieTokens',
  output: { atoken, rtoken },
});

/** Commands with payload variants and the actor results the graph may take. */
const events: AnyEventObject[] = [
  { type: 'LOGIN_SUBMITTED', email: '', password: '' },
  { type: 'LOGIN_SUBMITTED', email: 'not-an-email', password: 'secret123' },
  { type: 'LOGIN_SUBMITTED', email: ' Member@Example.COM ', password: 'secret123' },
  { type: 'LOGIN_FIELD_EDITED', field: 'email' },
  { type: 'LOGOUT_REQUESTED' },
  { type: 'LOGOUT_REQUESTED', redirect: false },
  { type: 'FORCED_LOGOUT' },
  { type: 'FORCED_LOGOUT', redirectTo: '/login/' },
  { type: 'FAVORITES_CHANGED', favoriteVideoIds: ['11'] },
  { type: 'xstate.done.actor.refreshTokens', output: REFRESHED },
  { type: 'xstate.error.actor.refreshTokens', error: new Error('Refresh token expired') },
  { type: 'xstate.done.actor.loadUser', output: LOADED },
  { type: 'xstate.error.actor.loadUser', error: new Error('network') },
  { type: 'xstate.done.actor.login', output: LOGGED_IN },
  { type: 'xstate.error.actor.login', error: new Error('Wrong email or password') },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new Error('network') },
  { type: 'xstate.error.actor.readCookieTokens', error: new Error('no document') },
];

/**
 * Cookie reads offered in a checking state: unchanged, gone, another tab logged in (A2/R2), and — only while
 * A1 is held — A1 replaced by a token about to expire. Keeping them relative to what is held keeps the graph small.
 */
const eventsFor = (snapshot: AnySnap): EventObject[] => {
  const { atoken, rtoken } = snapshot.context as { atoken: string | null; rtoken: string | null };
  return [
    ...events,
    cookie(atoken, rtoken),
    cookie(null, null),
    cookie(A2, 'R2'),
    ...(atoken === A1 ? [cookie(A_SOON, 'R1')] : []),
  ];
};

const base: SessionInput = { atoken: null, rtoken: null, user: null, verifiedView: true, logoutRedirectLink: LINK };
const inputs: Record<string, SessionInput> = {
  'no cookies (guest)': base,
  'valid token, user given': { ...base, atoken: A1, rtoken: 'R1', user: USER },
  'valid token, user not loaded': { ...base, atoken: A1, rtoken: 'R1' },
  'expired token with refresh token': { ...base, atoken: A_EXPIRED, rtoken: 'R1' },
  'expired token, no refresh token': { ...base, atoken: A_EXPIRED },
  'token expiring within 30 s': { ...base, atoken: A_SOON, rtoken: 'R1', user: USER },
  'unverified view': { ...base, atoken: A1, rtoken: 'R1', user: USER, verifiedView: false },
  'verified view without logout link': { ...base, atoken: A1, rtoken: 'R1', user: USER, logoutRedirectLink: '' },
};

/**
 * The graph is abstracted to what the guards read, so it stays small: which tokens are held (their identity
 * matters for the cookie comparison), whether the user is loaded, the view settings, and whether login errors
 * exist. Favourite ids and the texts of errors are left out.
 */
const sessionView = (context: unknown) => {
  const c = context as SnapshotContext;
  return {
    atoken: c.atoken,
    rtoken: c.rtoken,
    user: c.user !== null,
    userLoaded: c.userLoaded,
    verifiedView: c.verifiedView,
    link: c.logoutRedirectLink !== '',
    loginError: c.loginError !== null,
    fieldErrors: Object.keys(c.fieldErrors).sort(),
  };
};
type SnapshotContext = AnySnap['context'] & {
  atoken: string | null;
  rtoken: string | null;
  user: User | null;
  userLoaded: boolean;
  verifiedView: boolean;
  logoutRedirectLink: string;
  logoutRedirect: boolean;
  loginError: string | null;
  fieldErrors: Record<string, string[]>;
};
const serializeState = (state: AnySnap) =>
  JSON.stringify({
    value: state.value,
    context: sessionView(state.context),
    // The logout redirect choice matters only while logging out.
    logoutRedirect: state.matches('loggingOut') ? (state.context as SnapshotContext).logoutRedirect : null,
  });

const coverage = new Coverage('session', sessionMachine);
afterAll(() => coverage.print());

type Spies = ReturnType<typeof makeSpies>;
const makeSpies = () => ({
  persistTokens: vi.fn<(tokens: Tokens) => void>(),
  clearTokens: vi.fn<() => void>(),
  redirect: vi.fn<(path: string) => void>(),
  logError: vi.fn<(message: string) => void>(),
});

function provided(fakes: FakeActors, spies: Spies) {
  return sessionMachine.provide({
    actors: {
      refreshTokens: fakes.logic('refreshTokens') as never,
      loadUser: fakes.logic('loadUser') as never,
      login: fakes.logic('login') as never,
      logout: fakes.logic('logout') as never,
      readCookieTokens: fakes.logic('readCookieTokens') as never,
    },
    actions: {
      persistTokens: (_, tokens) => spies.persistTokens(tokens),
      clearTokens: () => spies.clearTokens(),
      redirect: (_, params) => spies.redirect(params.path),
      logError: (_, params) => spies.logError(params.message),
    },
  });
}

/** The effects each kind of step must have, whatever path it is on. */
function checkStep(fakes: FakeActors, spies: Spies, loginCallsBefore: number, event: EventObject, before: AnySnap, after: AnySnap) {
  const now = nowSeconds();
  const lastRedirect = () => spies.redirect.mock.lastCall?.[0];
  // Never two refreshes at once.
  expect(fakes.maxInFlight.refreshTokens ?? 0).toBeLessThanOrEqual(1);
  // signedIn always means a valid access token; guest never has one.
  if (after.hasTag('signedIn')) expect(isLoggedIn(after.context.atoken, now)).toBe(true);
  if (after.hasTag('guest')) expect(isLoggedIn(after.context.atoken, now)).toBe(false);

  switch (event.type) {
    case 'xstate.done.actor.refreshTokens':
      expect(spies.persistTokens).toHaveBeenLastCalledWith(REFRESHED);
      expect(after.context.atoken).toBe(REFRESHED.atoken);
      expect(after.context.rtoken).toBe(REFRESHED.rtoken);
      break;
    case 'xstate.error.actor.refreshTokens':
      expect(spies.clearTokens).toHaveBeenCalled();
      expect(lastRedirect()).toBe('/login/');
      expect(after.hasTag('guest')).toBe(true);
      expect(after.context.atoken).toBeNull();
      break;
    case 'LOGIN_SUBMITTED': {
      const { email, password } = event as unknown as { email: string; password: string };
      const errors = validateLogin({ email, password });
      if (Object.keys(errors).length > 0) {
        expect(fakes.calls.login).toHaveLength(loginCallsBefore);
        expect(after.context.fieldErrors).toEqual(errors);
      } else {
        expect(fakes.calls.login?.at(-1)).toEqual({ email: 'member@example.com', password });
        expect(after.hasTag('loggingIn')).toBe(true);
      }
      break;
    }
    case 'xstate.done.actor.login':
      expect(spies.persistTokens).toHaveBeenLastCalledWith(LOGGED_IN);
      expect(after.hasTag('loadingUser')).toBe(true);
      expect(fakes.calls.loadUser?.at(-1)).toEqual({ atoken: LOGGED_IN.atoken });
      break;
    case 'xstate.error.actor.login':
      expect(after.hasTag('loginFailed')).toBe(true);
      expect(after.context.loginError).toBe('Wrong email or password');
      break;
    case 'xstate.done.actor.logout': {
      expect(spies.clearTokens).toHaveBeenCalled();
      expect(after.hasTag('guest')).toBe(true);
      const c = before.context;
      const expected = !c.logoutRedirect ? undefined : !c.verifiedView ? '/' : c.logoutRedirectLink || '/login/';
      expect(lastRedirect()).toBe(expected);
      if (c.logoutRedirect && c.verifiedView && !c.logoutRedirectLink) {
        expect(spies.logError).toHaveBeenCalledWith('Logout redirect link is not defined');
      }
      break;
    }
    case 'xstate.error.actor.logout':
      expect(spies.clearTokens).toHaveBeenCalled();
      expect(lastRedirect()).toBe('/login/');
      break;
    case 'FORCED_LOGOUT':
      expect(spies.clearTokens).toHaveBeenCalled();
      expect(after.hasTag('guest')).toBe(true);
      expect(lastRedirect()).toBe((event as { redirectTo?: string }).redirectTo);
      break;
    case 'xstate.done.actor.readCookieTokens': {
      const out = (event as unknown as { output: HeldTokens }).output;
      if (before.context.atoken !== null && out.atoken === null) {
        expect(after.context.atoken).toBeNull();
        expect(after.hasTag('guest')).toBe(true);
      } else if (out.atoken !== before.context.atoken || out.rtoken !== before.context.rtoken) {
        expect(after.context.atoken).toBe(out.atoken);
        expect(after.context.rtoken).toBe(out.rtoken);
        if (out.atoken !== before.context.atoken && isLoggedIn(out.atoken, now)) expect(after.hasTag('loadingUser')).toBe(true);
      }
      break;
    }
  }
}

describe('session machine, paths from its graph', () => {
  const all: { name: string; input: SessionInput; path: Path }[] = [];
  beforeAll(() => {
    const seen = new Set<string>();
    for (const [name, input] of Object.entries(inputs)) {
      for (const path of edgePaths(sessionMachine, { input, events: eventsFor, limit: 20_000, serializeState, seen })) {
        all.push({ name, input, path });
      }
    }
  });

  it('generates paths for every starting cookie', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.length).toBeLessThan(20_000);
    console.log(`session: ${all.length} generated paths`);
  });

  it('replays every path with the expected states, tags and effects', async () => {
    for (const { name, input, path } of all) {
      const fakes = new FakeActors();
      const spies = makeSpies();
      let loginCalls = 0;
      try {
        await replay(path, {
          machine: provided(fakes, spies),
          input,
          fakes,
          delays: { TOKEN_CHECK: TOKEN_CHECK_MS },
          inspect: coverage.inspect,
          contextView: sessionView,
          check: (event, before, after) => {
            checkStep(fakes, spies, loginCalls, event, before, after);
            loginCalls = fakes.calls.login?.length ?? 0;
          },
        });
      } catch (error) {
        throw new Error(`[${name}] ${describePath(path)}: ${(error as Error).message}`);
      }
    }
  }, 120_000);
});

describe('session machine, timed scenarios', () => {
  /** Starts the real machine with fakes, a simulated clock and the coverage inspector. */
  function start(input: SessionInput) {
    const fakes = new FakeActors();
    const spies = makeSpies();
    const clock = new SimulatedClock();
    const actor = createActor(provided(fakes, spies), { input, clock, inspect: coverage.inspect });
    actor.start();
    return { actor, fakes, spies, clock };
  }

  it('a valid token expiring within 30 s is refreshed at the next check, and only once', async () => {
    const { actor, fakes, spies, clock } = start({ ...base, atoken: A_SOON, rtoken: 'R1', user: USER });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    clock.increment(TOKEN_CHECK_MS - 1);
    expect(fakes.calls.readCookieTokens).toHaveLength(0);
    clock.increment(1);
    fakes.settle('readCookieTokens', 'resolve', { atoken: A_SOON, rtoken: 'R1' });
    await flush();
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(fakes.calls.refreshTokens).toEqual([{ rtoken: 'R1' }]);
    // While refreshing, no token check runs and no second refresh starts.
    clock.increment(TOKEN_CHECK_MS * 5);
    await flush();
    expect(fakes.calls.readCookieTokens).toHaveLength(1);
    expect(fakes.calls.refreshTokens).toHaveLength(1);
    fakes.settle('refreshTokens', 'resolve', REFRESHED);
    await flush();
    expect(spies.persistTokens).toHaveBeenCalledWith(REFRESHED);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(USER);
    expect(fakes.calls.loadUser).toHaveLength(0);
    actor.stop();
  });

  it('an access token without a refresh token that expires meanwhile turns the visitor into a guest', async () => {
    const atoken = tokenExpiringIn(60, { jti: 'short' }, NOW);
    const { actor, fakes, spies, clock } = start({ ...base, atoken, rtoken: null, user: USER });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    vi.setSystemTime(NOW + 120_000);
    try {
      clock.increment(TOKEN_CHECK_MS);
      fakes.settle('readCookieTokens', 'resolve', { atoken, rtoken: null });
      await flush();
      expect(actor.getSnapshot().hasTag('guest')).toBe(true);
      expect(fakes.calls.refreshTokens).toHaveLength(0);
      expect(spies.redirect).not.toHaveBeenCalled();
    } finally {
      vi.setSystemTime(NOW);
      actor.stop();
    }
  });

  it('a stale cookie at start is refreshed; a failed refresh deletes the tokens and goes to /login/', async () => {
    const { actor, fakes, spies } = start({ ...base, atoken: A_EXPIRED, rtoken: 'R1' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    fakes.settle('refreshTokens', 'reject', new Error('Refresh token expired'));
    await flush();
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
    expect(spies.redirect).toHaveBeenCalledWith('/login/');
    expect(actor.getSnapshot().hasTag('guest')).toBe(true);
    actor.stop();
  });

  it('logging in sends the lower-cased e-mail, stores the tokens, then loads the user and favourites', async () => {
    const { actor, fakes, spies } = start(base);
    actor.send({ type: 'LOGIN_SUBMITTED', email: 'Member@Example.com', password: 'secret123' });
    expect(actor.getSnapshot().hasTag('loggingIn')).toBe(true);
    expect(fakes.calls.login).toEqual([{ email: 'member@example.com', password: 'secret123' }]);
    fakes.settle('login', 'resolve', LOGGED_IN);
    await flush();
    expect(spies.persistTokens).toHaveBeenCalledWith(LOGGED_IN);
    expect(fakes.calls.loadUser).toEqual([{ atoken: LOGGED_IN.atoken }]);
    fakes.settle('loadUser', 'resolve', LOADED);
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.hasTag('signedIn')).toBe(true);
    expect(snap.context.user).toEqual(USER);
    expect(snap.context.favoriteVideoIds).toEqual(['3', '5']);
    expect(snap.context.favoriteModelIds).toEqual([7]);
    actor.stop();
  });

  it('an invalid login form makes no call and shows the spec messages; editing a field clears its error', () => {
    const { actor, fakes } = start(base);
    actor.send({ type: 'LOGIN_SUBMITTED', email: 'nope', password: '' });
    expect(fakes.calls.login).toHaveLength(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: ['Correct email pattern is: name@example.com'],
      password: ['This field is required'],
    });
    actor.send({ type: 'LOGIN_FIELD_EDITED', field: 'email' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: ['This field is required'] });
    actor.stop();
  });
});
