/** The cut-title tooltip in the atlas: two titles hovered, focused, tapped and left, cut and uncut. */
import { tooltipMachine } from '../../machines/tooltip.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const tooltipEntry = defineAtlasEntry({
  id: 'tooltip',
  title: 'Tooltip of a cut title',
  spec: ["000 §2.3 'Shared display elements' (tooltips: full text when truncated, on tap on touch, show delay 100 ms)"],
  description:
    'One tooltip for the visit: a mouse over a cut title opens it after 100 ms, keyboard focus or a tap at once; leaving, blur, Escape or a tap elsewhere close it; an uncut title never opens one.',
  area: 'catalogue',
  lifetime: 'visit',
  machine: tooltipMachine,
  inputs: { default: {} },
  events: [
    { type: 'HOVERED', id: 1, cut: true },
    { type: 'HOVERED', id: 2, cut: true },
    { type: 'HOVERED', id: 2, cut: false },
    { type: 'FOCUSED', id: 1, cut: true },
    { type: 'FOCUSED', id: 2, cut: false },
    { type: 'TAPPED', id: 2, cut: true },
    { type: 'TAPPED', id: 1, cut: false },
    { type: 'LEFT', id: 1 },
    { type: 'LEFT', id: 2 },
    { type: 'CLOSED' },
    { type: 'ROUTE_CHANGED', path: '/videos/', search: '' },
  ],
});
