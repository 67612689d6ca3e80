/**
 * Model-based tests of the 18+ splash (spec 000 §2.3 '18+ splash screen', §9 age cookie 30 days): paths from the
 * machine's graph (inputs and events from its atlas entry) replayed with a spied persistAgreement.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ageSplashEntry } from '../../app/atlas/age-splash.ts';
import type { PersistAgreementParams } from '../../machines/age-splash.machine.ts';
import { ageSplashMachine } from '../../machines/age-splash.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const THIRTY_DAYS = 30 * 24 * 60 * 60;
// Prints the coverage row after the file and fails it unless every state and transition was reached.
const coverage = trackCoverage('ageSplash', ageSplashMachine);

const withSpy = () => {
  const persistAgreement = vi.fn<(params: PersistAgreementParams) => void>();
  const machine = ageSplashMachine.provide({ actions: { persistAgreement: (_, params) => persistAgreement(params) } });
  return { machine, persistAgreement };
};

describe('18+ splash, paths from its graph', () => {
  it('replays every path: hidden only after agreeing (or on /tour/), agreement kept 30 days', async () => {
    const paths = entryPaths(ageSplashEntry);
    await replayAll(paths, {
      coverage,
      delays: ageSplashEntry.delays,
      makeRun: () => {
        const { machine, persistAgreement } = withSpy();
        return {
          machine,
          check: (event, before, after) => {
            if (!before.hasTag('visible')) return;
            const agrees = event.type === 'AGREE_CLICKED' || (event.type === 'ROUTE_CHANGED' && (event as { path?: string }).path === '/tour/');
            expect(after.hasTag('visible')).toBe(!agrees);
            if (agrees) expect(persistAgreement).toHaveBeenLastCalledWith({ maxAge: THIRTY_DAYS });
            else expect(persistAgreement).not.toHaveBeenCalled();
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('18+ splash at start', () => {
  it('shows on a first visit, and the /tour/ route sets the age cookie by itself', () => {
    const first = withSpy();
    const shown = createActor(first.machine, { input: { agreed: false, path: '/' } }).start();
    expect(shown.getSnapshot().hasTag('visible')).toBe(true);
    expect(first.persistAgreement).not.toHaveBeenCalled();
    const tour = withSpy();
    const onTour = createActor(tour.machine, { input: { agreed: false, path: '/tour' } }).start();
    expect(onTour.getSnapshot().hasTag('visible')).toBe(false);
    expect(tour.persistAgreement).toHaveBeenCalledWith({ maxAge: THIRTY_DAYS });
    shown.stop();
    onTour.stop();
  });
});
