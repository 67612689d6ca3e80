/**
 * The machine atlas's screens (issue #8) bound to their route's data and the visit. A machine the visit runs for its
 * whole length has the visitor's own actor at hand (`useVisitActor`), which a live inspection highlights the active
 * states of; the drawing's zoom is this screen's own.
 */
import { useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { AtlasIndexPage } from '../atlas/AtlasIndexPage.tsx';
import { AtlasMachinePage } from '../atlas/AtlasMachinePage.tsx';
import type { AtlasIndexData, AtlasMachineData } from '../atlas/chart-types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { type Visit, useVisit } from './VisitContext.tsx';

const ATLAS = { label: 'Machine atlas', href: '/_atlas/' };

export function AtlasIndexScreen({ data }: { data: AtlasIndexData }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: ATLAS.label }]} />
      <AtlasIndexPage data={data} />
    </>
  );
}

/**
 * The visit's actor of a long-lived machine by its id in the visit (app/system/registry.ts), or null when the visit
 * runs no such machine: how a page about a machine reaches the visitor's own instance of it.
 */
export function visitActorOf(visit: Visit, id: string): AnyActorRef | null {
  const actor = (visit as unknown as Record<string, unknown>)[id];
  return typeof actor === 'object' && actor !== null && 'getSnapshot' in actor && 'send' in actor ? (actor as AnyActorRef) : null;
}

/** The visitor's own actor of the machine on the page, when the visit runs it (null for screen machines and the root). */
export function useVisitActor(visitId: string | null): AnyActorRef | null {
  const visit = useVisit();
  return visitId ? visitActorOf(visit, visitId) : null;
}

export function AtlasMachineScreen({ data }: { data: AtlasMachineData }) {
  const [scale, setScale] = useState(1);
  // The live inspection (next step) reads this actor's snapshot for the drawing's `active` states.
  const actor = useVisitActor(data.visitId);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, ATLAS, { label: data.summary.title }]} />
      <AtlasMachinePage data={data} scale={scale} onScale={setScale} visitActorId={actor ? data.visitId : null} />
    </>
  );
}
