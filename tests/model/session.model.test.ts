/**
 * Model-based tests of the session machine (spec 000 §4 'Session start', 'Token lifecycle', 'Logout'; §8).
 * Paths come from the machine's own graph (see replay.ts for how invoke results and delays become events)
 * for several starting cookies; each is replayed against the real machine with fake actors, spied actions
 * and a simulated clock. The session's clock is the time of its last cookie read (CookieRead.nowMs).
 */
import type { AnyEventObject, EventObject } from 'xstate';
import { SimulatedClock, createActor, fromCallback } from 'xstate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tokens, User } from '../../contracts/site-api.ts';
import { isLoggedIn, nowSeconds } from '../../machines/rules/claims.ts';
import { TOKEN_CHECK_MS } from '../../machines/rules/constants.ts';
import { sessionFacts } from '../../machines/rules/session-facts.ts';
import type { CookieRead, LoadedUser, SessionChanged, SessionInput } from '../../machines/session.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { trackCoverage } from './coverage.ts';
import type { AnySnap, Path } from './replay.ts';
import { FakeActors, describePath, edgePaths, flush, replay } from './replay.ts';
import { tokenExpiringIn } from './tokens.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

const A1 = tokenExpiringIn(3600, { jti: 'a1' }, NOW);
const A2 = tokenExpiringIn(7200, { jti: 'a2', usc: 300 }, NOW);
const A_SOON = tokenExpiringIn(20, { jti: 'soon' }, NOW);
const A_EXPIRED = tokenExpiringIn(-10, { jti: 'old' }, NOW);
const REFRESHED: Tokens = { atoken: tokenExpiringIn(36_000, { jti: 'a3' }, NOW), rtoken: 'R3' };
const LOGGED_IN: Tokens = { atoken: tokenExpiringIn(36_000, { jti: 'a4' }, NOW), rtoken: 'R4' };

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

const cookie = (atoken: string | null, rtoken: string | null, nowMs = NOW): { type: string; output: CookieRead } => ({
  type: 'xstate.done.actor.readCookieTokens',
  output: { atoken, rtoken, nowMs },
});

