/**
 * Model-based tests of the cookie banner (spec 000 §2.3 'Cookie banner', §9): paths from the machine's graph
 * (inputs, events and delays from its atlas entry) replayed with a simulated clock and a spied persistChoice.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { cookieConsentEntry } from '../../app/atlas/cookie-consent.ts';
import type { CookieConsentInput, PersistChoiceParams } from '../../machines/cookie-consent.machine.ts';
import { cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

// Prints the coverage row after the file and fails it unless every state and transition was reached.
const coverage = trackCoverage('cookieConsent', cookieConsentMachine);

const withSpy = () => {
  const persistChoice = vi.fn<(params: PersistChoiceParams) => void>();
  const machine = cookieConsentMachine.provide({ actions: { persistChoice: (_, params) => persistChoice(params) } });
  return { machine, persistChoice };
};

describe('cookie banner, paths from its graph', () => {
  it('replays every path: shown only after the delay without a prior choice; choices persisted as the spec says', async () => {
    const paths = entryPaths(cookieConsentEntry);
    const count = await replayAll(paths, {
      coverage,
      delays: cookieConsentEntry.delays,
      makeRun: (input) => {
        const { machine, persistChoice } = withSpy();
        const { choice, fromApp } = input as CookieConsentInput;
        return {
          machine,
          check: (event, before, after) => {
            if (after.hasTag('visible')) expect(choice === null && !fromApp).toBe(true);
            if (event.type === 'ACCEPT_CLICKED' && before.hasTag('visible')) {
              expect(persistChoice).toHaveBeenLastCalledWith({ value: 'accepted', maxAge: 31_536_000 });
              expect(after.hasTag('visible')).toBe(false);
            }
            if (event.type === 'REJECT_CLICKED' && before.hasTag('visible')) {
              expect(persistChoice).toHaveBeenLastCalledWith({ value: 'rejected' });
              expect(after.hasTag('visible')).toBe(false);
            }
            if (!before.hasTag('visible')) expect(persistChoice).not.toHaveBeenCalled();
          },
        };
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
    expect(coverage.complete).toBe(true);
  });
});

describe('cookie banner timing', () => {
  it('appears 1 s after load, not before', () => {
    const clock = new SimulatedClock();
    const actor = createActor(cookieConsentMachine, { input: { choice: null, fromApp: false }, clock }).start();
    clock.increment(999);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'ACCEPT_CLICKED' })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'ACCEPT_CLICKED' })).toBe(true);
    actor.stop();
  });
});
