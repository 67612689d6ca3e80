/**
 * A screen machine's actor for its route (DESIGN 'Composition': a screen machine is composed by its route), with XState
 * and the machine out of the page's first load (issue 35). The server writes the machine's own initial snapshot into
 * the page, beside the screen (a JSON script: its state, context, tags, and what `can` answered for the events the
 * screen asks about as it renders), and renders from it as the browser will draw it. The browser hydrates the first
 * page from that snapshot through a stand-in (app/system/stand-in-actor.ts; `isDrawn` tells a view so); the machine's
 * module with XState is asked for as soon as the screen has hydrated, and takes over when it comes: what was sent goes
 * to it in order, who listened listens to it. After a client navigation there is no such snapshot: the route's preload brought the module and
 * XState, and the machine starts with the screen.
 *
 * The machine's input is read once, when its actor is made (as @xstate/react's useActorRef reads it): in the first
 * page's browser, when the machine comes. A model test holds each machine's initial snapshot equal after its trip
 * through JSON for every input of its atlas entry (tests/model/screen-snapshots.model.test.ts).
 */
import { type ReactNode, useEffect, useState } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate';
import { type StateValue, firstSnapshot } from '../../machines/first-snapshot.ts';
import { type StandIn, standInActor } from '../system/stand-in-actor.ts';
import { lazyModule } from './lazy-screen.tsx';

const xstate = lazyModule(() => import('xstate'));

/** What the server writes of the machine's first snapshot. */
type Written = { value: StateValue; context: unknown; tags: string[]; can: boolean[] };

const ATTRIBUTE = 'data-screen-snapshot';
/** The screens whose written snapshot a committed render has read: a later page of the same screen starts its machine. */
const read = new Set<string>();

/** The first page's written snapshot of screen `id`, as the text the server wrote (undefined on the server and after). */
function writtenText(id: string): string | undefined {
  if (typeof document === 'undefined' || read.has(id)) return undefined;
  return document.querySelector(`script[${ATTRIBUTE}="${id}"]`)?.textContent ?? undefined;
}

export interface ScreenMachine<Module> {
  id: string;
  /** The route's preload of the machine: the module and XState, except for the first page the browser hydrates. */
  preload(): Promise<void>;
  load(): Promise<[Module, typeof import('xstate')]>;
  /** The module and XState for a render: suspends it until they are there (React's `use`, called on every render: views/ui/lazy.tsx). */
  loadedForRender(): [Module, typeof import('xstate')];
  /** The events whose `can` the screen reads as it renders. */
  asks: readonly { type: string }[];
}

/** A screen machine's module, loaded with its route (`id` names the screen's snapshot in the page). */
export function screenMachine<Module>(id: string, load: () => Promise<Module>, asks: readonly { type: string }[] = []): ScreenMachine<Module> {
  const module = lazyModule(load);
  const both = () => Promise.all([module.preload(), xstate.preload()]);
  return {
    id,
    asks,
    preload: () => (writtenText(id) === undefined ? both().then(() => {}) : Promise.resolve()),
    load: both,
    loadedForRender: () => [module.useLoaded(), xstate.useLoaded()],
  };
}

/** What the server writes into the page of a machine's first snapshot (JSON, '<' escaped). */
export function writtenSnapshot(snapshot: AnyMachineSnapshot, asks: readonly { type: string }[]): string {
  const written: Written = {
    value: snapshot.value,
    context: snapshot.context,
    tags: [...snapshot.tags],
    can: asks.map((event) => snapshot.can(event)),
  };
  return JSON.stringify(written).replace(/</g, '\\u003c');
}

/** The snapshot the browser draws the first page from: the written one, answering `can` for the events asked about. */
export function drawnSnapshot(text: string, asks: readonly { type: string }[]) {
  const written = JSON.parse(text) as Written;
  const answers = new Map(asks.map((event, i) => [event.type, written.can[i] ?? false]));
  return { ...firstSnapshot(written.value, written.context, written.tags), can: (event: { type: string }) => answers.get(event.type) ?? false };
}

type Start<Module, M extends AnyStateMachine> = (module: Module) => { machine: M; input: InputFrom<M> };

/** The stand-in of the first page and the machine it is waiting for. */
function lateActor<Module, M extends AnyStateMachine>(screen: ScreenMachine<Module>, start: Start<Module, M>, text: string) {
  let actor: AnyActorRef | undefined;
  let stopped = false;
  let asked = false;
  const arrive = () => {
    if (asked) return;
    asked = true;
    screen.load().then(
      ([module, { createActor }]) => {
        if (stopped) return;
        const { machine, input } = start(module);
        actor = createActor(machine, { input });
        standIn.take(actor);
        actor.start();
        // Said on the snapshot's element, for a test that moves the page's clock once the machine runs.
        document.querySelector(`script[${ATTRIBUTE}="${screen.id}"]`)?.setAttribute('data-machine', 'came');
      },
      () => {
        // The chunk's failure is the entry's (a reload, spec 000 §8); the next event asks again.
        asked = false;
      },
    );
  };
  const standIn: StandIn = standInActor(drawnSnapshot(text, screen.asks), arrive);
  return {
    standIn,
    arrive,
    stop: () => {
      stopped = true;
      actor?.stop();
    },
  };
}

type Held =
  | { kind: 'late'; late: ReturnType<typeof lateActor>; text: string }
  | { kind: 'server'; drawn: StandIn; text: string }
  | { kind: 'now'; actor: AnyActorRef; text?: undefined };

/**
 * The screen's actor and what the page carries of it (render it beside the screen). `start` makes the machine from its
 * loaded module and says its input.
 */
export function useScreenActor<Module, M extends AnyStateMachine>(
  screen: ScreenMachine<Module>,
  start: Start<Module, M>,
): [ActorRefFrom<M>, ReactNode] {
  const [text] = useState(() => writtenText(screen.id));
  // A conditional `use` (React allows it): the first page's browser needs neither until the machine comes.
  const loaded = text === undefined ? screen.loadedForRender() : undefined;
  const [held] = useState((): Held => {
    if (text !== undefined) return { kind: 'late', late: lateActor(screen, start, text), text };
    const [module, { createActor }] = loaded as [Module, typeof import('xstate')];
    const { machine, input } = start(module);
    const actor = createActor(machine, { input });
    if (typeof document !== 'undefined') return { kind: 'now', actor };
    // The server renders from the snapshot it writes, drawn as the browser will draw it: the two renders agree.
    const written = writtenSnapshot(actor.getSnapshot() as AnyMachineSnapshot, screen.asks);
    return { kind: 'server', drawn: standInActor(drawnSnapshot(written, screen.asks), () => {}), text: written };
  });
  useEffect(() => {
    if (held.kind === 'server') return;
    if (held.kind === 'now') {
      held.actor.start();
      return () => held.actor.stop();
    }
    read.add(screen.id);
    // As soon as the screen has hydrated (its own subtree: nothing of it is still hydrating when the machine updates it).
    held.late.arrive();
    return () => held.late.stop();
  }, [held, screen.id]);
  const actor = (held.kind === 'late' ? held.late.standIn : held.kind === 'server' ? held.drawn : held.actor) as unknown as ActorRefFrom<M>;
  const page =
    held.text === undefined ? null : (
      // JSON the server made, '<' escaped; the browser writes back the text it read.
      <script type="application/json" {...{ [ATTRIBUTE]: screen.id }} data-machine="waiting" dangerouslySetInnerHTML={{ __html: held.text }} />
    );
  return [actor, page];
}
