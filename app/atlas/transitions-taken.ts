/**
 * Which of a machine's transitions an event would take from a snapshot (the atlas's drawing offers the
 * sandbox's commands on the transitions they take). XState's own selection, `machine.getTransitionData` (the
 * active states' transitions for the event whose guards pass, innermost first), named by the ids the chart gives
 * them (chart.ts), so a drawn edge can be matched. Pure: nothing is sent and no action runs.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { transitionIdOf } from './chart.ts';

export function transitionsTaken(snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  if (snapshot.status !== 'active') return [];
  return snapshot.machine.getTransitionData(snapshot, event).map(transitionIdOf);
}
