/**
 * Model-based tests of age verification (spec 000 §4 'Age verification', §8 dialogs, §9 cookies and poll): paths from
 * the machine's graph (inputs, events and delays from its atlas entry) replayed with fake actors, spied actions and a
 * simulated clock for the poll's 3 × 5000 ms.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { AV_SESSION, ageVerificationEntry } from '../../app/atlas/age-verification.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { type AgeVerificationContext, type AgeVerificationEmitted, ageVerificationMachine } from '../../machines/age-verification.machine.ts';
import { selectAgeVerificationDialog, selectAgeVerified } from '../../machines/age-verification.selectors.ts';
import { AV_CLEARANCE_COOKIE, AV_PASSED_COOKIE, AV_POLL_TIMES, AV_SESSION_COOKIE, type CookieSpec } from '../../domain/age-verification.ts';
import { gateEntry } from '../../app/atlas/gate.ts';
import { type GateInput, gateMachine } from '../../machines/gate.machine.ts';
import { createVisitMachine } from '../../machines/visit.machine.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('ageVerification', ageVerificationMachine);

const spied = (fakes: FakeActors) => {
  const cookies: (CookieSpec | null)[] = [];
  const removed = vi.fn();
  const provider = vi.fn();
  const home = vi.fn();
  const emitted: AgeVerificationEmitted[] = [];
  const machine = ageVerificationMachine.provide({
    actors: fakeActorsOf(ageVerificationEntry, fakes) as never,
    actions: {
      setCookie: (_, cookie) => cookies.push(cookie),
      removeSessionCookie: () => removed(),
      goToProvider: (_, { url }) => provider(url),
      goHome: () => home(),
    },
  });
  return { machine, cookies, removed, provider, home, emitted };
};

describe('age verification, paths from its graph', () => {
  it('replays every path: dialogs by state, cookies, the poll bounded by 3 tries, approval verifies, refreshes, then shows the dialog', async () => {
    const paths = entryPaths(ageVerificationEntry);
    await replayAll(paths, {
      coverage,
      delays: ageVerificationEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const s = spied(fakes);
        return {
          machine: s.machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as AgeVerificationContext;
            // Never more than 3 status reads in one return.
            expect(ctx.attempts).toBeLessThanOrEqual(AV_POLL_TIMES);
            // Verified and required never at once.
            expect(after.hasTag('verified') && after.hasTag('required')).toBe(false);
            if (event.type === 'xstate.done.actor.startSession') {
              expect(s.cookies.at(-1)).toEqual({ name: AV_SESSION_COOKIE, value: AV_SESSION.sessionId, path: '/' });
              expect(s.provider).toHaveBeenLastCalledWith(AV_SESSION.url);
            }
            if (selectAgeVerificationDialog(after) === 'verified' && selectAgeVerificationDialog(before) !== 'verified') {
              expect(s.cookies.map((c) => c?.name)).toEqual(expect.arrayContaining([AV_CLEARANCE_COOKIE, AV_PASSED_COOKIE]));
              expect(s.removed).toHaveBeenCalled();
              // Only once the token refresh has settled: a page opened before would be served for the old token.
              expect(event.type).toMatch(/^xstate\.(done|error)\.actor\.refreshTokens$/);
            }
            if (event.type === 'DIALOG_CLOSED' && before.hasTag('verifiedDialog')) {
              expect(s.home).toHaveBeenCalledTimes(1);
              expect(selectAgeVerified(after)).toBe(true);
            }
            if (event.type === 'SESSION_CHANGED') {
              // Another user (or none) checks again from the start; the same user's new token changes nothing.
              const next = event as unknown as { userId: string | null };
              const before_ = before.context as AgeVerificationContext;
              if (next.userId === before_.userId) expect(after.value).toEqual(before.value);
              else {
                expect(ctx.userId).toBe(next.userId);
                expect(ctx.attempts).toBe(0);
                if (!ctx.enabled) expect(after.matches('verified')).toBe(true);
                else if (next.userId === null) expect(after.matches('notRequired')).toBe(true);
                else expect(after.hasTag('checking') || after.matches('verified')).toBe(true);
              }
            }
            if (event.type === 'xstate.done.actor.pollStatus') {
              // Each status is reported for the user: approved as true, anything else as false.
              const output = (event as { output?: string }).output;
              expect(fakes.calls.report?.at(-1)).toEqual({ userId: 'u-0001', isVerified: output === 'approved' });
            }
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('age verification with a simulated clock', () => {
  const returning = ageVerificationEntry.inputs["provider's return"];

  it("'Take a long time': three polls 5000 ms apart, then the failed dialog and the sessionId cookie removed", async () => {
    vi.useFakeTimers();
    try {
      const fakes = new FakeActors();
      const s = spied(fakes);
      const actor = createActor(s.machine, { input: returning });
      actor.on('VERIFICATION_CHANGED', (e) => s.emitted.push(e));
      actor.start();
      for (let i = 1; i <= AV_POLL_TIMES; i++) {
        await vi.advanceTimersByTimeAsync(0);
        expect(fakes.calls.pollStatus).toHaveLength(i);
        fakes.settle('pollStatus', 'resolve', 'pending');
        await vi.advanceTimersByTimeAsync(0);
        fakes.settle('report', 'resolve', undefined);
        await vi.advanceTimersByTimeAsync(0);
        if (i < AV_POLL_TIMES) {
          expect(actor.getSnapshot().hasTag('busy')).toBe(true);
          await vi.advanceTimersByTimeAsync(4999);
          expect(fakes.calls.pollStatus).toHaveLength(i);
          await vi.advanceTimersByTimeAsync(1);
        }
      }
      expect(selectAgeVerificationDialog(actor.getSnapshot())).toBe('failed');
      expect(s.removed).toHaveBeenCalledTimes(1);
      expect(s.emitted.at(-1)).toEqual({ type: 'VERIFICATION_CHANGED', verified: false, required: true });
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('at start: a guest is not required, the cookie verifies, verification off verifies, step1 false verifies', async () => {
    const start = (name: keyof typeof ageVerificationEntry.inputs) => {
      const fakes = new FakeActors();
      const s = spied(fakes);
      const actor = createActor(s.machine, { input: ageVerificationEntry.inputs[name] });
      actor.on('VERIFICATION_CHANGED', (e) => s.emitted.push(e));
      actor.start();
      return { actor, fakes, s };
    };
    expect(start('guest').s.emitted).toEqual([{ type: 'VERIFICATION_CHANGED', verified: false, required: false }]);
    expect(selectAgeVerified(start('cleared by the cookie').actor.getSnapshot())).toBe(true);
    expect(selectAgeVerified(start('verification off').actor.getSnapshot())).toBe(true);
    const mac = start('touch Mac');
    expect(selectAgeVerified(mac.actor.getSnapshot())).toBe(true);
    expect(mac.s.cookies[0]?.name).toBe(AV_CLEARANCE_COOKIE);
    const member = start('member who must pass');
    expect(member.actor.getSnapshot().value).toBe('step1');
    member.fakes.settle('mustPass', 'resolve', false);
    await Promise.resolve();
    await Promise.resolve();
    expect(selectAgeVerified(member.actor.getSnapshot())).toBe(true);
    expect(member.s.cookies[0]?.name).toBe(AV_CLEARANCE_COOKIE);
  });
});

describe('age verification in the visit', () => {
  it('arriving after the gate (its code loads when a member signs in), tells the gate its answer: a member who must pass is sent to verify', async () => {
    const redirect = vi.fn();
    const gate = gateMachine.provide({ actions: { redirect: (_, { path }) => redirect(path) } });
    const visit = createActor(createVisitMachine({ gate }), { input: { gate: gateEntry.inputs['member on the videos'] as GateInput } }).start();
    expect(visit.system.get('gate')?.getSnapshot().context.required).toBeNull();
    const fakes = new FakeActors();
    const { machine } = spied(fakes);
    visit.send({ type: 'MACHINE_ARRIVED', id: 'ageVerification', logic: machine, input: ageVerificationEntry.inputs['member who must pass'] });
    await Promise.resolve();
    fakes.settle('mustPass', 'resolve', true);
    await new Promise((r) => setTimeout(r, 0));
    fakes.settle('hasVerification', 'resolve', false);
    await new Promise((r) => setTimeout(r, 0));
    expect(selectAgeVerificationDialog(visit.system.get('ageVerification')?.getSnapshot())).toBe('required');
    expect(visit.system.get('gate')?.getSnapshot().context.required).toBe(true);
    expect(redirect).toHaveBeenCalledWith('/age-verification/');
    visit.stop();
  });
});
