/**
 * The atlas's sandbox as views see it: plain data for the panel and the commands it sends. The app
 * (app/atlas/sandbox.ts) runs the machine with fake actors and a simulated clock behind this handle.
 */

/** A command the sandbox offers now, named by a key the handle resolves. */
export interface SandboxCommand {
  key: string;
  label: string;
  /** Its payload as JSON (tokens redacted), '' when it has none. */
  payload: string;
  /** The chart's transitions it takes now (their ids, `<source> --<event>#<n>`): where the drawing offers it. */
  transitions: string[];
}

export interface SandboxView {
  /** The named input it started from. */
  input: string;
  status: 'active' | 'done' | 'error' | 'stopped';
  value: string;
  tags: string[];
  /** Active state node ids. */
  active: ReadonlySet<string>;
  /** The events the current state accepts (the registry's variants `snapshot.can` allows). */
  events: SandboxCommand[];
  /** Fake promise actors waiting for their result, each with its example results to settle it by. */
  pending: { actor: string; settles: SandboxCommand[] }[];
  /** The simulated clock's time (ms since the start) and how far the next timer is, null when none waits. */
  clockMs: number;
  nextDelayMs: number | null;
  /** The chart's transitions that advancing the clock to its next timer takes (the `after` transitions due then). */
  timerTransitions: string[];
}

export interface SandboxHandle {
  view(): SandboxView;
  subscribe(listener: () => void): () => void;
  run(key: string): void;
  /** Advances the simulated clock to the next timer. */
  advance(): void;
  stop(): void;
}

export type StartSandbox = (machineId: string, input: string) => SandboxHandle;
