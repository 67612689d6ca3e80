/**
 * 'Inspect this visit': the active state node ids derived from a snapshot's value equal XState's own
 * (parallel and nested states included), the event log keeps only the inspected actor's events with their sender
 * and payload, a token never reaches the page, and the panel renders its toggle, state, tags and events.
 */
import { renderToString } from 'react-dom/server';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../../../app/atlas/define.ts';
import { FakeActors } from '../../../app/atlas/fakes.ts';
import { atlasEntry } from '../../../app/atlas/registry.ts';
import { InspectPanel } from '../../../views/atlas/InspectPanel.tsx';
import { type InspectedEvent, REDACTED, activeStateIds, redactedJson, watchEvents } from '../../../views/containers/atlas-inspection.ts';

/** XState's own active state nodes (internal, so only a test reads them). */
const ownActiveIds = (snapshot: AnyMachineSnapshot) => new Set((snapshot as unknown as { _nodes: { id: string }[] })._nodes.map((n) => n.id));

describe('live inspection', () => {
  it("derives a snapshot's active state node ids from its value, as XState's own", () => {
    const entry = atlasEntry('session');
    for (const [name, input] of Object.entries(entry.inputs)) {
      const actor = createActor(sandbox(entry, new FakeActors()), { input }).start();
      const snapshot = actor.getSnapshot();
      expect(activeStateIds(entry.machine, snapshot.value), name).toEqual(ownActiveIds(snapshot));
      actor.stop();
    }
    const signedIn = createActor(sandbox(entry, new FakeActors()), { input: entry.inputs['valid token, user given'] }).start();
    expect([...activeStateIds(entry.machine, signedIn.getSnapshot().value)]).toEqual(
      expect.arrayContaining(['session', 'session.settled', 'session.settled.status.signedIn', 'session.settled.watch.idle']),
    );
    signedIn.stop();
  });

  it("logs only the inspected actor's events, with the sender and the payload, tokens redacted", () => {
    const entry = atlasEntry('session');
    const fakes = new FakeActors();
    const actor = createActor(sandbox(entry, fakes), { input: entry.inputs['valid token, user given'] }).start();
    const log: InspectedEvent[] = [];
    const subscription = watchEvents(actor, (event) => log.push(event));
    actor.send({ type: 'LOGGED_IN', tokens: { atoken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', rtoken: 'secret-refresh' } });
    subscription.unsubscribe();
    actor.send({ type: 'LOGOUT_REQUESTED' });
    expect(log.map((e) => [e.seq, e.type, e.from])).toEqual([[1, 'LOGGED_IN', null]]);
    expect(log[0]?.payload).toBe(`{"tokens":{"atoken":"${REDACTED}","rtoken":"${REDACTED}"}}`);
    actor.stop();
  });

  it('redacts every token, by key or by its JWT shape, and writes errors by name and message', () => {
    const json = redactedJson({ output: { atoken: 'a', rtoken: 'r', nowMs: 1 }, other: 'eyJx.eyJy.z', token: 5, error: new TypeError('boom') });
    expect(json).not.toMatch(/"a"|"r"|eyJ|:5/);
    expect(JSON.parse(json)).toEqual({
      output: { atoken: REDACTED, rtoken: REDACTED, nowMs: 1 },
      other: REDACTED,
      token: REDACTED,
      error: { name: 'TypeError', message: 'boom' },
    });
  });

  it('renders the toggle pressed or not, and while on the state, tags and events newest first', () => {
    const off = renderToString(<InspectPanel actorId="session" on={false} onToggle={() => {}} live={null} limit={50} />);
    expect(off).toContain('aria-pressed="false"');
    expect(off).toContain('Inspect this visit');
    const on = renderToString(
      <InspectPanel
        actorId="session"
        on
        onToggle={() => {}}
        limit={50}
        live={{
          value: '{"settled":{"status":"guest"}}',
          tags: ['guest'],
          events: [
            { seq: 2, type: 'xstate.done.actor.readCookieTokens', from: 'itself', payload: '{"output":{}}' },
            { seq: 1, type: 'LOGOUT_REQUESTED', from: null, payload: '' },
          ],
        }}
      />,
    );
    expect(on).toContain('aria-pressed="true"');
    expect(on).toContain('<code>guest</code>');
    expect(on.indexOf('xstate.done.actor.readCookieTokens')).toBeLessThan(on.indexOf('LOGOUT_REQUESTED'));
  });
});
