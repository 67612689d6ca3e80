/**
 * The visit's machines started with the page are drawn from their first snapshots until XState has come (issue 35;
 * machines/first-snapshot.ts): for every starting input of each one's atlas entry, the first snapshot worked out
 * without XState is the machine's own initial snapshot — the same state, tags and context — so the server's HTML, the
 * hydrating render and the machine once it runs agree.
 */
import { type AnyStateMachine, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ageSplashEntry } from '../../app/atlas/age-splash.ts';
import { cookieConsentEntry } from '../../app/atlas/cookie-consent.ts';
import { gateEntry } from '../../app/atlas/gate.ts';
import { sessionEntry } from '../../app/atlas/session.ts';
import { firstAgeSplashSnapshot } from '../../machines/age-splash.first.ts';
import { firstCookieConsentSnapshot } from '../../machines/cookie-consent.first.ts';
import type { FirstSnapshot } from '../../machines/first-snapshot.ts';
import { firstGateSnapshot } from '../../machines/gate.first.ts';
import { firstSessionSnapshot } from '../../machines/session.first.ts';
import { expectDrawnAsOwn } from './drawn-snapshot.ts';

type Entry = { machine: AnyStateMachine; inputs: Readonly<Record<string, unknown>> };

function expectFirstSnapshots(entry: Entry, first: (input: never) => FirstSnapshot<unknown, string>) {
  for (const [name, input] of Object.entries(entry.inputs)) {
    const own = createActor(entry.machine, { input }).getSnapshot();
    const drawn = first(input as never);
    expectDrawnAsOwn(drawn, own, name);
  }
}

describe('first snapshots without XState', () => {
  it('the session: refreshing, loading the user, signed in or a guest, as the machine starts', () => {
    expectFirstSnapshots(sessionEntry, firstSessionSnapshot);
  });
  it('the cookie banner: waiting to show, or dismissed', () => {
    expectFirstSnapshots(cookieConsentEntry, firstCookieConsentSnapshot);
  });
  it('the 18+ splash: shown, or hidden (agreed, or on a path that agrees)', () => {
    expectFirstSnapshots(ageSplashEntry, firstAgeSplashSnapshot);
  });
  it('the gate: open, allowed or redirecting', () => {
    expectFirstSnapshots(gateEntry, firstGateSnapshot);
  });
  it('matches a parent state as XState does, and not a sibling', () => {
    const guest = sessionEntry.inputs['no cookies (guest)'];
    if (!guest) throw new Error('no guest input in the atlas entry');
    const drawn = firstSessionSnapshot(guest);
    expect(drawn.matches('settled')).toBe(true);
    expect(drawn.matches({ settled: 'status' })).toBe(true);
    expect(drawn.matches({ settled: { status: 'guest' } })).toBe(true);
    expect(drawn.matches({ settled: { status: 'signedIn' } })).toBe(false);
    expect(drawn.matches('refreshing')).toBe(false);
  });
});
