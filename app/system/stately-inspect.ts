/**
 * Stately's inspector for the visit's actor system, loaded only when switched on (see `statelyInspect`
 * in visit.tsx): `createBrowserInspector` opens Stately's inspector window and the visit's root actor sends it every
 * inspection event. Contexts and events go out with their tokens redacted (domain/redact-tokens.ts): the
 * session holds the visitor's access token and the sign of a refresh token.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import type { AnyEventObject, InspectionEvent, MachineContext } from 'xstate';
import { redactTokens } from '../../domain/redact-tokens.ts';

/** Starts the inspector, hands it the events `held` until now, and returns how to send it the rest. */
export function startStatelyInspector(held: readonly InspectionEvent[]): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector({
    sanitizeEvent: (event) => redactTokens(event) as AnyEventObject,
    sanitizeContext: (context) => redactTokens(context) as MachineContext,
  });
  const next = (event: InspectionEvent) => inspector.inspect.next?.(event);
  for (const event of held) next(event);
  return next;
}