/** Commands with payload variants and the actor results the graph may take. */
const events: AnyEventObject[] = [
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
 * Cookie reads offered in a checking state: unchanged, gone, another tab logged in (A2/R2), and — only while
 * A1 is held — A1 replaced by a token about to expire. Keeping
 * them relative to what is held keeps the graph small. Later reads: A1 close to its expiry (refreshed when a
 * refresh token is held), and A1 past it (a guest when none is).
 */
const eventsFor = (snapshot: AnySnap): EventObject[] => {
  const { atoken, rtoken, nowMs } = snapshot.context as { atoken: string | null; rtoken: string | null; nowMs: number };
  // The session's clock never runs backwards: a read is at least as late as the last one.
  return [
    ...events,
    cookie(atoken, rtoken, nowMs),
    cookie(null, null, nowMs),
    cookie(A2, 'R2', nowMs),
    ...(atoken === A1 ? [cookie(A_SOON, 'R1', nowMs)] : []),
    ...(atoken === A1 && nowMs < NOW + 3580_000 ? [cookie(A1, rtoken, NOW + 3580_000)] : []),
    ...(atoken === A1 && rtoken === null && nowMs < NOW + 3700_000 ? [cookie(A1, null, NOW + 3700_000)] : []),
  ];
};

const base: SessionInput = { atoken: null, rtoken: null, user: null, verifiedView: true, logoutRedirectLink: LINK, nowMs: NOW };
const inputs: Record<string, SessionInput> = {
  'no cookies (guest)': base,
  'valid token, user given': { ...base, atoken: A1, rtoken: 'R1', user: USER },
  'valid token, user not loaded': { ...base, atoken: A1, rtoken: 'R1' },
  'valid token without refresh token': { ...base, atoken: A1, user: USER },
  'expired token with refresh token': { ...base, atoken: A_EXPIRED, rtoken: 'R1' },
  'expired token, no refresh token': { ...base, atoken: A_EXPIRED },
  'refresh token only': { ...base, rtoken: 'R1' },
  'token expiring within 30 s': { ...base, atoken: A_SOON, rtoken: 'R1', user: USER },
  'unverified view': { ...base, atoken: A1, rtoken: 'R1', user: USER, verifiedView: false },
  'verified view without logout link': { ...base, atoken: A1, rtoken: 'R1', user: USER, logoutRedirectLink: '' },
};

type SnapshotContext = AnySnap['context'] & {
  atoken: string | null;
  rtoken: string | null;
  user: User | null;
  userLoaded: boolean;
  verifiedView: boolean;
  logoutRedirectLink: string;
  nowMs: number;
  facts: ReturnType<typeof sessionFacts>;
  logoutReason: string;
  logoutRedirect: boolean;
};

/**
 * The graph is abstracted to what the guards read, so it stays small: which tokens are held (their identity
 * matters for the cookie comparison), the session's clock, whether the user is loaded, the view settings.
 */
const sessionView = (context: unknown) => {
  const c = context as SnapshotContext;
  return {
    atoken: c.atoken,
    rtoken: c.rtoken,
    nowMs: c.nowMs,
    user: c.user !== null,
    userLoaded: c.userLoaded,
    verifiedView: c.verifiedView,
    link: c.logoutRedirectLink !== '',
  };
};
const serializeState = (state: AnySnap) =>
  JSON.stringify({
    value: state.value,
    context: sessionView(state.context),
    // The reason and redirect choice matter only while logging out.
    logout: state.matches('loggingOut') ? [(state.context as SnapshotContext).logoutReason, (state.context as SnapshotContext).logoutRedirect] : null,
  });

const coverage = trackCoverage('session', sessionMachine);

type Spies = ReturnType<typeof makeSpies>;
const makeSpies = () => ({
  persistTokens: vi.fn<(tokens: Tokens) => void>(),
  clearTokens: vi.fn<() => void>(),
  redirect: vi.fn<(path: string) => void>(),
  logError: vi.fn<(message: string) => void>(),
});

function provided(fakes: FakeActors, spies: Spies, forcedLogouts = fromCallback(() => {})) {
  return sessionMachine.provide({
    actors: {
      refreshTokens: fakes.logic('refreshTokens') as never,
      loadUser: fakes.logic('loadUser') as never,
      logout: fakes.logic('logout') as never,
      readCookieTokens: fakes.logic('readCookieTokens') as never,
      forcedLogouts,
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
function checkStep(fakes: FakeActors, spies: Spies, redirectsBefore: number, event: EventObject, before: AnySnap, after: AnySnap) {
  const ctx = after.context as SnapshotContext;
  const now = nowSeconds(ctx.nowMs);
  const lastRedirect = () => spies.redirect.mock.lastCall?.[0];
  // Never two refreshes at once.
  expect(fakes.maxInFlight.refreshTokens ?? 0).toBeLessThanOrEqual(1);
  // signedIn always means a valid access token; guest never has one.
  if (after.hasTag('signedIn')) expect(isLoggedIn(ctx.atoken, now)).toBe(true);
  if (after.hasTag('guest')) expect(isLoggedIn(ctx.atoken, now)).toBe(false);
  // Settled, the facts are the session's own, on its clock.
  if (after.hasTag('signedIn') || after.hasTag('guest')) expect(ctx.facts).toEqual(sessionFacts(ctx));
  if (after.hasTag('guest')) expect(ctx.facts.group).toBe('guest');

  const b = before.context as SnapshotContext;
  switch (event.type) {
    case 'xstate.done.actor.refreshTokens':
      expect(spies.persistTokens).toHaveBeenLastCalledWith(REFRESHED);
      expect(ctx.atoken).toBe(REFRESHED.atoken);
      expect(ctx.rtoken).toBe(REFRESHED.rtoken);
      break;
    case 'xstate.error.actor.refreshTokens':
      // A failed refresh logs out: the server logout call with the refresh token held, then /login/.
      expect(after.hasTag('loggingOut')).toBe(true);
      expect(fakes.calls.logout?.at(-1)).toEqual({ rtoken: b.rtoken });
      break;
    case 'LOGGED_IN':
      expect(spies.persistTokens).toHaveBeenLastCalledWith(LOGGED_IN);
      expect(after.hasTag('loadingUser')).toBe(true);
      expect(fakes.calls.loadUser?.at(-1)).toEqual({ atoken: LOGGED_IN.atoken });
      break;
    case 'FORCED_LOGOUT':
      expect(after.hasTag('loggingOut')).toBe(true);
      expect(fakes.calls.logout?.at(-1)).toEqual({ rtoken: b.rtoken });
      break;
    case 'xstate.done.actor.logout': {
      expect(spies.clearTokens).toHaveBeenCalled();
      expect(after.hasTag('guest')).toBe(true);
      expect(ctx.atoken).toBeNull();
      if (b.logoutReason === 'forced') {
        // The HTTP layer already went to /login/.
        expect(spies.redirect).toHaveBeenCalledTimes(redirectsBefore);
      } else if (b.logoutReason === 'refreshFailed') {
        expect(lastRedirect()).toBe('/login/');
      } else {
        const expected = !b.logoutRedirect ? undefined : !b.verifiedView ? '/' : b.logoutRedirectLink || '/login/';
        if (expected === undefined) expect(spies.redirect).toHaveBeenCalledTimes(redirectsBefore);
        else expect(lastRedirect()).toBe(expected);
        if (b.logoutRedirect && b.verifiedView && !b.logoutRedirectLink) {
          expect(spies.logError).toHaveBeenCalledWith('Logout redirect link is not defined');
        }
      }
      break;
    }
    case 'xstate.error.actor.logout':
      expect(spies.clearTokens).toHaveBeenCalled();
      expect(after.hasTag('guest')).toBe(true);
      if (b.logoutReason === 'forced') expect(spies.redirect).toHaveBeenCalledTimes(redirectsBefore);
      else expect(lastRedirect()).toBe('/login/');
      break;
    case 'xstate.done.actor.readCookieTokens': {
      const out = (event as unknown as { output: CookieRead }).output;
      if (b.atoken !== null && out.atoken === null) {
        expect(ctx.atoken).toBeNull();
        expect(spies.clearTokens).toHaveBeenCalled();
        expect(after.hasTag('guest')).toBe(true);
      } else if (out.atoken !== b.atoken || out.rtoken !== b.rtoken) {
        expect(ctx.atoken).toBe(out.atoken);
        expect(ctx.rtoken).toBe(out.rtoken);
        if (out.atoken !== b.atoken && isLoggedIn(out.atoken, nowSeconds(out.nowMs))) expect(after.hasTag('loadingUser')).toBe(true);
      }
      expect(ctx.nowMs).toBe(out.nowMs);
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
      let redirects = 0;
      try {
        await replay(path, {
          machine: provided(fakes, spies),
          input,
          fakes,
          delays: { TOKEN_CHECK: TOKEN_CHECK_MS },
          inspect: coverage.inspect,
          contextView: sessionView,
          check: (event, before, after) => {
            checkStep(fakes, spies, redirects, event, before, after);
            redirects = spies.redirect.mock.calls.length;
          },
        });
      } catch (error) {
        throw new Error(`[${name}] ${describePath(path)}: ${(error as Error).message}`);
      }
    }
  }, 120_000);
});

describe('session machine, timed scenarios', () => {
  /** Starts the real machine with fakes, a simulated clock and the coverage inspector; records what it emits. */
  function start(input: SessionInput, forcedLogouts?: Parameters<typeof provided>[2]) {
    const fakes = new FakeActors();
    const spies = makeSpies();
    const clock = new SimulatedClock();
    const actor = createActor(provided(fakes, spies, forcedLogouts), { input, clock, inspect: coverage.inspect });
    const emitted: SessionChanged[] = [];
    actor.on('SESSION_CHANGED', (event) => emitted.push(event));
    actor.start();
    return { actor, fakes, spies, clock, emitted };
  }

  it('a valid token expiring within 30 s is refreshed at the next check, and only once', async () => {
    const { actor, fakes, spies, clock } = start({ ...base, atoken: A_SOON, rtoken: 'R1', user: USER });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    clock.increment(TOKEN_CHECK_MS - 1);
    expect(fakes.calls.readCookieTokens).toHaveLength(0);
    clock.increment(1);
    fakes.settle('readCookieTokens', 'resolve', { atoken: A_SOON, rtoken: 'R1', nowMs: NOW + TOKEN_CHECK_MS });
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

  it('an access token without a refresh token that expires meanwhile turns the member into a guest, and says so', async () => {
    const atoken = tokenExpiringIn(60, { jti: 'short' }, NOW);
    const { actor, fakes, spies, clock, emitted } = start({ ...base, atoken, rtoken: null, user: USER });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.facts.group).toBe('member');
    clock.increment(TOKEN_CHECK_MS);
    fakes.settle('readCookieTokens', 'resolve', { atoken, rtoken: null, nowMs: NOW + 120_000 });
    await flush();
    expect(actor.getSnapshot().hasTag('guest')).toBe(true);
    expect(fakes.calls.refreshTokens).toHaveLength(0);
    expect(spies.redirect).not.toHaveBeenCalled();
    expect(emitted.map((e) => e.facts.group)).toEqual(['guest']);
    actor.stop();
  });

  it('a stale cookie at start is refreshed; a failed refresh makes the server logout call, deletes the tokens and goes to /login/', async () => {
    const { actor, fakes, spies } = start({ ...base, atoken: A_EXPIRED, rtoken: 'R1' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    fakes.settle('refreshTokens', 'reject', new Error('Refresh token expired'));
    await flush();
    expect(fakes.calls.logout).toEqual([{ rtoken: 'R1' }]);
    fakes.settle('logout', 'reject', new Error('Refresh token expired'));
    await flush();
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
    expect(spies.redirect).toHaveBeenCalledWith('/login/');
    expect(actor.getSnapshot().hasTag('guest')).toBe(true);
    actor.stop();
  });

  it('only a refresh token at start: nothing to refresh, a guest (spec 000 §4 Session start 2: both cookies)', () => {
    const { actor, fakes } = start({ ...base, rtoken: 'R1' });
    expect(actor.getSnapshot().hasTag('guest')).toBe(true);
    expect(fakes.calls.refreshTokens).toHaveLength(0);
    actor.stop();
  });

  it('LOGGED_IN from the login form stores the tokens, loads the user and favourites, and emits the member facts', async () => {
    const { actor, fakes, spies, emitted } = start(base);
    actor.send({ type: 'LOGGED_IN', tokens: LOGGED_IN });
    expect(spies.persistTokens).toHaveBeenCalledWith(LOGGED_IN);
    expect(fakes.calls.loadUser).toEqual([{ atoken: LOGGED_IN.atoken }]);
    fakes.settle('loadUser', 'resolve', LOADED);
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.hasTag('signedIn')).toBe(true);
    expect(snap.context.user).toEqual(USER);
    expect(snap.context.favoriteVideoIds).toEqual(['3', '5']);
    expect(snap.context.favoriteModelIds).toEqual([7]);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.facts).toMatchObject({ group: 'member', email: 'member@example.com', flags: { active: true, loggedIn: true } });
    actor.stop();
  });

  it('the forced-logout channel (a fake stream) ends the session: server logout with the refresh token, tokens deleted, no second redirect', async () => {
    const listeners = new Set<() => void>();
    const channel = {
      emit: () => {
        for (const listener of listeners) listener();
      },
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const forcedLogouts = fromCallback(({ sendBack }) => channel.subscribe(() => sendBack({ type: 'FORCED_LOGOUT' })));
    const { actor, fakes, spies, emitted } = start({ ...base, atoken: A1, rtoken: 'R1', user: USER }, forcedLogouts);
    expect(listeners.size).toBe(1);
    channel.emit();
    expect(actor.getSnapshot().hasTag('loggingOut')).toBe(true);
    expect(fakes.calls.logout).toEqual([{ rtoken: 'R1' }]);
    fakes.settle('logout', 'resolve', undefined);
    await flush();
    expect(actor.getSnapshot().hasTag('guest')).toBe(true);
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
    expect(spies.redirect).not.toHaveBeenCalled();
    expect(emitted.at(-1)?.facts.group).toBe('guest');
    actor.stop();
    // The channel is closed with the session.
    expect(listeners.size).toBe(0);
  });
});
