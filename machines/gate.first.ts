/** The gate's first snapshot without XState (machines/first-snapshot.ts): `deciding` left at once, by its guards. */
import { type GateDecision, type Viewer, gate, gateRouteOf, isGated, withRequiredCheck } from '../domain/gate.ts';
import { type FirstSnapshot, firstSnapshot } from './first-snapshot.ts';
import type { GateContext, GateInput, GateTag } from './gate.machine.ts';

/** The viewer as the gate now sees it: the token's word with the required-check's answer. */
export const gateViewer = (context: GateContext): Viewer => withRequiredCheck(context.viewer, context.required);

/** Where the gate stands on the page it knows. */
export const decisionOf = (context: GateContext): GateDecision => gate(gateRouteOf(context.path), gateViewer(context));

export function firstGateSnapshot(input: GateInput): FirstSnapshot<GateContext, GateTag> {
  const context: GateContext = { ...input, required: null };
  if (!isGated(gateViewer(context))) return firstSnapshot('open', context, ['open']);
  return firstSnapshot(decisionOf(context).allow ? 'allowed' : 'redirecting', context, ['gated']);
}
