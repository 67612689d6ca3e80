/**
 * The sandbox on a machine's atlas page: choose a named input and start an instance of the machine with
 * fake actors on a simulated clock; then its state and tags, the events its state accepts as buttons, its fake
 * actors' pending calls with their example results, and the clock with a button to the next timer (the drawing
 * offers the same commands on the transitions they take, transition-commands.ts). Plain data in,
 * callbacks out (the container holds the sandbox's handle).
 */
import { useId, useState } from 'react';
import type { SandboxCommand, SandboxView } from './sandbox-types.ts';
import { advanceLabel } from './transition-commands.ts';

export interface SandboxPanelProps {
  inputs: readonly string[];
  /** The running sandbox, or null before one is started. */
  view: SandboxView | null;
  starting: boolean;
  onStart: (input: string) => void;
  onRun: (key: string) => void;
  onAdvance: () => void;
  onStop: () => void;
}

function Command({ command, onRun, label }: { command: SandboxCommand; onRun: (key: string) => void; label?: string }) {
  return (
    <li>
      <button type="button" className="cat-button" onClick={() => onRun(command.key)}>
        {label ?? command.label}
      </button>
      {command.payload ? <code className="atlas-sandbox-payload">{command.payload}</code> : null}
    </li>
  );
}

export function SandboxPanel({ inputs, view, starting, onStart, onRun, onAdvance, onStop }: SandboxPanelProps) {
  const selectId = useId();
  const [input, setInput] = useState(inputs[0] ?? '');
  return (
    <section className="atlas-inspect atlas-sandbox" aria-labelledby="atlas-sandbox-title" data-sandbox={view ? view.status : 'off'}>
      <div className="atlas-inspect-head">
        <h2 id="atlas-sandbox-title">Sandbox</h2>
        <p className="atlas-meta">Runs the machine in this page with fake actors and a simulated clock; nothing reaches the site.</p>
      </div>
      <div className="atlas-sandbox-start">
        <label htmlFor={selectId}>Input</label>
        <select id={selectId} className="atlas-sandbox-select" value={input} onChange={(e) => setInput(e.target.value)}>
          {inputs.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button type="button" className="cat-button cat-button--accent" disabled={starting} onClick={() => onStart(input)}>
          {view ? 'Restart the sandbox' : 'Start a sandbox'}
        </button>
        {view && view.status !== 'stopped' ? (
          <button type="button" className="cat-button" onClick={onStop}>
            Stop
          </button>
        ) : null}
      </div>
      {view ? (
        <>
          <dl className="atlas-inspect-facts">
            <dt>Input</dt>
            <dd>{view.input}</dd>
            <dt>Status</dt>
            <dd>{view.status}</dd>
            <dt>State</dt>
            <dd>
              <output className="atlas-sandbox-value" aria-live="polite">
                <code>{view.value}</code>
              </output>
            </dd>
            <dt>Tags</dt>
            <dd className="atlas-inspect-tags atlas-sandbox-tags">
              {view.tags.length > 0 ? view.tags.map((tag) => <code key={tag}>{tag}</code>) : 'none'}
            </dd>
            <dt>Clock</dt>
            <dd>{view.clockMs} ms</dd>
          </dl>
          <div className="atlas-sandbox-clock">
            <button type="button" className="cat-button" disabled={view.nextDelayMs === null} onClick={onAdvance}>
              {view.nextDelayMs === null ? 'No timer waits' : advanceLabel(view.nextDelayMs)}
            </button>
          </div>
          {view.status === 'active' ? (
            <p className="atlas-meta">The transitions it can take now are also marked in the drawing: click one, or Tab to it and press Enter.</p>
          ) : null}
          <h3>Events it accepts now</h3>
          {view.events.length === 0 ? (
            <p className="atlas-kind">None in this state.</p>
          ) : (
            <ul className="atlas-sandbox-commands" aria-label="Events it accepts now">
              {view.events.map((command) => (
                <Command key={command.key} command={command} onRun={onRun} />
              ))}
            </ul>
          )}
          <h3>Pending actors</h3>
          {view.pending.length === 0 ? (
            <p className="atlas-kind">None waits for a result.</p>
          ) : (
            view.pending.map((call) => (
              <div key={call.actor} className="atlas-sandbox-pending">
                <p>
                  <code>{call.actor}</code> waits for its result.
                </p>
                <ul className="atlas-sandbox-commands" aria-label={`Results of ${call.actor}`}>
                  {call.settles.map((command, i) => (
                    <Command
                      key={command.key}
                      command={command}
                      onRun={onRun}
                      label={call.settles.filter((c) => c.label === command.label).length > 1 ? `${command.label} (${i + 1})` : command.label}
                    />
                  ))}
                </ul>
              </div>
            ))
          )}
        </>
      ) : null}
    </section>
  );
}
