/** The vreels feed (machines/vreels.machine.ts): a machine of the page alone, with no side effect to provide. */
import { vreelsMachine } from '../../machines/vreels.machine.ts';
import { defineScreenMachine } from './define.ts';

export const vreels = defineScreenMachine({ id: 'vreels', machine: vreelsMachine, provide: (_services: unknown) => vreelsMachine });
