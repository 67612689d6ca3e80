/**
 * The machine atlas's screens bound to their route's data and the visit. A machine the visit runs for its
 * whole length has the visitor's own actor at hand (`useVisitActor`): 'Inspect this visit' highlights its active
 * states in the drawing and lists its state, tags and last events (atlas-inspection.ts). The drawing's zoom and
 * whether the inspection is on are this screen's own.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { AtlasIndexPage } from '../atlas/AtlasIndexPage.tsx';
import { AtlasMachinePage } from '../atlas/AtlasMachinePage.tsx';
import type { AtlasIndexData, AtlasMachineData } from '../atlas/chart-types.ts';
import { InspectPanel } from '../atlas/InspectPanel.tsx';
import { SandboxPanel } from '../atlas/SandboxPanel.tsx';
import type { SandboxHandle, SandboxView, StartSandbox } from '../atlas/sandbox-types.ts';
import { type TransitionCommand, transitionCommands } from '../atlas/transition-commands.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { INSPECTED_EVENTS, useLiveInspection } from './atlas-inspection.ts';
import { useSelector } from './use-selector.ts';
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

/** A machine started with the page is held through a stand-in until XState has come (app/system/stand-in-actor.ts). */
type HeldActor = AnyActorRef & { actor?: () => AnyActorRef | undefined };

/**
 * Whether the visit runs the machine on the page (false for screen machines and the root), and its actor: the
 * machine's actor itself (the inspection reads its system), null until XState has come when it is one started with the
 * page. Whether it runs is known from the first render on both sides, so the server's page hydrates as it was drawn.
 */
export function useVisitActor(visitId: string | null): { runs: boolean; actor: AnyActorRef | null } {
  const visit = useVisit();
  const held = (visitId ? visitActorOf(visit, visitId) : null) as HeldActor | null;
  // Read again with each of its snapshots: the machine's arrival is one.
  const actor = useSelector(held ?? undefined, () => (held?.actor ? (held.actor() ?? null) : held));
  return { runs: held !== null, actor };
}

const noSubscription = () => () => {};

/**
 * The sandbox of the page's machine: started on the viewer's click by the route's starter (loaded then), stopped
 * when replaced or when the page goes; its view is read as an external store.
 */
function useSandbox(machineId: string, loadSandbox: (() => Promise<StartSandbox>) | undefined) {
  const [handle, setHandle] = useState<SandboxHandle | null>(null);
  const [starting, setStarting] = useState(false);
  useEffect(() => () => handle?.stop(), [handle]);
  const view = useSyncExternalStore<SandboxView | null>(
    handle?.subscribe ?? noSubscription,
    () => handle?.view() ?? null,
    () => null,
  );
  const start = (input: string) => {
    if (!loadSandbox) return;
    setStarting(true);
    void loadSandbox()
      .then((startSandbox) => setHandle(startSandbox(machineId, input)))
      .finally(() => setStarting(false));
  };
  const operate = (command: TransitionCommand) => (command.kind === 'advance' ? handle?.advance() : handle?.run(command.key));
  return { handle, view, starting, start, operate };
}

export function AtlasMachineScreen({ data, loadSandbox }: { data: AtlasMachineData; loadSandbox?: () => Promise<StartSandbox> }) {
  const [scale, setScale] = useState(1);
  const sandbox = useSandbox(data.summary.id, loadSandbox);
  const [inspecting, setInspecting] = useState(false);
  const { runs, actor } = useVisitActor(data.visitId);
  const live = useLiveInspection(actor, inspecting);
  // While a sandbox runs, the transitions it can take now are controls in the drawing too.
  const commands = transitionCommands(sandbox.view, data.chart);
  const inspect =
    runs && data.visitId ? (
      <InspectPanel actorId={data.visitId} on={inspecting} onToggle={setInspecting} live={live} limit={INSPECTED_EVENTS} />
    ) : null;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, ATLAS, { label: data.summary.title }]} />
      <AtlasMachinePage
        data={data}
        scale={scale}
        onScale={setScale}
        active={sandbox.view && sandbox.view.status !== 'stopped' ? sandbox.view.active : live?.active}
        operable={commands}
        onOperate={(id) => {
          const command = commands.get(id);
          if (command) sandbox.operate(command);
        }}
        inspect={
          <>
            {inspect}
            {loadSandbox && data.inputs.length > 0 ? (
              <SandboxPanel
                inputs={data.inputs}
                view={sandbox.view}
                starting={sandbox.starting}
                onStart={sandbox.start}
                onRun={(key) => sandbox.handle?.run(key)}
                onAdvance={() => sandbox.handle?.advance()}
                onStop={() => sandbox.handle?.stop()}
              />
            ) : null}
          </>
        }
      />
    </>
  );
}
