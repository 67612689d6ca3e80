/**
 * What the statechart drawing offers while a sandbox runs: each transition the sandbox can take now, by
 * its chart id, with the command that takes it and the control's accessible name — the same commands as the
 * buttons beside the drawing (an event with its example payload, an actor's result, the clock advanced to its
 * next timer). When several commands take one transition (an event's payload variants), the first is offered.
 * A control's name holds its label's text as drawn ('Send FULL_REQUESTED [canWatchFull]', 'Resolve done:
 * refreshTokens [userNotLoaded]'), so what is seen is what a speech user says (WCAG 2.5.3 'Label in Name').
 * Plain data from the sandbox's view and the chart; the container runs the command.
 */
import type { StatechartData } from './chart-types.ts';
import type { SandboxView } from './sandbox-types.ts';

export type TransitionCommand = { name: string } & ({ kind: 'run'; key: string } | { kind: 'advance' });

/** The clock's button text beside the drawing. */
export const advanceLabel = (ms: number): string => `Advance the clock ${ms} ms to the next timer`;

const NONE: ReadonlyMap<string, TransitionCommand> = new Map();

export function transitionCommands(view: SandboxView | null, chart: StatechartData): ReadonlyMap<string, TransitionCommand> {
  if (view?.status !== 'active') return NONE;
  const labels = new Map(chart.transitions.map((t) => [t.id, t.label]));
  const commands = new Map<string, TransitionCommand>();
  const offer = (transitions: readonly string[], command: (label: string) => TransitionCommand) => {
    for (const id of transitions) if (!commands.has(id)) commands.set(id, command(labels.get(id) ?? id));
  };
  for (const event of view.events) {
    offer(event.transitions, (label) => ({ kind: 'run', key: event.key, name: [`Send ${label}`, event.payload].filter(Boolean).join(' ') }));
  }
  for (const call of view.pending) {
    for (const settle of call.settles) offer(settle.transitions, (label) => ({ kind: 'run', key: settle.key, name: `${settle.label} ${label}` }));
  }
  const ms = view.nextDelayMs;
  if (ms !== null) offer(view.timerTransitions, (label) => ({ kind: 'advance', name: `${advanceLabel(ms)}: ${label}` }));
  return commands;
}
