/**
 * The atlas's sandbox: a registry machine run with fake actors on a simulated clock, driven as the page
 * drives it — the cookie banner shows after its 1 s delay and Accept hides it; the session's refresh waits for a
 * Resolve or Reject; the panel offers what the state accepts. Each command names the chart's transitions it takes
 * now, which the drawing offers as controls (transition-commands.ts).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chartOf } from '../../../app/atlas/chart.ts';
import { atlas } from '../../../app/atlas/registry.ts';
import { startSandbox } from '../../../app/atlas/sandbox.ts';
import { SandboxPanel } from '../../../views/atlas/SandboxPanel.tsx';
import { transitionCommands } from '../../../views/atlas/transition-commands.ts';

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe('the atlas sandbox', () => {
  it('cookie consent: the clock advanced to its delay shows the banner, ACCEPT_CLICKED hides it', () => {
    const sandbox = startSandbox('cookie-consent', 'no prior choice');
    let changes = 0;
    sandbox.subscribe(() => changes++);
    expect(sandbox.view().tags).toEqual([]);
    expect(sandbox.view().nextDelayMs).toBe(1000);
    expect(sandbox.view().events).toEqual([]);
    sandbox.advance();
    const shown = sandbox.view();
    expect(shown.tags).toEqual(['visible']);
    expect(shown.clockMs).toBe(1000);
    expect(shown.active.has('cookieConsent.visible') || [...shown.active].some((id) => id.endsWith('.visible'))).toBe(true);
    expect(shown.events.map((e) => e.label)).toEqual(['ACCEPT_CLICKED', 'REJECT_CLICKED']);
    const html = decode(
      renderToString(
        <SandboxPanel
          inputs={['no prior choice']}
          view={shown}
          starting={false}
          onStart={() => {}}
          onRun={() => {}}
          onAdvance={() => {}}
          onStop={() => {}}
        />,
      ),
    );
    expect(html).toContain('>ACCEPT_CLICKED</button>');
    expect(html).toContain('<code>visible</code>');
    const accept = shown.events.find((e) => e.label === 'ACCEPT_CLICKED')!;
    sandbox.run(accept.key);
    expect(sandbox.view().tags).toEqual([]);
    expect(sandbox.view().value).toBe('"dismissed"');
    expect(changes).toBeGreaterThan(1);
    sandbox.stop();
    expect(sandbox.view().status).toBe('stopped');
  });

  it("session: a pending refresh is settled by the entry's example result, and no token is shown", async () => {
    const sandbox = startSandbox('session', 'expired token with refresh token');
    const before = sandbox.view();
    expect(before.tags).toEqual(['refreshing']);
    const refresh = before.pending.find((p) => p.actor === 'refreshTokens')!;
    expect(refresh.settles.map((s) => s.label)).toEqual(expect.arrayContaining(['Resolve', 'Reject']));
    expect(JSON.stringify(before)).not.toMatch(/eyJ[\w-]+\./);
    sandbox.run(refresh.settles.find((s) => s.label === 'Resolve')!.key);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sandbox.view().tags).not.toEqual(['refreshing']);
    sandbox.stop();
  });

  it('starts from every named input of the registry, also a machine without input (the login form, the terms dialog)', () => {
    for (const entry of atlas) {
      for (const input of Object.keys(entry.inputs)) {
        const sandbox = startSandbox(entry.id, input);
        expect(sandbox.view().input, `${entry.id} (${input})`).toBe(input);
        sandbox.stop();
      }
    }
    expect(() => startSandbox('cookie-consent', 'no such input')).toThrow("cookie-consent has no input 'no such input'");
  });

  it("names the chart's transitions each command takes now: the timer's, the events', an actor's result's", () => {
    const chart = (id: string) => chartOf(atlas.find((entry) => entry.id === id)!.machine);
    const cookie = startSandbox('cookie-consent', 'no prior choice');
    const hidden = cookie.view();
    expect(hidden.timerTransitions).toEqual(['cookieConsent.hidden --xstate.after.BANNER_DELAY.cookieConsent.hidden#0']);
    expect([...transitionCommands(hidden, chart('cookie-consent'))]).toEqual([
      [
        'cookieConsent.hidden --xstate.after.BANNER_DELAY.cookieConsent.hidden#0',
        { kind: 'advance', name: 'Advance the clock 1000 ms to the next timer: after BANNER_DELAY' },
      ],
    ]);
    cookie.advance();
    const visible = cookie.view();
    expect(visible.timerTransitions).toEqual([]);
    expect(visible.events.map((e) => [e.label, e.transitions])).toEqual([
      ['ACCEPT_CLICKED', ['cookieConsent.visible --ACCEPT_CLICKED#0']],
      ['REJECT_CLICKED', ['cookieConsent.visible --REJECT_CLICKED#0']],
    ]);
    expect([...transitionCommands(visible, chart('cookie-consent')).values()].map((c) => c.name)).toEqual([
      'Send ACCEPT_CLICKED',
      'Send REJECT_CLICKED',
    ]);
    cookie.stop();
    expect(transitionCommands(cookie.view(), chart('cookie-consent')).size).toBe(0);

    // A guard decided by the payload: only the variant that loses access leaves the player for the poster.
    const panel = startSandbox('video-panel', 'member');
    panel.run(panel.view().events.find((e) => e.label === 'FULL_REQUESTED')!.key);
    const player = panel.view();
    expect(player.value).toBe('"player"');
    expect(player.events.filter((e) => e.label === 'ACCESS_CHANGED').map((e) => [e.payload, e.transitions])).toEqual([
      ['{"canWatchFull":true}', ['videoPanel --ACCESS_CHANGED#0']],
      ['{"canWatchFull":false}', ['videoPanel.player --ACCESS_CHANGED#0']],
    ]);
    // The control's name holds its label as drawn (guard and all), then the payload sent.
    expect(transitionCommands(player, chart('video-panel')).get('videoPanel.player --ACCESS_CHANGED#0')?.name).toBe(
      'Send ACCESS_CHANGED [accessLost] {"canWatchFull":false}',
    );
    panel.stop();

    // An actor's result, and a timer among the parallel states of a settled session.
    const session = startSandbox('session', 'expired token with refresh token');
    const refreshing = session.view();
    expect(refreshing.pending[0]!.settles.map((s) => [s.label, s.transitions])).toEqual([
      ['Resolve', ['session.refreshing --xstate.done.actor.refreshTokens#0']],
      ['Reject', ['session.refreshing --xstate.error.actor.refreshTokens#0']],
    ]);
    expect(transitionCommands(refreshing, chart('session')).get('session.refreshing --xstate.done.actor.refreshTokens#0')).toEqual({
      kind: 'run',
      key: refreshing.pending[0]!.settles[0]!.key,
      name: 'Resolve done: refreshTokens [userNotLoaded]',
    });
    session.stop();
  });

  it("names only transitions of the chart, and the next timer's, from every input of the registry", async () => {
    for (const entry of atlas) {
      const ids = new Set(chartOf(entry.machine).transitions.map((t) => t.id));
      for (const input of Object.keys(entry.inputs)) {
        const sandbox = startSandbox(entry.id, input);
        await new Promise((resolve) => setTimeout(resolve, 0));
        const view = sandbox.view();
        const named = [...view.events, ...view.pending.flatMap((p) => p.settles)].flatMap((c) => c.transitions).concat(view.timerTransitions);
        for (const id of named) expect(ids, `${entry.id} (${input})`).toContain(id);
        // The visit root's timers are its children's (the banner's delay, the session's token check), not its own.
        if (view.nextDelayMs !== null && entry.lifetime !== 'root') expect(view.timerTransitions, `${entry.id} (${input}) timer`).not.toEqual([]);
        sandbox.stop();
      }
    }
  });
});
