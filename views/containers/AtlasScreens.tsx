/**
 * The machine atlas's screens (issue #8) bound to their route's data and the visit. A machine the visit runs for its
 * whole length has the visitor's own actor at hand (`useVisitActor`): 'Inspect this visit' highlights its active
 * states in the drawing and lists its state, tags and last events (atlas-inspection.ts). The drawing's zoom and
 * whether the inspection is on are this screen's own.
 */
import { useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { AtlasIndexPage } from '../atlas/AtlasIndexPage.tsx';
import { AtlasMachinePage } from '../atlas/AtlasMachinePage.tsx';
import type { AtlasIndexData, AtlasMachineData } from '../atlas/chart-types.ts';
import { InspectPanel } from '../atlas/InspectPanel.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { INSPECTED_EVENTS, useLiveInspection } from './atlas-inspection.ts';
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
  const [inspecting, setInspecting] = useState(false);
  const actor = useVisitActor(data.visitId);
  const live = useLiveInspection(actor, inspecting);
  const inspect =
    actor && data.visitId ? (
      <InspectPanel actorId={data.visitId} on={inspecting} onToggle={setInspecting} live={live} limit={INSPECTED_EVENTS} />
    ) : null;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, ATLAS, { label: data.summary.title }]} />
      <AtlasMachinePage data={data} scale={scale} onScale={setScale} active={live?.active} inspect={inspect} />
    </>
  );
}
