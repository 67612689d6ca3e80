/**
 * Every machine the app composes, derived from the two registries, with how long an instance lives there: the visit's
 * root actor (machines/visit.machine.ts), its long-lived children (app/system/registry.ts), the screens' machines
 * (app/screen-machines/registry.ts), and the machines any of those invoke or spawn (declared in its
 * `setup({ actors })`: the biller choice, the messenger's panel and chat), listed with the screens'. The wiring test
 * and the machine atlas read this list; a machine file missing from it fails their tests. Not for pages: it holds
 * every machine.
 */
import { type AnyStateMachine, StateMachine } from 'xstate';
import { createVisitMachine } from '../machines/visit.machine.ts';
import { screenMachines } from './screen-machines/registry.ts';
import { everyVisitMachine } from './system/every-machine.ts';
import { visitMachines } from './system/visit-machines.ts';

/** The visit's root actor, the visit's whole length, or started by a route (or by such a machine, as its child). */
export type MachineLifetime = 'root' | 'visit' | 'screen';

export type ComposedMachine = { id: string; machine: AnyStateMachine; lifetime: MachineLifetime };

/** The file stem of a machine's id: `machines/<stem>.machine.ts` (valuePopups → value-popups). */
export const fileStemOf = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The machines a machine declares as its actors (children it invokes or spawns). */
const childrenOf = (machine: AnyStateMachine): AnyStateMachine[] =>
  Object.values(machine.implementations.actors).filter((logic): logic is AnyStateMachine => logic instanceof StateMachine);

function composedMachines(): ComposedMachine[] {
  const root = createVisitMachine(Object.fromEntries(visitMachines.map((m) => [m.id, m.machine])));
  const listed: ComposedMachine[] = [
    { id: root.id, machine: root, lifetime: 'root' },
    ...everyVisitMachine.map((m): ComposedMachine => ({ id: m.id, machine: m.machine, lifetime: 'visit' })),
    ...screenMachines.map((m): ComposedMachine => ({ id: m.id, machine: m.machine, lifetime: 'screen' })),
  ];
  const all = [...listed];
  // Children found are walked in turn (the loop also visits what it appends).
  for (const { machine } of all) {
    for (const child of childrenOf(machine)) {
      if (!all.some((m) => m.id === child.id)) all.push({ id: child.id, machine: child, lifetime: 'screen' });
    }
  }
  return all;
}

export const appMachines: readonly ComposedMachine[] = composedMachines();
