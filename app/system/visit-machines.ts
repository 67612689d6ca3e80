/**
 * The visit's machines started with the page, with XState (issue 35: not in a page's first load). The visit
 * (app/system/visit.tsx) draws them from their first snapshots and loads this module at the first idle moment after
 * hydration, or sooner with the first event sent to one of them or the first on-demand machine: the root actor is
 * made here, provided with the app's adapters and navigation, its children handed to the stand-ins the views hold
 * (app/system/stand-in-actor.ts), and started.
 */
import { type AnyActorRef, type InspectionEvent, createActor, fromCallback } from 'xstate';
import { createVisitMachine } from '../../machines/visit.machine.ts';
import type { Services } from '../router/services.ts';
import { ageSplash } from './age-splash.ts';
import { cookieConsent } from './cookie-consent.ts';
import type { Nav } from './define.ts';
import { gate } from './gate.ts';
import type { StartedInput } from './registry.ts';
import { session } from './session.ts';

/** Started with the visit (the registry's other machines come on demand). */
export const visitMachines = [session, cookieConsent, ageSplash, gate] as const;

/**
 * An inspection observer for the root actor, which must have it when created: it keeps the events until Stately's
 * inspector (a dynamic import, never in a page's first load) is loaded, then hands them over and forwards the rest.
 */
function deferredInspector(): (event: InspectionEvent) => void {
  const held: InspectionEvent[] = [];
  let next: ((event: InspectionEvent) => void) | undefined;
  void import('./stately-inspect.ts').then((m) => {
    next = m.startStatelyInspector(held);
  });
  return (event) => (next ? next(event) : held.push(event));
}

/** The visit's root actor, made and not started (its children exist from its first snapshot). */
export function createVisitActor(services: Services, nav: Nav, input: StartedInput, inspect: boolean): AnyActorRef {
  const provided = Object.fromEntries(visitMachines.map((m) => [m.id, m.provide(services, nav)]));
  const routeChanges = fromCallback(({ sendBack }) =>
    nav.subscribe(({ path, search, hash }) => sendBack({ type: 'ROUTE_CHANGED', path, search, hash })),
  );
  const machine = createVisitMachine(provided).provide({ actors: { routeChanges } });
  return createActor(machine, { input, ...(inspect ? { inspect: deferredInspector() } : {}) });
}
