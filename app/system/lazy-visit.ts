/**
 * The visit before and after XState (issue 35): the machines started with the page are stand-ins from the first paint
 * (app/system/stand-in-actor.ts, drawn from their first snapshots), and the root actor with its machines comes with
 * `start()` (app/system/visit-machines.ts) — at the first idle moment after hydration, with the first event sent to
 * one of them, or with the first on-demand machine, which is spawned as the root's child. Route changes before then
 * reach it in order once it has started. On the server nothing starts.
 */
import type { AnyActorRef } from 'xstate';
import type { RouteChanged } from '../../machines/visit.machine.ts';
import type { Services } from '../router/services.ts';
import type { Nav } from './define.ts';
import { type StartedInput, loadVisitMachines } from './registry.ts';
import { type StandIn, type TakenActor, standInActor } from './stand-in-actor.ts';
import { type StartedId, startedFirst, startedIds } from './started-first.ts';

export interface LazyVisit {
  /** The actor views hold for each machine started with the page. */
  actors: Record<StartedId, StandIn>;
  /** The root actor, once it has started. */
  current(): AnyActorRef | undefined;
  /** Loads XState and the machines and starts the root, once; answers the root. */
  start(): Promise<AnyActorRef>;
}

export function lazyVisit(services: Services, nav: Nav, input: StartedInput, opts: { browser: boolean; inspect: boolean }): LazyVisit {
  let root: AnyActorRef | undefined;
  let starting: Promise<AnyActorRef> | undefined;
  const missed: RouteChanged[] = [];
  const stopKeeping = opts.browser ? nav.subscribe(({ path, search, hash }) => missed.push({ type: 'ROUTE_CHANGED', path, search, hash })) : () => {};
  const start = (): Promise<AnyActorRef> => {
    starting ??= loadVisitMachines().then((m) => {
      const actor = m.createVisitActor(services, nav, input, opts.inspect);
      const children = actor.getSnapshot().children as Record<StartedId, TakenActor>;
      // Handed over before the start, so nothing the machines do as they start goes unheard.
      for (const id of startedIds) actors[id].take(children[id]);
      stopKeeping();
      actor.start();
      for (const change of missed.splice(0)) actor.send(change);
      root = actor;
      return actor;
    });
    return starting;
  };
  const first = startedFirst(input);
  const onSend = opts.browser ? () => void start() : () => {};
  const actors = Object.fromEntries(startedIds.map((id) => [id, standInActor(first[id], onSend)])) as Record<StartedId, StandIn>;
  return { actors, current: () => root, start };
}
