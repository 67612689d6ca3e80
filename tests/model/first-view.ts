/**
 * An on-demand machine's first view (issue 35: the header's bell, the hearts, the promo banner and header bar are drawn
 * from the facts their machine starts from until its code comes): for every starting fact of its atlas entry, the view
 * drawn from the input alone is what the started machine's first snapshot shows — the page does not change when the
 * machine arrives.
 */
import { type AnyStateMachine, type SnapshotFrom, createActor } from 'xstate';
import { expect } from 'vitest';

export function expectFirstViewsAreFirstSnapshots<M extends AnyStateMachine, I, V>(
  inputs: Record<string, unknown>,
  machine: M,
  first: (input: I) => V,
  select: (snapshot: SnapshotFrom<M>) => V,
): void {
  for (const [name, input] of Object.entries(inputs)) {
    const actor = createActor(machine, { input: input as never }).start();
    expect(first(input as I), name).toEqual(select(actor.getSnapshot() as SnapshotFrom<M>));
    actor.stop();
  }
}
