/**
 * The verified-member gate (spec 000 §4) in the visit: it starts from the token the page was served for (the same
 * viewer the server's gate decided with) and redirects by the router.
 */
import { gateMachine } from '../../machines/gate.machine.ts';
import { defineVisitMachine } from './define.ts';
import { gateInput } from './gate-input.ts';

export const gate = defineVisitMachine({
  id: 'gate',
  machine: gateMachine,
  provide: (_, nav) => gateMachine.provide({ actions: { redirect: (_, { path }) => nav.go(path) } }),
  input: gateInput,
});
