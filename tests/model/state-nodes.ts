/** State-node lookups for the model-test harness, on XState's public API only. */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate';

/**
 * The active state nodes of a machine snapshot, derived from its `value` with the machine's public
 * `getStateNodes(root, value)` lookup: the root and every active ancestor and leaf, once each, in document order.
 */
export function activeNodes(snapshot: Pick<AnyMachineSnapshot, 'machine' | 'value'>): AnyStateNode[] {
  return [...new Set(getStateNodes(snapshot.machine.root, snapshot.value))].sort((a, b) => a.order - b.order);
}
