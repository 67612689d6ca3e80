/**
 * What the statechart drawing offers while a sandbox runs (issue #8): each transition the sandbox can take now, by
 * its chart id, with the command that takes it and the control's accessible name — the same commands as the
 * buttons beside the drawing (an event with its example payload, an actor's result, the clock advanced to its
 * next timer). When several commands take one transition (an event's payload variants), the first is offered.
 * Plain data from the sandbox's view; the container runs the command.
 */
import type { SandboxView } from './sandbox-types.ts';

export type TransitionCommand = { name: string } & ({ kind: 'run'; key: string } | { kind: 'advance' });

/** The clock's button text beside the drawing, and its control's name in it. */
export const advanceLabel = (ms: number): string => `Advance the clock ${ms} ms to the next timer`;

const NONE: ReadonlyMap<string, TransitionCommand> = new Map();

export function transitionCommands(view: SandboxView | null): ReadonlyMap<string, TransitionCommand> {
  if (view?.status !== 'active') return NONE;
  const commands = new Map<string, TransitionCommand>();
  const offer = (transitions: readonly string[], command: TransitionCommand) => {
    for (const id of transitions) if (!commands.has(id)) commands.set(id, command);
  };
  for (const event of view.events) {
    offer(event.transitions, { kind: 'run', key: event.key, name: event.payload ? `Send ${event.label} ${event.payload}` : `Send ${event.label}` });
  }
  for (const call of view.pending) {
    for (const settle of call.settles) offer(settle.transitions, { kind: 'run', key: settle.key, name: `${settle.label} ${call.actor}` });
  }
  if (view.nextDelayMs !== null) offer(view.timerTransitions, { kind: 'advance', name: advanceLabel(view.nextDelayMs) });
  return commands;
}
