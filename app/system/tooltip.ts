/** The tooltip of cut titles (spec 000 §2.3): one for the visit, so one tooltip shows at a time. */
import { tooltipMachine } from '../../machines/tooltip.machine.ts';
import { defineVisitMachine } from './define.ts';

export const tooltip = defineVisitMachine({
  id: 'tooltip',
  machine: tooltipMachine,
  provide: () => tooltipMachine,
  input: () => undefined,
});
