/**
 * Model-based tests of the messenger panel's visibility (spec 002 §2.6 'Panel', §4.9 'Visibility'): paths from the
 * machine's graph replayed against the real machine. Invariants, step by step: where each press leaves the panel (the
 * header button toggles shown and hidden, a minimized panel coming back shown; minimize toggles minimized and shown; a
 * press on a minimized panel's header shows it; opening a chat shows it; Close hides it), and the 'visible' tag on
 * exactly the shown and minimized panel.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { messengerPanelEntry } from '../../app/atlas/messenger.ts';
import { type MessengerPanelEvent, messengerPanelMachine } from '../../machines/messenger-panel.machine.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('messenger-panel', messengerPanelMachine);

type Visibility = 'hidden' | 'shown' | 'minimized';

/** §4.9 'Visibility' as a table: where each event leaves the panel from each place. */
const NEXT: Record<MessengerPanelEvent['type'], Record<Visibility, Visibility>> = {
  // The header button toggles show and hide (a minimized panel comes back shown).
  TOGGLED: { hidden: 'shown', shown: 'hidden', minimized: 'shown' },
  // The minimize button toggles minimized and show; a hidden panel has no minimize button.
  MINIMIZE_TOGGLED: { hidden: 'hidden', shown: 'minimized', minimized: 'shown' },
  // Clicking the (minimized) panel's header shows it.
  HEADER_PRESSED: { hidden: 'hidden', shown: 'shown', minimized: 'shown' },
  // Opening or creating a chat sets 'show'.
  SHOW_REQUESTED: { hidden: 'shown', shown: 'shown', minimized: 'shown' },
  // Close (and the messenger's logout) hides it.
  CLOSED: { hidden: 'hidden', shown: 'hidden', minimized: 'hidden' },
};

describe('messenger panel, paths from the graph', () => {
  it('replays every path: each press leaves the panel where §4.9 says, visible exactly when shown or minimized', async () => {
    const count = await replayAll(entryPaths(messengerPanelEntry), {
      coverage,
      delays: messengerPanelEntry.delays,
      makeRun: () => ({
        machine: messengerPanelMachine,
        check: (event, before, after) => {
          const from = before.value as Visibility;
          expect(after.value).toBe(NEXT[event.type as MessengerPanelEvent['type']][from]);
          expect(after.hasTag('visible')).toBe(after.value !== 'hidden');
        },
      }),
    });
    expect(count).toBeGreaterThan(0);
  });
});

describe('messenger panel, a visit', () => {
  it('starts hidden; header button, minimize, header press and close in turn', () => {
    const actor = createActor(messengerPanelMachine).start();
    const seen = () => [actor.getSnapshot().value, actor.getSnapshot().hasTag('visible')];
    expect(seen()).toEqual(['hidden', false]);
    actor.send({ type: 'TOGGLED' });
    expect(seen()).toEqual(['shown', true]);
    actor.send({ type: 'MINIMIZE_TOGGLED' });
    expect(seen()).toEqual(['minimized', true]);
    actor.send({ type: 'HEADER_PRESSED' });
    expect(seen()).toEqual(['shown', true]);
    actor.send({ type: 'MINIMIZE_TOGGLED' });
    actor.send({ type: 'CLOSED' });
    expect(seen()).toEqual(['hidden', false]);
    actor.send({ type: 'SHOW_REQUESTED' });
    expect(seen()).toEqual(['shown', true]);
    actor.send({ type: 'TOGGLED' });
    expect(seen()).toEqual(['hidden', false]);
    actor.stop();
  });
});
