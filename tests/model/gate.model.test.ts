/**
 * Model-based tests of the verified-member gate in the browser (spec 000 §4 'Verified-member gate', 'Age
 * verification'): paths from the machine's graph (inputs and events from its atlas entry) replayed with a spied
 * redirect, each step checked against the gate's rule (rules/gate.ts, itself checked against the spec's table in
 * tests/unit/rules/gate.test.ts).
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { gateEntry } from '../../app/atlas/gate.ts';
import { type GateContext, gateMachine, gateViewer } from '../../machines/gate.machine.ts';
import { gate, gateRouteOf, isGated } from '../../domain/gate.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('gate', gateMachine);

const spied = () => {
  const redirect = vi.fn();
  const machine = gateMachine.provide({ actions: { redirect: (_, { path }) => redirect(path) } });
  return { machine, redirect };
};

describe('verified-member gate, paths from its graph', () => {
  it('replays every path: open when the gate does not apply, else allowed or redirected exactly as the rule says', async () => {
    await replayAll(entryPaths(gateEntry), {
      coverage,
      makeRun: () => {
        const s = spied();
        return {
          machine: s.machine,
          check: (_event, _before, after) => {
            const ctx = after.context as GateContext;
            const viewer = gateViewer(ctx);
            const decision = gate(gateRouteOf(ctx.path), viewer);
            expect(after.hasTag('open')).toBe(!isGated(viewer));
            if (after.matches('redirecting')) {
              expect(decision.allow).toBe(false);
              expect(s.redirect).toHaveBeenLastCalledWith(decision.allow ? null : decision.redirect);
            } else {
              expect(decision.allow).toBe(true);
            }
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('verified-member gate, named cases', () => {
  const member = { loggedIn: true, kind: 'standard', verifiedView: true, mustVerify: false } as const;

  it("sends a member whose ordinary token must pass (the required-check's answer) from the videos to age verification", () => {
    const s = spied();
    const actor = createActor(s.machine, { input: { viewer: member, userId: 'u-1', path: '/videos/' } }).start();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'VERIFICATION_CHANGED', verified: false, required: true });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(s.redirect).toHaveBeenCalledWith('/age-verification/');
    actor.send({ type: 'ROUTE_CHANGED', path: '/age-verification/', search: '' });
    expect(actor.getSnapshot().value).toBe('allowed');
  });

  it('forgets the answer about one user when another signs in', () => {
    const s = spied();
    const actor = createActor(s.machine, { input: { viewer: member, userId: 'u-1', path: '/age-verification/' } }).start();
    actor.send({ type: 'VERIFICATION_CHANGED', verified: false, required: true });
    expect(actor.getSnapshot().value).toBe('allowed');
    actor.send({ type: 'SESSION_CHANGED', viewer: member, userId: 'u-2' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'SESSION_CHANGED', viewer: member, userId: 'u-2' });
    expect(actor.getSnapshot().context.required).toBeNull();
  });

  it('keeps the answer across a refreshed token of the same user', () => {
    const s = spied();
    const actor = createActor(s.machine, { input: { viewer: member, userId: 'u-1', path: '/' } }).start();
    actor.send({ type: 'VERIFICATION_CHANGED', verified: false, required: true });
    actor.send({ type: 'SESSION_CHANGED', viewer: member, userId: 'u-1' });
    expect(actor.getSnapshot().context.required).toBe(true);
    actor.send({ type: 'ROUTE_CHANGED', path: '/models/', search: '' });
    expect(s.redirect).toHaveBeenLastCalledWith('/age-verification/');
  });
});
