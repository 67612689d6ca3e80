/**
 * The atlas's sandbox: a machine of the registry run in the browser as `sandbox(entry, fakes)` makes it
 * (its promise actors faked, its own placeholder actions and callback actors), from one of its named inputs, on a
 * simulated clock. The viewer sends the events the current state accepts, settles a pending fake actor with one of
 * the entry's example results, and advances the clock to the next timer; each command names the chart's transitions
 * it takes now, so the drawing can offer it on them. Loaded by a dynamic import from the atlas
 * screen when a sandbox is started, so no page's first load carries the registry.
 */
import { type AnyActorRef, type AnyMachineSnapshot, StateMachine, createActor } from 'xstate';
import { activeStateIds, redactedJson } from '../../views/containers/atlas-inspection.ts';
import type { SandboxCommand, SandboxHandle, SandboxView } from '../../views/atlas/sandbox-types.ts';
import { eventsAt, sandbox } from './define.ts';
import { FakeActors } from './fakes.ts';
import { atlasEntry } from './registry.ts';
import { SandboxClock, ScheduledEvents } from './sandbox-clock.ts';
import { transitionsTaken } from './transitions-taken.ts';

/** An event's payload as the sandbox lists it; a machine in it (the visit's MACHINE_ARRIVED) is named by its id, not drawn out. */
const payloadOf = ({ type: _type, ...rest }: { type: string }) =>
  Object.keys(rest).length === 0
    ? ''
    : redactedJson(
        Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value instanceof StateMachine ? `machine ${value.id}` : value])),
      );

export function startSandbox(machineId: string, inputName: string): SandboxHandle {
  const entry = atlasEntry(machineId);
  // A machine without input names its start `{ form: undefined }`: the name is what must be known.
  if (!Object.hasOwn(entry.inputs, inputName)) throw new Error(`${machineId} has no input '${inputName}'`);
  const input = entry.inputs[inputName];
  const fakes = new FakeActors();
  const clock = new SandboxClock();
  const actor: AnyActorRef = createActor(sandbox(entry, fakes), { input, clock });
  const timers = new ScheduledEvents(actor.system, clock);
  const listeners = new Set<() => void>();
  const actions = new Map<string, () => void>();
  let cached: SandboxView | null = null;
  let stopped = false;
  const changed = () => {
    cached = null;
    for (const listener of listeners) listener();
  };
  actor.subscribe({ next: changed, error: changed, complete: changed });
  actor.start();

  const compute = (): SandboxView => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    actions.clear();
    const variants = eventsAt(entry, snapshot);
    const events: SandboxCommand[] = [];
    variants.forEach((event, i) => {
      if (event.type.startsWith('xstate.') || !snapshot.can(event)) return;
      const key = `event-${i}`;
      actions.set(key, () => actor.send(event));
      events.push({ key, label: event.type, payload: payloadOf(event), transitions: transitionsTaken(snapshot, event) });
    });
    const pending = entry.fakeActors
      .filter((name) => fakes.isPending(name))
      .map((name) => {
        const settles: SandboxCommand[] = [];
        variants.forEach((event, i) => {
          const outcome = event.type === `xstate.done.actor.${name}` ? 'resolve' : event.type === `xstate.error.actor.${name}` ? 'reject' : null;
          if (!outcome) return;
          const key = `settle-${i}`;
          const value = outcome === 'resolve' ? (event as { output?: unknown }).output : (event as { error?: unknown }).error;
          actions.set(key, () => {
            fakes.settle(name, outcome, value);
            // The fake's promise settles in a microtask; the actor's snapshot change tells the panel.
          });
          settles.push({
            key,
            label: outcome === 'resolve' ? 'Resolve' : 'Reject',
            payload: redactedJson(value ?? null),
            transitions: transitionsTaken(snapshot, event),
          });
        });
        return { actor: name, settles };
      });
    return {
      input: inputName,
      status: stopped ? 'stopped' : snapshot.status,
      value: JSON.stringify(snapshot.value),
      tags: [...snapshot.tags].sort(),
      active: activeStateIds(entry.machine, snapshot.value),
      events,
      pending,
      clockMs: clock.now(),
      nextDelayMs: stopped ? null : clock.nextIn(),
      timerTransitions: stopped ? [] : timers.next(actor).flatMap((event) => transitionsTaken(snapshot, event)),
    } as SandboxView;
  };

  return {
    view: () => {
      cached ??= compute();
      return cached;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run: (key) => {
      actions.get(key)?.();
      changed();
    },
    advance: () => {
      const next = clock.nextIn();
      if (next !== null) clock.increment(next);
      changed();
    },
    stop: () => {
      stopped = true;
      actor.stop();
      changed();
    },
  };
}

/** The named inputs of a machine of the registry. */
export const sandboxInputs = (machineId: string): string[] => Object.keys(atlasEntry(machineId).inputs);
