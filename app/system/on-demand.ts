/**
 * The visit's on-demand machines (registry.ts onDemandMachines) in the browser: `want(id)` loads the module (after what
 * it needs, and with the visit's root: lazy-visit.ts), provides it with the visit's services and navigation, and starts it as the visit's child under its id and
 * systemId (machines/visit.machine.ts MACHINE_ARRIVED), from the facts of that moment: the session's user and tokens,
 * the page, the clock (a machine that arrives after a sign-in starts signed in). One load per machine; a failed load is
 * asked for again by the next want. In the server render none is there (views render the feature as not ready yet).
 *
 * A machine marked `fromFirstPage` (the header bar, whose bars of one page decide the next page's) starts from the first
 * page's facts instead and is then told the route changes it missed, in order and at once (so a page in between is
 * asked for but its answer comes after the next change: the last page's is the one that shows): they are kept from the
 * start until every such machine has come.
 */
import type { AnyActorRef } from 'xstate';
import type { OnDemandActors } from '../../views/containers/visit-actors.ts';
import type { RootData } from '../router/root-data.ts';
import type { Services } from '../router/services.ts';
import type { RouteChanged } from '../../machines/visit.machine.ts';
import type { Nav, VisitRequest } from './define.ts';
import type { LazyVisit } from './lazy-visit.ts';
import { type OnDemandId, onDemandMachines } from './registry.ts';

type Facts = { root: RootData; request: VisitRequest };

/** The facts a machine starts from: the session's and clock's now, on the page now or on the first page. */
export type FactsOf = (page: 'now' | 'first') => Facts;

const replaying = (Object.keys(onDemandMachines) as OnDemandId[]).filter((id) => 'fromFirstPage' in onDemandMachines[id]);

export function onDemandActors(visit: LazyVisit, services: Services, nav: Nav, factsOf: FactsOf): OnDemandActors {
  const arriving = new Map<OnDemandId, Promise<AnyActorRef>>();
  const missed: RouteChanged[] = [];
  const waiting = new Set(replaying);
  const stopKeeping =
    waiting.size === 0 ? () => {} : nav.subscribe(({ path, search, hash }) => missed.push({ type: 'ROUTE_CHANGED', path, search, hash }));
  const listeners = new Set<() => void>();
  const get = (id: OnDemandId): AnyActorRef | undefined =>
    (visit.current()?.getSnapshot().children as Record<string, AnyActorRef | undefined> | undefined)?.[id];
  const want = (id: OnDemandId): Promise<AnyActorRef> => {
    const known = arriving.get(id);
    if (known) return known;
    const { load, needs } = onDemandMachines[id];
    const loaded = Promise.all([load(), visit.start(), ...needs.map(want)]).then(
      ([module, visitRoot]) => {
        const fromFirstPage = waiting.delete(id);
        const { root, request } = factsOf(fromFirstPage ? 'first' : 'now');
        // Each module's own provide and input; the union of their types meets here, so they are read as one shape.
        const m = module as unknown as { provide: (s: Services, n: Nav) => unknown; input: (r: RootData, q: VisitRequest) => unknown };
        visitRoot.send({ type: 'MACHINE_ARRIVED', id, logic: m.provide(services, nav), input: m.input(root, request) });
        const actor = get(id);
        if (!actor) throw new Error(`visit did not start ${id}`);
        // In the same task as its start: the next route change reaches it through the visit, as every child's does.
        if (fromFirstPage) for (const change of missed) actor.send(change);
        if (waiting.size === 0) {
          stopKeeping();
          missed.length = 0;
        }
        for (const listener of listeners) listener();
        return actor;
      },
      (error: unknown) => {
        arriving.delete(id);
        throw error;
      },
    );
    arriving.set(id, loaded);
    return loaded;
  };
  return {
    get: get as OnDemandActors['get'],
    want: want as OnDemandActors['want'],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The server render's: none is there, none arrives. */
export const noOnDemandActors: OnDemandActors = {
  get: () => undefined,
  want: () => new Promise(() => {}),
  subscribe: () => () => {},
};
