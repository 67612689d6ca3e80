/**
 * Model-based tests of the session machine (spec 000 §4 'Session start', 'Token lifecycle', 'Logout'; §8).
 * Paths come from the machine's own graph (see replay.ts for how invoke results and delays become events)
 * for several starting cookies; each is replayed against the real machine with fake actors, spied actions
 * and a simulated clock. The session's clock is the time of its last cookie read (CookieRead.nowMs).
 */
import type { EventObject } from 'xstate';
import { SimulatedClock, createActor, fromCallback } from 'xstate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { sessionEntry, sessionExamples } from '../../app/atlas/session.ts';
import { accessTokenExpiringIn } from '../../app/atlas/session-tokens.ts';
import type { SessionTokens, User } from '../../contracts/site-api.ts';
import { type Claims, isLoggedIn, nowSeconds } from '../../domain/claims.ts';
import { TOKEN_CHECK_MS } from '../../domain/constants.ts';
import { inVerifiedView, sessionFacts } from '../../domain/session-facts.ts';
import type { CookieRead, SessionChanged, SessionInput } from '../../machines/session.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import type { AnySnap, NamedPath } from './replay.ts';
import { FakeActors, describePath, entryPaths, flush, replay } from './replay.ts';
import { trackCoverage } from './suite.ts';

// The examples the session's atlas entry generates its graph from (inputs, events, cookie reads).
const { NOW, A1, A_SOON, A_EXPIRED, REFRESHED, LOGGED_IN, USER, LOADED, GUEST: base } = sessionExamples;

type SnapshotContext = AnySnap['context'] & {
  atoken: string | null;
  rtoken: string | null;
  user: User | null;
  userLoaded: boolean;
  ageVerification: boolean;
  claims: Claims | null;
  logoutRedirectLink: string;
  nowMs: number;
  facts: ReturnType<typeof sessionFacts>;
  logoutReason: string;
  logoutRedirect: boolean;
};

const coverage = trackCoverage('session', sessionMachine);

type Spies = ReturnType<typeof makeSpies>;
const makeSpies = () => ({
  persistTokens: vi.fn<(tokens: SessionTokens) => void>(),
  clearTokens: vi.fn<() => void>(),
  redirect: vi.fn<(path: string) => void>(),
  logError: vi.fn<(message: string) => void>(),
});

function provided(fakes: FakeActors, spies: Spies, forcedLogouts = fromCallback(() => {})) {
  return sessionMachine.provide({
    actors: {
      ...(fakeActorsOf(sessionEntry, fakes) as Record<'refreshTokens' | 'loadUser' | 'logout' | 'readCookieTokens', never>),
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
        // An unverified viewer (by the token held when logging out) goes to / (spec 000 §4 'Logout' step 4).
        const verified = inVerifiedView(b);
        const expected = !b.logoutRedirect ? undefined : !verified ? '/' : b.logoutRedirectLink || '/login/';
        if (expected === undefined) expect(spies.redirect).toHaveBeenCalledTimes(redirectsBefore);
        else expect(lastRedirect()).toBe(expected);
        if (b.logoutRedirect && verified && !b.logoutRedirectLink) {
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
  const all: NamedPath[] = [];
  beforeAll(() => {
    all.push(...entryPaths(sessionEntry));
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
          delays: sessionEntry.delays,
          inspect: coverage.inspect,
          contextView: sessionEntry.graph.contextView as (context: unknown) => unknown,
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
    // The token it judged due goes with it: another tab's newer one is adopted, not refreshed again.
    expect(fakes.calls.refreshTokens).toEqual([{ rtoken: 'R1', stale: A_SOON }]);
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
    const atoken = accessTokenExpiringIn(60, { jti: 'short' }, NOW);
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

  it('LOGGED_IN from the login form stores the tokens, loads the user, and emits the member facts', async () => {
    const { actor, fakes, spies, emitted } = start(base);
    actor.send({ type: 'LOGGED_IN', tokens: LOGGED_IN });
    expect(spies.persistTokens).toHaveBeenCalledWith(LOGGED_IN);
    expect(fakes.calls.loadUser).toEqual([{ atoken: LOGGED_IN.atoken }]);
    fakes.settle('loadUser', 'resolve', LOADED);
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.hasTag('signedIn')).toBe(true);
    expect(snap.context.user).toEqual(USER);
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
