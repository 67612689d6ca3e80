/**
 * The root actor of a visit (DESIGN 'Machines', 'Composition'): the long-lived machines are its children,
 * started and stopped with it, each invoked with its `systemId` (so machines reach each other with
 * `system.get(id)`) and its starting facts from the visit's input. Which children a visit has is the app's
 * registry (app/system/registry.ts): this module only builds the root from it.
 *
 * The root also invokes `routeChanges`, a callback actor provided at composition over the router, and passes
 * every ROUTE_CHANGED on to its children (the 18+ splash reacts to it; so will search, dropdown machines and
 * the gate). Created per request on the server (never started there) and once in the browser.
 *
 * A machine whose code is loaded when its feature is first needed (the registry's on-demand entries: the login form,
 * the cam session, token purchase, the messenger) joins later: MACHINE_ARRIVED spawns it as a child under its id and
 * systemId, once, and route changes reach it from then on like the others.
 */
import { type ActorRefFrom, type AnyActorRef, type AnyStateMachine, type InputFrom, enqueueActions, fromCallback, setup } from 'xstate';

export type RouteChanged = { type: 'ROUTE_CHANGED'; path: string; search: string; hash?: string };
/** An on-demand machine's code has arrived (provided by the app): start it as the visit's child `id`. */
export type MachineArrived = { type: 'MACHINE_ARRIVED'; id: string; logic: AnyStateMachine; input: unknown };
export type VisitChildren = Record<string, AnyStateMachine>;
export type VisitInput<C extends VisitChildren> = { [K in keyof C]: InputFrom<C[K]> };
export type VisitRefs<C extends VisitChildren> = { [K in keyof C]: ActorRefFrom<C[K]> };

/** The visit's children typed by the machines they run (they exist from the visit's first snapshot, started or not). */
export const visitChildren = <C extends VisitChildren>(visit: AnyActorRef, _children: C): Partial<VisitRefs<C>> =>
  visit.getSnapshot().children as Partial<VisitRefs<C>>;

export function createVisitMachine<C extends VisitChildren>(children: C) {
  const ids = Object.keys(children);
  return setup({
    types: {
      input: {} as VisitInput<C>,
      context: {} as { input: VisitInput<C>; arrived: string[] },
      events: {} as RouteChanged | MachineArrived,
    },
    actors: {
      ...(children as VisitChildren),
      /** The router's navigations, as ROUTE_CHANGED events. */
      routeChanges: fromCallback(() => {}),
    },
  }).createMachine({
    id: 'visit',
    description: "DESIGN 'Composition': one root actor per visit whose children are the registry's long-lived machines.",
    context: ({ input }) => ({ input, arrived: [] }),
    invoke: [
      ...ids.map((id) => ({
        id,
        systemId: id,
        // The ids are the children's keys, known only at run time; the cast satisfies setup's typed sources.
        src: id as 'routeChanges',
        input: ({ context }: { context: { input: Record<string, unknown> } }) => context.input[id],
      })),
      { id: 'routeChanges', src: 'routeChanges' },
    ],
    on: {
      ROUTE_CHANGED: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          for (const id of [...ids, ...context.arrived]) enqueue.sendTo(id, event);
        }),
      },
      MACHINE_ARRIVED: {
        guard: ({ context, event }) => !ids.includes(event.id) && !context.arrived.includes(event.id),
        actions: enqueueActions(({ context, event, enqueue }) => {
          enqueue.assign({ arrived: [...context.arrived, event.id] });
          // The logic arrives at run time; the cast satisfies setup's typed sources (as the invoked children's ids do).
          enqueue.spawnChild(event.logic as never, { id: event.id, systemId: event.id, input: event.input } as never);
        }),
      },
    },
  });
}
