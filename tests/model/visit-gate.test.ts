/**
 * The gate's wiring in the visit (DESIGN 'Composition': every declared event has a sender): a sign-in by client
 * navigation reaches age verification (which checks again for the new user) and the gate (which hears the session and
 * the required-check's answer) through the actor system, with the app's own provide of age verification.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../app/router/services.ts';
import { ageVerification } from '../../app/system/age-verification.ts';
import type { Nav } from '../../app/system/define.ts';
import { gateMachine } from '../../machines/gate.machine.ts';
import { type LoadedUser, sessionMachine } from '../../machines/session.machine.ts';
import { createVisitMachine, visitChildren } from '../../machines/visit.machine.ts';
import { flush } from './replay.ts';
import { accessTokenExpiringIn } from './session-tokens.ts';

const NOW = Date.now();
const guest = { loggedIn: false, kind: 'standard', verifiedView: true, mustVerify: false } as const;

function visitOn(path: string, answers: { mustPass: boolean; passed: boolean }) {
  let held: { atoken: string | null; rtoken: string | null } = { atoken: null, rtoken: null };
  const services = {
    site: {
      mustPassVerification: vi.fn(async () => answers.mustPass),
      hasVerification: vi.fn(async () => answers.passed),
    },
    sessionTokens: { read: () => held },
    nowMs: () => NOW,
    cookies: { set: () => {}, remove: () => {}, get: () => undefined },
    log: { error: () => {}, warn: () => {}, info: () => {} },
  } as unknown as Services;
  const nav: Nav = { go: () => {}, subscribe: () => () => {} };
  const redirect = vi.fn();
  const children = {
    session: sessionMachine.provide({
      actors: { loadUser: fromPromise<LoadedUser, { atoken: string }>(async () => ({ user: null })) },
    }),
    ageVerification: ageVerification.provide(services, nav),
    gate: gateMachine.provide({ actions: { redirect: (_, { path: to }) => redirect(to) } }),
  };
  const visit = createActor(createVisitMachine(children), {
    input: {
      session: { atoken: null, rtoken: null, user: null, ageVerification: true, logoutRedirectLink: '/', nowMs: NOW },
      ageVerification: {
        enabled: true,
        atoken: null,
        userId: null,
        clearance: null,
        passedFlag: false,
        sessionCookie: null,
        returnSessionId: null,
        device: null,
        nowMs: NOW,
      },
      gate: { viewer: guest, userId: null, path },
    },
  }).start();
  const signIn = (tokens: { atoken: string; rtoken: string }) => {
    held = tokens;
    visitChildren(visit, children).session?.send({ type: 'LOGGED_IN', tokens });
  };
  return { visit, children, services, redirect, signIn };
}

describe('the gate in the visit', () => {
  it('a member whose ordinary token must pass is checked again at sign-in and sent from the videos to age verification', async () => {
    const v = visitOn('/videos/', { mustPass: true, passed: false });
    const { ageVerification: av, gate } = visitChildren(v.visit, v.children);
    expect(av?.getSnapshot().value).toBe('notRequired');
    expect(gate?.getSnapshot().value).toBe('open');
    v.signIn({ atoken: accessTokenExpiringIn(3600, { sub: 'u-9' }, NOW), rtoken: 'R1' });
    for (let i = 0; i < 6; i += 1) await flush();
    expect(v.services.site.mustPassVerification).toHaveBeenCalledWith('u-9');
    expect(av?.getSnapshot().hasTag('requiredDialog')).toBe(true);
    expect(gate?.getSnapshot().context.required).toBe(true);
    expect(v.redirect).toHaveBeenCalledWith('/age-verification/');
    v.visit.stop();
  });

  it('a token of the verify kind is gated as soon as the session changes, before any question is answered', async () => {
    const v = visitOn('/models/', { mustPass: true, passed: false });
    v.signIn({ atoken: accessTokenExpiringIn(3600, { sub: 'u-9', kind: 'verify' }, NOW), rtoken: 'R1' });
    await flush();
    expect(visitChildren(v.visit, v.children).gate?.getSnapshot().context.viewer.mustVerify).toBe(true);
    expect(v.redirect).toHaveBeenCalledWith('/age-verification/');
    v.visit.stop();
  });

  it('a member who passed already stays on the page', async () => {
    const v = visitOn('/videos/', { mustPass: true, passed: true });
    v.signIn({ atoken: accessTokenExpiringIn(3600, { sub: 'u-9' }, NOW), rtoken: 'R1' });
    for (let i = 0; i < 6; i += 1) await flush();
    expect(visitChildren(v.visit, v.children).ageVerification?.getSnapshot().value).toBe('verified');
    expect(visitChildren(v.visit, v.children).gate?.getSnapshot().value).toBe('open');
    expect(v.redirect).not.toHaveBeenCalled();
    v.visit.stop();
  });
});
