/**
 * Model-based tests of the cam session (spec 002 §4.5, §4.3 off the room route, §6; 000 §4 'Session start' step 5,
 * 'Logout' step 2): paths from the machine's graph replayed with fake actors, then the 10-minute auth info cache with a
 * simulated clock, sign-in and sign-out, refused auth info and provider login, the balance refresh and the navigations
 * off the room route. Invariants: camAuthorised only with auth info and an accepted provider login; a guest's facts are
 * empty; with the feature off nothing is ever called.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { camSessionEntry } from '../../app/atlas/cam-session.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { camSessionEventOf } from '../../app/system/cam-session.ts';
import type { CamAuthInfo } from '../../contracts/cam-provider.ts';
import { AUTH_INFO_TTL_MS, type CamSessionContext, type CamSessionInput, camSessionMachine } from '../../machines/cam-session.machine.ts';
import { NO_CAM_SESSION } from '../../domain/cam-session-facts.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('cam-session', camSessionMachine);
const INFO: CamAuthInfo = { vrlive_token: 'cam-token-1', user_name: 'member1', user_uuid: 'member-1' };
const MEMBER = camSessionEntry.inputs['member signed in'] as CamSessionInput;
const GUEST = camSessionEntry.inputs.guest as CamSessionInput;

describe('cam session, paths from the graph', () => {
  it('replays every path: camAuthorised only after auth info and a provider login, empty facts for a guest', { timeout: 60_000 }, async () => {
    await replayAll(entryPaths(camSessionEntry), {
      coverage,
      delays: camSessionEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = camSessionMachine.provide({ actors: fakeActorsOf(camSessionEntry, fakes) as never });
        return {
          machine,
          fakes,
          check: (event, _before, after) => {
            const now = after.context as CamSessionContext;
            if (!now.facts.signedIn) expect(now.facts).toEqual(NO_CAM_SESSION);
            if (event.type === 'xstate.done.actor.providerLogin') {
              // Authorised for live cam only by an accepted login of a member the membership authorises; a member
              // who may only chat is signed in (a user name) but not camAuthorised.
              const ok = (event as unknown as { output: { ok: boolean } }).output.ok;
              expect(now.facts.camAuthorised).toBe(ok && now.mayAuthorise);
              expect(now.facts.userName !== '').toBe(ok);
            }
            if (now.facts.camAuthorised) expect([now.facts.userName !== '', now.mayAuthorise]).toEqual([true, true]);
            if (now.facts.userName !== '') expect(now.mayAuthorise || now.facts.mayChat).toBe(true);
            if (!now.enabled) expect(after.matches('off')).toBe(true);
          },
        };
      },
    });
  });
});

function start(input: CamSessionInput, goTo: string[] = []) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const machine = camSessionMachine.provide({
    actors: fakeActorsOf(camSessionEntry, fakes) as never,
    actions: { goTo: (_, { path }) => void goTo.push(path) },
  });
  return { actor: createActor(machine, { input, clock }).start(), fakes, clock, goTo };
}

async function signInFully(fakes: FakeActors, balance = 2500) {
  fakes.settle('loadAuthInfo', 'resolve', INFO);
  await flush();
  expect(fakes.calls.providerLogin?.at(-1)).toEqual({ token: 'cam-token-1' });
  fakes.settle('providerLogin', 'resolve', { ok: true, userName: 'member1' });
  await flush();
  fakes.settle('loadBalance', 'resolve', balance);
  await flush();
}

describe('cam session, the life cycle', () => {
  it('on start with a member: auth info, provider login with the vrlive_token, balance', async () => {
    const { actor, fakes } = start(MEMBER);
    expect(fakes.calls.loadAuthInfo).toHaveLength(1);
    // signingIn from the start until the first balance is known (a tip pressed meanwhile waits for it).
    expect(actor.getSnapshot().context.facts).toMatchObject({ camAuthorised: false, signingIn: true });
    fakes.settle('loadAuthInfo', 'resolve', INFO);
    await flush();
    fakes.settle('providerLogin', 'resolve', { ok: true, userName: 'member1' });
    await flush();
    expect(actor.getSnapshot().context.facts).toMatchObject({ camAuthorised: true, signingIn: true, balance: null });
    fakes.settle('loadBalance', 'resolve', 2500);
    await flush();
    expect(actor.getSnapshot().context.facts).toEqual({
      signedIn: true,
      camAuthorised: true,
      signingIn: false,
      mayChat: true,
      balance: 2500,
      userName: 'member1',
    });
    actor.stop();
  });

  it('signs in to the provider again when the channel comes back after a drop, with the auth info it kept', async () => {
    const { actor, fakes } = start(MEMBER);
    await signInFully(fakes);
    actor.send({ type: 'CHANNEL_RECONNECTED' });
    expect(actor.getSnapshot().context.facts.signingIn).toBe(true);
    expect(fakes.calls.loadAuthInfo).toHaveLength(1);
    expect(fakes.calls.providerLogin).toHaveLength(2);
    fakes.settle('providerLogin', 'resolve', { ok: true, userName: 'member1' });
    await flush();
    fakes.settle('loadBalance', 'resolve', 2400);
    await flush();
    expect(actor.getSnapshot().context.facts).toMatchObject({ camAuthorised: true, signingIn: false, balance: 2400 });
    actor.stop();
  });

  it("follows the provider's balance after each debit without fetching it, and a guest's stays empty", async () => {
    const { actor, fakes } = start(MEMBER);
    await signInFully(fakes, 400);
    actor.send({ type: 'BALANCE_CHANGED', balance: 220 });
    expect(actor.getSnapshot().context.facts).toMatchObject({ camAuthorised: true, balance: 220 });
    expect(fakes.calls.loadBalance).toHaveLength(1);
    actor.send({ type: 'SESSION_CHANGED', signedIn: false, userId: null, mayChat: false, mayAuthorise: false });
    actor.send({ type: 'BALANCE_CHANGED', balance: 100 });
    expect(actor.getSnapshot().context.facts).toEqual(NO_CAM_SESSION);
    actor.stop();
  });

  it('a guest calls nothing until the site sign-in, then signs in to the provider and fetches the balance', async () => {
    const { actor, fakes } = start(GUEST);
    expect(fakes.calls.loadAuthInfo ?? []).toHaveLength(0);
    expect(actor.getSnapshot().context.facts).toEqual(NO_CAM_SESSION);
    actor.send({ type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: true });
    expect(fakes.calls.loadAuthInfo).toHaveLength(1);
    await signInFully(fakes, 40);
    expect(actor.getSnapshot().context.facts.balance).toBe(40);
    expect(actor.getSnapshot().context.facts.camAuthorised).toBe(true);
    actor.stop();
  });

  it('the auth info is kept 10 minutes, then fetched again when needed', async () => {
    const { actor, fakes, clock } = start(MEMBER);
    await signInFully(fakes);
    // Another member within the 10 minutes: the cache is dropped with the viewer, fetched anew.
    actor.send({ type: 'SESSION_CHANGED', signedIn: true, userId: 'member-2', mayChat: false, mayAuthorise: true });
    expect(fakes.calls.loadAuthInfo).toHaveLength(2);
    await signInFully(fakes);
    expect(actor.getSnapshot().context.facts.mayChat).toBe(false);
    expect(actor.getSnapshot().context.authInfo).toEqual(INFO);
    clock.increment(AUTH_INFO_TTL_MS - 1);
    expect(actor.getSnapshot().context.authInfo).toEqual(INFO);
    clock.increment(1);
    expect(actor.getSnapshot().context.authInfo).toBeNull();
    actor.stop();
  });

  it('a cached auth info is reused: no second fetch inside the 10 minutes', async () => {
    const { actor, fakes } = start(MEMBER);
    fakes.settle('loadAuthInfo', 'resolve', INFO);
    await flush();
    // The provider refuses the login: not authorised, the auth info still cached.
    fakes.settle('providerLogin', 'resolve', { ok: false, error: 'unavailable' });
    await flush();
    expect(actor.getSnapshot().context.facts.camAuthorised).toBe(false);
    expect(actor.getSnapshot().context.authInfo).toEqual(INFO);
    // The balance is still the member's, for the header's tokens dropdown.
    expect(fakes.calls.loadBalance).toHaveLength(1);
    // The same member's session changes (a refreshed token): the login is tried again with the kept auth info.
    actor.send({ type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: true });
    expect(fakes.calls.loadAuthInfo).toHaveLength(1);
    expect(fakes.calls.providerLogin).toHaveLength(2);
    fakes.settle('providerLogin', 'resolve', { ok: true, userName: 'member1' });
    await flush();
    expect(actor.getSnapshot().context.facts.camAuthorised).toBe(true);
    actor.stop();
  });

  it('refused auth info (403 for members not authorised for live cam): no provider login, not authorised, may still chat', async () => {
    const { actor, fakes } = start(MEMBER);
    fakes.settle('loadAuthInfo', 'resolve', null);
    await flush();
    expect(fakes.calls.providerLogin ?? []).toHaveLength(0);
    expect(actor.getSnapshot().context.facts).toMatchObject({ signedIn: true, camAuthorised: false, signingIn: false, mayChat: true, balance: null });
    actor.stop();
  });

  it('an expired or inactive member signs in to chat only: told as a sign-in (the messenger follows), not camAuthorised', async () => {
    const { actor, fakes } = start({ ...MEMBER, mayAuthorise: false });
    const told: string[] = [];
    actor.on('*', (event) => void told.push(event.type));
    expect(fakes.calls.loadAuthInfo).toHaveLength(1);
    await signInFully(fakes, 1100);
    expect(actor.getSnapshot().context.facts).toEqual({
      signedIn: true,
      camAuthorised: false,
      signingIn: false,
      mayChat: true,
      balance: 1100,
      userName: 'member1',
    });
    expect(told).toEqual(['CAM_AUTHORISED']);
    // Renewed (a refreshed token says active): a new sign-in with a new token, now authorised for live cam.
    actor.send({ type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: true });
    expect(told).toEqual(['CAM_AUTHORISED', 'CAM_UNAUTHORISED']);
    expect(fakes.calls.loadAuthInfo).toHaveLength(2);
    await signInFully(fakes, 1100);
    expect(actor.getSnapshot().context.facts).toMatchObject({ camAuthorised: true, userName: 'member1' });
    // Expired again: back to chat only.
    actor.send({ type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: false });
    await signInFully(fakes, 1100);
    expect(actor.getSnapshot().context.facts).toMatchObject({ camAuthorised: false, mayChat: true, userName: 'member1' });
    actor.stop();
  });

  it('a member without a membership (may not chat either): no auth info asked, the balance fetched for the header', async () => {
    const { actor, fakes } = start({ ...MEMBER, mayChat: false, mayAuthorise: false });
    expect(fakes.calls.loadAuthInfo ?? []).toHaveLength(0);
    expect(fakes.calls.providerLogin ?? []).toHaveLength(0);
    expect(fakes.calls.loadBalance).toHaveLength(1);
    fakes.settle('loadBalance', 'resolve', 1100);
    await flush();
    expect(actor.getSnapshot().context.facts).toEqual({
      signedIn: true,
      camAuthorised: false,
      signingIn: false,
      mayChat: false,
      balance: 1100,
      userName: '',
    });
    // Renewed (a refreshed token says active): now authorised by membership, the auth info is asked for.
    actor.send({ type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: true });
    expect(fakes.calls.loadAuthInfo).toHaveLength(1);
    actor.stop();
  });

  it('BALANCE_REFRESH_REQUESTED fetches the balance again', async () => {
    const { actor, fakes } = start(MEMBER);
    await signInFully(fakes);
    const before = actor.getSnapshot().context.facts;
    actor.send({ type: 'BALANCE_REFRESH_REQUESTED' });
    expect(fakes.calls.loadBalance).toHaveLength(2);
    // A refresh is no sign-in: the facts stay as they were (the room's paid controls stay enabled).
    expect(actor.getSnapshot().context.facts).toBe(before);
    fakes.settle('loadBalance', 'resolve', 2400);
    await flush();
    expect(actor.getSnapshot().context.facts.balance).toBe(2400);
    actor.stop();
  });

  it('site logout: auth.logout over the channel, the facts cleared', async () => {
    const { actor, fakes } = start(MEMBER);
    await signInFully(fakes);
    actor.send({ type: 'SESSION_CHANGED', signedIn: false, userId: null, mayChat: false, mayAuthorise: false });
    expect(fakes.calls.providerLogout).toHaveLength(1);
    expect(actor.getSnapshot().context.facts).toEqual(NO_CAM_SESSION);
    fakes.settle('providerLogout', 'resolve', undefined);
    await flush();
    expect(actor.getSnapshot().matches({ on: { auth: 'guest' } })).toBe(true);
    actor.stop();
  });

  it('with the cam feature off nothing starts', () => {
    const { actor, fakes } = start(camSessionEntry.inputs['cams off'] as CamSessionInput);
    actor.send({ type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: true });
    actor.send({ type: 'ROOM_STATE_CHANGED', nickname: 'Ava' });
    expect(actor.getSnapshot().matches('off')).toBe(true);
    expect(Object.values(fakes.calls).flat()).toHaveLength(0);
    actor.stop();
  });
});

describe('cam session, the provider events off the room route (§4.3)', () => {
  it('a state change navigates to the room when off it, not when on it', () => {
    const { actor, goTo } = start(GUEST);
    actor.send({ type: 'ROOM_STATE_CHANGED', nickname: 'Ava' });
    expect(goTo).toEqual(['/vr-cam-girls/Ava/']);
    actor.send({ type: 'ROUTE_CHANGED', path: '/vr-cam-girls/Ava/', search: '' });
    actor.send({ type: 'ROOM_STATE_CHANGED', nickname: 'Ava' });
    actor.send({ type: 'ROOM_STATE_CHANGED', nickname: '' });
    expect(goTo).toHaveLength(1);
    actor.stop();
  });

  it('an incomplete session found navigates to the room with restore=1', () => {
    const { actor, goTo } = start(MEMBER);
    actor.send({ type: 'INCOMPLETE_SESSION_FOUND', nickname: 'Ava' });
    expect(goTo).toEqual(['/vr-cam-girls/Ava/?restore=1']);
    actor.stop();
  });

  it('spy time expire then remaining time off the room route: room.cancelSpy, spyFinishTimeout cleared', async () => {
    const { actor, fakes } = start(MEMBER);
    actor.send({ type: 'SPY_REMAINING_TIME' });
    expect(fakes.calls.cancelSpy ?? []).toHaveLength(0);
    actor.send({ type: 'SPY_TIME_EXPIRE' });
    expect(actor.getSnapshot().context.spyFinishTimeout).toBe(true);
    actor.send({ type: 'SPY_REMAINING_TIME' });
    expect(fakes.calls.cancelSpy).toHaveLength(1);
    expect(actor.getSnapshot().context.spyFinishTimeout).toBe(false);
    fakes.settle('cancelSpy', 'resolve', undefined);
    await flush();
    expect(actor.getSnapshot().matches({ on: { spy: 'idle' } })).toBe(true);
    actor.stop();
  });

  it("on the room route the spy notices are the room's", () => {
    const { actor, fakes } = start({ ...MEMBER, path: '/vr-cam-girls/Ava/' });
    actor.send({ type: 'SPY_TIME_EXPIRE' });
    actor.send({ type: 'SPY_REMAINING_TIME' });
    expect(actor.getSnapshot().context.spyFinishTimeout).toBe(false);
    expect(fakes.calls.cancelSpy ?? []).toHaveLength(0);
    actor.stop();
  });

  it('maps the provider events it follows, ignores the others', () => {
    expect(
      camSessionEventOf({
        channel: 'room',
        event: 'onStateChanged',
        data: { broadcastId: 'b1', modelNickname: 'Ava', state: 'PUBLIC', reason: 'NONE' },
      }),
    ).toEqual({ type: 'ROOM_STATE_CHANGED', nickname: 'Ava' });
    expect(camSessionEventOf({ channel: 'room', event: 'incompleteSessionFound', data: { broadcastId: 'b1', modelNickname: 'Ava' } })).toEqual({
      type: 'INCOMPLETE_SESSION_FOUND',
      nickname: 'Ava',
    });
    expect(camSessionEventOf({ channel: 'notification', event: 'broadcastSpyModeTimeExpireNotification', data: { broadcastId: 'b1' } })).toEqual({
      type: 'SPY_TIME_EXPIRE',
    });
    expect(camSessionEventOf({ channel: 'notification', event: 'broadcastSpyModeRemainingTime', data: { broadcastId: 'b1', seconds: 30 } })).toEqual({
      type: 'SPY_REMAINING_TIME',
    });
    expect(camSessionEventOf({ channel: 'connection', event: 'reconnected', data: {} })).toEqual({ type: 'CHANNEL_RECONNECTED' });
    expect(camSessionEventOf({ channel: 'notification', event: 'balanceChanged', data: { balance: 220 } })).toEqual({
      type: 'BALANCE_CHANGED',
      balance: 220,
    });
    expect(camSessionEventOf({ channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: 'b1', count: 3 } })).toBeNull();
  });
});
