/**
 * Model-based tests of the partner app login (/playalogin/; README 'Partner app login'): paths from the machine's
 * graph (events and inputs from its atlas entry) replayed with fake actors and spied actions. An unknown app never
 * hands off; a sign-in hands off by itself; a code is asked only for the registered app and its redirect URI, and
 * the browser leaves only for that URI with the code and the state; another account logs the session out first.
 */
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { partnerLoginEntry } from '../../app/atlas/partner-login.ts';
import type { PartnerLoginContext, PartnerLoginInput } from '../../machines/partner-login.machine.ts';
import { partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('partnerLogin', partnerLoginMachine);

describe('partner app login, paths from its graph', () => {
  it('replays every path: codes only for the registered app, the redirect only to its URI', async () => {
    const paths = entryPaths(partnerLoginEntry);
    await replayAll(paths, {
      coverage,
      makeRun: (rawInput) => {
        const input = rawInput as PartnerLoginInput;
        const fakes = new FakeActors();
        const left: string[] = [];
        let logouts = 0;
        const machine = partnerLoginMachine.provide({
          actors: fakeActorsOf(partnerLoginEntry, fakes) as never,
          actions: {
            leaveForApp: (_, params: { url: string }) => void left.push(params.url),
            endSession: () => void logouts++,
          },
        });
        let codeCalls = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as PartnerLoginContext;
            if (event.type === 'xstate.init') {
              if (!input.app) expect(after.hasTag(input.lookupFailed ? 'unavailable' : 'unregistered')).toBe(true);
              else expect(after.hasTag(input.email ? 'confirm' : 'signedOut')).toBe(true);
            }
            // Never a code or a redirect without a registered app.
            if (!input.app) expect([fakes.calls.requestCode ?? [], left]).toEqual([[], []]);
            const calls = fakes.calls.requestCode ?? [];
            if (calls.length > codeCalls) {
              expect(calls.at(-1)).toEqual({ clientId: input.app?.clientId, redirectUri: input.app?.redirectUri });
              expect(after.hasTag('busy')).toBe(true);
            }
            codeCalls = calls.length;
            if (event.type === 'SESSION_CHANGED' && before.hasTag('signedOut')) {
              const { email } = event as unknown as { email: string | null };
              expect(after.hasTag('busy')).toBe(email !== null);
            }
            if (event.type === 'OTHER_ACCOUNT_CHOSEN' && (before.hasTag('confirm') || before.hasTag('failed'))) {
              expect(logouts).toBeGreaterThan(0);
              expect(after.hasTag('busy')).toBe(true);
            }
            if (event.type === 'xstate.done.actor.requestCode') {
              const output = (event as unknown as { output: { ok: boolean; code?: string; message?: string } }).output;
              if (output.ok) {
                const expected = new URL(input.app?.redirectUri ?? '');
                expected.searchParams.set('code', output.code ?? '');
                if (input.state) expected.searchParams.set('state', input.state);
                expect(left).toEqual([expected.toString()]);
                expect([after.hasTag('redirecting'), ctx.target]).toEqual([true, expected.toString()]);
              } else expect([after.hasTag('failed'), ctx.error, left]).toEqual([true, output.message, []]);
            }
            if (event.type === 'xstate.error.actor.requestCode') expect([after.hasTag('failed'), ctx.error]).toEqual([true, GENERIC_ERROR]);
            if (event.type === 'RETRY_CLICKED' && before.hasTag('failed')) expect([after.hasTag('busy'), ctx.error]).toEqual([true, null]);
          },
        };
      },
    });
  });
});
