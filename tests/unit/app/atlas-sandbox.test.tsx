/**
 * The atlas's sandbox (issue #8): a registry machine run with fake actors on a simulated clock, driven as the page
 * drives it — the cookie banner shows after its 1 s delay and Accept hides it; the session's refresh waits for a
 * Resolve or Reject; the panel offers what the state accepts.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { atlas } from '../../../app/atlas/registry.ts';
import { startSandbox } from '../../../app/atlas/sandbox.ts';
import { SandboxPanel } from '../../../views/atlas/SandboxPanel.tsx';

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
});
