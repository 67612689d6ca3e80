/**
 * The shape of a module of the screens' registry (DESIGN 'Composition': screen machines are composed by their route):
 * a machine a route starts, and how the app provides its side effects from the visit's services (each module names
 * the ones it uses, so a test hands it only those) and the links its route gives it (the visit's session, a
 * navigation, another actor of the screen). Its starting facts are the route's (loader data), given where it is
 * started. Adding a screen machine = one such module in app/screen-machines/ + one line in registry.ts; its route
 * loads the module with its screen (never in another page's first load).
 */
import type { AnyStateMachine } from 'xstate';

export interface ScreenMachineModule<Id extends string, M extends AnyStateMachine, Needs, Links> {
  /** The machine's id (machines/<id in kebab case>.machine.ts). */
  id: Id;
  machine: M;
  provide(services: Needs, links: Links): M;
}

export const defineScreenMachine = <Id extends string, M extends AnyStateMachine, Needs, Links = void>(
  module: ScreenMachineModule<Id, M, Needs, Links>,
) => module;

/**
 * State kept for a visit, beside its services (the browser's services live as long as the visit; the server's, a
 * request): `of(services)` is the same value for the same services, a new one for others.
 */
export function perVisit<T>(make: () => T): (services: object) => T {
  const kept = new WeakMap<object, T>();
  return (services) => {
    const known = kept.get(services);
    if (known !== undefined) return known;
    const made = make();
    kept.set(services, made);
    return made;
  };
}
